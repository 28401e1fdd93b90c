/**
 * The consent store every tracker asks before it writes a cookie or sends a beacon
 * (spec 01 §3 cookie banner settings, §9 restrictive policy). This is the interface the
 * analytics code depends on; the cookie banner records the visitor's choice through it.
 */
import type { PageContext } from '../context/page-context.js';

/** The visitor's recorded choice: accepted (true), declined (false) or not asked yet (null). */
export type ConsentChoice = boolean | null;

/** Name of the consent cookie (value `true` or `false`, spec 01 §9). */
export const CONSENT_COOKIE_NAME = 'ss_cookie_consent';

/** Consent cookie lifetime: 2,592,000,000 ms, 30 days (spec 01 §9). */
export const CONSENT_COOKIE_LIFETIME_MS = 2_592_000_000;

/** The event fired on `document` when the choice changes; detail `{ accepted: boolean }`. */
export const CONSENT_CHANGE_EVENT = 'ss-consent-change';

/** Reads the recorded choice from `document.cookie` text. */
export function readConsentChoice(cookieText: string): ConsentChoice {
  for (const part of cookieText.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE_NAME) {
      const value = rest.join('=').trim();
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
}

export interface TrackingPermissionInput {
  cookieSettings: Pick<PageContext['cookieSettings'], 'isRestrictiveCookiePolicyEnabled'>;
  choice: ConsentChoice;
  /** `navigator.globalPrivacyControl`: counts as a decline when no choice was made. */
  globalPrivacyControl: boolean;
}

/**
 * May analytics and visitor cookies be written and census, event or vitals beacons be sent?
 * Under a restrictive policy only after the visitor accepted; an explicit decline or the Global
 * Privacy Control signal (with no choice recorded) always says no.
 */
export function isTrackingAllowed({ cookieSettings, choice, globalPrivacyControl }: TrackingPermissionInput): boolean {
  if (choice === true) return true;
  if (choice === false) return false;
  if (globalPrivacyControl) return false;
  return !cookieSettings.isRestrictiveCookiePolicyEnabled;
}

/** `isTrackingAllowed` for this page: its context, its cookies and its browser. */
export function isTrackingAllowedOnPage(context: Pick<PageContext, 'cookieSettings'>): boolean {
  return isTrackingAllowed({
    cookieSettings: context.cookieSettings,
    choice: readConsentChoice(document.cookie),
    globalPrivacyControl: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  });
}

/** Calls `listener` whenever the visitor's choice changes; returns the unsubscribe function. */
export function onConsentChange(listener: (accepted: boolean) => void, target: EventTarget = document): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<{ accepted: boolean }>).detail.accepted);
  target.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => target.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}
