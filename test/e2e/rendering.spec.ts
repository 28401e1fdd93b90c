import { readdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { CONTEXT, LOADER, page as testPage, visitEveryBlock, watchConsole } from './console.js';
import { servePageInParts } from './serve-in-parts.js';

/**
 * One rendering (docs/server-rendering.md): the site server draws every block of every demo
 * page into a declarative shadow root; the browser hydrates it without redrawing.
 */
const DEMO_PAGES = readdirSync(new URL('../../demo/', import.meta.url))
  .filter((name) => name.endsWith('.html'))
  .map((name) => `/${name}`);

const VIEWPORTS = [
  { name: 'phone', width: 412, height: 915 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Tags of the blocks on the page that have no server rendering. */
function unrenderedBlocks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('ss-') && ![...(element.shadowRoot?.children ?? [])].some((child) => child.hasAttribute('data-ss-root')))
      .map((element) => element.localName),
  );
}

/** Tags of server-rendered blocks still waiting to hydrate. */
function waitingBlocks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => [...(element.shadowRoot?.children ?? [])].some((child) => child.getAttribute('data-ss-root') === 'server'))
      .map((element) => element.localName),
  );
}

/** What a block's render root says: 'server' while its server drawing waits to hydrate, '' once React has it; null without one. */
function renderRootState(host: Locator): Promise<string | null> {
  return host.evaluate((element) => element.shadowRoot?.querySelector('[data-ss-root]')?.getAttribute('data-ss-root') ?? null);
}

/** Holds every chunk request until `release()`: the page shows only what the server drew. */
async function holdChunks(page: Page): Promise<{ release(): void }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/dist/chunks/**', (route) => (released ? route.continue() : void held.push(route)));
  return {
    release() {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/** Pixels that differ between two PNG screenshots, compared in the browser. */
async function differingPixels(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const load = async (base64: string) => createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const [first, second] = await Promise.all([load(a), load(b)]);
      if (first.width !== second.width || first.height !== second.height) return Number.POSITIVE_INFINITY;
      const pixels = (image: ImageBitmap) => {
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [p, q] = [pixels(first), pixels(second)];
      let differing = 0;
      for (let i = 0; i < p.length; i += 4) if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2]) differing++;
      return differing;
    },
    [before.toString('base64'), after.toString('base64')] as const,
  );
}

