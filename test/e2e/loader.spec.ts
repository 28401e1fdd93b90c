import { expect, test } from '@playwright/test';
import { CONTEXT, LOADER, page as html, servePage, watchConsole } from './console.js';
import { layoutShifts, watchLayoutShifts } from './layout-shifts.js';

const MENU = '<ss-menu><section data-label="A"><p>Alpha</p></section><section data-label="B"><p>Beta</p></section></ss-menu>';
const ACCORDION = '<ss-accordion><details><summary>Q1</summary><p>A1</p></details><details><summary>Q2</summary><p>A2</p></details></ss-accordion>';

test.describe('loader', () => {
  test('a page without blocks fetches no block chunk and no React', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await servePage(page, '/plain.html', html(CONTEXT + LOADER, '<p>Just text</p>'));
    const log = watchConsole(page);
    await page.goto('/plain.html');
    await page.waitForFunction(() => window.Sitestack?.lifecycle.state === 'initialised');
    await page.evaluate(() => window.Sitestack!.context());
    expect(scripts.filter((path) => /react|accordion|menu|block-element/.test(path))).toEqual([]);
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('loads a block and React only when its tag appears, and defines it once', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await servePage(page, '/late.html', html(CONTEXT + LOADER, ''));
    await page.goto('/late.html');
    await page.waitForFunction(() => window.Sitestack?.lifecycle.state === 'initialised');
    await page.waitForTimeout(100);
    expect(scripts.some((path) => path.includes('/chunks/react-'))).toBe(false);
    await page.evaluate((markup) => {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', markup + markup);
    }, MENU);
    await expect(page.getByRole('tab', { name: 'B' }).first()).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(2);
    expect(scripts.filter((path) => path.includes('/chunks/menu-'))).toHaveLength(1);
    expect(scripts.filter((path) => path.includes('/chunks/react-'))).toHaveLength(1);
  });

  test("a block's own chunk is asked for with React, not once React has run (one round trip)", async ({ page }) => {
    let sawMenuChunk: () => void = () => undefined;
    const menuRequested = new Promise<boolean>((resolve) => (sawMenuChunk = () => resolve(true)));
    page.on('request', (request) => {
      if (request.url().includes('/chunks/menu-')) sawMenuChunk();
    });
    // React's chunk is held until the menu's own chunk has been asked for (or 5 s have passed).
    let askedWhileHeld = false;
    await page.route('**/chunks/react-*.js', async (route) => {
      askedWhileHeld = await Promise.race([menuRequested, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);
      await route.continue();
    });
    await servePage(page, '/round-trip.html', html(CONTEXT + LOADER, MENU));
    const log = watchConsole(page);
    await page.goto('/round-trip.html');
    await expect(page.getByRole('tab', { name: 'B' })).toBeVisible();
    expect(askedWhileHeld).toBe(true);
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('React starts without being parsed again for stack positions, and errors keep their stacks', async ({ page, browser }) => {
    // With a debugger attached (DevTools, Lighthouse), an Error created while a module's top level
    // runs makes V8 parse the whole file again to place its frames: ~100 ms at 4x CPU for React.
    await servePage(page, '/react-start.html', html(CONTEXT + LOADER, ACCORDION));
    await browser.startTracing(page, { categories: ['disabled-by-default-v8.compile'] });
    await page.goto('/react-start.html');
    await expect(page.getByRole('button', { name: 'Q2' })).toBeVisible();
    await page.getByRole('button', { name: 'Q2' }).click();
    await expect(page.getByRole('button', { name: 'Q2' })).toHaveAttribute('aria-expanded', 'true');
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number }[] };
    const spans = trace.traceEvents.filter((event) => event.ph === 'X');
    const within = (outer: (typeof spans)[number], name: string) =>
      spans.filter((inner) => inner.name === name && inner.pid === outer.pid && inner.tid === outer.tid && inner.ts >= outer.ts && inner.ts <= outer.ts + (outer.dur ?? 0));
    // A whole file parsed again (V8.ParseProgram) that holds hundreds of functions: React's chunk
    // (a page's own small inline script may be parsed again, in well under a millisecond).
    const largeFilesParsedAgain = spans
      .filter((event) => event.name === 'V8.CollectSourcePositions' && within(event, 'V8.ParseProgram').length > 0)
      .map((event) => within(event, 'V8.PreParse').length)
      .filter((functions) => functions > 100);
    expect(largeFilesParsedAgain).toEqual([]);
    expect(await page.evaluate(() => [Error.stackTraceLimit, typeof new Error('later').stack])).toEqual([10, 'string']);
  });

  test('a chunk that cannot load logs the spec message, keeps its fallback and the page working', async ({ page }) => {
    await page.route('**/chunks/accordion-*.js', (route) => route.abort());
    await servePage(page, '/broken.html', html(CONTEXT + LOADER, ACCORDION + MENU));
    const log = watchConsole(page);
    await page.goto('/broken.html');
    await expect(page.getByRole('tab', { name: 'B' })).toBeVisible();
    await page.getByRole('tab', { name: 'B' }).click();
    await expect(page.getByText('Beta')).toBeVisible();
    await expect(page.locator('ss-accordion')).toHaveAttribute('data-ss-fallback', '');
    await page.getByText('Q2').click();
    await expect(page.getByText('A2')).toBeVisible();
    expect(log.errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual(['Loading chunk accordion failed. (error)']);
  });

  test('a cart page whose cart code cannot load also logs the cart bundle message (spec 01 §8)', async ({ page }) => {
    await page.route(/\/chunks\/cart-(?!count)[\w-]+\.js$/, (route) => route.abort());
    await servePage(page, '/cart-broken.html', html(CONTEXT + LOADER, '<ss-cart><h2>Shopping cart</h2></ss-cart>' + MENU));
    const log = watchConsole(page);
    await page.goto('/cart-broken.html');
    await page.getByRole('tab', { name: 'B' }).click();
    await expect(page.getByText('Beta')).toBeVisible();
    await expect(page.locator('ss-cart')).toHaveAttribute('data-ss-fallback', '');
    await expect.poll(() => log.errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([
      'Loading chunk cart failed. (error)',
      'Failed to load cart page bundle.',
    ]);
  });

  test('a page-wide chunk that cannot load logs the spec message and the blocks keep working', async ({ page }) => {
    // Analytics is a page-wide piece in a chunk of its own (the other pieces share the page chunk).
    await page.route('**/chunks/start-analytics-*.js', (route) => route.abort());
    await servePage(page, '/no-pieces.html', html(CONTEXT + LOADER, MENU));
    const log = watchConsole(page);
    await page.goto('/no-pieces.html');
    await page.getByRole('tab', { name: 'B' }).click();
    await expect(page.getByText('Beta')).toBeVisible();
    await expect.poll(() => log.errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([
      'Loading chunk start-analytics failed. (error)',
    ]);
  });

  test('an unknown ss- tag gives one warning, however often it appears', async ({ page }) => {
    await servePage(page, '/unknown.html', html(CONTEXT + LOADER, '<ss-nonesuch></ss-nonesuch><ss-nonesuch></ss-nonesuch>'));
    const log = watchConsole(page);
    await page.goto('/unknown.html');
    await page.evaluate(() => window.Sitestack!.upgrade());
    await page.evaluate(() => document.body.append(document.createElement('ss-nonesuch')));
    await page.waitForTimeout(100);
    expect(log.warnings).toEqual(['Sitestack: unknown element <ss-nonesuch>; no block has that name.']);
  });

  test('a second copy of the loader warns and stops', async ({ page }) => {
    const second = '<script type="module" src="/dist/sitestack.js?copy=2"></script>';
    await servePage(page, '/twice.html', html(CONTEXT + LOADER + second, MENU));
    const log = watchConsole(page);
    await page.goto('/twice.html');
    await expect(page.getByRole('tab', { name: 'A' })).toBeVisible();
    await expect.poll(() => log.warnings).toEqual(['Sitestack: Sitestack 0.1.0 is already running on this page; this copy (0.1.0) stops.']);
    expect(log.errors).toEqual([]);
  });

  test('a malformed page context falls back to defaults with one error naming the bad fields', async ({ page }) => {
    const context = '<script type="application/json" id="ss-context">{"website":{"id":7},"websiteSettings":{"storeSettings":{"selectedCurrency":false}}}</script>';
    await servePage(page, '/bad-context.html', html(context + LOADER, MENU));
    const log = watchConsole(page);
    await page.goto('/bad-context.html');
    await expect(page.getByRole('tab', { name: 'A' })).toBeVisible();
    const currency = await page.evaluate(async () => (await window.Sitestack!.context()).websiteSettings.storeSettings.selectedCurrency);
    expect(currency).toBe('USD');
    expect(log.errors).toEqual([
      'Sitestack: invalid page context fields, defaults used for: website.id, websiteSettings.storeSettings.selectedCurrency.',
    ]);
  });

  test('context that is not JSON still leaves a working page', async ({ page }) => {
    const context = '<script type="application/json" id="ss-context">{website: oops</script>';
    await servePage(page, '/not-json.html', html(context + LOADER, MENU));
    const log = watchConsole(page);
    await page.goto('/not-json.html');
    await expect(page.getByRole('tab', { name: 'B' })).toBeVisible();
    expect(log.errors).toEqual(['Sitestack: the page context is not valid JSON; using defaults.']);
  });

  test('a CMS page sets the context with init() and gets no missing-context error', async ({ page }) => {
    const script = `<script type="module">import { init } from '/dist/sitestack.js'; init({ website: { id: 'cms' }, locale: 'fr-FR' });</script>`;
    await servePage(page, '/cms.html', html(script, MENU));
    const log = watchConsole(page);
    await page.goto('/cms.html');
    await expect(page.getByRole('tab', { name: 'A' })).toBeVisible();
    const context = await page.evaluate(async () => {
      const resolved = await window.Sitestack!.context();
      return { id: resolved.website.id, locale: resolved.locale };
    });
    expect(context).toEqual({ id: 'cms', locale: 'fr-FR' });
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('the runtime starts at DOMContentLoaded, not a timer later, and only once: a page that stops it then keeps it stopped', async ({ page }) => {
    // A module script after the loader runs before DOMContentLoaded, and its listener after the loader's.
    const probe = `<script type="module">
      const seen = (window.__seen = []);
      window.Sitestack.lifecycle.addInitialiser((again) => seen.push(again ? 'again' : 'initialised'));
      document.addEventListener('DOMContentLoaded', () => {
        seen.push('DOMContentLoaded: ' + window.Sitestack.lifecycle.state);
        window.Sitestack.lifecycle.destroy();
      });
    </script>`;
    // Timers come late, as they do behind a slow phone's loading work (a classic script before the loader).
    const lateTimers = '<script>const later = window.setTimeout; window.setTimeout = (run, ms, ...args) => later(run, (ms || 0) + 300, ...args);</script>';
    await servePage(page, '/ready.html', html(lateTimers + CONTEXT + LOADER + probe, ACCORDION));
    await page.goto('/ready.html');
    await page.waitForFunction(() => (window as unknown as { __seen?: string[] }).__seen?.length === 2);
    // and once the loader's timer has run too
    await page.waitForTimeout(400);
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen).toEqual(['initialised', 'DOMContentLoaded: initialised']);
    expect(await page.evaluate(() => window.Sitestack!.lifecycle.state)).toBe('not-initialised');
  });

  test('works from any page path: chunk URLs follow the loader, not the page', async ({ page }) => {
    await servePage(page, '/deep/nested/page.html', html(CONTEXT + LOADER, ACCORDION));
    const log = watchConsole(page);
    await page.goto('/deep/nested/page.html');
    await page.getByRole('button', { name: 'Q1' }).click();
    await expect(page.getByRole('button', { name: 'Q1' })).toHaveAttribute('aria-expanded', 'true');
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('serves the bundle to pages on any origin (CORS)', async ({ request }) => {
    const response = await request.get('/dist/sitestack.js', { headers: { Origin: 'https://cms.example' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['content-type']).toMatch(/javascript/);
  });

  test('upgrading blocks shifts no layout', async ({ page }) => {
    // Hold the block chunks back so the fallback is measured before upgrade.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/chunks/{accordion,menu}-*.js', async (route) => {
      await released;
      await route.continue();
    });
    const stylesheet = '<link rel="stylesheet" href="/dist/sitestack.css">';
    await servePage(page, '/shift.html', html(CONTEXT + stylesheet + LOADER, `${ACCORDION}${MENU}<p id="after">After the blocks</p>`));
    await watchLayoutShifts(page);
    await page.goto('/shift.html');
    const before = await page.locator('#after').boundingBox();
    const defined = await page.evaluate(() => [customElements.get('ss-accordion'), customElements.get('ss-menu')].filter(Boolean).length);
    expect(defined).toBe(0);
    release();
    await expect(page.getByRole('tab', { name: 'A' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Q1' })).toBeVisible();
    await page.waitForTimeout(300);
    const after = await page.locator('#after').boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThan(1);
    expect(await layoutShifts(page)).toEqual([]);
  });
});
