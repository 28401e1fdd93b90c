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

/** The cookie settings the tracking decision reads (spec 01 §3 "Cookie banner settings"). */
export type ConsentPolicySettings = Pick<PageContext['cookieSettings'], 'isRestrictiveCookiePolicyEnabled'> &
  Partial<Pick<PageContext['cookieSettings'], 'isRestrictiveCookiePolicyAbsolute' | 'isVisitorDataRestricted' | 'honorGlobalPrivacyControl'>>;

/** The site's tracking policy, read from its three flags. */
export interface ConsentPolicy {
  /** Analytics and visitor cookies wait for the visitor's Accept. */
  restrictive: boolean;
  /** The Global Privacy Control signal counts as a decline (no choice recorded). */
  honourGlobalPrivacyControl: boolean;
  /** No visitor data is recorded at all, whatever the visitor chose. */
  visitorDataRestricted: boolean;
}

/**
 * Spec 01 §3 lists isRestrictiveCookiePolicyEnabled, isRestrictiveCookiePolicyAbsolute and
 * isVisitorDataRestricted; §3 and spec 02 §3 tie them to the editor: isVisitorDataRestricted is
 * the inverse of isActivityLogEnabled (the site keeps no visitor activity log: no census,
 * vitals or event beacons and no analytics or visitor cookies, consent or not), and the
 * restrictive policy is the editor's "analytics cookies disabled" until the visitor accepts.
 * The absolute form of the restrictive policy cannot be weakened: it holds even when the plain
 * flag is off, and the Global Privacy Control signal always counts (the site's
 * honorGlobalPrivacyControl opt-out does not apply).
 */
export function resolveConsentPolicy(settings: ConsentPolicySettings): ConsentPolicy {
  const absolute = settings.isRestrictiveCookiePolicyAbsolute === true;
  return {
    restrictive: absolute || settings.isRestrictiveCookiePolicyEnabled === true,
    honourGlobalPrivacyControl: absolute || settings.honorGlobalPrivacyControl !== false,
    visitorDataRestricted: settings.isVisitorDataRestricted === true,
  };
}

export interface TrackingPermissionInput {
  cookieSettings: ConsentPolicySettings;
  choice: ConsentChoice;
  /** `navigator.globalPrivacyControl`: counts as a decline when no choice was made (unless the site opted out). */
  globalPrivacyControl: boolean;
}

/**
 * May analytics and visitor cookies be written and census, event or vitals beacons be sent?
 * Never when visitor data is restricted; under a restrictive policy only after the visitor
 * accepted; an explicit decline or the Global Privacy Control signal (with no choice recorded)
 * always says no.
 */
export function isTrackingAllowed({ cookieSettings, choice, globalPrivacyControl }: TrackingPermissionInput): boolean {
  const policy = resolveConsentPolicy(cookieSettings);
  if (policy.visitorDataRestricted) return false;
  if (choice === true) return true;
  if (choice === false) return false;
  if (globalPrivacyControl && policy.honourGlobalPrivacyControl) return false;
  return !policy.restrictive;
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

/**
 * The analytics and visitor cookies cleared under a restrictive policy without consent
 * (spec 01 §9: "five or more"): the visit cookies, the census visitor cookie, the marketing id and
 * the analytics identity. Kept literal so the consent chunk does not pull the analytics code; a
 * unit test checks it against the names the analytics modules write.
 */
export const TRACKING_COOKIE_NAMES: readonly string[] = Object.freeze([
  'ss_cvisit',
  'ss_cvt',
  'ss_cvr',
  'ss_marketing_id',
  'ss_analytics_id',
  'ss_analytics_id_expiration',
  'ss_analytics_session_id',
  'ss_analytics_first_landing',
  'ss_analytics_first_session',
]);

/** Storage keys (local and session storage) of the analytics identity start with this. */
export const TRACKING_STORAGE_PREFIX = 'ss_analytics';

/** Is this cookie or storage key one of the analytics or visitor records? */
export function isTrackingRecordName(name: string): boolean {
  return TRACKING_COOKIE_NAMES.includes(name) || name.startsWith(TRACKING_STORAGE_PREFIX);
}

/** The `document.cookie` assignment that records the choice for 30 days (spec 01 §9). */
export function consentCookieAssignment(accepted: boolean, secure: boolean): string {
  const maxAgeSeconds = Math.round(CONSENT_COOKIE_LIFETIME_MS / 1000);
  return `${CONSENT_COOKIE_NAME}=${accepted}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The domains a cookie of this host may have been set on: the host and each parent domain. */
export function cookieDomainsFor(hostname: string): string[] {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** The assignments that expire one cookie everywhere it may live (host-only and each domain). */
export function expireCookieAssignments(name: string, hostname: string): string[] {
  const expired = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  return [expired, ...cookieDomainsFor(hostname).map((domain) => `${expired}; Domain=${domain}`)];
}

/** The names of the cookies in `document.cookie` text. */
export function cookieNames(cookieText: string): string[] {
  return cookieText
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

/**
 * Removes every analytics and visitor cookie (and the analytics storage keys) from this page's
 * reach. Returns the names of the cookies it cleared.
 */
export function clearTrackingRecords(doc: Document = document): string[] {
  const cleared = cookieNames(doc.cookie).filter(isTrackingRecordName);
  const hostname = doc.location?.hostname ?? '';
  for (const name of cleared) {
    for (const assignment of expireCookieAssignments(name, hostname)) doc.cookie = assignment;
  }
  for (const storage of storagesOf(doc)) {
    try {
      for (const key of Object.keys(storage)) if (isTrackingRecordName(key)) storage.removeItem(key);
    } catch {
      // Storage can be blocked (private mode, sandboxed frames): nothing there to clear then.
    }
  }
  return cleared;
}

function storagesOf(doc: Document): Storage[] {
  const view = doc.defaultView;
  if (!view) return [];
  const found: Storage[] = [];
  for (const read of [() => view.localStorage, () => view.sessionStorage]) {
    try {
      found.push(read());
    } catch {
      // Reading the storage itself throws where it is blocked.
    }
  }
  return found;
}

/**
 * Spec 01 §9 page-wide rule: when tracking is not allowed (restrictive policy and no consent,
 * a decline, or Global Privacy Control), the existing analytics and visitor records are cleared.
 * Runs on every page, banner or not. Returns the cleared cookie names.
 */
export function enforceConsentPolicy(context: Pick<PageContext, 'cookieSettings'>, doc: Document = document): string[] {
  if (isTrackingAllowedOnPage(context)) return [];
  return clearTrackingRecords(doc);
}

/**
 * Records the visitor's choice (the banner's Accept/Decline, or `Sitestack.consent`): writes the
 * consent cookie for 30 days, clears the tracking records on a decline, then fires
 * `ss-consent-change` (bubbles, composed; from `eventSource`, the banner element, or `document`) with `{ accepted }`.
 */
export function recordConsentChoice(accepted: boolean, doc: Document = document, eventSource: EventTarget = doc): void {
  doc.cookie = consentCookieAssignment(accepted, doc.location?.protocol === 'https:');
  if (!accepted) clearTrackingRecords(doc);
  eventSource.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { accepted }, bubbles: true, composed: true }));
}

/** Forgets the choice (the banner shows again on the next page). Fires no event: nothing was chosen. */
export function forgetConsentChoice(doc: Document = document): void {
  for (const assignment of expireCookieAssignments(CONSENT_COOKIE_NAME, '')) doc.cookie = assignment;
}
