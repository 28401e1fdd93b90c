// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAnalyticsRequestOptions } from '../../../src/runtime/analytics/analytics-transport.js';
import { fetchPerformanceSettings } from '../../../src/runtime/analytics/performance-reporter.js';
import { PERFORMANCE_SETTINGS_TIMEOUT_MS } from '../../../src/runtime/analytics/performance-rules.js';
import { setPageContext } from '../../../src/runtime/context/current-context.js';
import { siteApiForFile } from '../net/site-api-test-server.js';
import { installTestClock } from '../../support/test-clock.js';

const api = siteApiForFile();

beforeAll(async () => {
  setPageContext({ apiBase: api.baseUrl });
});
afterAll(async () => {
  setAnalyticsRequestOptions({});
});
afterEach(() => {
  setAnalyticsRequestOptions({ baseUrl: api.baseUrl });
});

describe('performance settings call (spec 01 §7-9)', () => {
  it('gets a page load id and the rollout flags from the real site API', async () => {
    setAnalyticsRequestOptions({ baseUrl: api.baseUrl });
    const settings = await fetchPerformanceSettings();
    // A signed page load id: the id, then the server's signature (no GET stores anything).
    expect(settings.pageLoadId).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]+$/);
    expect(settings.rolloutFlags).toMatchObject({ rum: true, sitestack: true, 'web-vitals': true });
  });

  // spec 01 §8: a bad status gives 'XHR request DONE with unexpected status'.
  it('fails with the spec message on a status other than 200', async () => {
    setAnalyticsRequestOptions({ baseUrl: api.baseUrl, environment: { fetch: async () => new Response('{"error":"x"}', { status: 404 }) } });
    await expect(fetchPerformanceSettings()).rejects.toThrow('XHR request DONE with unexpected status');
  });

  // spec 01 §8: failure to get the page load id raises 'Unable to resolve pageLoadId'.
  it('fails with "Unable to resolve pageLoadId" when no reply or no id arrives', async () => {
    setAnalyticsRequestOptions({ baseUrl: api.baseUrl, environment: { fetch: async () => { throw new TypeError('network down'); } } });
    await expect(fetchPerformanceSettings()).rejects.toThrow('Unable to resolve pageLoadId');
    setAnalyticsRequestOptions({ baseUrl: api.baseUrl, environment: { fetch: async () => new Response('{"rolloutFlags":{}}', { status: 200 }) } });
    await expect(fetchPerformanceSettings()).rejects.toThrow('Unable to resolve pageLoadId');
  });

  // spec 01 §8-9: 30-second time-out, 'Metric settings request timeout'.
  it('gives up after 30 s with the time-out message', async () => {
    // A request that never answers and ignores its abort: the call still gives up, on the
    // runtime's clock.
    let asked = false;
    setAnalyticsRequestOptions({ baseUrl: api.baseUrl, environment: { fetch: () => ((asked = true), new Promise<Response>(() => undefined)) } });
    const time = installTestClock();
    try {
      let settled = false;
      const outcome = fetchPerformanceSettings().catch((error: Error) => error.message);
      void outcome.then(() => (settled = true));
      await vi.waitFor(() => expect(asked).toBe(true));
      time.tick(PERFORMANCE_SETTINGS_TIMEOUT_MS - 1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(settled).toBe(false);
      time.tick(1000);
      expect(await outcome).toBe('Metric settings request timeout');
    } finally {
      time.uninstall();
    }
  });
});
