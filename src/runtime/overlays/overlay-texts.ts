import { DEFAULT_COOKIE_BANNER_CTA_TEXT, DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT, DEFAULT_COOKIE_BANNER_TEXT } from '../consent/cookie-banner-settings.js';
import { textLookup } from '../i18n/text-lookup.js';
import { LOGOUT_SUCCESSFUL_MESSAGE, LOGOUT_SUCCESSFUL_TITLE } from '../owner/owner-logout.js';
import { DEFAULT_DIALOG_LABELS } from './dialog-rules.js';
import * as systemError from './system-error-rules.js';

/**
 * Visitor-facing texts of the consent, popup, bar, dialog, system-error and logout pieces, en-US,
 * under catalogue keys `cookieBanner.*`, `popup.*`, `announcementBar.*`, `mobileInfoBar.*`,
 * `dialog.*`, `systemError.*` and `logout.*`. Spec texts are chosen by their rules and defined
 * beside them (cookie-banner-settings.ts, system-error-rules.ts, owner-logout.ts,
 * dialog-rules.ts); the rest are the product's own wording. Placeholders are `{name}`.
 */
export const COOKIE_BANNER_TEXTS = Object.freeze({
  text: DEFAULT_COOKIE_BANNER_TEXT,
  accept: DEFAULT_COOKIE_BANNER_CTA_TEXT,
  decline: DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT,
  label: 'Cookie consent',
} as const);

export const POPUP_TEXTS = Object.freeze({
  title: 'Popup',
  close: 'Close',
} as const);

export const ANNOUNCEMENT_BAR_TEXTS = Object.freeze({
  label: 'Announcement',
  close: 'Close announcement',
} as const);

export const MOBILE_INFO_BAR_TEXTS = Object.freeze({
  label: 'Contact',
} as const);

export const DIALOG_TEXTS = Object.freeze({
  confirm: DEFAULT_DIALOG_LABELS.confirm,
  reject: DEFAULT_DIALOG_LABELS.reject,
  cancel: DEFAULT_DIALOG_LABELS.cancel,
  close: 'Close',
} as const);

export const SYSTEM_ERROR_TEXTS = Object.freeze({
  title: systemError.SYSTEM_ERROR_HEADING,
  reload: systemError.SYSTEM_ERROR_RELOAD_LABEL,
  clear: systemError.SYSTEM_ERROR_CLEAR_LABEL,
  /** The overlay's error key line (spec 02 §2 "an optional error key"). */
  errorKey: 'Error key: {key}',
  heading: systemError.SYSTEM_ERROR_CLEANED_HEADING,
  cleaned: systemError.SYSTEM_ERROR_CLEANED_MESSAGE,
  network: systemError.SYSTEM_ERROR_NETWORK_MESSAGE,
} as const);

export const LOGOUT_TEXTS = Object.freeze({
  title: LOGOUT_SUCCESSFUL_TITLE,
  message: LOGOUT_SUCCESSFUL_MESSAGE,
} as const);

export const cookieBannerText = /* @__PURE__ */ textLookup('cookieBanner.', COOKIE_BANNER_TEXTS);
export const popupText = /* @__PURE__ */ textLookup('popup.', POPUP_TEXTS);
export const announcementBarText = /* @__PURE__ */ textLookup('announcementBar.', ANNOUNCEMENT_BAR_TEXTS);
export const mobileInfoBarText = /* @__PURE__ */ textLookup('mobileInfoBar.', MOBILE_INFO_BAR_TEXTS);
export const dialogText = /* @__PURE__ */ textLookup('dialog.', DIALOG_TEXTS);
export const systemErrorText = /* @__PURE__ */ textLookup('systemError.', SYSTEM_ERROR_TEXTS);
export const logoutText = /* @__PURE__ */ textLookup('logout.', LOGOUT_TEXTS);
