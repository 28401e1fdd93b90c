import { expect as baseExpect, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { migrate, openDatabase, truncateAllTables, type Database } from '../../server/db/database.js';
import { seedDefaults } from '../../server/db/seed-defaults.js';
import { createRequire } from 'node:module';
import { LOADER, page as html, servePage, watchConsole } from './console.js';
import { MISSING_ENVIRONMENT_MESSAGE } from '../../src/runtime/analytics/error-reporter.js';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// Analytics starts at idle time and this machine is shared: give stored rows time to appear.
const expect = baseExpect.configure({ timeout: 15_000 });

// This spec runs its own site server (same app, same built bundle) so it can read what was stored.
const OWNER_TOKEN = 'analytics-e2e-owner-token-0123456789';
let app: FastifyInstance;
let db: Database;
let origin: string;

test.beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  app = await buildApp({ db, places: null, config: { ownerToken: OWNER_TOKEN, allowedOrigins: [], faultRoutes: false, logger: false, maxEventLoopDelayMs: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  origin = `http://127.0.0.1:${address.port}`;
});
test.beforeEach(async () => {
  // Each test starts from empty tables (late unload beacons of the previous page land first).
  await new Promise((resolve) => setTimeout(resolve, 300));
  await app.analytics.flush();
  await truncateAllTables(db);
  await seedDefaults(db);
});
test.afterAll(async () => {
  await app.close();
  await db.close();
});

/** Reads after writing what waits: analytics rows are written in batches. */
async function read<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> {
  await app.analytics.flush();
  return db.query<T>(sql, params);
}

async function count(sql: string): Promise<number> {
  const result = await read<{ n: number }>(sql);
  return Number(result.rows[0]?.n ?? 0);
}

const context = (extra: Record<string, unknown> = {}) =>
  `<script type="application/json" id="ss-context">${JSON.stringify({ website: { id: 'w1' }, templateId: 't1', env: 'production', ...extra })}</script>`;

/** axe-core's violations (rule id and the first target), run inside the page. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
  });
}

async function open(page: Page, path: string, extra: Record<string, unknown> = {}, body = '<h1>Welcome</h1><p>Some text on the page.</p>') {
  await servePage(page, path, html(context(extra) + LOADER, body));
  await page.goto(`${origin}${path}`);
}

test.describe('analytics', () => {
  test('a visit makes exactly one pageview row; a second page in the same visit does not bump the count; an expired timer does', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/a.html');
    await expect.poll(() => count('SELECT count(*)::int AS n FROM census_hits')).toBe(1);
    await page.waitForTimeout(300);
    expect(await count('SELECT count(*)::int AS n FROM census_hits')).toBe(1);

    await open(page, '/b.html');
    await expect.poll(() => count('SELECT count(*)::int AS n FROM census_hits')).toBe(2);
    expect((await read('SELECT visit_number, hits FROM census_visits')).rows).toEqual([{ visit_number: 1, hits: 2 }]);

    // The 30-minute visit timer ran out.
    await page.context().clearCookies({ name: 'ss_cvt' });
    await open(page, '/c.html');
    await expect.poll(() => count('SELECT count(*)::int AS n FROM census_visits')).toBe(2);
    expect((await read('SELECT visit_number, hits FROM census_visits ORDER BY visit_number')).rows).toEqual([
      { visit_number: 1, hits: 2 },
      { visit_number: 2, hits: 1 },
    ]);
    const hit = await read<{ data: Record<string, unknown> }>("SELECT data FROM census_hits WHERE data ->> 'url' = '/c.html'");
    expect(hit.rows[0]?.data).toMatchObject({ websiteId: 'w1', templateId: 't1', title: 'Test page', visitCount: 2, newVisit: true });
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('nothing is written or sent when the consent store says no', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
    });
    await open(page, '/restricted.html', { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    await page.waitForFunction(() => window.Sitestack?.lifecycle.state === 'initialised');
    await page.waitForTimeout(1500);
    expect(calls).toEqual([]);
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => name.startsWith('ss_c'))).toEqual([]);
  });

  test('1000 thrown errors produce at most 20 sends', async ({ page }) => {
    await page.clock.install();
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/events/RecordJavascriptErrors')) sends.push(request.url());
    });
    // The settings call answers with a signed page load id (a GET stores nothing).
    let settingsAnswered = false;
    page.on('response', (response) => {
      if (response.url().includes('/api/1/performance/settings') && response.ok()) settingsAnswered = true;
    });
    await open(page, '/errors.html');
    // Let the idle-time start run under the controlled clock, then wait for the settings call.
    await page.evaluate(() => window.Sitestack!.context());
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return settingsAnswered;
      })
      .toBe(true);
    for (let round = 0; round < 50; round++) {
      // Inline scripts that throw: real uncaught errors, reported to window error listeners.
      await page.evaluate(() => {
        for (let i = 0; i < 20; i++) {
          const script = document.createElement('script');
          script.textContent = `throw new Error('thrown ${i}')`;
          document.body.append(script);
        }
      });
      await page.clock.runFor(1100);
      await page.waitForTimeout(20);
    }
    await page.clock.runFor(120_000);
    await page.waitForTimeout(500);
    expect(sends.length).toBeGreaterThan(1);
    expect(sends.length).toBeLessThanOrEqual(20);
    expect(await count('SELECT count(*)::int AS n FROM javascript_errors')).toBeLessThanOrEqual(200);
  });

  test('a page whose context names no environment reports it once, with the page fields (spec 01 §8)', async ({ page }) => {
    // spec 01 §8 "A missing environment value is reported to an error-reporting service."
    const log = watchConsole(page);
    await open(page, '/no-env.html', { env: '' });
    await expect.poll(() => count('SELECT count(*)::int AS n FROM census_hits')).toBe(1);
    await expect.poll(() => count('SELECT count(*)::int AS n FROM javascript_errors')).toBe(1);
    const row = (await read<{ message: string; site_id: string; page_url: string; custom_data: unknown }>('SELECT message, site_id, page_url, custom_data FROM javascript_errors')).rows;
    expect(row).toEqual([{ message: MISSING_ENVIRONMENT_MESSAGE, site_id: 'w1', page_url: `${origin}/no-env.html`, custom_data: { field: 'env' } }]);
    expect(log, 'nothing in the console').toEqual({ errors: [], warnings: [] });
  });

  test('window errors and unhandled rejections are reported with the page fields; a failed settings call reports its spec message', async ({ page }) => {
    await page.route('**/api/1/performance/settings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await open(page, '/broken-page.html');
    await expect.poll(() => count("SELECT count(*)::int AS n FROM javascript_errors WHERE message = 'Unable to resolve pageLoadId'")).toBe(1);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "\n\nnull.boom();";
      document.body.append(script);
      void Promise.reject(new RangeError('rejected on purpose'));
    });
    await expect.poll(() => count('SELECT count(*)::int AS n FROM javascript_errors')).toBe(3);
    const rows = await read<{ event: string; app: string; message: string; line: number | null; site_id: string; template_id: string; page_url: string; user_agent: string; custom_data: unknown }>(
      'SELECT event, app, message, line, site_id, template_id, page_url, user_agent, custom_data FROM javascript_errors ORDER BY id',
    );
    expect(rows.rows[0]).toMatchObject({ event: 'javascript-error', app: 'sitestack', message: 'Unable to resolve pageLoadId', custom_data: { reason: 'XHR request DONE with unexpected status' } });
    const thrown = rows.rows.find((row) => row.message.startsWith('TypeError'));
    expect(thrown).toMatchObject({ event: 'javascript-error', line: 3, site_id: 'w1', template_id: 't1', page_url: `${origin}/broken-page.html` });
    expect(thrown?.user_agent).toContain('Chrome');
    expect(rows.rows.find((row) => row.event === 'unhandled-rejection')?.message).toBe('RangeError: rejected on purpose');
    // The pageview still went out once the settings call failed.
    expect(await count('SELECT count(*)::int AS n FROM census_hits')).toBe(1);

    // An error thrown just before the visitor leaves still arrives (beacon on page hide).
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "throw new Error('thrown while leaving')";
      document.body.append(script);
    });
    await servePage(page, '/next.html', html('', '<p>Next page</p>'));
    await page.goto(`${origin}/next.html`);
    await expect.poll(() => count("SELECT count(*)::int AS n FROM javascript_errors WHERE message = 'Error: thrown while leaving'")).toBe(1);
  });

  test('web vitals land after page hide', async ({ page }) => {
    const settings = page.waitForResponse((response) => response.url().includes('/api/1/performance/settings') && response.ok());
    await open(page, '/vitals.html', {}, '<h1>Vitals</h1><p>Largest text on this page for the paint metrics.</p><button type="button">Press</button>');
    await settings;
    await page.getByRole('button', { name: 'Press' }).click();
    await page.waitForTimeout(300);
    expect(await count('SELECT count(*)::int AS n FROM performance_records')).toBe(0);
    // Leaving the page hides it: the queued records go out by beacon. (A real next page: Chromium
    // drops some unload beacons when the tab goes to about:blank.)
    await servePage(page, '/next.html', html('', '<p>Next page</p>'));
    await page.goto(`${origin}/next.html`);
    const vitals = async () =>
      (await read<{ name: string }>("SELECT DISTINCT data ->> 'name' AS name FROM performance_records WHERE event = 'web-vital' ORDER BY 1")).rows.map((row) => row.name);
    // CLS and INP are final only when the page hides; FCP, LCP and TTFB were queued since load.
    await expect.poll(vitals).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
    expect(await count("SELECT count(*)::int AS n FROM performance_records WHERE event = 'network-timing'")).toBe(1);
    // Analytics' own main-thread start-up time, as a rum- user timing (also read by the bench).
    expect(await count("SELECT count(*)::int AS n FROM performance_records WHERE event = 'user-timing' AND data ->> 'name' = 'rum-analytics-start'")).toBe(1);
  });

  test('the owner stats page asks for the token and charts what was recorded', async ({ browser }) => {
    // The page's strict CSP would refuse the injected axe script: this context bypasses it.
    const page = await browser.newPage({ bypassCSP: true });
    // Something to show: a pageview (from a real visit), an error report and a vital.
    await open(page, '/stats-source.html');
    await expect.poll(() => count("SELECT count(*)::int AS n FROM census_hits WHERE data ->> 'url' = '/stats-source.html'")).toBe(1);
    await read(
      "INSERT INTO javascript_errors (event, app, message, created_at) VALUES ('javascript-error', 'sitestack', 'Error: thrown 1', now()), ('javascript-error', 'sitestack', 'Error: thrown 1', now())",
    );
    // A page load's row is written with its first records (the settings GET stores nothing).
    await read("INSERT INTO page_loads (id, created_at) VALUES ('stats-page-load', now()) ON CONFLICT DO NOTHING");
    await read(
      `INSERT INTO performance_records (page_load_id, app, event, data, client_timestamp, created_at) VALUES ($1, 'sitestack', 'web-vital', '{"name":"FCP","value":900}', 1, now())`,
      ['stats-page-load'],
    );
    const log = watchConsole(page);
    await page.goto(`${origin}/stats`);
    await page.getByLabel('Owner token').fill('wrong-token-wrong-token');
    await page.getByRole('button', { name: 'Show stats' }).click();
    await expect(page.getByRole('alert')).toHaveText('That owner token is not valid.');
    await page.getByLabel('Owner token').fill(OWNER_TOKEN);
    await page.getByRole('button', { name: 'Show stats' }).click();
    await expect(page.getByRole('heading', { name: 'Pageviews and unique visitors per day' })).toBeVisible();
    await expect(page.locator('#total-pageviews')).not.toHaveText('0');
    await expect(page.getByRole('heading', { name: 'Web vitals (75th percentile)' })).toBeVisible();
    await expect(page.locator('#vitals-table table')).toContainText('FCP');
    await expect(page.locator('#errors-table table')).toContainText('Error: thrown');
    await page.getByLabel('Period').selectOption('7');
    await expect(page.getByRole('status')).toHaveText('Showing the last 7 days (UTC).');
    // axe (WCAG A/AA) on the sign-in form and on the report, tables open.
    await page.locator('details summary').first().click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Owner token')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(log.errors.filter((text) => !text.includes('401') && !text.includes('403'))).toEqual([]);
    await page.context().close();
  });
});
