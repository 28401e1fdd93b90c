/**
 * Visit cookies, spec 01 §3-5 and §9: the visitor-record cookie (id, first-visit time,
 * previous-visit time, current-visit time, visit count; pipe-separated), the 30-minute
 * visit-timer cookie, and the `ss_cvr` visitor cookie sent with census calls.
 * Times are milliseconds since the epoch.
 */

/** The visitor-record cookie (five pipe-separated parts). */
export const VISITOR_RECORD_COOKIE = 'ss_cvisit';
/** The visit-timer cookie (a timestamp). */
export const VISIT_TIMER_COOKIE = 'ss_cvt';
/** The visitor cookie sent with census calls (spec 01 §3): the visitor's id. */
export const CENSUS_VISITOR_COOKIE = 'ss_cvr';

/** Visitor-record lifetime, 2 years (spec 01 §9). */
export const VISITOR_RECORD_LIFETIME_MS = 2 * 365 * 24 * 60 * 60 * 1000;
/** Visit-timer lifetime, 30 minutes (spec 01 §9). */
export const VISIT_TIMER_LIFETIME_MS = 30 * 60 * 1000;

export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

const VISITOR_RECORD_PATTERN = /^([\w-]+)\|(\d+)\|(\d+)\|(\d+)\|(\d+)$/;
const TIMER_PATTERN = /^[1-9]\d*$/;

/**
 * spec 01 §5: an id of word characters or hyphens, then four pipe-separated positive integers;
 * anything else is treated as absent (null).
 */
export function parseVisitorRecord(text: string | null | undefined): VisitorRecord | null {
  if (typeof text !== 'string') return null;
  const match = VISITOR_RECORD_PATTERN.exec(text);
  if (!match) return null;
  const numbers = match.slice(2, 6).map(Number);
  if (numbers.some((value) => !Number.isSafeInteger(value) || value <= 0)) return null;
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers as [number, number, number, number];
  return { id: match[1] as string, firstVisit, previousVisit, currentVisit, visitCount };
}

/** The visitor id of spec 01 §5 (word characters or hyphens), at most this long when it is stored. */
export const MAX_VISITOR_ID_LENGTH = 100;
const VISITOR_ID_PATTERN = new RegExp(`^[\\w-]{1,${MAX_VISITOR_ID_LENGTH}}$`);

/**
 * spec 01 §5: the visitor id the ss_cvr cookie (or a hit's `visitorId`) carries; anything else,
 * an over-long value included, is treated as absent (null).
 */
export function parseVisitorId(value: unknown): string | null {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value) ? value : null;
}

export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.currentVisit, record.visitCount].join('|');
}

/** spec 01 §5: the timer is a positive integer without a leading zero; else null. */
export function parseVisitTimer(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !TIMER_PATTERN.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** A timer older than 30 minutes is expired even if the browser kept the cookie (clock skew). */
export function isVisitTimerRunning(timer: number | null, now: number): boolean {
  return timer !== null && now - timer < VISIT_TIMER_LIFETIME_MS && timer <= now + VISIT_TIMER_LIFETIME_MS;
}

export type VisitTransition = 'unchanged' | 'new-visit' | 'new-visitor';

export interface VisitState {
  record: VisitorRecord;
  timer: number;
  transition: VisitTransition;
}

/**
 * spec 01 §4 visit cookies: both valid → nothing changes; record valid but timer expired →
 * visit count + 1 and the timer resets; record missing or invalid → both created with count 1.
 */
export function nextVisitState(recordText: string | null, timerText: string | null, now: number, newVisitorId: () => string): VisitState {
  const record = parseVisitorRecord(recordText);
  const timer = parseVisitTimer(timerText);
  if (record && isVisitTimerRunning(timer, now)) return { record, timer: timer as number, transition: 'unchanged' };
  if (record) {
    return {
      record: { ...record, previousVisit: record.currentVisit, currentVisit: now, visitCount: record.visitCount + 1 },
      timer: now,
      transition: 'new-visit',
    };
  }
  const id = newVisitorId();
  return { record: { id, firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 }, timer: now, transition: 'new-visitor' };
}

/** One `Set-Cookie`-style string for `document.cookie`, for the whole site path (spec 01 §4). */
export function cookieAssignment(name: string, value: string, lifetimeMs: number, now: number, secure: boolean): string {
  const expires = new Date(now + lifetimeMs).toUTCString();
  return `${name}=${value}; expires=${expires}; max-age=${Math.round(lifetimeMs / 1000)}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The three cookie writes for a visit state; nothing when the state did not change. */
export function visitCookieAssignments(state: VisitState, now: number, secure: boolean): string[] {
  if (state.transition === 'unchanged') return [];
  return [
    cookieAssignment(VISITOR_RECORD_COOKIE, formatVisitorRecord(state.record), VISITOR_RECORD_LIFETIME_MS, now, secure),
    cookieAssignment(VISIT_TIMER_COOKIE, String(state.timer), VISIT_TIMER_LIFETIME_MS, now, secure),
    cookieAssignment(CENSUS_VISITOR_COOKIE, state.record.id, VISITOR_RECORD_LIFETIME_MS, now, secure),
  ];
}

/** Cookie names that analytics writes, for a restrictive policy that clears them (spec 01 §9). */
export const VISIT_COOKIE_NAMES: readonly string[] = Object.freeze([VISITOR_RECORD_COOKIE, VISIT_TIMER_COOKIE, CENSUS_VISITOR_COOKIE]);
