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
import type { ReviewRequestEvents } from '../react/review-request/ReviewRequest.js';
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

/** Commerce: money, product, cart and cart count. */
type CommerceEvents = import('../react/product/Money.js').MoneyEvents &
  import('../react/product/Product.js').ProductEvents &
  import('../react/cart/Cart.js').CartEvents &
  import('../react/cart/CartCount.js').CartCountEvents &
  import('../react/product/DonateButton.js').DonateButtonEvents;

export interface SitestackEventMap extends CommerceEvents {}

/** The product-reviews request page. */
export interface SitestackEventMap extends ReviewRequestEvents {}

/** Every Sitestack event as the DOM sees it, so listeners get a typed `detail`. */
export type SitestackDomEventMap = { [K in keyof SitestackEventMap]: CustomEvent<SitestackEventMap[K]> };

declare global {
  interface HTMLElementEventMap extends SitestackDomEventMap {}
  interface DocumentEventMap extends SitestackDomEventMap {}
}
