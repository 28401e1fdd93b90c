import { DATASET_MISSING_DATA_MESSAGE, DATASET_NO_COLUMN_MESSAGE, DATASET_NO_ROW_MESSAGE } from '../charts/chart-dataset.js';
import { RELATIVE_TIME_WORDS } from '../catalog/relative-time.js';
import { COLLECTION_FAILED_MESSAGE } from '../collections/collection-request.js';
import { DEFAULT_COOKIE_BANNER_CTA_TEXT, DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT, DEFAULT_COOKIE_BANNER_TEXT } from '../consent/cookie-banner-settings.js';
import { UNABLE_TO_LOAD_FONTS_MESSAGE } from '../fonts/web-fonts.js';
import * as form from '../forms/form-messages.js';
import * as validation from '../forms/form-validation.js';
import { LIKERT_SCALE } from '../forms/form-values.js';
import { INVALID_IMAGE_SOURCE_MESSAGE } from '../media/image-source.js';
import { NOT_AN_IMAGE_MESSAGE } from '../media/load-image.js';
import { INTERNAL_SERVER_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, UNABLE_TO_CONNECT_MESSAGE, UNAUTHORIZED_REQUEST_MESSAGE } from '../net/data-request-messages.js';
import { SYSTEM_ERROR_NETWORK_MESSAGE } from '../overlays/system-error-rules.js';
import { LOGOUT_SUCCESSFUL_MESSAGE, LOGOUT_SUCCESSFUL_TITLE } from '../owner/owner-logout.js';
import { SEARCH_FAILED_MESSAGE } from '../search/search-request.js';
import { INVALID_VIDEO_EMBED_MESSAGE } from '../video/video-embed.js';
import * as blocks from './block-messages.js';
import * as platform from './platform-messages.js';
import * as review from '../reviews/review-request-rules.js';
import { fillPlaceholders, siteCatalogues } from './site-text.js';

/**
 * Every visitor-facing text of the three specs in one en-US catalogue, by key. The texts are
 * imported from the modules that define them (one source); this file only names them.
 * Placeholders are `{name}` (`{count}`, `{val}`, `{email}` ...).
 */
