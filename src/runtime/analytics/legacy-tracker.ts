/**
 * The legacy site tracker, spec 03 §3 and §7: POST /api/events/RecordEvent, form-encoded with
 * the crumb, the event name and `data` (pageHash, pagePath, websiteId, templateId, variantId,
 * memberAccountId, member_locale, website_locale). The response is not read.
 */
import { getPageContext } from '../context/current-context.js';
import type { PageContext } from '../context/page-context.js';
import { CRUMB_COOKIE_NAME, readCookie } from '../net/crumb.js';
import { isAnalyticsAllowed, sendAnalyticsCall } from './analytics-transport.js';
import { whenTrackingEnvironmentReady } from './tracking-readiness.js';

export interface LegacyTrackerExtras {
  variantId?: string | null;
  memberAccountId?: string | null;
  member_locale?: string | null;
}

export function legacyTrackerPayload(context: PageContext, page: { hash: string; pathname: string }, extras: LegacyTrackerExtras = {}): Record<string, string | null> {
  return {
    pageHash: page.hash.replace(/^#/, '').slice(0, 2000),
    pagePath: page.pathname.slice(0, 4000),
    websiteId: context.website.id ?? null,
    templateId: context.templateId ?? null,
    variantId: extras.variantId ?? null,
    memberAccountId: extras.memberAccountId ?? null,
    member_locale: extras.member_locale ?? null,
    website_locale: context.locale,
  };
}

/** Records one legacy tracker event; resolves true when stored, false when not sent or failed. */
export function recordLegacyEvent(eventName: string, extras: LegacyTrackerExtras = {}): Promise<boolean> {
  if (!eventName) return Promise.resolve(false);
  // Spec 03 §8: an event fired before the page context can be read waits for it, with a warning.
  return whenTrackingEnvironmentReady(() => {
    if (!isAnalyticsAllowed()) return Promise.resolve(false);
    const data = legacyTrackerPayload(getPageContext(), { hash: location.hash, pathname: location.pathname }, extras);
    return sendAnalyticsCall('/api/events/RecordEvent', { crumb: readCookie(document.cookie, CRUMB_COOKIE_NAME), event: eventName, data });
  });
}
