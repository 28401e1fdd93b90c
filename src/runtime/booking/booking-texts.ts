import { textLookup } from '../i18n/text-lookup.js';

/**
 * Visitor-facing texts of the restaurant booking block (catalogue keys `booking.*`), en-US: spec
 * 01 §4 texts verbatim, the rest the product's own wording.
 */
export const BOOKING_TEXTS = Object.freeze({
  /** Spec 01 §4: the alert's title when a logged-in owner clicks the block. */
  previewTitle: 'Preview Only',
  /** Spec 01 §4: the alert tells the user to log out to use the block. */
  previewMessage: 'You are logged in to this site. Log out to use this block.',
  previewLabel: 'Preview only: log out to use this block',
  loading: 'Loading reservations\u2026',
  error: 'Reservations could not be loaded.',
  /** The booking region's accessible name. */
  label: 'Reservations',
  /** The title of the vendor's widget frame. */
  widgetTitle: 'Reserve a table',
} as const);

export const bookingText = /* @__PURE__ */ textLookup('booking.', BOOKING_TEXTS);