export const EN_US_MESSAGES = Object.freeze({
  'net.unauthorized': UNAUTHORIZED_REQUEST_MESSAGE,
  'net.internalServerError': INTERNAL_SERVER_ERROR_MESSAGE,
  'net.serviceUnavailable': SERVICE_UNAVAILABLE_MESSAGE,
  'net.unableToConnect': UNABLE_TO_CONNECT_MESSAGE,
  'net.networkError': platform.NETWORK_ERROR_MESSAGE,
  'net.unableToConnectRetry': platform.UNABLE_TO_CONNECT_RETRY_MESSAGE,

  'form.unauthorized': form.FORM_UNAUTHORIZED_MESSAGE,
  'form.notConfigured': form.FORM_NOT_CONFIGURED_MESSAGE,
  'form.rateLimited': form.FORM_RATE_LIMITED_MESSAGE,
  'form.serverError': form.FORM_SERVER_ERROR_MESSAGE,
  'form.unknownError': form.FORM_UNKNOWN_ERROR_MESSAGE,
  'form.keyFailure': form.FORM_KEY_FAILURE_MESSAGE,
  'form.fieldParseFailure': form.FORM_FIELD_PARSE_FAILURE_MESSAGE,
  'form.saveFailure': form.FORM_SAVE_FAILURE_MESSAGE,
  'form.captchaIncomplete': form.CAPTCHA_INCOMPLETE_MESSAGE,
  'form.invalid': form.FORM_INVALID_MESSAGE,
  'form.fieldErrorsAbove': form.FIELD_ERRORS_ABOVE_MESSAGE,
  'form.fieldErrorsBelow': form.FIELD_ERRORS_BELOW_MESSAGE,
  'form.entriesKept': form.ENTRIES_KEPT_MESSAGE,
  'form.fieldRequired': validation.FIELD_REQUIRED_MESSAGE,
  'form.invalidEmail': validation.INVALID_EMAIL_MESSAGE,
  'form.invalidNumber': validation.INVALID_NUMBER_MESSAGE,
  'form.invalidUrl': validation.INVALID_URL_MESSAGE,
  'form.invalidUsZip': validation.INVALID_US_ZIP_MESSAGE,
  'form.likert.-2': LIKERT_SCALE[0]!.label,
  'form.likert.-1': LIKERT_SCALE[1]!.label,
  'form.likert.0': LIKERT_SCALE[2]!.label,
  'form.likert.1': LIKERT_SCALE[3]!.label,
  'form.likert.2': LIKERT_SCALE[4]!.label,

  'cookieBanner.text': DEFAULT_COOKIE_BANNER_TEXT,
  'cookieBanner.accept': DEFAULT_COOKIE_BANNER_CTA_TEXT,
  'cookieBanner.decline': DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT,
  'logout.title': LOGOUT_SUCCESSFUL_TITLE,
  'logout.message': LOGOUT_SUCCESSFUL_MESSAGE,
  'systemError.heading': platform.SYSTEM_ERROR_HEADING,
  'systemError.cleaned': platform.SYSTEM_ERROR_CLEANED_MESSAGE,
  'systemError.network': SYSTEM_ERROR_NETWORK_MESSAGE,
  'cart.bundleFailed': platform.FAILED_CART_BUNDLE_MESSAGE,

  'image.notAnImage': NOT_AN_IMAGE_MESSAGE,
  'image.invalidSource': INVALID_IMAGE_SOURCE_MESSAGE,
  'image.unavailable': blocks.IMAGE_UNAVAILABLE_TEXT,
  'image.pinIt': blocks.PIN_IT_TEXT,
  'video.invalidEmbed': INVALID_VIDEO_EMBED_MESSAGE,
  'video.vimeoBasicUnsupported': platform.VIMEO_BASIC_UNSUPPORTED_MESSAGE,
  'embed.activate': blocks.EMBED_ACTIVATE_TEXT,
  'chart.noColumn': DATASET_NO_COLUMN_MESSAGE,
  'chart.noRow': DATASET_NO_ROW_MESSAGE,
  'chart.missingData': DATASET_MISSING_DATA_MESSAGE,
  'search.failed': SEARCH_FAILED_MESSAGE,
  'collection.failed': COLLECTION_FAILED_MESSAGE,
  'collection.unableToLoadCollections': platform.UNABLE_TO_LOAD_COLLECTIONS_MESSAGE,
  'fonts.unableToLoad': UNABLE_TO_LOAD_FONTS_MESSAGE,
  'generic.somethingWentWrong': platform.SOMETHING_WENT_WRONG_MESSAGE,

  'file.processingFailed': platform.FILE_PROCESSING_FAILED_MESSAGE,
  'file.processingCancelled': platform.FILE_PROCESSING_CANCELLED_MESSAGE,
  'file.uploadIncomplete': platform.FILE_UPLOAD_INCOMPLETE_MESSAGE,
  'file.renameFailed': platform.FILE_RENAME_FAILED_MESSAGE,
  'file.uploadFailed': platform.FILE_UPLOAD_FAILED_MESSAGE,
  'job.noResponse': platform.NO_JOB_RESPONSE_MESSAGE,

  'review.alreadySubmitted': platform.REVIEW_ALREADY_SUBMITTED_MESSAGE,
  'review.expired': platform.REVIEW_REQUEST_EXPIRED_MESSAGE,
  'review.retry': platform.REVIEW_RETRY_MESSAGE,
  'review.ratingRequired': platform.REVIEW_RATING_REQUIRED_MESSAGE,
  'review.invalidLink': review.REVIEW_INVALID_LINK_TEXT,
  'review.ratingLabel': review.REVIEW_RATING_LABEL,
  'review.starLabel': review.REVIEW_STAR_LABEL,
  'review.starLabelOne': review.REVIEW_STAR_LABEL_ONE,
  'review.titleLabel': review.REVIEW_TITLE_LABEL,
  'review.bodyLabel': review.REVIEW_BODY_LABEL,
  'review.nameLabel': review.REVIEW_NAME_LABEL,
  'review.submit': review.REVIEW_SUBMIT_TEXT,
  'review.submitting': review.REVIEW_SUBMITTING_TEXT,
  'review.thanks': review.REVIEW_THANKS_TEXT,
  'review.heading': review.REVIEW_HEADING_TEXT,
  'review.loading': review.REVIEW_LOADING_TEXT,
  'review.tooLong': review.REVIEW_TOO_LONG_TEXT,
  'review.tryAgain': review.REVIEW_TRY_AGAIN_TEXT,

  'map.link': blocks.MAP_LINK_TEXT,
  'map.error': blocks.MAP_ERROR_TEXT,
  'map.label': blocks.MAP_DEFAULT_LABEL,
  'booking.previewTitle': blocks.BOOKING_PREVIEW_TITLE,
  'booking.previewMessage': blocks.BOOKING_PREVIEW_MESSAGE,
  'booking.previewLabel': blocks.BOOKING_PREVIEW_LABEL,
  'booking.loading': blocks.BOOKING_LOADING_TEXT,
  'booking.error': blocks.BOOKING_ERROR_TEXT,
  'button.default': blocks.BUTTON_DEFAULT_TEXT,
  'link.opensInNewWindow': blocks.OPENS_IN_NEW_WINDOW_TEXT,
  'summary.error': blocks.SUMMARY_ERROR_TEXT,
  'socialFeed.error': blocks.SOCIAL_FEED_ERROR_TEXT,
  'memberPricing.label': blocks.MEMBER_PRICING_LABEL,

  'time.lessThanAMinute': RELATIVE_TIME_WORDS.lessThanAMinute,
  'time.aboutAMinute': RELATIVE_TIME_WORDS.aboutAMinute,
  'time.minutes': RELATIVE_TIME_WORDS.minutes,
  'time.aboutAnHour': RELATIVE_TIME_WORDS.aboutAnHour,
  'time.hours': RELATIVE_TIME_WORDS.hours,
  'time.oneDay': RELATIVE_TIME_WORDS.oneDay,
  'time.days': RELATIVE_TIME_WORDS.days,
  'time.justNow': RELATIVE_TIME_WORDS.justNow,
  'time.aboutSeconds': RELATIVE_TIME_WORDS.aboutSeconds,
} as const);

