import { expect, test } from '@playwright/test';
import { layoutShifts, watchLayoutShifts } from './layout-shifts.js';
import { servePageInParts } from './serve-in-parts.js';

// The layout-shift watch the page tests rely on: what it counts as the HTML arriving (bounded)
// and what as the page's drawing moving (never allowed).
const HEAD = '<!doctype html><html lang="en"><head><title>Shifts</title></head><body>';
const HEADER = '<header style="display:flex;align-items:center;gap:8px;padding:16px"><a href="/">Brand</a>';
const TALL = '<div id="tall" style="height:44px;width:50px"></div>';

test.describe('the layout-shift watch', () => {
  test('a line that grows as the rest of the page arrives is the HTML arriving, also when found in the frame after parsing', async ({ page, baseURL }) => {
    await watchLayoutShifts(page);
    const served = await servePageInParts(baseURL!, '/shifts.html', [HEAD + HEADER, `${TALL}</header><p>End.</p></body></html>`]);
    try {
      await page.goto(served.url, { waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => !!document.querySelector('header a'))).toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The rest is small: the parser takes it in at once, and the next frame finds the shift.
      served.send(1);
      await page.waitForLoadState('domcontentloaded');
      const shifts = await layoutShifts(page);
      expect(shifts.map((shift) => shift.moved)).toEqual([[expect.stringMatching(/^a < header < body < html: /)]]);
      expect(shifts[0]!.whileParsing).toBe(true);
    } finally {
      await served.close();
    }
  });

  test('a line that grows once the page is parsed is a shift of its drawing', async ({ page, baseURL }) => {
    await watchLayoutShifts(page);
    const served = await servePageInParts(baseURL!, '/shifts.html', [`${HEAD}${HEADER}</header><p>End.</p></body></html>`]);
    try {
      await page.goto(served.url);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.evaluate((tall) => document.querySelector('header')!.insertAdjacentHTML('beforeend', tall), TALL);
      const shifts = await layoutShifts(page);
      expect(shifts).toHaveLength(1);
      expect(shifts[0]!.whileParsing).toBe(false);
    } finally {
      await served.close();
    }
  });
});
