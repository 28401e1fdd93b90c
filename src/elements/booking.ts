import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Booking, type BookingEvents } from '../react/booking/Booking.js';
import bookingCss from '../styles/booking.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Restaurant booking block (spec 01 §4, §6, §9): loading, then loaded, with the vendor's widget
 * behind an adapter: OpenTable's reservation widget for the `restaurant-id` by default, or an
 * adapter script (`vendor-src` calls `window.__sitestackBookingReady(vendor)`). For a
 * logged-in owner it is preview only: a click shows the 'Preview Only' alert. The light-DOM
 * content (say, a phone number or a link to the vendor's page) shows when the widget cannot load.
 *
 * @tag ss-booking
 * @summary A restaurant reservations widget from the booking vendor; preview only for logged-in owners.
 *
 * @attr {string} restaurant-id - The restaurant's id at the vendor (OpenTable: the numeric rid).
 * @attr {string} vendor-domain - The OpenTable site the restaurant is listed on: com, co.uk, ca, de, ie, com.au, com.mx, jp, nl, it, es or fr. Default: com.
 * @attr {string} vendor-src - URL of another vendor's adapter script; without it the block uses OpenTable.
 * @attr {string} label - Accessible name of the widget region. Default: "Reservations".
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