export type MessageKey = keyof typeof EN_US_MESSAGES;
export type MessageCatalogue = Partial<Record<MessageKey, string>>;
export const FALLBACK_LOCALE = 'en-US';

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export const formatMessage = fillPlaceholders;

/** Locales to try, most specific first: `fr-CA` → `fr-CA`, `fr`, then en-US. */
export function localeChain(locale: string | null | undefined): string[] {
  const chain: string[] = [];
  const clean = (locale ?? '').trim();
  if (clean) {
    chain.push(clean);
    const language = clean.split(/[-_]/)[0]!;
    if (language && language !== clean) chain.push(language);
  }
  if (!chain.includes(FALLBACK_LOCALE)) chain.push(FALLBACK_LOCALE);
  return chain;
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * A lookup for one locale: the site's catalogues (by locale tag) first, then the language's,
 * then en-US. A key a site's catalogue lacks falls back, so a partial translation works.
 */
export function createTranslator(locale: string | null | undefined, catalogues: Record<string, MessageCatalogue> = {}): Translate {
  const chain = localeChain(locale)
    .map((tag) => catalogues[tag])
    .filter((catalogue): catalogue is MessageCatalogue => Boolean(catalogue));
  return (key, params) => {
    for (const catalogue of chain) {
      const text = catalogue[key];
      if (typeof text === 'string' && text !== '') return formatMessage(text, params);
    }
    return formatMessage(EN_US_MESSAGES[key], params);
  };
}

/** The page's own catalogues (`#ss-messages`), limited to known keys. */
export function readSiteCatalogues(doc: Document = document): Record<string, MessageCatalogue> {
  const out: Record<string, MessageCatalogue> = {};
  for (const [tag, catalogue] of Object.entries(siteCatalogues(doc))) {
    out[tag] = Object.fromEntries(Object.entries(catalogue).filter(([key]) => key in EN_US_MESSAGES)) as MessageCatalogue;
  }
  return out;
}
