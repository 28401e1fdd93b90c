/**
 * Starts analytics for the page (loaded lazily by the loader when the page is idle): the visit
 * cookies and the RecordHit pageview, the error reporter and the performance reporter. Nothing
 * starts while the consent store says no; it starts when the visitor accepts.
 */
import { onConsentChange } from '../consent/consent-store.js';
import { isAnalyticsAllowed } from './analytics-transport.js';
import { recordPageview } from './census.js';
import { startErrorReporting } from './error-reporting.js';
import { startPerformanceReporting } from './performance-reporter.js';

let started = false;
let stopAll: (() => void) | null = null;

/** User-timing name of analytics' main-thread start-up time (reported as a rum- timing, read by the bench). */
export const ANALYTICS_START_MEASURE = 'rum-analytics-start';

function startNow(): void {
  if (started) return;
  started = true;
  const startedAt = performance.now();
  const errors = startErrorReporting();
  const performanceReporting = startPerformanceReporting({
    reportError: (error, customData) => errors.reporter.report({ message: error.message, stack: error.stack ?? null, customData: customData ?? null }),
  });
  // The settings GET gives a first-time visitor the crumb cookie, so the pageview POST needs no
  // crumb-failure round trip (which browsers log as a failed request).
  void performanceReporting.settled.then(() => recordPageview());
  stopAll = () => {
    errors.stop();
    performanceReporting.stop();
  };
  try {
    performance.measure(ANALYTICS_START_MEASURE, { start: startedAt, end: performance.now() });
  } catch {
    // No User Timing Level 3 (old browsers): nothing to measure with.
  }
}

/** Starts now when allowed, otherwise once the visitor accepts. Returns a stop function. */
export function startAnalytics(): () => void {
  if (isAnalyticsAllowed()) startNow();
  const unsubscribe = onConsentChange((accepted) => {
    // An Accept does not lift a site-wide restriction (visitor data restricted, spec 01 §3).
    if (accepted && isAnalyticsAllowed()) startNow();
  });
  return () => {
    unsubscribe();
    stopAll?.();
    stopAll = null;
  };
}
