/**
 * Starts analytics for the page (loaded lazily by the loader when the page is idle): the visit
 * cookies and the RecordHit pageview, the error reporter and the performance reporter. Nothing
 * starts while the consent store says no; it starts when the visitor accepts.
 */
import { onConsentChange } from '../consent/consent-store.js';
import { nextTask } from '../dom/next-task.js';
import { isAnalyticsAllowed } from './analytics-transport.js';
import { recordPageview } from './census.js';
import { startErrorReporting } from './error-reporting.js';
import { startPerformanceReporting, type PerformanceReporting } from './performance-reporter.js';

let started = false;
let stopAll: (() => void) | null = null;

/** User-timing name of analytics' main-thread start-up time (reported as a rum- timing, read by the bench). */
export const ANALYTICS_START_MEASURE = 'rum-analytics-start';

/**
 * Three tasks, so that none of them is a long one on a phone (traced at 4x CPU, the start was two
 * tasks of 47 and 58 ms): the error reporter; then the performance reporter (web-vitals and the
 * settings call); then, after the settings answer, the pageview. The measure adds up the first
 * two (the main-thread time of the start, not the wait between).
 */
function startNow(): void {
  if (started) return;
  started = true;
  let stopped = false;
  let performanceReporting: PerformanceReporting | null = null;
  const startedAt = performance.now();
  const errors = startErrorReporting();
  const errorsTook = performance.now() - startedAt;
  stopAll = () => {
    stopped = true;
    errors.stop();
    performanceReporting?.stop();
  };
  void nextTask().then(() => {
    if (stopped) return;
    const reporterFrom = performance.now();
    performanceReporting = startPerformanceReporting({
      reportError: (error, customData) => errors.reporter.report({ message: error.message, stack: error.stack ?? null, customData: customData ?? null }),
    });
    // The settings GET gives a first-time visitor the crumb cookie, so the pageview POST needs no
    // crumb-failure round trip (which browsers log as a failed request).
    void performanceReporting.settled.then(nextTask).then(() => {
      if (!stopped) void recordPageview();
    });
    try {
      performance.measure(ANALYTICS_START_MEASURE, { start: startedAt, duration: errorsTook + performance.now() - reporterFrom });
    } catch {
      // No User Timing Level 3 (old browsers): nothing to measure with.
    }
  });
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