test.describe('server rendering', () => {
  for (const path of DEMO_PAGES) {
    test(`${path}: every block is drawn by the server, visible without script`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      expect(await unrenderedBlocks(page)).toEqual([]);
      await context.close();
    });

    test(`${path}: hydrates every block with no console warning or error`, async ({ page }) => {
      const log = watchConsole(page);
      await page.goto(path);
      await visitEveryBlock(page);
      await expect.poll(() => waitingBlocks(page), { timeout: 15_000 }).toEqual([]);
      expect(log).toEqual({ errors: [], warnings: [] });
    });

    for (const viewport of VIEWPORTS) {
      test(`${path}: the ${viewport.name} picture before hydration is the picture after it`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const chunks = await holdChunks(page);
        await page.goto(path, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const before = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        chunks.release();
        await expect.poll(async () => (await waitingBlocks(page)).length === 0 || (await page.evaluate(() => {
          // Blocks below the fold may wait, and so may blocks not drawn at all (the form inside a
          // popup that has not opened yet); those in view must have hydrated.
          return [...document.querySelectorAll('*')]
            .filter((element) => [...(element.shadowRoot?.children ?? [])].some((child) => child.getAttribute('data-ss-root') === 'server'))
            .every((element) => element.getClientRects().length === 0 || element.getBoundingClientRect().top > innerHeight + 200);
          // Polled often: the picture is taken right after hydration, before a timed overlay (a popup's delay) opens.
        })), { timeout: 15_000, intervals: [50] }).toBe(true);
        const after = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        expect(await differingPixels(page, before, after)).toBe(0);
        await context.close();
      });
    }
  }

  test('the code of a block in view is fetched as it comes into view; it runs when the browser is idle', async ({ page }) => {
    // Idle callbacks never come: the block in view must not hydrate, but its code must already be
    // on its way (React and the chunks it shares), so that it is there when hydration is due.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/forms.html');
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    await expect.poll(async () => (await scripts()).some((path) => /\/chunks\/react-[^/]+\.js$/.test(path)), { timeout: 10_000 }).toBe(true);
    expect(await waitingBlocks(page), 'nothing hydrated: the code waits for idle time').toContain('ss-form');
    expect(await page.evaluate(() => customElements.get('ss-form')), 'nor is it run').toBeUndefined();
  });

  test('while the page is still arriving, a drawn block in view already has its code fetched, and not run', async ({ page, baseURL }) => {
    // The form page up to the end of its first block, the rest held back (a long page on a slow
    // network): the block's code (React and the chunks it shares) is asked for now, not once the
    // whole page is parsed.
    const rendered = await (await page.request.get('/forms.html')).text();
    const cut = rendered.indexOf('</ss-form>') + '</ss-form>'.length;
    expect(cut).toBeGreaterThan('</ss-form>'.length);
    const served = await servePageInParts(baseURL!, '/forms.html', [rendered.slice(0, cut), rendered.slice(cut)]);
    try {
      const log = watchConsole(page);
      const reactAsked = page.waitForRequest(/\/chunks\/react-[^/]+\.js$/, { timeout: 10_000 });
      await page.goto(served.url, { waitUntil: 'commit' });
      await reactAsked;
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      expect(await waitingBlocks(page), 'nothing hydrated yet').toEqual(['ss-form']);
      expect(await page.evaluate(() => customElements.get('ss-form')), 'nor is its code run').toBeUndefined();
      // Once the page is parsed and the browser idle, it hydrates as before.
      served.send(1);
      await expect.poll(() => waitingBlocks(page), { timeout: 10_000 }).not.toContain('ss-form');
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await served.close();
    }
  });

  test('a page whose drawn blocks are all far below the first screen fetches no React until one comes near', async ({ page }) => {
    // The form page as served, with the blocks pushed far below the first screen.
    await page.route('**/forms.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<body([^>]*)>/, '<body$1><div id="spacer" style="height: 6000px"></div>');
      await route.fulfill({ response, body });
    });
    await page.goto('/forms.html');
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    // Analytics starts after idle time and after the blocks then due: by then nothing in view asked for code.
    await expect.poll(async () => (await scripts()).some((path) => /\/chunks\/start-analytics-[^/]+\.js$/.test(path)), { timeout: 10_000 }).toBe(true);
    expect((await scripts()).filter((path) => /\/chunks\/(react|form)-/.test(path)), 'no block code yet').toEqual([]);
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await scripts()).some((path) => /\/chunks\/react-[^/]+\.js$/.test(path)), { timeout: 10_000 }).toBe(true);
  });

  test('a page whose drawn blocks are all hidden fetches no React for them, also while it arrives', async ({ page, baseURL }) => {
    // The form page with both drawn blocks hidden by the page's own style (a block a layout shows
    // only at another size), served up to the end of its first block while the rest is held back:
    // the loader looks at the drawn blocks once a frame as the page arrives.
    const rendered = (await (await page.request.get('/forms.html')).text()).replace('</head>', '<style>ss-form, ss-newsletter { display: none }</style></head>');
    const cut = rendered.indexOf('</ss-form>') + '</ss-form>'.length;
    const served = await servePageInParts(baseURL!, '/forms.html', [rendered.slice(0, cut), rendered.slice(cut)]);
    try {
      await page.goto(served.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => Boolean(window.Sitestack && document.querySelector('ss-form')));
      // A few frames while the page is still loading: each is one look.
      const stillLoading = await page.evaluate(async () => {
        for (let i = 0; i < 5; i++) await new Promise((done) => requestAnimationFrame(done));
        return document.readyState;
      });
      expect(stillLoading).toBe('loading');
      const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      expect((await scripts()).filter((path) => /\/chunks\/(react|form)-/.test(path)), 'no block code while it arrives').toEqual([]);
      served.send(1);
      await expect.poll(async () => (await scripts()).some((path) => /\/chunks\/start-analytics-[^/]+\.js$/.test(path)), { timeout: 10_000 }).toBe(true);
      expect((await scripts()).filter((path) => /\/chunks\/(react|form)-/.test(path)), 'nor once it is parsed').toEqual([]);
    } finally {
      await served.close();
    }
  });

  test('a click that lands before the block\'s code arrives is not lost', async ({ page }) => {
    const chunks = await holdChunks(page);
    await page.goto('/');
    const delivery = page.locator('ss-accordion').getByRole('button', { name: 'Do you deliver?' });
    await delivery.click();
    chunks.release();
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  });

  test('"Add to cart" clicked before the product block\'s code arrives still adds, once, with the options chosen meanwhile', async ({ page }) => {
    const log = watchConsole(page);
    const chunks = await holdChunks(page);
    await page.goto('/shop.html');
    const product = page.locator('#product-harbour-blend');
    // The server's drawing: the browser's own fields take the choices, the click is held.
    await product.getByLabel('Size').selectOption('1 kg');
    await product.getByLabel('Grind').selectOption('Whole bean');
    await product.getByLabel('Quantity').fill('2');
    await product.getByRole('button', { name: 'Add to cart' }).click();
    expect(await page.evaluate(() => customElements.get('ss-product'))).toBeUndefined();
    chunks.release();
    await expect(product.getByRole('status')).toHaveText('Added to cart.');
    await expect(page.locator('ss-cart-count')).toContainText('Cart, 2 items');
    // Stored once, with the variant chosen before the code came.
    await page.reload();
    const cart = page.locator('ss-cart');
    await expect(cart.locator('[part~="entry-name"]')).toHaveText(['Harbour Blend Coffee Beans']);
    await expect(cart.getByRole('spinbutton', { name: 'Quantity: Harbour Blend Coffee Beans' })).toHaveValue('2');
    await expect(cart).toContainText('1 kg');
    expect(log.errors).toEqual([]);
  });

  test('an arrow key pressed on a slideshow before its code arrives is not lost: it moves the slide once the block hydrates', async ({ page }) => {
    const log = watchConsole(page);
    const chunks = await holdChunks(page);
    await page.goto('/gallery.html?nomotion=true');
    const slideshow = page.locator('#slideshow');
    await slideshow.getByRole('button', { name: 'Next slide', exact: true }).first().focus();
    await page.keyboard.press('ArrowRight');
    // Still the server's drawing: the key is held, not acted on.
    expect(await page.evaluate(() => customElements.get('ss-gallery'))).toBeUndefined();
    await expect(slideshow.locator('[part~="slide-active"]')).toHaveAttribute('aria-label', '1 of 6');
    chunks.release();
    await expect(slideshow.locator('[part~="slide-active"]')).toHaveAttribute('aria-label', '2 of 6');
    expect(log.errors).toEqual([]);
  });

  test('a tap on a drawn block while a long page is still arriving hydrates it then; blocks parsed later keep their drawing', async ({ page, baseURL }) => {
    // The gallery page as the server renders it, sent in three parts (a slow network, or a long
    // page on a slow phone): up to the photo grid (the slideshow and what follows it); then the
    // grid cut inside its light DOM (its drawing is there, its last photos are not); then the
    // rest, each part only when the test says.
    const rendered = await (await page.request.get('/gallery.html')).text();
    const gridStart = rendered.indexOf('<ss-gallery id="grid"');
    const cut = rendered.indexOf('<figure', rendered.indexOf('</template>', gridStart) + 1);
    const gridEnd = rendered.indexOf('</ss-gallery>', gridStart);
    expect(gridStart).toBeGreaterThan(rendered.indexOf('</ss-gallery>'));
    expect(cut).toBeGreaterThan(gridStart);
    expect(cut).toBeLessThan(gridEnd);
    // The last part also brings a gallery the server did not draw (a CMS's markup): it waits for the parsed page.
    const unrendered =
      '<ss-gallery id="unrendered" design="grid" label="Added by the CMS"><figure><img src="/images/harbour-dawn.svg" alt="Harbour at dawn" width="1600" height="1067"></figure>' +
      '<figure><img src="/images/espresso-bar.svg" alt="The espresso bar" width="1200" height="1200"></figure></ss-gallery>';
    const last = rendered.slice(cut).replace('</main>', `${unrendered}</main>`);
    expect(last).toContain(unrendered);
    const served = await servePageInParts(baseURL!, '/gallery.html', [rendered.slice(0, gridStart), rendered.slice(gridStart, cut), last]);
    try {
      const log = watchConsole(page);
      await page.goto(`${served.url}?nomotion=true`, { waitUntil: 'commit' });
      const slideshow = page.locator('#slideshow');
      const next = slideshow.getByRole('button', { name: 'Next slide', exact: true }).first();
      await expect(next).toBeVisible();
      // The loader has started (the rendered page runs it early) while the page is still loading.
      await expect.poll(() => page.evaluate(() => typeof window.Sitestack)).toBe('object');
      await next.click();
      // The tap fetched the slideshow's code, which hydrates it now, not once the page is parsed.
      await expect(slideshow.locator('[part~="slide-active"]')).toHaveAttribute('aria-label', '2 of 6');
      expect(await page.evaluate(() => document.readyState)).toBe('loading');

      // The grid arrives after its element was defined: the parser constructs it before its
      // drawing and photos. A tap on the drawing while its photos are still arriving is held...
      served.send(1);
      const firstPhoto = page.locator('#grid').getByRole('button', { name: 'Open Harbour at dawn in the lightbox' });
      await expect(firstPhoto).toBeVisible();
      await firstPhoto.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      // ...and acted on once the grid is parsed and hydrates.
      served.send(2);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Every gallery kept the server's drawing (the same slides) and hydrated without a mismatch.
      const galleries = await page.evaluate(async () => {
        await window.Sitestack!.upgrade();
        return [...document.querySelectorAll('ss-gallery')].map((host) => ({
          id: host.id,
          slides: host.shadowRoot?.querySelectorAll('[part~="slide"]').length ?? 0,
          photos: host.querySelectorAll(':scope > figure').length,
        }));
      });
      expect(galleries.length).toBeGreaterThan(5);
      expect(galleries).toContainEqual({ id: 'unrendered', slides: 2, photos: 2 });
      for (const gallery of galleries) expect(gallery.slides, `#${gallery.id} shows its slides`).toBe(gallery.photos);
      await expect.poll(() => page.evaluate(() => document.querySelectorAll('ss-gallery').length === document.querySelectorAll('ss-gallery:defined').length)).toBe(true);
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await served.close();
    }
  });

  test('Sitestack.upgrade() while a drawn block has arrived only up to its start tag leaves it drawn, with no stand-in', async ({ page, baseURL }) => {
    // The network stops right after `<ss-gallery id="grid" … data-ss-rendered="">`: its
    // declarative root has not arrived yet, which is not the same as one a CMS dropped.
    const rendered = await (await page.request.get('/gallery.html')).text();
    const gridStart = rendered.indexOf('<ss-gallery id="grid"');
    const cut = rendered.indexOf('>', gridStart) + 1;
    expect(rendered.startsWith('<template shadowrootmode="open">', cut)).toBe(true);
    const served = await servePageInParts(baseURL!, '/gallery.html', [rendered.slice(0, cut), rendered.slice(cut)]);
    try {
      const log = watchConsole(page);
      const standIns: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/dist/sitestack.css') standIns.push(request.url());
      });
      await page.goto(`${served.url}?nomotion=true`, { waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => typeof window.Sitestack)).toBe('object');
      await expect(page.locator('#grid')).toHaveCount(1);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      // A page script asks for every block now, while the grid is only a start tag.
      await page.evaluate(() => void window.Sitestack!.upgrade());
      await expect.poll(() => page.evaluate(() => customElements.get('ss-gallery') !== undefined)).toBe(true);
      await expect(page.locator('#grid')).toHaveAttribute('data-ss-rendered', '');
      served.send(1);
      await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading');
      // The grid keeps its mark and its drawing, hydrates, and no stand-in sheet was asked for.
      const grid = await page.evaluate(async () => {
        await window.Sitestack!.upgrade();
        const host = document.getElementById('grid')!;
        return { marked: host.hasAttribute('data-ss-rendered'), slides: host.shadowRoot?.querySelectorAll('[part~="slide"]').length ?? 0, photos: host.querySelectorAll(':scope > figure').length };
      });
      expect(grid.marked).toBe(true);
      expect(grid.slides).toBe(grid.photos);
      await expect.poll(() => renderRootState(page.locator('#grid'))).not.toBe('server');
      expect(standIns).toEqual([]);
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await served.close();
    }
  });

  test('on a page that gives its context through Sitestack.init(), a tap while the page arrives acts at once and the gallery hydrates there once it is parsed', async ({ page, baseURL }) => {
    // The page may still call init() before it is parsed, so no block is defined before that; the
    // slideshow's drawing takes the "Next" itself, and the gallery hydrates on that slide once the
    // page is parsed. (The gallery page, its context script turned into an init() call.)
    const rendered = await (await page.request.get('/gallery.html')).text();
    const contextScript = /<script[^>]*id="ss-context"[^>]*>([\s\S]*?)<\/script>/.exec(rendered);
    expect(contextScript).not.toBeNull();
    const withInit = rendered.replace(contextScript![0], '').replace('</main>', `</main><script type="module">window.Sitestack.init(${contextScript![1]});</script>`);
    const gridStart = withInit.indexOf('<ss-gallery id="grid"');
    const served = await servePageInParts(baseURL!, '/gallery.html', [withInit.slice(0, gridStart), withInit.slice(gridStart)]);
    try {
      const log = watchConsole(page);
      await page.goto(`${served.url}?nomotion=true`, { waitUntil: 'commit' });
      const slideshow = page.locator('#slideshow');
      await expect.poll(() => page.evaluate(() => typeof window.Sitestack)).toBe('object');
      await page.evaluate(() => document.querySelector('#slideshow')!.addEventListener('ss-gallery-change', (event) => ((window as unknown as { moves: unknown[] }).moves ??= []).push((event as CustomEvent).detail)));
      await slideshow.getByRole('button', { name: 'Next slide', exact: true }).first().click();
      // Moved by the drawing at once; its code is fetched, but the element waits for the page and its init() call.
      await expect(slideshow.locator('[part~="slide-active"]')).toHaveAttribute('aria-label', '2 of 6');
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/gallery-[^/]+\.js$/.test(entry.name)))).toBe(true);
      expect(await page.evaluate(() => [document.readyState, customElements.get('ss-gallery') === undefined])).toEqual(['loading', true]);
      served.send(1);
      await expect.poll(() => page.evaluate(() => (window as unknown as { moves?: unknown[] }).moves)).toEqual([{ index: 1, previousIndex: 0, slideId: 'espresso-bar' }]);
      await expect(slideshow.locator('[part~="slide-active"]')).toHaveAttribute('aria-label', '2 of 6');
      await expect(slideshow.locator('[part~="caption"]')).toHaveText('The espresso bar');
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await served.close();
    }
  });

  test("analytics starts only after the first screen's blocks have begun hydrating, also on a slowed CPU", async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const probe: { hydrated: Map<Element, number>; analyticsAt?: number } = { hydrated: new Map() };
      (window as unknown as { __probe: typeof probe }).__probe = probe;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (/\/start-analytics-[^/]+\.js$/.test(entry.name)) probe.analyticsAt ??= entry.startTime;
      }).observe({ type: 'resource', buffered: true });
      // When each block's render root stops saying "server" (its code is there and hydration has
      // begun: from then on an event on it is handled), as it happens.
      document.addEventListener('DOMContentLoaded', () => {
        for (const host of document.querySelectorAll('*')) {
          if (!host.localName.startsWith('ss-') || !host.shadowRoot) continue;
          new MutationObserver(() => probe.hydrated.set(host, performance.now())).observe(host.shadowRoot, { attributes: true, subtree: true, attributeFilter: ['data-ss-root'] });
        }
      });
    });
    await page.goto('/media.html');
    await page.waitForFunction(() => (window as unknown as { __probe: { analyticsAt?: number } }).__probe.analyticsAt !== undefined, null, { timeout: 30_000 });
    const report = await page.evaluate(() => {
      const probe = (window as unknown as { __probe: { hydrated: Map<Element, number>; analyticsAt: number } }).__probe;
      const firstScreen = [...document.querySelectorAll('*')].filter((host) => {
        const box = host.getBoundingClientRect();
        return host.localName.startsWith('ss-') && box.top < innerHeight && box.bottom > 0;
      });
      return { analyticsAt: probe.analyticsAt, blocks: firstScreen.map((host) => ({ tag: host.localName, hydratedAt: probe.hydrated.get(host) ?? null })) };
    });
    expect(report.blocks.length).toBeGreaterThan(1);
    for (const block of report.blocks) {
      expect(block.hydratedAt, `${block.tag} began hydrating`).not.toBeNull();
      expect(block.hydratedAt!, `${block.tag} began hydrating before analytics was asked for`).toBeLessThanOrEqual(report.analyticsAt);
    }
  });

  test('text typed into a rendered form before its code arrives is counted at once, kept, and counted after hydration', async ({ page }) => {
    const log = watchConsole(page);
    const chunks = await holdChunks(page);
    await page.goto('/forms.html');
    const form = page.locator('ss-form').first();
    const message = form.getByRole('textbox', { name: 'Message' });
    // Typed while the block is still the server's drawing: the browser's own field takes it.
    await message.click();
    await message.pressSequentially('Table for four on Friday');
    await form.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
    expect(await page.evaluate(() => customElements.get('ss-form'))).toBeUndefined();
    // Its character counter counts it already (spec 01 §5), with the form's code still held back.
    await expect(form.getByText('24 / 500')).toBeVisible();
    chunks.release();
    await page.waitForFunction(() => customElements.get('ss-form') !== undefined);
    // Typing hydrates the block at once: its root is no longer the server's drawing.
    await expect.poll(() => renderRootState(form)).not.toBe('server');
    // Hydration kept what was typed, and the form follows it from then on.
    await expect(message).toHaveValue('Table for four on Friday');
    await message.pressSequentially('!');
    await expect(message).toHaveValue('Table for four on Friday!');
    await expect(form.getByText('25 / 500')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('early@example.com');
    expect(log.errors).toEqual([]);
  });

  test('a page whose blocks are all rendered asks for no stand-in stylesheet; one that gains an unrendered block gets it', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/dist/sitestack.css') asked.push(page.url());
    });
    for (const path of DEMO_PAGES) {
      await page.goto(path);
      // (A page without the loader, such as the booking widget's own page, has nothing to start.)
      await page.waitForFunction(() => !document.querySelector('script[src$="/sitestack.js"]') || window.Sitestack?.lifecycle.state === 'initialised');
    }
    // The stand-ins are for blocks the server did not draw: not one demo page needed them.
    expect(asked).toEqual([]);
    // A block a script adds later (a CMS widget) shows its stand-in until its code arrives.
    await page.evaluate(() => {
      // (Built with DOM calls: the page requires Trusted Types for HTML strings.)
      const details = document.createElement('details');
      details.append(Object.assign(document.createElement('summary'), { textContent: 'Late' }), Object.assign(document.createElement('p'), { textContent: 'x' }));
      const block = document.createElement('ss-accordion');
      block.append(details);
      document.querySelector('main')!.append(block);
    });
    await expect(page.locator('link[rel="stylesheet"][href$="/sitestack.css"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Late' })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('a rendered page whose declarative shadow roots a sanitiser dropped shows the stand-ins, then draws its blocks in the browser', async ({ page }) => {
    // A CMS that cleans pasted HTML the way DOMPurify does keeps `<template>` but drops its
    // `shadowrootmode`: the hosts still say `data-ss-rendered`, yet nothing is drawn in them.
    const log = watchConsole(page);
    await page.route('**/gallery.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll(' shadowrootmode="open"', '') });
    });
    const chunks = await holdChunks(page);
    await page.goto('/gallery.html');
    await page.waitForFunction(() => window.Sitestack?.lifecycle.state === 'initialised');
    const grid = page.locator('ss-gallery#grid');
    expect(await grid.evaluate((host) => host.shadowRoot)).toBeNull();
    // Before its code: an unrendered block, laid out by the stand-in rules (a grid of its photos:
    // the first two side by side).
    await expect(page.locator('link[rel="stylesheet"][href$="/sitestack.css"]')).toHaveCount(1);
    await expect(grid).not.toHaveAttribute('data-ss-rendered');
    await expect
      .poll(() =>
        grid.evaluate((host) => {
          const [first, second] = [...host.querySelectorAll(':scope > figure')].map((figure) => figure.getBoundingClientRect());
          return Boolean(first && second && Math.round(first.top) === Math.round(second.top) && second.left >= first.right);
        }),
      )
      .toBe(true);
    chunks.release();
    // Then drawn in the browser, every slide there, with no console warning or error.
    const slideshow = page.locator('ss-gallery#slideshow');
    await expect(slideshow.locator('[part~="next"]')).toBeVisible();
    for (const host of await page.locator('ss-gallery').all()) {
      const figures = await host.evaluate((element) => element.querySelectorAll(':scope > figure').length);
      await expect.poll(() => host.evaluate((element) => element.shadowRoot?.querySelectorAll('[part~="slide"]').length ?? 0)).toBe(figures);
    }
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('the unrendered twin of a page (/plain/) still links the stand-in stylesheet and draws its blocks in the browser', async ({ page }) => {
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/dist/sitestack.css');
    await page.goto('/plain/gallery.html');
    await asked;
    // No declarative shadow root came with the page: the slideshow's controls are React's drawing.
    const slideshow = page.locator('ss-gallery').first();
    await expect(slideshow.locator('[part~="next"]')).toBeVisible();
    expect(await renderRootState(slideshow)).not.toBe('server');
  });

  test('the unrendered twin of a page (/plain/) is served as written, for a CMS-style check', async ({ request }) => {
    const plain = await (await request.get('/plain/index.html')).text();
    expect(plain).not.toContain('shadowrootmode');
    const rendered = await (await request.get('/index.html')).text();
    expect(rendered).toContain('<template shadowrootmode="open">');
  });

  test('a gallery drawn on its item\'s address starts on that slide and hydrates there, without a mismatch', async ({ page, baseURL }) => {
    // spec 03 §2 address sync through the collection URL: /photos/terrace names the slide "terrace"
    const slides = ['harbour-dawn', 'roastery', 'terrace'].map((id) => `<figure data-slide-id="${id}"><img src="/images/${id}.svg" alt="${id}" width="600" height="400"></figure>`).join('');
    const url = new URL('/photos/terrace?nomotion=true', baseURL).href;
    // The built renderer (as `npm start` and the render command use it).
    const { renderPage } = (await import(new URL('../../dist/ssr/index.js', import.meta.url).href)) as typeof import('../../src/ssr/index.js');
    const { html } = await renderPage(testPage(CONTEXT + LOADER, `<ss-gallery id="album" design="slideshow" history collection-url="/photos">${slides}</ss-gallery>`), { url });
    const served = await servePageInParts(baseURL!, '/photos/terrace', [html]);
    try {
      const log = watchConsole(page);
      await page.goto(`${served.url}?nomotion=true`);
      const active = () => page.locator('#album').evaluate((host) => host.shadowRoot!.querySelector('[part~="slide-active"]')?.getAttribute('data-index'));
      expect(await active()).toBe('2');
      await page.locator('#album').hover();
      await page.locator('#album').focus();
      await expect.poll(() => renderRootState(page.locator('#album'))).not.toBe('server');
      expect(await active()).toBe('2');
      expect(new URL(page.url()).pathname).toBe('/photos/terrace');
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await served.close();
    }
  });


  test('a form drawn for one address and served at another takes the query\'s hidden value as it hydrates, quietly', async ({ page, baseURL }) => {
    // spec 02 §3: a hidden field takes the page query's parameter of its key (demo: utm_source), else its default
    const rendered = await (await page.request.get('/forms.html')).text();
    const served = await servePageInParts(baseURL!, '/forms.html', [rendered]);
    try {
      const log = watchConsole(page);
      const chunks = await holdChunks(page);
      await page.goto(`${served.url}?utm_source=newsletter-ad`);
      const hidden = () => page.locator('#contact-form').evaluate((host) => host.shadowRoot!.querySelector<HTMLInputElement>('input[type="hidden"][name="source"]')!.value);
      // The server's drawing, made for /forms.html without a query.
      expect(await hidden()).toBe('direct');
      chunks.release();
      await page.locator('#contact-form').getByLabel('Message').focus();
      await expect.poll(() => renderRootState(page.locator('#contact-form'))).not.toBe('server');
      await expect.poll(hidden).toBe('newsletter-ad');
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await served.close();
    }
  });

});
