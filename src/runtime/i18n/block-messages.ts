/**
 * Visitor-facing texts of the content blocks (map, booking, member pricing, summary, social
 * feed, image, embed) that no other module defines. Spec texts are verbatim; the rest are the
 * product's own wording. The i18n catalogue (message-catalogue.ts) imports them from here.
 */

/** Spec 01 §4 restaurant booking: the alert's title when a logged-in owner clicks the block. */
export const BOOKING_PREVIEW_TITLE = 'Preview Only';
/** Spec 01 §4: the alert tells the user to log out to use the block. */
export const BOOKING_PREVIEW_MESSAGE = 'You are logged in to this site. Log out to use this block.';
export const BOOKING_LOADING_TEXT = 'Loading reservations\u2026';
export const BOOKING_ERROR_TEXT = 'Reservations could not be loaded.';
export const BOOKING_PREVIEW_LABEL = 'Preview only: log out to use this block';
/** The booking region's accessible name, and the title of the vendor's widget frame. */
export const BOOKING_DEFAULT_LABEL = 'Reservations';
export const BOOKING_WIDGET_TITLE = 'Reserve a table';

export const MAP_LINK_TEXT = 'Open in Maps';
export const MAP_ERROR_TEXT = 'This map could not be shown.';
export const MAP_DEFAULT_LABEL = 'Map';
/** The map region's accessible name when the block has an address. */
export const MAP_ADDRESS_LABEL = 'Map: {address}';
/** The marker's name (its title on the map) when the block has an address title. */
export const MAP_MARKER_LABEL = '{title}: Open in Maps';

export const IMAGE_UNAVAILABLE_TEXT = 'Image unavailable';
export const PIN_IT_TEXT = 'Pin it';
export const EMBED_ACTIVATE_TEXT = 'Load embedded content';
export const OPENS_IN_NEW_WINDOW_TEXT = '(opens in a new window)';
export const BUTTON_DEFAULT_TEXT = 'Learn more';

export const SUMMARY_ERROR_TEXT = 'These items could not be loaded.';
export const SOCIAL_FEED_ERROR_TEXT = 'The latest posts could not be loaded.';

export const MEMBER_PRICING_LABEL = 'Billing period';
/** The name of a pricing option whose section has no data-option. */
export const MEMBER_PRICING_OPTION_FALLBACK = 'Option {index}';
