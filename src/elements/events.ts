import type { AccordionEvents } from '../react/accordion/Accordion.js';
import type { MenuEvents } from '../react/menu/Menu.js';
import type { CookieBannerEvents } from '../react/cookie-banner/CookieBanner.js';
import type { DialogEvents } from '../react/dialog/Dialog.js';
import type { PopupEvents } from '../react/popup/Popup.js';
import type { AnnouncementBarEvents } from '../react/announcement-bar/AnnouncementBar.js';
import type { MobileInfoBarEvents } from '../react/announcement-bar/MobileInfoBar.js';
import type { NewsletterEvents } from '../react/form/FormBlock.js';
import type { ChartEvents } from '../react/chart/Chart.js';
import type { MapEvents } from '../react/map/Map.js';
import type { EmbedEvents } from '../react/embed/Embed.js';
import type { ImageEvents } from '../react/image/Image.js';
import type { ButtonEvents } from '../react/button/Button.js';
import type { MemberPricingEvents } from '../react/member-pricing/MemberPricing.js';
import type { BookingEvents } from '../react/booking/Booking.js';
import type { SocialFeedEvents } from '../react/social-feed/SocialFeed.js';
import type { SummaryEvents } from '../react/summary/Summary.js';
import type { AudioEvents } from '../react/audio/Audio.js';
import type { GalleryEvents } from '../react/gallery/Gallery.js';
import type { VideoEvents } from '../react/video/Video.js';
import type { SearchEvents } from '../react/search/Search.js';
import type { TourDatesEvents } from '../react/tour-dates/TourDates.js';
import type { CalendarEvents } from '../react/calendar/Calendar.js';
import type { CollectionListEvents } from '../react/collection-list/CollectionList.js';

/**
 * Every event a Sitestack element fires, with its `detail`. All bubble and are composed, so a
 * listener on `document` hears them.
 */
export interface SitestackEventMap extends AccordionEvents, MenuEvents, NewsletterEvents, ChartEvents, MapEvents, EmbedEvents, ImageEvents, ButtonEvents, MemberPricingEvents, BookingEvents, SocialFeedEvents, SummaryEvents, AudioEvents, GalleryEvents, VideoEvents, SearchEvents, TourDatesEvents, CalendarEvents, CollectionListEvents {}

/** Consent, dialogs and overlays (a second declaration merges into the map above). */
export interface SitestackEventMap extends CookieBannerEvents, DialogEvents, PopupEvents, AnnouncementBarEvents, MobileInfoBarEvents {}

