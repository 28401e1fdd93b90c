import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LOADER, page as htmlPage, servePage, watchConsole } from './console.js';

// The built bundle on a page whose context has only a maps key: it must ask Google's own script
// (answered here by the local google.maps stand-in, as there is no internet in tests).
const googleMapsFake = readFileSync(new URL('../support/google-maps-fake.js', import.meta.url), 'utf8');

test.describe('map with Google Maps', () => {
  test('a maps key loads Google Maps once for every map, and the marker opens the external map', async ({ page, context }) => {
    const log = watchConsole(page);
    const requests: string[] = [];
    await context.route('https://maps.googleapis.com/maps/api/js**', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: googleMapsFake, headers: { 'access-control-allow-origin': '*' } });
    });
    await context.route('https://maps.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title>' }));
    const contextJson = JSON.stringify({ website: { id: 'w1' }, locale: 'en-GB', mapsRenderKey: Buffer.from('AIza-demo-key').toString('base64') });
    await servePage(
      page,
      '/google-map-test.html',
      htmlPage(
        `<script type="application/json" id="ss-context">${contextJson}</script>${LOADER}`,
        `<ss-map data-block-json='{"location":{"mapLat":51.5072,"mapLng":-0.1276,"addressTitle":"Harbour Café"},"options":{"style":"MinimalDark","showTerrain":true}}'></ss-map>
         <ss-map data-block-json='{"location":{"mapLat":53.4808,"mapLng":-2.2426}}'></ss-map>`,
      ),
    );
    await page.goto('/google-map-test.html');
    await expect(page.locator('ss-map').first().locator('[part~="base"]')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('ss-map').nth(1).locator('[part~="base"]')).toHaveAttribute('data-state', 'ready');
    expect(requests).toHaveLength(1);
    const params = new URL(requests[0]!).searchParams;
    expect([params.get('key'), params.get('language'), params.get('region'), params.get('callback')]).toEqual(['AIza-demo-key', 'en', 'GB', '__sitestackMapsReady']);
    const drawn = await page.evaluate(() => {
      const fake = (window as unknown as { __googleMapsFake: { maps: Array<{ options: { mapTypeId: string; zoom: number } }> } }).__googleMapsFake;
      return fake.maps.map((map) => [map.options.mapTypeId, map.options.zoom]);
    });
    expect(drawn).toEqual([
      ['terrain', 12],
      ['roadmap', 12],
    ]);
    const popup = page.waitForEvent('popup');
    await page.evaluate(() => (window as unknown as { __googleMapsFake: { markers: Array<{ trigger(name: string): void }> } }).__googleMapsFake.markers[0]!.trigger('click'));
    const url = new URL((await popup).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ sll: '51.5072,-0.1276', q: 'Harbour Café', z: '12' });
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('when Google Maps cannot be reached the map is an address card with the map link', async ({ page, context }) => {
    const log = watchConsole(page);
    await context.route('https://maps.googleapis.com/maps/api/js**', (route) => route.abort('internetdisconnected'));
    const contextJson = JSON.stringify({ website: { id: 'w1' }, mapsRenderKey: Buffer.from('AIza-demo-key').toString('base64') });
    await servePage(
      page,
      '/google-map-down.html',
      htmlPage(
        `<script type="application/json" id="ss-context">${contextJson}</script>${LOADER}`,
        `<ss-map data-block-json='{"location":{"mapLat":51.5072,"mapLng":-0.1276,"mapZoom":15,"addressTitle":"Harbour Café","addressLine1":"2 Quay Street"}}'></ss-map>`,
      ),
    );
    await page.goto('/google-map-down.html');
    const link = page.locator('ss-map').getByRole('link', { name: /Open in Maps/ });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('q')).toBe('Harbour Café, 2 Quay Street');
    // One line says why (plus the browser's own line for the failed request).
    expect(log.errors.filter((text) => text.includes('address card'))).toHaveLength(1);
    expect(log.warnings).toEqual([]);
  });
});
