import { audioText, audioTimeText } from '../audio/audio-texts.js';
import { accordionText, buttonText, embedText, imageText, linkText, memberPricingText, menuText, socialFeedText, summaryText } from '../blocks/block-texts.js';
import { bookingText } from '../booking/booking-texts.js';
import { timeText } from '../catalog/time-texts.js';
import { chartKindText, chartText } from '../charts/chart-texts.js';
import { collectionText } from '../collections/collection-texts.js';
import { cartCountText, cartText, donateButtonText, moneyText, productText } from '../commerce/commerce-texts.js';
import { calendarText, eventsText, eventTimeText, tourDatesText } from '../events-calendar/event-texts.js';
import { fontsText } from '../fonts/font-texts.js';
import { formLikertText, formPartText, formText } from '../forms/form-texts.js';
import { galleryText } from '../gallery/gallery-texts.js';
import { lightboxText } from '../lightbox/lightbox-texts.js';
import { mapText } from '../maps/map-texts.js';
import { netText } from '../net/net-texts.js';
import { announcementBarText, cookieBannerText, dialogText, logoutText, mobileInfoBarText, popupText, systemErrorText } from '../overlays/overlay-texts.js';
import { reviewText } from '../reviews/review-texts.js';
import { searchText, searchTypeText } from '../search/search-texts.js';
import { videoText } from '../video/video-texts.js';
import { fileText, genericText, jobText, validationText } from './platform-texts.js';
import type { TextLookup } from './text-lookup.js';

/** An area's texts under their catalogue keys, typed: `{ nextSlide: 'x' }` under `gallery.` → `{ 'gallery.nextSlide': 'x' }`. */
type CatalogueEntries<L> = L extends TextLookup<infer P, infer T> ? { readonly [K in keyof T & string as `${P}${K}`]: T[K] } : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** An area's texts under their catalogue keys. */
export function catalogueEntries<L extends TextLookup>(lookup: L): CatalogueEntries<L> {
  return Object.fromEntries(Object.entries(lookup.texts).map(([name, text]) => [`${lookup.prefix}${name}`, text])) as CatalogueEntries<L>;
}

/**
 * Every area's typed text lookup. The blocks read their texts through these
 * (`galleryText('nextSlide')`); the catalogue below is built from the same list.
 */
export const AREA_TEXT_LOOKUPS = Object.freeze([
  netText, formText, formLikertText, formPartText,
  cookieBannerText, popupText, announcementBarText, mobileInfoBarText, dialogText, systemErrorText, logoutText,
  imageText, videoText, galleryText, lightboxText, embedText, chartText, chartKindText, searchText, searchTypeText, collectionText, fontsText, genericText, fileText, jobText, validationText,
  reviewText, mapText, bookingText, buttonText, linkText, summaryText, socialFeedText, memberPricingText,
  productText, cartText, cartCountText, moneyText, donateButtonText,
  accordionText, audioText, audioTimeText, calendarText, eventsText, eventTimeText, menuText, tourDatesText, timeText,
] as const);

/**
 * Every visitor-facing text of the three specs in one en-US catalogue, by key: the keys a site's
 * `#ss-messages` translates, which tests and docs read. The blocks never load it (each looks its
 * own texts up through its area's lookup, so block chunks stay small); it is the areas' own
 * objects under their prefixes. Placeholders are `{name}` (`{count}`, `{val}`, `{email}` ...).
 */
export const EN_US_MESSAGES: Readonly<UnionToIntersection<CatalogueEntries<(typeof AREA_TEXT_LOOKUPS)[number]>>> = Object.freeze(Object.assign({}, ...AREA_TEXT_LOOKUPS.map(catalogueEntries)));

export type MessageKey = keyof typeof EN_US_MESSAGES;
