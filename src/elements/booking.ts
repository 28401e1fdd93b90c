import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Booking, type BookingEvents } from '../react/booking/Booking.js';
import bookingCss from '../styles/booking.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The restaurant booking block (spec 01 §4, §6, §9): loading, then loaded, with OpenTable's
 * reservation widget for the restaurant in `restaurant-id` (OpenTable's numeric restaurant id, "rid").
 * The block builds OpenTable's widget frame itself
 * (`https://www.opentable.com/widget/reservation/canvas?rid=…&theme=…&domain=…&lang=…`), since
 * OpenTable's loader script writes its frame next to itself and cannot work in a shadow root: the
 * `wide` theme (840x350) above 850 px, the `standard` one (224x301) otherwise, redrawn when the block
 * crosses 850 px; `lang` is the site's `locale`, `domain` the OpenTable site (`vendor-domain`). It is
 * loaded when the frame has loaded, and fails when it has not within 30 s or the restaurant id is not
 * a number. For a logged-in owner the block is preview only: a click shows an alert titled
 * "Preview Only" telling them to log out to use the block. When the widget fails, the light-DOM content
 * (a phone link, the restaurant's page) shows with "Reservations could not be loaded."
 *
 * Another vendor: `vendor-src` names an adapter script that calls `window.__sitestackBookingReady(vendor)`
 * with `{ mount(container, { restaurantId, wide, locale }) }` returning `{ destroy(), loaded?, resize?(wide) }`
 * (src/runtime/booking/booking-vendor.ts). A site that proxies OpenTable sets `bookingWidgetUrl` in
 * the page context.
 * A page with a Content-Security-Policy allows `https://www.opentable.com` in `frame-src`.
 *
 * ```html
 * <ss-booking restaurant-id="412810" vendor-domain="co.uk">
 *   <a href="tel:+15551234567">Call us to book a table</a>
 * </ss-booking>
 * ```
 *
 * Texts (site translations, keys in `ss-messages`): `booking.loading`, `booking.error`, `booking.label`,
 * `booking.widgetTitle`, `booking.previewTitle`, `booking.previewMessage`, `booking.previewLabel`.
 *
 * @tag ss-booking
 * @summary A restaurant reservations widget from the booking vendor; preview only for logged-in owners.
 *
 * @attr {text} restaurant-id - The restaurant's id at the vendor (OpenTable: the numeric rid).
 * @attr {text} vendor-domain - The OpenTable site the restaurant is listed on: `com`, `co.uk`, `ca`, `de`, `ie`, `com.au`, `com.mx`, `jp`, `nl`, `it`, `es` or `fr`. Default: `com`.
 * @attr {URL} vendor-src - URL of another vendor's adapter script; without it the block uses OpenTable.
 * @attr {text} label - Accessible name of the widget region. Default: "Reservations".
 *
 * @fires ss-booking-preview-click - A logged-in owner clicked the preview-only block. detail: `{ restaurantId }`.
 *
 * @csspart base - The block; `data-state` is `loading`, `loaded` or `error`; `data-wide` above 850 px; `data-preview` for owners.
 * @csspart widget - Where the vendor draws its widget (OpenTable: a frame with `data-theme` `wide` or `standard`).
 * @csspart status - The loading message.
 * @csspart error - The message shown with the fallback content.
 * @csspart preview-shield - The layer that catches an owner's clicks in preview.
 *
 * @cssprop --ss-booking-min-height - Space reserved while loading (the OpenTable widget is up to 350 px tall). Default: 22rem.
 */
export class SsBooking extends createBlockElement({
  tag: 'ss-booking',
  component: Booking,
  attributes: {
    'vendor-src': stringAttribute(''),
    'restaurant-id': stringAttribute(''),
    'vendor-domain': stringAttribute('com'),
    label: stringAttribute(''),
  },
  styles: [bookingCss],
}) {}

export type { BookingEvents };
export default SsBooking;

declare global {
  interface HTMLElementTagNameMap {
    'ss-booking': SsBooking;
  }
}
