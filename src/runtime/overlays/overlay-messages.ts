/**
 * Visitor-facing texts of the consent, popup, bar and dialog pieces that the spec does not give
 * (the product's own wording; spec texts live beside their rules: cookie-banner-settings.ts,
 * system-error-rules.ts, owner-logout.ts, dialog-rules.ts). Components show them through
 * `siteText(key, text)`, so a site can translate them; the i18n catalogue imports them from here.
 */

export const COOKIE_BANNER_LABEL = 'Cookie consent';
export const POPUP_DEFAULT_TITLE = 'Popup';
export const POPUP_CLOSE_LABEL = 'Close';
export const ANNOUNCEMENT_BAR_LABEL = 'Announcement';
export const ANNOUNCEMENT_BAR_CLOSE_LABEL = 'Close announcement';
export const MOBILE_INFO_BAR_LABEL = 'Contact';
export const DIALOG_CLOSE_LABEL = 'Close';
/** The system-error overlay's error key line (spec 02 §2 "an optional error key"). */
export const SYSTEM_ERROR_KEY_TEXT = 'Error key: {key}';
