import { expect, test } from '@playwright/test';
import { watchConsole } from './console.js';
import { expectNoLayoutShift, layoutShifts, watchLayoutShifts } from './layout-shifts.js';
import { servePageInParts } from './serve-in-parts.js';

test.describe('gallery demo page', () => {
  test('upgrades every gallery and the video with no layout shift and no console noise', async ({ page }) => {
    const log = watchConsole(page);
    // A viewport tall enough to hold every gallery, so a shift anywhere on the page counts.
    await page.setViewportSize({ width: 1000, height: 9000 });
    await watchLayoutShifts(page);
    await page.goto('/gallery.html');
    await page.evaluate(() => Promise.all([customElements.whenDefined('ss-gallery'), customElements.whenDefined('ss-video')]));
    await expect(page.locator('#slideshow [part~="base"]')).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.locator('#grid [part~="slide"]')).toHaveCount(8);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(9000);
    await expectNoLayoutShift(page);
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  // A page the browser paints before its justified-rows gallery has fully arrived (a slow network,
  // a loaded phone): cut before the gallery's seventh cell, the six before it are painted, then the
  // rest of that gallery arrives; the rest of the page waits, so only the gallery's own cells are
  // measured. Drawn by the server (cells in its declarative shadow root), and unrendered (the CMS
  // path: the stand-in rules lay the light-DOM figures out in the same rows).
  const STREAMED_ROWS = [
    { path: '/gallery.html', drawing: 'drawn by the server', cell: /<div part="slide"/g, cells: () => document.getElementById('rows')?.shadowRoot?.querySelectorAll('[part~="slide"]').length ?? 0 },
    { path: '/plain/gallery.html', drawing: 'unrendered (CMS path)', cell: /<figure /g, cells: () => document.querySelectorAll('#rows > figure').length },
  ];
  for (const { path, drawing, cell, cells } of STREAMED_ROWS) {
    test(`a page that arrives in parts moves nothing as cells join the last justified row, ${drawing}`, async ({ page, baseURL }) => {
      const log = watchConsole(page);
      await page.setViewportSize({ width: 1000, height: 9000 });
      await watchLayoutShifts(page);
      const html = await (await page.request.get(path)).text();
      const rows = html.indexOf('id="rows"');
      const cut = rows + [...html.slice(rows).matchAll(cell)][6]!.index;
      const rowsEnd = html.indexOf('</ss-gallery>', rows) + '</ss-gallery>'.length;
      const served = await servePageInParts(baseURL!, path, [html.slice(0, cut), html.slice(cut, rowsEnd), html.slice(rowsEnd)]);
      try {
        await page.goto(served.url, { waitUntil: 'commit' });
        await expect.poll(() => page.evaluate(cells)).toBe(6);
        // Painted with six cells. (A loaded browser can also paint while those six arrive, when an
        // earlier row is still the last one: that is the first part arriving, not what is measured.)
        const painted = (await layoutShifts(page)).length;
        served.send(1);
        await expect.poll(() => page.evaluate(cells)).toBe(7);
        expect(await page.evaluate(() => customElements.get('ss-gallery')), 'no gallery code has run yet').toBeUndefined();
        expect((await layoutShifts(page)).slice(painted), 'shifts as the seventh cell joined').toEqual([]);
        // The rest of the page, then the code: quietly.
        served.send(2);
        await page.evaluate(() => customElements.whenDefined('ss-gallery'));
        expect(log).toEqual({ errors: [], warnings: [] });
      } finally {
        await served.close();
      }
    });
  }

  test('a visitor steps through the slideshow, opens the lightbox from the grid by keyboard and closes it', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/gallery.html');
    const slideshow = page.locator('#slideshow');
    await slideshow.getByRole('button', { name: 'Stop slide rotation' }).click();
    await expect(slideshow.getByRole('group', { name: '1 of 6' })).toBeVisible();
    await slideshow.getByRole('button', { name: 'Next slide', exact: true }).first().click();
    await expect(slideshow.locator('[part~="slide-active"]')).toHaveAttribute('aria-label', '2 of 6');
    await expect(page).toHaveURL(/\/gallery\.html$/);

    const grid = page.locator('#grid');
    await grid.getByRole('button', { name: 'Open Pastry case in the lightbox' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Photo grid' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('3 / 8')).toBeVisible();
    await expect(page).toHaveURL(/#itemId=pastry-case$/);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('4 / 8')).toBeVisible();
    await expect(page).toHaveURL(/#itemId=terrace$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/gallery\.html$/);
    // focus goes back to the slide that opened it
    await expect(grid.getByRole('button', { name: 'Open Pastry case in the lightbox' })).toBeFocused();
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('a shared link with #itemId opens that photo in one lightbox', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/gallery.html#itemId=sourdough');
    const dialogs = page.getByRole('dialog');
    await expect(dialogs).toHaveCount(1);
    await expect(dialogs.getByRole('img', { name: 'Sourdough' })).toBeVisible();
    await dialogs.getByRole('button', { name: 'Close' }).click();
    await expect(dialogs).toHaveCount(0);
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('the video shows its embed after the play button, in the same box', async ({ page }) => {
    const log = watchConsole(page);
    // The provider is not reachable from tests: answer its player URL with a blank page.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
    await page.goto('/gallery.html');
    const video = page.locator('#video');
    // a server-drawn block loads its code once it comes near the viewport
    await video.scrollIntoViewIfNeeded();
    await page.evaluate(() => customElements.whenDefined('ss-video'));
    const before = await video.boundingBox();
    // the page gives the embed's 16:9 box as --ss-video-padding, so it is the same before and after upgrade
    expect(before!.height).toBeCloseTo(before!.width * 0.5625, 0);
    await video.getByRole('button', { name: 'Play video: A morning at Harbour Café' }).click();
    const frame = video.locator('iframe[part~="embed"]');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&enablejsapi=1');
    const after = await video.boundingBox();
    expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('a video in the grid opens in the lightbox, plays after its play button and stops on the next photo', async ({ page }) => {
    const log = watchConsole(page);
    // The provider is not reachable from tests: answer its player URL with a blank page.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
    await page.goto('/gallery.html');
    const films = page.locator('#films');
    await films.getByRole('button', { name: 'Open A morning at the café in the lightbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Films and photos' });
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Play video: A morning at the café' }).click();
    const frame = dialog.locator('iframe[part~="lightbox-video-embed"]');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&enablejsapi=1');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByText('2 / 3')).toBeVisible();
    await expect(frame).toHaveCount(0);
    await expect(dialog.getByRole('img', { name: 'Latte art' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test("when the lightbox code cannot load, a click warns 'lightboxify is not available in this tier!' and the gallery keeps working", async ({ page }) => {
    const log = watchConsole(page);
    await page.route('**/chunks/Lightbox-*.js', (route) => route.abort());
    await page.goto('/gallery.html');
    const grid = page.locator('#grid');
    const open = grid.getByRole('button', { name: 'Open Pastry case in the lightbox' });
    await open.click();
    await expect.poll(() => log.warnings).toEqual(['Sitestack: <ss-gallery>: lightboxify is not available in this tier!']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
    // the other galleries still work
    const slideshow = page.locator('#slideshow');
    await slideshow.getByRole('button', { name: 'Stop slide rotation' }).click();
    await slideshow.getByRole('button', { name: 'Next slide', exact: true }).first().click();
    await expect(slideshow.locator('[part~="slide-active"]')).toHaveAttribute('aria-label', '2 of 6');
    // only the blocked request itself is in the console
    expect(log.errors.every((line) => line.includes('Failed to load'))).toBe(true);
  });

  test('?nomotion=true turns autoplay off: no rotation control, the slideshow stays put', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/gallery.html?nomotion=true');
    const slideshow = page.locator('#slideshow');
    await expect(slideshow.getByRole('group', { name: '1 of 6' })).toBeVisible();
    await expect(slideshow.getByRole('button', { name: 'Stop slide rotation' })).toHaveCount(0);
    await expect(slideshow.getByRole('button', { name: 'Start slide rotation' })).toHaveCount(0);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(5600);
    await expect(slideshow.locator('[part~="slide-active"]')).toHaveAttribute('aria-label', '1 of 6');
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('the list shows each image beside its caption (block data listImageSize 40)', async ({ page }) => {
    await page.goto('/gallery.html');
    await page.evaluate(() => customElements.whenDefined('ss-gallery'));
    const figure = page.locator('#list figure').first();
    const image = await figure.locator('img').boundingBox();
    const caption = await figure.locator('figcaption').boundingBox();
    const box = await figure.boundingBox();
    expect(image!.width).toBeCloseTo(box!.width * 0.4, 0);
    expect(caption!.x).toBeGreaterThan(image!.x + image!.width);
  });

  // Issue 15: with script disabled, galleries show every slide, whether the server drew them or not.
  for (const path of ['/gallery.html', '/plain/gallery.html']) {
    test(`without script every slide of every gallery shows and the sliding ones scroll to the rest (${path})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const slides = await page.evaluate(() =>
        [...document.querySelectorAll('ss-gallery > figure')].map((figure) => ({
          gallery: figure.parentElement!.id,
          shown: figure.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && figure.getBoundingClientRect().height > 50,
        })),
      );
      expect(slides.length).toBeGreaterThan(40);
      expect(slides.filter((slide) => !slide.shown)).toEqual([]);
      for (const id of ['slideshow', 'carousel', 'slider']) {
        // the row that scrolls: the element itself before upgrade, its slides in a server-drawn one
        const scrolls = await page.locator(`#${id}`).evaluate((host) =>
          [host, ...(host.shadowRoot?.querySelectorAll('[part~="slides"]') ?? [])].some((el) => getComputedStyle(el).overflowX === 'auto' && el.scrollWidth > el.clientWidth),
        );
        expect(scrolls, id).toBe(path === '/plain/gallery.html' && id === 'slideshow' ? false : true);
      }
      await context.close();
    });
  }
});
