/**
 * The events-service tracker, spec 03 §3, §7-9: common fields validated by type, the fields
 * added automatically, a custom-data blob; sent by beacon, else XHR (200/202 = success).
 */
import type { AnalyticsEvent } from './tracking-request-schema.js';
import { getPageContext } from '../context/current-context.js';
import type { PageContext } from '../context/page-context.js';
import { readCookie } from '../net/crumb.js';
import { resolveApiUrl } from '../net/data-request.js';
import { apiBaseUrl } from '../context/current-context.js';
import { sendAnalyticsBeacon, type BeaconOptions } from '../net/beacon-transport.js';
import { isAnalyticsAllowed } from './analytics-transport.js';
import { resolveAnalyticsIdentity, type AnalyticsIdentity } from './analytics-identity.js';
import { randomUuidV4 } from './random-id.js';
import { splitTrackingFields } from './tracking-common-fields.js';
import { whenTrackingEnvironmentReady } from './tracking-readiness.js';
import { clock } from '../time/clock.js';

/** Cookie holding the marketing id, added to every event (spec 03 §3). */
export const MARKETING_ID_COOKIE = 'ss_marketing_id';
/** Resolved locale when none is known (spec 03 §3). */
export const DEFAULT_RESOLVED_LOCALE = 'en-US';
/** The events service path on the site API (spec 03 §7). */
export const EVENTS_SERVICE_PATH = '/api/v1/events';

export interface TrackingPage {
  windowWidth: number;
  windowHeight: number;
  browserLanguage: string;
  host: string;
  path: string;
  query: string;
  referrer: string;
  cookies: string;
}

/** spec 03 §3 "Added automatically". */
export function automaticTrackingFields(context: PageContext, page: TrackingPage, now: number, identity: AnalyticsIdentity): Record<string, unknown> {
  return {
    window_size: `${page.windowWidth}x${page.windowHeight}`,
    browser_language: page.browserLanguage,
    page_host: page.host,
    page_path: page.path,
    page_query: page.query,
    page_referrer: page.referrer,
    resolved_locale: context.locale || DEFAULT_RESOLVED_LOCALE,
    client_timestamp: now,
    marketing_id: readCookie(page.cookies, MARKETING_ID_COOKIE),
    website_id: context.website.id ?? null,
    template_id: context.templateId ?? null,
    authenticated_account_id: context.authenticatedAccount?.id ?? null,
    user_session_id: identity.sessionId,
    is_first_landing: identity.firstLanding,
    is_first_session: identity.firstSession,
  };
}

/** The event payload of spec 03 §3: analyticsId, commonData, customData, customSchemaName. */
export function buildAnalyticsEvent(
  schemaName: string,
  fields: Record<string, unknown>,
  automatic: Record<string, unknown>,
  identity: AnalyticsIdentity,
  warn: (message: string) => void,
): AnalyticsEvent {
  const { commonData, customData } = splitTrackingFields(fields, warn);
  return { analyticsId: identity.analyticsId, commonData: { ...automatic, ...commonData }, customData, customSchemaName: schemaName };
}

const pageLoadId = randomUuidV4();
let identity: AnalyticsIdentity | null = null;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function pageIdentity(now: number): AnalyticsIdentity {
  identity ??= resolveAnalyticsIdentity({
    local: storage('localStorage'),
    session: storage('sessionStorage'),
    now,
    newId: randomUuidV4,
    warn: (message) => console.warn(message),
    pageLoadId,
  });
  return identity;
}

let beaconOptions: BeaconOptions = {};
/** Test seam for the beacon transport. */
export function setTrackingBeaconOptions(options: BeaconOptions): void {
  beaconOptions = options;
}

/** When set (`localStorage.ss_analytics_log = "true"`), tracking failures are logged as warnings. */
function isTrackingLogOn(): boolean {
  try {
    return storage('localStorage')?.getItem('ss_analytics_log') === 'true';
  } catch {
    return false;
  }
}

/**
 * Sends one events-service event (spec 03 §7). Resolves true when it went out (beacon queued, or
 * XHR answered 200/202), false when consent says no or it failed ('Error tracking event: HTTP
 * Status {status}', logged only when tracking logging is on). Never rejects.
 */
export function trackEvent(schemaName: string, fields: Record<string, unknown> = {}): Promise<boolean> {
  if (!schemaName) return Promise.resolve(false);
  // Spec 03 §8: an event fired before the page context can be read waits for it, with a warning.
  return whenTrackingEnvironmentReady(() => sendTrackedEvent(schemaName, fields));
}

function sendTrackedEvent(schemaName: string, fields: Record<string, unknown>): Promise<boolean> {
  if (!isAnalyticsAllowed()) return Promise.resolve(false);
  try {
    const now = clock.now();
    const context = getPageContext();
    const who = pageIdentity(now);
    const page: TrackingPage = {
      windowWidth: window.innerWidth,
      windowHeight: window.innerHeight,
      browserLanguage: navigator.language,
      host: location.host,
      path: location.pathname,
      query: location.search.replace(/^\?/, ''),
      referrer: document.referrer,
      cookies: document.cookie,
    };
    const event = buildAnalyticsEvent(schemaName, fields, automaticTrackingFields(context, page, now, who), who, (message) => console.warn(message));
    return sendAnalyticsBeacon(resolveApiUrl(EVENTS_SERVICE_PATH, apiBaseUrl()), JSON.stringify(event), beaconOptions).then(
      () => true,
      (error: Error) => {
        if (isTrackingLogOn()) console.warn(error.message);
        return false;
      },
    );
  } catch {
    return Promise.resolve(false);
  }
}