declare global {
  interface HTMLElementEventMap {
    'ss-consent-change': CustomEvent<CookieBannerEvents['ss-consent-change']>;
    'ss-announcement-bar-dismiss': CustomEvent<AnnouncementBarEvents['ss-announcement-bar-dismiss']>;
    'ss-mobile-info-bar-action': CustomEvent<MobileInfoBarEvents['ss-mobile-info-bar-action']>;
    'ss-popup-show': CustomEvent<PopupEvents['ss-popup-show']>;
    'ss-popup-close': CustomEvent<PopupEvents['ss-popup-close']>;
    'ss-dialog-show': CustomEvent<DialogEvents['ss-dialog-show']>;
    'ss-dialog-hide': CustomEvent<DialogEvents['ss-dialog-hide']>;
    'ss-dialog-confirm': CustomEvent<DialogEvents['ss-dialog-confirm']>;
    'ss-dialog-reject': CustomEvent<DialogEvents['ss-dialog-reject']>;
    'ss-dialog-cancel': CustomEvent<DialogEvents['ss-dialog-cancel']>;
    'ss-search-submit': CustomEvent<SearchEvents['ss-search-submit']>;
    'ss-search-select': CustomEvent<SearchEvents['ss-search-select']>;
    'ss-tour-dates-ticket-click': CustomEvent<TourDatesEvents['ss-tour-dates-ticket-click']>;
    'ss-calendar-day-select': CustomEvent<CalendarEvents['ss-calendar-day-select']>;
    'ss-calendar-month-change': CustomEvent<CalendarEvents['ss-calendar-month-change']>;
    'ss-collection-list-page-change': CustomEvent<CollectionListEvents['ss-collection-list-page-change']>;
  }
  interface DocumentEventMap {
    'ss-consent-change': CustomEvent<CookieBannerEvents['ss-consent-change']>;
    'ss-announcement-bar-dismiss': CustomEvent<AnnouncementBarEvents['ss-announcement-bar-dismiss']>;
    'ss-mobile-info-bar-action': CustomEvent<MobileInfoBarEvents['ss-mobile-info-bar-action']>;
    'ss-popup-show': CustomEvent<PopupEvents['ss-popup-show']>;
    'ss-popup-close': CustomEvent<PopupEvents['ss-popup-close']>;
    'ss-dialog-show': CustomEvent<DialogEvents['ss-dialog-show']>;
    'ss-dialog-hide': CustomEvent<DialogEvents['ss-dialog-hide']>;
    'ss-dialog-confirm': CustomEvent<DialogEvents['ss-dialog-confirm']>;
    'ss-dialog-reject': CustomEvent<DialogEvents['ss-dialog-reject']>;
    'ss-dialog-cancel': CustomEvent<DialogEvents['ss-dialog-cancel']>;
    'ss-search-submit': CustomEvent<SearchEvents['ss-search-submit']>;
    'ss-search-select': CustomEvent<SearchEvents['ss-search-select']>;
    'ss-tour-dates-ticket-click': CustomEvent<TourDatesEvents['ss-tour-dates-ticket-click']>;
    'ss-calendar-day-select': CustomEvent<CalendarEvents['ss-calendar-day-select']>;
    'ss-calendar-month-change': CustomEvent<CalendarEvents['ss-calendar-month-change']>;
    'ss-collection-list-page-change': CustomEvent<CollectionListEvents['ss-collection-list-page-change']>;
  }
}

export type SitestackEvent<K extends keyof SitestackEventMap> = CustomEvent<SitestackEventMap[K]>;

