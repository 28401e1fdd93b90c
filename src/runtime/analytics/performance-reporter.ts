/**
 * The performance reporter (spec 01 §3-9): CLS, FCP, LCP, INP and TTFB from `web-vitals`, FID
 * where the browser still reports first-input entries, DNS/TCP/TLS timings, body sizes and `rum-`
 * user timings. Records are queued and flushed 30 s after load, on page hide and before unload,
 * by beacon with XHR fallback, once the settings call gave a page load id and the rollout flags
 * allow each tracking.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { apiBaseUrl } from '../context/current-context.js';
import { sendAnalyticsBeacon } from '../net/beacon-transport.js';
import { DataRequestError, dataRequest, resolveApiUrl } from '../net/data-request.js';
import { PERFORMANCE_RECORDS_LIMIT, performanceSettingsSchema, type PerformanceSettings } from '../performance/performance-request-schema.js';
import { analyticsRequestOptions, isAnalyticsAllowed } from './analytics-transport.js';
import {
  PERFORMANCE_APP,
  PERFORMANCE_FLUSH_DELAY_MS,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  RUM_FLAG,
  UNRESOLVED_PAGE_LOAD_ID_MESSAGE,
  WEB_VITAL_RACE_TIMEOUT_MS,
  bodySizes,
  createUserTimingFilter,
  isTrackingEnabled,
  networkTimings,
  prefersXhrForBeacons,
  settingsFailureMessage,
  toCompactRecords,
  type PendingRecord,
  type PerformanceTracking,
} from './performance-rules.js';
import { clock } from '../time/clock.js';
import { giveUpAfter } from '../time/timeout-signal.js';

export interface PerformanceReporterOptions {
  /** The error-reporting hook (spec 01 §8: an unresolved page load id goes there). */
  reportError: (error: Error, customData?: Record<string, unknown>) => void;
}

class SettingsTimeout extends Error {}

/** GET /api/1/performance/settings with the 30 s time-out; rejects with a spec 01 §8 message. */
export async function fetchPerformanceSettings(): Promise<PerformanceSettings> {
  try {
    const answer = await giveUpAfter(
      dataRequest('/api/1/performance/settings', { method: 'GET', timeoutMs: PERFORMANCE_SETTINGS_TIMEOUT_MS, ...analyticsRequestOptions() }),
      PERFORMANCE_SETTINGS_TIMEOUT_MS + 100,
      () => {
        throw new SettingsTimeout();
      },
    );
    const parsed = performanceSettingsSchema.safeParse(answer);
    if (!parsed.success) throw new Error(UNRESOLVED_PAGE_LOAD_ID_MESSAGE);
    return parsed.data;
  } catch (error) {
    if (error instanceof Error && error.message === UNRESOLVED_PAGE_LOAD_ID_MESSAGE) throw error;
    const timedOut =
      error instanceof SettingsTimeout || (error instanceof DataRequestError && (error.cause as Error | undefined)?.name === 'TimeoutError');
    const status = error instanceof DataRequestError ? error.status : 0;
    throw new Error(settingsFailureMessage({ timedOut, status }), { cause: error });
  }
}

const LOAD_VITALS = new Set(['FCP', 'LCP', 'TTFB']);

export interface PerformanceReporting {
  /** Settles once the settings call answered or failed (the site API has set the crumb cookie by then). */
  settled: Promise<void>;
  stop: () => void;
}

export function startPerformanceReporting(options: PerformanceReporterOptions): PerformanceReporting {
  const pending: { tracking: PerformanceTracking; record: PendingRecord }[] = [];
  let settings: PerformanceSettings | null = null;
  let stopped = false;
  const startedAt = performance.now();
  const forceXhr = prefersXhrForBeacons(navigator.userAgent);
  const cleanups: Array<() => void> = [];

  const queue = (tracking: PerformanceTracking, event: string, data: Record<string, unknown>) => {
    if (stopped) return;
    pending.push({ tracking, record: { event, data, timestamp: clock.now() } });
  };

  const flush = () => {
    if (!settings || pending.length === 0) return;
    if (!isAnalyticsAllowed()) {
      pending.length = 0;
      return;
    }
    const { pageLoadId, rolloutFlags } = settings;
    const allowed = pending.splice(0).filter((item) => isTrackingEnabled(rolloutFlags, PERFORMANCE_APP, item.tracking)).map((item) => item.record);
    const records = toCompactRecords(allowed, PERFORMANCE_APP, pageLoadId);
    const url = resolveApiUrl('/api/1/performance/records', apiBaseUrl());
    for (let i = 0; i < records.length; i += PERFORMANCE_RECORDS_LIMIT) {
      // Failed analytics calls are swallowed (spec 01 §7).
      sendAnalyticsBeacon(url, JSON.stringify(records.slice(i, i + PERFORMANCE_RECORDS_LIMIT)), { forceXhr }).catch(() => undefined);
    }
  };

  const onVital = (metric: Metric) => {
    if (LOAD_VITALS.has(metric.name) && performance.now() - startedAt > WEB_VITAL_RACE_TIMEOUT_MS) return;
    queue('web-vitals', 'web-vital', {
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
    });
  };
  onCLS(onVital);
  onFCP(onVital);
  onLCP(onVital);
  onINP(onVital);
  onTTFB(onVital);

  const observe = (type: string, callback: (entries: PerformanceEntryList) => void) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    const observer = new PerformanceObserver((list) => callback(list.getEntries()));
    observer.observe({ type, buffered: true });
    cleanups.push(() => observer.disconnect());
  };

  // FID: only where the browser still reports first-input entries.
  observe('first-input', (entries) => {
    const entry = entries[0] as PerformanceEventTiming | undefined;
    if (entry) queue('web-vitals', 'web-vital', { name: 'FID', value: Math.round((entry.processingStart - entry.startTime) * 1000) / 1000 });
  });
  const userTiming = createUserTimingFilter();
  const onUserTiming = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      if (userTiming(entry)) queue('user-timing', 'user-timing', { name: entry.name, entryType: entry.entryType, startTime: entry.startTime, duration: entry.duration });
    }
  };
  observe('mark', onUserTiming);
  observe('measure', onUserTiming);

  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation) {
    queue('network-timings', 'network-timing', networkTimings(navigation));
    queue('resource-sizes', 'body-size', bodySizes(navigation));
  }

  const settled = fetchPerformanceSettings().then(
    (answer) => {
      settings = answer;
      if (answer.rolloutFlags[RUM_FLAG] !== true || answer.rolloutFlags[PERFORMANCE_APP] !== true) {
        stopped = true;
        pending.length = 0;
      }
    },
    (error: Error) => {
      stopped = true;
      pending.length = 0;
      const unresolved = new Error(UNRESOLVED_PAGE_LOAD_ID_MESSAGE, { cause: error });
      options.reportError(unresolved, { reason: error.message });
    },
  );

  const afterLoad = () => {
    const timer = clock.setTimeout(flush, PERFORMANCE_FLUSH_DELAY_MS);
    cleanups.push(() => clock.clearTimeout(timer));
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cleanups.push(() => window.removeEventListener('load', afterLoad));
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  cleanups.push(() => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
    window.removeEventListener('beforeunload', flush);
  });

  return {
    settled,
    stop: () => {
      flush();
      stopped = true;
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
  };
}
