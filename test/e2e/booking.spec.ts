import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LOADER, page as htmlPage, servePage, watchConsole } from './console.js';

// OpenTable's widget frame, answered by the local stand-in (no internet in tests).
const openTableFake = readFileSync(new URL('../support/opentable-fake.html', import.meta.url), 'utf8');

test.describe('restaurant booking', () => {
  test("the demo's booking block shows the reservation widget", async ({ page }) => {
    const log = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/content.html');
    const booking = page.locator('ss-booking');
    // Drawn by the server; its code comes when the visitor brings it near the screen.
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('[part~="base"]')).toHaveAttribute('data-state', 'loaded');
    const frame = booking.frameLocator('iframe[title="Reserve a table"]');
    await frame.getByRole('button', { name: 'Find a table' }).click();
    await expect(frame.getByRole('status')).toContainText('restaurant 412810 on opentable.co.uk');
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test("a restaurant id loads OpenTable's own widget, wide above 850 px, standard below", async ({ page, context }) => {
    const log = watchConsole(page);
    const requests: URL[] = [];
    await context.route('https://www.opentable.com/widget/reservation/canvas**', (route) => {
      requests.push(new URL(route.request().url()));
      return route.fulfill({ status: 200, contentType: 'text/html', body: openTableFake });
    });
    await servePage(
      page,
      '/booking-test.html',
      htmlPage(
        `<script type="application/json" id="ss-context">{"website":{"id":"w1"},"locale":"de-DE"}</script>${LOADER}`,
        `<div id="wrap" style="width: 900px"><ss-booking restaurant-id="98765" vendor-domain="de"><a href="tel:+49301234567">Anrufen</a></ss-booking></div>`,
      ),
    );
    await page.goto('/booking-test.html');
    const booking = page.locator('ss-booking');
    await expect(booking.locator('[part~="base"]')).toHaveAttribute('data-state', 'loaded');
    expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({ rid: '98765', theme: 'wide', domain: 'de', lang: 'de-DE' });
    await expect(booking.frameLocator('iframe').getByRole('button', { name: 'Find a table' })).toBeVisible();
    await page.locator('#wrap').evaluate((wrap) => (wrap.style.width = '500px'));
    await expect(booking.locator('iframe')).toHaveAttribute('data-theme', 'standard');
    await expect.poll(() => requests.at(-1)!.searchParams.get('theme')).toBe('standard');
    expect(log).toEqual({ errors: [], warnings: [] });
  });
});
