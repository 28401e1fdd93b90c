import { DATASET_MISSING_DATA_MESSAGE, DATASET_NO_COLUMN_MESSAGE, DATASET_NO_ROW_MESSAGE } from '../charts/chart-dataset.js';
import { RELATIVE_TIME_WORDS } from '../catalog/relative-time.js';
import { COLLECTION_FAILED_MESSAGE } from '../collections/collection-request.js';
import { DEFAULT_COOKIE_BANNER_CTA_TEXT, DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT, DEFAULT_COOKIE_BANNER_TEXT } from '../consent/cookie-banner-settings.js';
import { UNABLE_TO_LOAD_FONTS_MESSAGE } from '../fonts/web-fonts.js';
import * as form from '../forms/form-messages.js';
import * as formTexts from '../forms/form-texts.js';
import * as validation from '../forms/form-validation.js';
import { LIKERT_SCALE } from '../forms/form-values.js';
import { INVALID_IMAGE_SOURCE_MESSAGE } from '../media/image-source.js';
import { NOT_AN_IMAGE_MESSAGE } from '../media/load-image.js';
import { INTERNAL_SERVER_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, UNABLE_TO_CONNECT_MESSAGE, UNAUTHORIZED_REQUEST_MESSAGE } from '../net/data-request-messages.js';
import { SYSTEM_ERROR_NETWORK_MESSAGE } from '../overlays/system-error-rules.js';
import * as overlays from '../overlays/overlay-messages.js';
import * as systemError from '../overlays/system-error-rules.js';
import { DEFAULT_DIALOG_LABELS } from '../overlays/dialog-rules.js';
import { LOGOUT_SUCCESSFUL_MESSAGE, LOGOUT_SUCCESSFUL_TITLE } from '../owner/owner-logout.js';
import { SEARCH_FAILED_MESSAGE } from '../search/search-request.js';
import { INVALID_VIDEO_EMBED_MESSAGE } from '../video/video-embed.js';
import * as gallery from '../gallery/gallery-messages.js';
import { LIGHTBOX_DEFAULT_TITLE } from '../lightbox/lightbox-rules.js';
import * as blocks from './block-messages.js';
import * as platform from './platform-messages.js';
import * as review from '../reviews/review-request-rules.js';
import * as audioText from '../audio/audio-messages.js';
import { ACCORDION_ITEM_FALLBACK_TITLE } from '../blocks/accordion-rules.js';
import * as menuLabels from '../blocks/menu-labels.js';
import * as chartText from '../charts/chart-messages.js';
import * as collectionText from '../collections/collection-list-messages.js';
import * as eventText from '../events-calendar/event-messages.js';
import { EVENTS_FAILED_MESSAGE } from '../events-calendar/events-request.js';
import * as searchText from '../search/search-messages.js';
import * as searchQuery from '../search/search-query.js';
import { fillPlaceholders, siteCatalogues } from './site-text.js';
import * as commerce from '../commerce/commerce-texts.js';

