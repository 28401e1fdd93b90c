// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The `rum-analytics-start` measure (read by the bench as analytics' start-up cost) is the
 * main-thread time of analytics' start: its first task (the error reporter) and its second (the
 * performance reporter), not the time the page spent between them on other work. The two parts
 * are stand-ins here that take a known time on a scripted clock.
 */
const state = vi.hoisted(() => ({ clock: 0 }));
vi.mock('../../../src/runtime/analytics/error-reporting.js', () => ({
  startErrorReporting: () => {
    state.clock += 10;
    return { reporter: { report: () => undefined }, stop: () => undefined };
  },
}));
vi.mock('../../../src/runtime/analytics/performance-reporter.js', () => ({
  startPerformanceReporting: () => {
    state.clock += 30;
    return { settled: new Promise<void>(() => undefined), stop: () => undefined };
  },
}));
vi.mock('../../../src/runtime/analytics/analytics-transport.js', () => ({ isAnalyticsAllowed: () => true }));
vi.mock('../../../src/runtime/analytics/census.js', () => ({ recordPageview: () => Promise.resolve() }));
vi.mock('../../../src/runtime/consent/consent-store.js', () => ({ onConsentChange: () => () => undefined }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the analytics start-up measure', () => {
  it('adds up the time of its two tasks, not the wait between them', async () => {
    const { startAnalytics, ANALYTICS_START_MEASURE } = await import('../../../src/runtime/analytics/start-analytics.js');
    const { nextTask } = await import('../../../src/runtime/dom/next-task.js');
    vi.spyOn(performance, 'now').mockImplementation(() => state.clock);
    state.clock = 1000;
    const stop = startAnalytics();
    // Other work of the page runs before analytics' next task: 400 ms.
    state.clock += 400;
    await nextTask();
    vi.restoreAllMocks();
    const entries = performance.getEntriesByName(ANALYTICS_START_MEASURE);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.startTime).toBe(1000);
    expect(entries[0]!.duration).toBe(10 + 30);
    stop();
  });
});
