import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LOADER, page as htmlPage, servePage, watchConsole } from './console.js';
import { expectNoLayoutShift, watchLayoutShifts } from './layout-shifts.js';

const mapsProvider = readFileSync(new URL('../support/maps-provider.js', import.meta.url), 'utf8');

test.describe('content blocks', () => {
  test('the content page upgrades every block with no console noise and no layout shift from upgrading', async ({ page }) => {
    const log = watchConsole(page);
    await watchLayoutShifts(page);
    await page.goto('/content.html');
    // Upgrading the blocks (chunks arriving, React rendering) must move nothing.
    await page.evaluate(async () => {
      await (window as unknown as { Sitestack: { context(): Promise<unknown>; upgrade(): Promise<void> } }).Sitestack.context();
      await (window as unknown as { Sitestack: { upgrade(): Promise<void> } }).Sitestack.upgrade();
    });
    await expectNoLayoutShift(page);

    // Summary and social feed: HTML from the real GetWidgetRendering.
    await expect(page.locator('ss-summary').getByRole('link', { name: 'Meet our new roaster' })).toBeVisible();
    await expect(page.locator('ss-social-feed').getByText('Rhubarb buns are back this weekend.')).toBeVisible();
    // Summary and social feed kept their items' space (rows) from before upgrade: their items landing moved nothing either.
    await expectNoLayoutShift(page);
    // Map without a render key: the address card with the external map link.
    const mapLink = page.locator('ss-map').getByRole('link', { name: /Open in Maps/ });
    await expect(mapLink).toBeVisible();
    const href = new URL((await mapLink.getAttribute('href'))!);
    expect(Object.fromEntries(href.searchParams)).toEqual({ sll: '51.5072,-0.1276', q: 'Harbour Café, 2 Quay Street, Harbourside, United Kingdom', z: '15' });
    // Member pricing swaps prices and join buttons.
    await expect(page.getByRole('link', { name: 'Join monthly' })).toBeVisible();
    await page.getByRole('radio', { name: 'Yearly' }).check();
    await expect(page.getByRole('link', { name: 'Join yearly' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join monthly' })).toBeHidden();
    // Click-to-load embed.
    await page.getByRole('button', { name: 'Load embedded content: Café tour video' }).click();
    await expect(page.locator('ss-embed').locator('iframe[title="Café tour video"]')).toBeVisible();
    // The button records its click, then follows the link.
    const click = page.waitForRequest('**/api/census/button-click**');
    await page.locator('ss-button').getByRole('link', { name: "See today's menu" }).click();
    await click;
    await expect(page).toHaveURL(/#menu$/);
    // The card image came through the image loader.
    await expect(page.locator('ss-image[layout="card"] img')).toHaveAttribute('src', /bakery-team\.svg/);

    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('a map with a maps provider opens the external map from its marker', async ({ page, context }) => {
    const log = watchConsole(page);
    await page.route('**/maps-provider.js**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: mapsProvider }));
    await context.route('https://maps.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title>' }));
    const contextJson = JSON.stringify({ website: { id: 'w1' }, locale: 'fr-CA', mapsScriptUrl: '/maps-provider.js', mapsRenderKey: Buffer.from('demo-key').toString('base64') });
    await servePage(
      page,
      '/map-test.html',
      htmlPage(
        `<script type="application/json" id="ss-context">${contextJson}</script>${LOADER}`,
        `<ss-map data-block-json='{"location":{"mapLat":48.8566,"mapLng":2.3522,"addressTitle":"Café du Port"}}'></ss-map>
         <ss-map data-block-json='{"location":{"mapLat":45.5019,"mapLng":-73.5674}}'></ss-map>`,
      ),
    );
    const script = page.waitForRequest('**/maps-provider.js**');
    await page.goto('/map-test.html');
    const params = new URL((await script).url()).searchParams;
    expect([params.get('key'), params.get('language'), params.get('region'), params.get('callback')]).toEqual(['demo-key', 'fr', 'CA', '__sitestackMapsReady']);
    const marker = page.getByRole('button', { name: 'Café du Port: Open in Maps' });
    await expect(marker).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __testMaps: { loads: number; maps: unknown[] } }).__testMaps.loads)).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __testMaps: { maps: unknown[] } }).__testMaps.maps.length)).toBe(2);
    const popup = page.waitForEvent('popup');
    await marker.click();
    const url = new URL((await popup).url());
    expect(url.searchParams.get('sll')).toBe('48.8566,2.3522');
    expect(url.searchParams.get('q')).toBe('Café du Port');
    expect(url.searchParams.get('z')).toBe('12');
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('server HTML goes through the Trusted Types policy under a strict CSP', async ({ page }) => {
    const log = watchConsole(page);
    await servePage(
      page,
      '/tt-test.html',
      htmlPage(
        `<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types sitestack">
         <script type="application/json" id="ss-context">{"website":{"id":"w1"}}</script>${LOADER}`,
        `<ss-summary block-id="tt1" data-block-json='{"items":[{"title":"Trusted item","url":"/t"}]}'><a href="/journal">Journal</a></ss-summary>`,
      ),
    );
    await page.goto('/tt-test.html');
    await expect(page.locator('ss-summary').getByRole('link', { name: 'Trusted item' })).toBeVisible();
    // A fresh visitor has no crumb yet: it is asked for first (GET /api/crumb), so no call is refused.
    expect(log.errors).toEqual([]);
    expect(log.errors.some((text) => /trusted/i.test(text))).toBe(false);
  });

  test('the LCP image of a server-drawn fade-in section paints with the page; sections out of view still fade in (issue 15)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 400 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    const sections = page.locator('section[data-ss-animation]');
    const states = () => sections.evaluateAll((all) => all.map((section) => [section.getAttribute('data-ss-animation-state'), getComputedStyle(section).opacity]));
    await page.goto('/content.html');
    await expect.poll(() => sections.evaluateAll((all) => all.every((section) => section.hasAttribute('data-ss-animation-state')))).toBe(true);
    // The first section (the LCP image) is on screen as drawn; the second, below the fold, waits to fade in.
    expect(await states()).toEqual([
      ['skipped', '1'],
      ['waiting', '0'],
    ]);
    await sections.nth(1).scrollIntoViewIfNeeded();
    await expect(sections.nth(1)).toHaveAttribute('data-ss-animation-state', 'loaded');

    // The unrendered twin (a CMS page) keeps the fade of its first section, as before.
    await page.goto('/plain/content.html');
    await expect.poll(async () => (await states())[0]![0]).not.toBeNull();
    expect((await states())[0]![0]).not.toBe('skipped');
    await context.close();
  });
});