declare global {
  interface HTMLElementEventMap {
    'ss-accordion-toggle': CustomEvent<AccordionEvents['ss-accordion-toggle']>;
    'ss-form-submit-success': CustomEvent<NewsletterEvents['ss-form-submit-success']>;
    'ss-form-submit-error': CustomEvent<NewsletterEvents['ss-form-submit-error']>;
    'ss-newsletter-subscribe': CustomEvent<NewsletterEvents['ss-newsletter-subscribe']>;
    'ss-menu-select': CustomEvent<MenuEvents['ss-menu-select']>;
    'ss-chart-table-toggle': CustomEvent<ChartEvents['ss-chart-table-toggle']>;
    'ss-map-marker-click': CustomEvent<MapEvents['ss-map-marker-click']>;
    'ss-embed-activate': CustomEvent<EmbedEvents['ss-embed-activate']>;
    'ss-image-link-click': CustomEvent<ImageEvents['ss-image-link-click']>;
    'ss-button-click': CustomEvent<ButtonEvents['ss-button-click']>;
    'ss-member-pricing-change': CustomEvent<MemberPricingEvents['ss-member-pricing-change']>;
    'ss-booking-preview-click': CustomEvent<BookingEvents['ss-booking-preview-click']>;
    'ss-social-feed-post-click': CustomEvent<SocialFeedEvents['ss-social-feed-post-click']>;
    'ss-summary-item-click': CustomEvent<SummaryEvents['ss-summary-item-click']>;
    'ss-audio-play': CustomEvent<AudioEvents['ss-audio-play']>;
    'ss-audio-pause': CustomEvent<AudioEvents['ss-audio-pause']>;
    'ss-audio-track-change': CustomEvent<AudioEvents['ss-audio-track-change']>;
    'ss-gallery-change': CustomEvent<GalleryEvents['ss-gallery-change']>;
    'ss-gallery-reached-end': CustomEvent<GalleryEvents['ss-gallery-reached-end']>;
    'ss-gallery-reached-beginning': CustomEvent<GalleryEvents['ss-gallery-reached-beginning']>;
    'ss-lightbox-open': CustomEvent<GalleryEvents['ss-lightbox-open']>;
    'ss-lightbox-close': CustomEvent<GalleryEvents['ss-lightbox-close']>;
    'ss-video-play': CustomEvent<VideoEvents['ss-video-play']>;
    'ss-video-close': CustomEvent<VideoEvents['ss-video-close']>;
  }
  interface DocumentEventMap {
    'ss-accordion-toggle': CustomEvent<AccordionEvents['ss-accordion-toggle']>;
    'ss-form-submit-success': CustomEvent<NewsletterEvents['ss-form-submit-success']>;
    'ss-form-submit-error': CustomEvent<NewsletterEvents['ss-form-submit-error']>;
    'ss-newsletter-subscribe': CustomEvent<NewsletterEvents['ss-newsletter-subscribe']>;
    'ss-menu-select': CustomEvent<MenuEvents['ss-menu-select']>;
    'ss-chart-table-toggle': CustomEvent<ChartEvents['ss-chart-table-toggle']>;
    'ss-map-marker-click': CustomEvent<MapEvents['ss-map-marker-click']>;
    'ss-embed-activate': CustomEvent<EmbedEvents['ss-embed-activate']>;
    'ss-image-link-click': CustomEvent<ImageEvents['ss-image-link-click']>;
    'ss-button-click': CustomEvent<ButtonEvents['ss-button-click']>;
    'ss-member-pricing-change': CustomEvent<MemberPricingEvents['ss-member-pricing-change']>;
    'ss-booking-preview-click': CustomEvent<BookingEvents['ss-booking-preview-click']>;
    'ss-social-feed-post-click': CustomEvent<SocialFeedEvents['ss-social-feed-post-click']>;
    'ss-summary-item-click': CustomEvent<SummaryEvents['ss-summary-item-click']>;
    'ss-audio-play': CustomEvent<AudioEvents['ss-audio-play']>;
    'ss-audio-pause': CustomEvent<AudioEvents['ss-audio-pause']>;
    'ss-audio-track-change': CustomEvent<AudioEvents['ss-audio-track-change']>;
    'ss-gallery-change': CustomEvent<GalleryEvents['ss-gallery-change']>;
    'ss-gallery-reached-end': CustomEvent<GalleryEvents['ss-gallery-reached-end']>;
    'ss-gallery-reached-beginning': CustomEvent<GalleryEvents['ss-gallery-reached-beginning']>;
    'ss-lightbox-open': CustomEvent<GalleryEvents['ss-lightbox-open']>;
    'ss-lightbox-close': CustomEvent<GalleryEvents['ss-lightbox-close']>;
    'ss-video-play': CustomEvent<VideoEvents['ss-video-play']>;
    'ss-video-close': CustomEvent<VideoEvents['ss-video-close']>;
  }
}

/** Commerce: money, product, cart and cart count. */
type CommerceEvents = import('../react/product/Money.js').MoneyEvents &
  import('../react/product/Product.js').ProductEvents &
  import('../react/cart/Cart.js').CartEvents &
  import('../react/cart/CartCount.js').CartCountEvents &
  import('../react/product/DonateButton.js').DonateButtonEvents;
type CommerceEventMap = { [K in keyof CommerceEvents]: CustomEvent<CommerceEvents[K]> };

export interface SitestackEventMap extends CommerceEvents {}

declare global {
  interface HTMLElementEventMap extends CommerceEventMap {}
  interface DocumentEventMap extends CommerceEventMap {}
}
