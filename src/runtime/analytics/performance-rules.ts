/**
 * Performance reporting rules, spec 01 §3 performance record, §4 flush points, §5 validation,
 * §8 messages and §9 constants. Pure functions; performance-reporter.ts wires them to the page.
 */
import type { CompactPerformanceRecord } from '../performance/performance-request-schema.js';

export { PERFORMANCE_SETTINGS_TIMEOUT_MS } from '../performance/performance-request-schema.js';

/** Flush delay after load, spec 01 §9. */
export const PERFORMANCE_FLUSH_DELAY_MS = 30_000;
/** Web-vital race time-out, spec 01 §9: load metrics not seen by then are no longer waited for. */
export const WEB_VITAL_RACE_TIMEOUT_MS = 60_000;
/** The app this runtime reports as. */
export const PERFORMANCE_APP = 'sitestack';
/** The rollout flag every report needs (spec 01 §5). */
export const RUM_FLAG = 'rum';
/** User-timing entries are reported only with this prefix (spec 01 §5). */
export const USER_TIMING_PREFIX = 'rum-';

/** spec 01 §8 messages. */
export const UNRESOLVED_PAGE_LOAD_ID_MESSAGE = 'Unable to resolve pageLoadId';
export const SETTINGS_TIMEOUT_MESSAGE = 'Metric settings request timeout';
export const SETTINGS_STATUS_MESSAGE = 'XHR request DONE with unexpected status';

/** The trackings (each a rollout flag) the reporter sends. */
export type PerformanceTracking = 'web-vitals' | 'user-timing' | 'resource-sizes' | 'network-timings';

/** spec 01 §5: reporting happens only if the rum, app and tracking flags are all true. */
export function isTrackingEnabled(flags: Record<string, boolean>, app: string, tracking: PerformanceTracking): boolean {
  return flags[RUM_FLAG] === true && flags[app] === true && flags[tracking] === true;
}

/**
 * Why the settings call failed, spec 01 §7-8: a time-out, or a status other than 200 (status 0,
 * no reply at all, is not a status failure: only the page load id is missing).
 */
export function settingsFailureMessage(failure: { timedOut: boolean; status: number }): string {
  if (failure.timedOut) return SETTINGS_TIMEOUT_MESSAGE;
  if (failure.status !== 200 && failure.status !== 0) return SETTINGS_STATUS_MESSAGE;
  return UNRESOLVED_PAGE_LOAD_ID_MESSAGE;
}

/** spec 01 §5: performance data is dropped when empty. */
export function isEmptyPerformanceData(data: Record<string, unknown> | null | undefined): boolean {
  if (!data) return true;
  return Object.values(data).every((value) => value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value)));
}

/** spec 01 §5: only `rum-` user timings, and no duplicates (same type, name and start). */
export function createUserTimingFilter(): (entry: { name: string; entryType: string; startTime: number }) => boolean {
  const seen = new Set<string>();
  return (entry) => {
    if (!entry.name.startsWith(USER_TIMING_PREFIX)) return false;
    const key = `${entry.entryType}\u0000${entry.name}\u0000${entry.startTime}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

type NavigationTimingLike = Pick<
  PerformanceResourceTiming,
  'domainLookupStart' | 'domainLookupEnd' | 'connectStart' | 'connectEnd' | 'secureConnectionStart' | 'transferSize' | 'encodedBodySize' | 'decodedBodySize'
>;

const duration = (start: number, end: number): number | null => (start > 0 || end > 0) && end >= start ? Math.round((end - start) * 10) / 10 : null;

/** DNS, TCP and TLS timings of the page's navigation (spec 01 §3). TLS is null on plain http. */
export function networkTimings(entry: NavigationTimingLike): Record<string, number | null> {
  const tls = entry.secureConnectionStart > 0 ? duration(entry.secureConnectionStart, entry.connectEnd) : null;
  return {
    dns: duration(entry.domainLookupStart, entry.domainLookupEnd),
    tcp: duration(entry.connectStart, entry.secureConnectionStart > 0 ? entry.secureConnectionStart : entry.connectEnd),
    tls,
  };
}

/** Body sizes of the navigation (spec 01 §3 body sizes). */
export function bodySizes(entry: NavigationTimingLike): Record<string, number> {
  return { transferSize: entry.transferSize, encodedBodySize: entry.encodedBodySize, decodedBodySize: entry.decodedBodySize };
}

export interface PendingRecord {
  event: string;
  data: Record<string, unknown>;
  timestamp: number;
}

/** Compact-keyed records for POST /api/1/performance/records (spec 01 §7); empty data dropped. */
export function toCompactRecords(pending: readonly PendingRecord[], app: string, pageLoadId: string): CompactPerformanceRecord[] {
  return pending
    .filter((record) => !isEmptyPerformanceData(record.data))
    .map((record) => ({ a: app, d: record.data, e: record.event, p: pageLoadId, t: Math.round(record.timestamp) }));
}

/** Old iOS (before 13) loses beacons sent on page hide: use XHR there (spec 01 §7). */
export function prefersXhrForBeacons(userAgent: string): boolean {
  const match = /(?:iPhone|iPad|iPod)[^)]*OS (\d+)_/.exec(userAgent);
  return match !== null && Number(match[1]) < 13;
}
