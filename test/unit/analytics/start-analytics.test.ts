// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar, siteApiForFile } from '../net/site-api-test-server.js';

/**
 * Starting analytics (spec 01 §7-8: the performance settings call, then the RecordHit pageview)
 * and the census calls in tasks of their own, none long on a phone: what is sent, in what order,
 * and that a stop before the later parts sends nothing.
 */
const api = siteApiForFile();
beforeEach(() => {
  vi.resetModules();
});

/** A fresh page load: the analytics modules anew, sending through a fetch that records each call. */
async function pageLoad(context: Record<string, unknown> = { env: 'production' }) {
  const { setAnalyticsRequestOptions } = await import('../../../src/runtime/analytics/analytics-transport.js');
  const { setPageContext } = await import('../../../src/runtime/context/current-context.js');
  const { startAnalytics } = await import('../../../src/runtime/analytics/start-analytics.js');
  const { nextTask } = await import('../../../src/runtime/dom/next-task.js');
  const calls: string[] = [];
  const sentBodies: Array<{ path: string; body: unknown }> = [];
  /** The JSON bodies sent to `path` so far. */
  const bodies = (path: string) => () => sentBodies.filter((sent) => sent.path === path).map((sent) => sent.body);
  // A browser's cookies: the crumb the settings answer sets goes with the pageview.
  const jar = createCookieJar();
  setPageContext({ apiBase: api.baseUrl, website: { id: 'site-1' }, collectionId: 'col-home', collection: { id: 'col-home', permissionType: 1 }, ...context });
  setAnalyticsRequestOptions({
    baseUrl: api.baseUrl,
    environment: {
      readCookies: () => jar.text(),
      fetch: (input, init) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
        if (typeof init?.body === 'string' && init.body.startsWith('[')) sentBodies.push({ path: new URL(String(input)).pathname, body: JSON.parse(init.body) });
        return jar.fetch(input, init);
      },
    },
  });
  const { recordFormRender } = await import('../../../src/runtime/analytics/census.js');
  return { startAnalytics, recordFormRender, calls, bodies, nextTask };
}

describe('starting analytics', () => {
  it('asks for the performance settings in a later task, then records the pageview once they answered', async () => {
    const { startAnalytics, calls, nextTask } = await pageLoad();
    const stop = startAnalytics();
    // The task that starts analytics sends nothing: the reporter starts in the next one.
    expect(calls).toEqual([]);
    await nextTask();
    await vi.waitFor(() => expect(calls).toContain('POST /api/census/RecordHit'));
    expect(calls.indexOf('GET /api/1/performance/settings')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('GET /api/1/performance/settings')).toBeLessThan(calls.indexOf('POST /api/census/RecordHit'));
    expect(calls.filter((call) => call === 'POST /api/census/RecordHit')).toHaveLength(1);
    expect(performance.getEntriesByName('rum-analytics-start')).toHaveLength(1);
    stop();
  });

  it('stopped before its later tasks (consent withdrawn at once), it sends nothing', async () => {
    const { startAnalytics, calls, nextTask } = await pageLoad();
    const stop = startAnalytics();
    stop();
    for (let turn = 0; turn < 5; turn++) await nextTask();
    expect(calls).toEqual([]);
  });

  it('reports a page context without an environment once, to RecordJavascriptErrors (spec 01 §8)', async () => {
    // spec 01 §8 "A missing environment value is reported to an error-reporting service."
    for (const [context, reported] of [
      [{}, true],
      [{ env: '  ' }, true],
      [{ env: 'staging' }, false],
    ] as const) {
      vi.resetModules();
      const { installTestClock } = await import('../../support/test-clock.js');
      const time = installTestClock();
      try {
        const { startAnalytics, calls, bodies } = await pageLoad(context);
        const { MISSING_ENVIRONMENT_MESSAGE } = await import('../../../src/runtime/analytics/error-reporter.js');
        const sent = bodies('/api/events/RecordJavascriptErrors');
        const stop = startAnalytics();
        // reports are sent 1 s after the first one is queued (spec 01 §8 debounce)
        time.tick(1000);
        if (reported) {
          await vi.waitFor(() => expect(sent()).toHaveLength(1));
          expect(sent()[0]).toEqual([expect.objectContaining({ event: 'javascript-error', data: expect.objectContaining({ message: MISSING_ENVIRONMENT_MESSAGE, siteId: 'site-1', customData: { field: 'env' } }) })]);
        }
        time.tick(60_000);
        await vi.waitFor(() => expect(calls).toContain('POST /api/census/RecordHit'));
        expect(sent(), JSON.stringify(context)).toHaveLength(reported ? 1 : 0);
        stop();
      } finally {
        time.uninstall();
      }
    }
  });

  it("a block's census call is made in a task after the block's code that asked for it", async () => {
    const { recordFormRender, calls } = await pageLoad();
    const stored = recordFormRender('form-1');
    expect(calls).toEqual([]);
    await expect(stored).resolves.toBe(true);
    expect(calls).toContain('POST /api/census/form-render');
  });
});
