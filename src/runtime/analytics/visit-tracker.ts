import { readCookie } from '../net/crumb.js';
import { isAnalyticsAllowed } from './analytics-transport.js';
import { randomUuidV4 } from './random-id.js';
import { VISITOR_RECORD_COOKIE, VISIT_TIMER_COOKIE, nextVisitState, visitCookieAssignments, type VisitState } from './visit-cookies.js';
import { clock } from '../time/clock.js';

/**
 * This page load's visit (spec 01 §4 visit cookies): worked out once from the cookies, written
 * back only with consent. Null while the consent store says no.
 */
let visit: VisitState | null = null;

export function currentVisit(now: number = clock.now()): VisitState | null {
  if (visit) return visit;
  if (!isAnalyticsAllowed()) return null;
  const cookies = document.cookie;
  visit = nextVisitState(readCookie(cookies, VISITOR_RECORD_COOKIE), readCookie(cookies, VISIT_TIMER_COOKIE), now, randomUuidV4);
  const secure = location.protocol === 'https:';
  for (const assignment of visitCookieAssignments(visit, now, secure)) document.cookie = assignment;
  return visit;
}

/** Test seam: the next call works the visit out again (a new page load). */
export function resetVisitForTests(): void {
  visit = null;
}
