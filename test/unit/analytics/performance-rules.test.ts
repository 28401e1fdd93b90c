import { describe, expect, it } from 'vitest';
import {
  PERFORMANCE_FLUSH_DELAY_MS,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  SETTINGS_STATUS_MESSAGE,
  SETTINGS_TIMEOUT_MESSAGE,
  UNRESOLVED_PAGE_LOAD_ID_MESSAGE,
  WEB_VITAL_RACE_TIMEOUT_MS,
  bodySizes,
  createUserTimingFilter,
  isEmptyPerformanceData,
  isTrackingEnabled,
  networkTimings,
  prefersXhrForBeacons,
  settingsFailureMessage as settingsFailureMessageOf,
  toCompactRecords,
} from '../../../src/runtime/analytics/performance-rules.js';
import { performanceRecordsSchema } from '../../../src/runtime/performance/performance-request-schema.js';

describe('performance reporting rules (spec 01 §3-9)', () => {
  // spec 01 §9: settings timeout 30000 ms; flush delay after load 30000 ms; web-vital race timeout 60 s.
  it('has the spec constants', () => {
    expect([PERFORMANCE_SETTINGS_TIMEOUT_MS, PERFORMANCE_FLUSH_DELAY_MS, WEB_VITAL_RACE_TIMEOUT_MS]).toEqual([30_000, 30_000, 60_000]);
  });

  // spec 01 §8 performance messages.
  it.each([
    [{ timedOut: true, status: 0 }, 'Metric settings request timeout'],
    [{ timedOut: false, status: 500 }, 'XHR request DONE with unexpected status'],
    [{ timedOut: false, status: 404 }, 'XHR request DONE with unexpected status'],
    [{ timedOut: false, status: 0 }, 'Unable to resolve pageLoadId'],
    [{ timedOut: false, status: 200 }, 'Unable to resolve pageLoadId'],
  ])('settings failure %j → %s', (failure, message) => {
    expect(SETTINGS_TIMEOUT_MESSAGE).toBe('Metric settings request timeout');
    expect(SETTINGS_STATUS_MESSAGE).toBe('XHR request DONE with unexpected status');
    expect(UNRESOLVED_PAGE_LOAD_ID_MESSAGE).toBe('Unable to resolve pageLoadId');
    expect(settingsFailureMessageOf(failure)).toBe(message);
  });

  // spec 01 §5: reporting only if the rollout flags for rum, the app and the tracking are all true.
  it.each([
    [{ rum: true, sitestack: true, 'web-vitals': true }, true],
    [{ rum: false, sitestack: true, 'web-vitals': true }, false],
    [{ rum: true, sitestack: false, 'web-vitals': true }, false],
    [{ rum: true, sitestack: true, 'web-vitals': false }, false],
    [{ rum: true, sitestack: true }, false],
  ])('flags %j → %s', (flags, expected) => {
    expect(isTrackingEnabled(flags, 'sitestack', 'web-vitals')).toBe(expected);
  });

  // spec 01 §5: user timings only with the rum- prefix and not duplicates.
  it('reports rum- user timings once each', () => {
    const accept = createUserTimingFilter();
    expect(accept({ name: 'rum-hero', entryType: 'mark', startTime: 10 })).toBe(true);
    expect(accept({ name: 'rum-hero', entryType: 'mark', startTime: 10 })).toBe(false);
    expect(accept({ name: 'rum-hero', entryType: 'mark', startTime: 20 })).toBe(true);
    expect(accept({ name: 'rum-hero', entryType: 'measure', startTime: 10 })).toBe(true);
    expect(accept({ name: 'hero', entryType: 'mark', startTime: 10 })).toBe(false);
    expect(accept({ name: 'RUM-hero', entryType: 'mark', startTime: 10 })).toBe(false);
  });

  // spec 01 §5: performance data is dropped when empty.
  it('drops empty data and compacts the rest with the spec keys', () => {
    expect(isEmptyPerformanceData({})).toBe(true);
    expect(isEmptyPerformanceData({ tls: null, dns: Number.NaN })).toBe(true);
    expect(isEmptyPerformanceData({ dns: 0 })).toBe(false);
    const records = toCompactRecords(
      [
        { event: 'web-vital', data: { name: 'LCP', value: 1200 }, timestamp: 5.4 },
        { event: 'network-timing', data: { dns: null, tcp: null, tls: null }, timestamp: 6 },
      ],
      'sitestack',
      'load-1',
    );
    expect(records).toEqual([{ a: 'sitestack', d: { name: 'LCP', value: 1200 }, e: 'web-vital', p: 'load-1', t: 5 }]);
    expect(performanceRecordsSchema.safeParse(records).success).toBe(true);
  });

  // spec 01 §3: DNS, TCP and TLS timings and body sizes.
  it('derives network timings and body sizes from navigation timing', () => {
    const entry = { domainLookupStart: 10, domainLookupEnd: 30, connectStart: 30, secureConnectionStart: 50, connectEnd: 90, transferSize: 5000, encodedBodySize: 4000, decodedBodySize: 12000 };
    expect(networkTimings(entry)).toEqual({ dns: 20, tcp: 20, tls: 40 });
    expect(networkTimings({ ...entry, secureConnectionStart: 0 })).toEqual({ dns: 20, tcp: 60, tls: null });
    expect(networkTimings({ ...entry, domainLookupStart: 0, domainLookupEnd: 0, connectStart: 0, connectEnd: 0, secureConnectionStart: 0 })).toEqual({ dns: null, tcp: null, tls: null });
    expect(bodySizes(entry)).toEqual({ transferSize: 5000, encodedBodySize: 4000, decodedBodySize: 12000 });
  });

  // spec 01 §7: XHR as fallback, also on old iOS.
  it('uses XHR on old iOS only', () => {
    expect(prefersXhrForBeacons('Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X)')).toBe(true);
    expect(prefersXhrForBeacons('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X)')).toBe(false);
    expect(prefersXhrForBeacons('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
  });
});
