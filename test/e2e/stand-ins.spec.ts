import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { watchConsole } from './console.js';

/**
 * The CMS path (docs/embedding.md): a page nobody rendered shows each block's light-DOM content
 * laid out by the stand-in rules of sitestack.css until the block's code arrives. Every block of
 * every demo page, served unrendered (/plain/...), keeps its height when its code draws it, on a
 * phone and on a desktop: what follows it does not move.
 */
const DEMO = new URL('../../demo/', import.meta.url);
/** The demo pages with blocks (not the booking vendor's stand-in frame). */
const DEMO_PAGES = readdirSync(DEMO)
  .filter((name) => name.endsWith('.html') && readFileSync(new URL(name, DEMO), 'utf8').includes('<ss-'))
  .map((name) => name.replace(/\.html$/, ''));

const VIEWPORTS = [
  { name: 'phone', width: 412, height: 915 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/**
 * Blocks whose content comes from the site API after the code runs, so no stand-in can know its
 * height: they reserve an estimate instead (runtime/widgets/widget-placeholder.ts and the rows of
 * pre-upgrade.css), which text that wraps on a phone can outgrow, and the cart shows what the
 * visitor's cart holds.
 */
const FETCHED_CONTENT = new Set(['ss-social-feed', 'ss-summary', 'ss-tour-dates', 'ss-calendar', 'ss-collection-list', 'ss-cart']);

/** Holds every block chunk until `release()`; the loader and the page chunk come at once. */
async function holdBlockCode(page: Page): Promise<{ release(): void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/dist\/chunks\/(?!page-)/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release() {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/** Each outermost block's height, by tag and position. */
function blockHeights(page: Page): Promise<Array<[string, number]>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('ss-'))
      .filter((element) => ![...document.querySelectorAll('*')].some((other) => other !== element && other.localName.startsWith('ss-') && other.contains(element)))
      .map((element, index) => [`${element.localName} #${index + 1}${element.id ? ` (${element.id})` : ''}`, Math.round(element.getBoundingClientRect().height)] as [string, number]),
  );
}

for (const viewport of VIEWPORTS) {
  for (const name of DEMO_PAGES) {
    test(`/plain/${name}.html, ${viewport.name}: every block keeps its height when its code draws it`, async ({ page }) => {
      const log = watchConsole(page);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const code = await holdBlockCode(page);
      await page.goto(`/plain/${name}.html`, { waitUntil: 'load' });
      // The stand-in rules are on the page (the loader links them), and no block code has run.
      await expect.poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/sitestack.css')))).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => customElements.get('ss-image') ?? customElements.get('ss-gallery') ?? customElements.get('ss-form'))).toBeUndefined();
      const before = await blockHeights(page);
      code.release();
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => page.evaluate(() => [...document.querySelectorAll(':not(:defined)')].filter((element) => element.localName.startsWith('ss-')).map((element) => element.localName)))
        .toEqual([]);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const after = new Map(await blockHeights(page));
      const moved = before
        .filter(([block]) => !FETCHED_CONTENT.has(block.split(' ')[0]!))
        .filter(([block, height]) => Math.abs((after.get(block) ?? -1) - height) > 1)
        .map(([block, height]) => `${block}: ${height} px before its code, ${after.get(block)} px drawn`);
      expect(moved).toEqual([]);
      expect(log).toEqual({ errors: [], warnings: [] });
    });
  }
}