/** `{ a: 'x' }` with prefix `p.` → `{ 'p.a': 'x' }`, keys typed. */
function prefixed<P extends string, T extends Record<string, string>>(prefix: P, texts: T): { readonly [K in keyof T & string as `${P}${K}`]: T[K] } {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}${key}`, text])) as { readonly [K in keyof T & string as `${P}${K}`]: T[K] };
}

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
  'form.tooLong': formTexts.TOO_LONG_TEMPLATE,
  'form.unexpectedOption': formTexts.UNEXPECTED_OPTION_TEMPLATE,
  'form.unknownField': validation.UNKNOWN_FIELD_MESSAGE,
  'form.selectPlaceholder': formTexts.FORM_TEXTS.selectPlaceholder,
  'form.honeypotLabel': formTexts.FORM_TEXTS.honeypotLabel,
  'form.defaultSuccess': formTexts.FORM_TEXTS.defaultSuccess,
  'form.submitting': formTexts.FORM_TEXTS.submitting,
  'form.invalidDefinition': formTexts.FORM_TEXTS.invalidDefinition,
  'form.formLabel': formTexts.FORM_TEXTS.formLabel,
  'form.newsletterLabel': formTexts.FORM_TEXTS.newsletterLabel,
  'form.suggestedAddresses': formTexts.FORM_TEXTS.suggestedAddresses,
  'form.captchaNotSetUp': formTexts.FORM_TEXTS.captchaNotSetUp,
  'form.captchaLoadFailed': formTexts.FORM_TEXTS.captchaLoadFailed,
  'form.part.First': formTexts.FORM_PART_LABELS.First,
  'form.part.Last': formTexts.FORM_PART_LABELS.Last,
  'form.part.Country': formTexts.FORM_PART_LABELS.Country,
  'form.part.Areacode': formTexts.FORM_PART_LABELS.Areacode,
  'form.part.Prefix': formTexts.FORM_PART_LABELS.Prefix,
  'form.part.Line': formTexts.FORM_PART_LABELS.Line,
  'form.part.Line1': formTexts.FORM_PART_LABELS.Line1,
  'form.part.Line2': formTexts.FORM_PART_LABELS.Line2,
  'form.part.City': formTexts.FORM_PART_LABELS.City,
  'form.part.State': formTexts.FORM_PART_LABELS.State,
  'form.part.Zip': formTexts.FORM_PART_LABELS.Zip,
  'form.part.Month': formTexts.FORM_PART_LABELS.Month,
  'form.part.Day': formTexts.FORM_PART_LABELS.Day,
  'form.part.Year': formTexts.FORM_PART_LABELS.Year,
  'form.part.Hour': formTexts.FORM_PART_LABELS.Hour,
  'form.part.Minute': formTexts.FORM_PART_LABELS.Minute,
  'form.part.Second': formTexts.FORM_PART_LABELS.Second,
  'form.part.Ampm': formTexts.FORM_PART_LABELS.Ampm,

  'cookieBanner.text': DEFAULT_COOKIE_BANNER_TEXT,
  'cookieBanner.accept': DEFAULT_COOKIE_BANNER_CTA_TEXT,
  'cookieBanner.decline': DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT,
  'cookieBanner.label': overlays.COOKIE_BANNER_LABEL,
  'popup.title': overlays.POPUP_DEFAULT_TITLE,
  'popup.close': overlays.POPUP_CLOSE_LABEL,
  'announcementBar.label': overlays.ANNOUNCEMENT_BAR_LABEL,
  'announcementBar.close': overlays.ANNOUNCEMENT_BAR_CLOSE_LABEL,
  'mobileInfoBar.label': overlays.MOBILE_INFO_BAR_LABEL,
  'dialog.confirm': DEFAULT_DIALOG_LABELS.confirm,
  'dialog.reject': DEFAULT_DIALOG_LABELS.reject,
  'dialog.cancel': DEFAULT_DIALOG_LABELS.cancel,
  'dialog.close': overlays.DIALOG_CLOSE_LABEL,
  'systemError.title': systemError.SYSTEM_ERROR_HEADING,
  'systemError.reload': systemError.SYSTEM_ERROR_RELOAD_LABEL,
  'systemError.clear': systemError.SYSTEM_ERROR_CLEAR_LABEL,
  'systemError.errorKey': overlays.SYSTEM_ERROR_KEY_TEXT,
  'logout.title': LOGOUT_SUCCESSFUL_TITLE,
  'logout.message': LOGOUT_SUCCESSFUL_MESSAGE,
  'systemError.heading': systemError.SYSTEM_ERROR_CLEANED_HEADING,
  'systemError.cleaned': systemError.SYSTEM_ERROR_CLEANED_MESSAGE,
  'systemError.network': SYSTEM_ERROR_NETWORK_MESSAGE,
  'cart.bundleFailed': platform.FAILED_CART_BUNDLE_MESSAGE,

  'image.notAnImage': NOT_AN_IMAGE_MESSAGE,
  'image.invalidSource': INVALID_IMAGE_SOURCE_MESSAGE,
  'image.unavailable': blocks.IMAGE_UNAVAILABLE_TEXT,
  'image.pinIt': blocks.PIN_IT_TEXT,
  'video.invalidEmbed': INVALID_VIDEO_EMBED_MESSAGE,
  'video.vimeoBasicUnsupported': platform.VIMEO_BASIC_UNSUPPORTED_MESSAGE,
  'video.defaultTitle': gallery.VIDEO_DEFAULT_TITLE,
  'video.play': gallery.VIDEO_PLAY_TEXT,
  'gallery.label': LIGHTBOX_DEFAULT_TITLE,
  'gallery.previousSlide': gallery.GALLERY_PREVIOUS_SLIDE_TEXT,
  'gallery.nextSlide': gallery.GALLERY_NEXT_SLIDE_TEXT,
  'gallery.previousSlides': gallery.GALLERY_PREVIOUS_SLIDES_TEXT,
  'gallery.nextSlides': gallery.GALLERY_NEXT_SLIDES_TEXT,
  'gallery.startRotation': gallery.GALLERY_START_ROTATION_TEXT,
  'gallery.stopRotation': gallery.GALLERY_STOP_ROTATION_TEXT,
  'gallery.chooseSlide': gallery.GALLERY_CHOOSE_SLIDE_TEXT,
  'gallery.slidePosition': gallery.GALLERY_SLIDE_POSITION_TEXT,
  'gallery.imagePosition': gallery.GALLERY_IMAGE_POSITION_TEXT,
  'gallery.openInLightbox': gallery.GALLERY_OPEN_IN_LIGHTBOX_TEXT,
  'gallery.showSlide': gallery.GALLERY_SHOW_SLIDE_TEXT,
  'gallery.dataDecodeError': gallery.GALLERY_DATA_DECODE_ERROR,
  'gallery.dataInvalid': gallery.GALLERY_DATA_INVALID_ERROR,
  'gallery.unknownDesign': gallery.GALLERY_UNKNOWN_DESIGN_ERROR,
  'gallery.unknownTransition': gallery.GALLERY_UNKNOWN_TRANSITION_ERROR,
  'gallery.stripAlignment': gallery.STRIP_ALIGNMENT_ERROR,
  'gallery.newSwipeBoundaries': gallery.NEW_SWIPE_BOUNDARIES_ERROR,
  'gallery.newSwipeSnapPoints': gallery.NEW_SWIPE_SNAP_POINTS_ERROR,
  'lightbox.title': LIGHTBOX_DEFAULT_TITLE,
  'lightbox.close': gallery.LIGHTBOX_CLOSE_TEXT,
  'lightbox.previous': gallery.LIGHTBOX_PREVIOUS_TEXT,
  'lightbox.next': gallery.LIGHTBOX_NEXT_TEXT,
  'lightbox.showCaption': gallery.LIGHTBOX_SHOW_CAPTION_TEXT,
  'lightbox.hideCaption': gallery.LIGHTBOX_HIDE_CAPTION_TEXT,
  'lightbox.counter': gallery.LIGHTBOX_COUNTER_TEXT,
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
  'map.labelWithAddress': blocks.MAP_ADDRESS_LABEL,
  'map.markerLabel': blocks.MAP_MARKER_LABEL,
  'booking.previewTitle': blocks.BOOKING_PREVIEW_TITLE,
  'booking.previewMessage': blocks.BOOKING_PREVIEW_MESSAGE,
  'booking.previewLabel': blocks.BOOKING_PREVIEW_LABEL,
  'booking.loading': blocks.BOOKING_LOADING_TEXT,
  'booking.error': blocks.BOOKING_ERROR_TEXT,
  'booking.label': blocks.BOOKING_DEFAULT_LABEL,
  'booking.widgetTitle': blocks.BOOKING_WIDGET_TITLE,
  'button.default': blocks.BUTTON_DEFAULT_TEXT,
  'link.opensInNewWindow': blocks.OPENS_IN_NEW_WINDOW_TEXT,
  'summary.error': blocks.SUMMARY_ERROR_TEXT,
  'socialFeed.error': blocks.SOCIAL_FEED_ERROR_TEXT,
  'memberPricing.label': blocks.MEMBER_PRICING_LABEL,
  'memberPricing.optionFallback': blocks.MEMBER_PRICING_OPTION_FALLBACK,

  // Commerce blocks (product, cart, cart count, money, donate button): commerce-texts.ts.
  ...prefixed('product.', commerce.PRODUCT_TEXTS),
  ...prefixed('cart.', commerce.CART_TEXTS),
  ...prefixed('cartCount.', commerce.CART_COUNT_TEXTS),
  ...prefixed('money.', commerce.MONEY_TEXTS),
  ...prefixed('donateButton.', commerce.DONATE_BUTTON_TEXTS),
  // Accordion, menu, audio, chart, tour dates, calendar, search and collection list (their own wording).
  'accordion.itemFallback': ACCORDION_ITEM_FALLBACK_TITLE,
  'audio.label': audioText.AUDIO_DEFAULT_LABEL,
  'audio.loadFailed': audioText.AUDIO_LOAD_FAILED_MESSAGE,
  'audio.mute': audioText.AUDIO_MUTE_LABEL,
  'audio.nextTrack': audioText.AUDIO_NEXT_TRACK_LABEL,
  'audio.noTracks': audioText.AUDIO_NO_TRACKS_MESSAGE,
  'audio.pause': audioText.AUDIO_PAUSE_LABEL,
  'audio.play': audioText.AUDIO_PLAY_LABEL,
  'audio.position': audioText.AUDIO_POSITION_TEXT,
  'audio.previousTrack': audioText.AUDIO_PREVIOUS_TRACK_LABEL,
  'audio.seek': audioText.AUDIO_SEEK_LABEL,
  'audio.time.hour': audioText.AUDIO_TIME_WORDS.hour,
  'audio.time.hours': audioText.AUDIO_TIME_WORDS.hours,
  'audio.time.minute': audioText.AUDIO_TIME_WORDS.minute,
  'audio.time.minutes': audioText.AUDIO_TIME_WORDS.minutes,
  'audio.time.second': audioText.AUDIO_TIME_WORDS.second,
  'audio.time.seconds': audioText.AUDIO_TIME_WORDS.seconds,
  'audio.time.unknown': audioText.AUDIO_TIME_WORDS.unknown,
  'audio.tracks': audioText.AUDIO_TRACKS_LABEL,
  'audio.trackFallback': audioText.AUDIO_TRACK_FALLBACK_TITLE,
  'audio.volume': audioText.AUDIO_VOLUME_LABEL,
  'calendar.dayEvents': eventText.CALENDAR_DAY_EVENTS_LABEL,
  'calendar.dayOneEvent': eventText.CALENDAR_DAY_ONE_EVENT_LABEL,
  'calendar.eventsInMonth': eventText.CALENDAR_EVENTS_IN_MONTH_TITLE,
  'calendar.eventsOnDay': eventText.CALENDAR_EVENTS_ON_DAY_TITLE,
  'calendar.label': eventText.CALENDAR_DEFAULT_LABEL,
  'calendar.nextMonth': eventText.CALENDAR_NEXT_MONTH_LABEL,
  'calendar.noEvents': eventText.CALENDAR_NO_EVENTS_MESSAGE,
  'calendar.previousMonth': eventText.CALENDAR_PREVIOUS_MONTH_LABEL,
  'chart.description': chartText.CHART_DESCRIPTION_TEXT,
  'chart.hideTable': chartText.CHART_HIDE_TABLE_TEXT,
  'chart.invalidData': chartText.CHART_DATA_INVALID_MESSAGE,
  'chart.kind.bar': chartText.CHART_KIND_LABELS.bar,
  'chart.kind.line': chartText.CHART_KIND_LABELS.line,
  'chart.kind.pie': chartText.CHART_KIND_LABELS.pie,
  'chart.labelFallback': chartText.CHART_LABEL_FALLBACK,
  'chart.oneRow': chartText.CHART_ONE_ROW_TEXT,
  'chart.rows': chartText.CHART_ROWS_TEXT,
  'chart.showTable': chartText.CHART_SHOW_TABLE_TEXT,
  'chart.summary': chartText.CHART_SUMMARY_TEXT,
  'chart.truncatedBoth': chartText.CHART_TRUNCATED_BOTH_TEXT,
  'chart.truncatedColumns': chartText.CHART_TRUNCATED_COLUMNS_TEXT,
  'chart.truncatedRows': chartText.CHART_TRUNCATED_ROWS_TEXT,
  'collection.empty': collectionText.COLLECTION_EMPTY_MESSAGE,
  'collection.label': collectionText.COLLECTION_DEFAULT_LABEL,
  'collection.missing': collectionText.COLLECTION_MISSING_MESSAGE,
  'collection.nextPage': collectionText.COLLECTION_NEXT_PAGE_TEXT,
  'collection.noPastEvents': collectionText.COLLECTION_NO_PAST_EVENTS_MESSAGE,
  'collection.noUpcomingEvents': collectionText.COLLECTION_NO_UPCOMING_EVENTS_MESSAGE,
  'collection.page': collectionText.COLLECTION_PAGE_LABEL,
  'collection.pages': collectionText.COLLECTION_PAGES_LABEL,
  'collection.previousPage': collectionText.COLLECTION_PREVIOUS_PAGE_TEXT,
  'collection.tags': collectionText.COLLECTION_TAGS_LABEL,
  'events.failed': EVENTS_FAILED_MESSAGE,
  'events.retry': eventText.EVENTS_RETRY_TEXT,
  'events.soldOut': eventText.EVENT_SOLD_OUT_TEXT,
  'events.time.lessThanAMinute': eventText.EVENT_TIME_SPANS.lessThanAMinute,
  'events.time.aboutAMinute': eventText.EVENT_TIME_SPANS.aboutAMinute,
  'events.time.minutes': eventText.EVENT_TIME_SPANS.minutes,
  'events.time.aboutAnHour': eventText.EVENT_TIME_SPANS.aboutAnHour,
  'events.time.hours': eventText.EVENT_TIME_SPANS.hours,
  'events.time.oneDay': eventText.EVENT_TIME_SPANS.oneDay,
  'events.time.days': eventText.EVENT_TIME_SPANS.days,
  'events.time.past': eventText.EVENT_TIME_PAST,
  'events.time.future': eventText.EVENT_TIME_FUTURE,
  'menu.label': menuLabels.MENU_DEFAULT_LABEL,
  'menu.sectionFallback': menuLabels.MENU_SECTION_FALLBACK_LABEL,
  'search.label': searchText.SEARCH_DEFAULT_LABEL,
  'search.noResults': searchQuery.SEARCH_NO_RESULTS_MESSAGE,
  'search.oneResult': searchQuery.SEARCH_ONE_RESULT_MESSAGE,
  'search.oneSuggestion': searchQuery.SEARCH_ONE_SUGGESTION_MESSAGE,
  'search.placeholder': searchText.SEARCH_DEFAULT_PLACEHOLDER,
  'search.results': searchQuery.SEARCH_RESULTS_MESSAGE,
  'search.resultsLabel': searchText.SEARCH_RESULTS_LABEL,
  'search.searching': searchText.SEARCH_SEARCHING_TEXT,
  'search.seeAll': searchText.SEARCH_SEE_ALL_TEXT,
  'search.showMore': searchText.SEARCH_SHOW_MORE_TEXT,
  'search.submit': searchText.SEARCH_SUBMIT_TEXT,
  'search.suggestions': searchQuery.SEARCH_SUGGESTIONS_MESSAGE,
  'search.suggestionsLabel': searchText.SEARCH_SUGGESTIONS_LABEL,
  'search.type.audio': searchQuery.RECORD_TYPE_LABELS.audio,
  'search.type.event': searchQuery.RECORD_TYPE_LABELS.event,
  'search.type.image': searchQuery.RECORD_TYPE_LABELS.image,
  'search.type.page': searchQuery.RECORD_TYPE_LABELS.page,
  'search.type.portfolioItem': searchQuery.RECORD_TYPE_LABELS.portfolioItem,
  'search.type.text': searchQuery.RECORD_TYPE_LABELS.text,
  'search.type.video': searchQuery.RECORD_TYPE_LABELS.video,
  'tourDates.empty': eventText.TOUR_DATES_EMPTY_MESSAGE,
  'tourDates.label': eventText.TOUR_DATES_DEFAULT_LABEL,
  'tourDates.tickets': eventText.TOUR_DATES_TICKETS_TEXT,
  'tourDates.ticketsLabel': eventText.TOUR_DATES_TICKETS_LABEL,

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
