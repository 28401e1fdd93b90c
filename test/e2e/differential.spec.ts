import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import fc from 'fast-check';
import type { renderPage as RenderPage, bundleFiles as BundleFilesOf, SiteApi } from '../../src/ssr/index.js';
import { watchConsole } from './console.js';
import { describePage, manifestElements, pageHtml, pageSpecs, type PageSpec } from './differential-pages.js';

/**
 * One rendering, proven (docs/server-rendering.md): for every element of `custom-elements.json`,
 * generated pages (differential-pages.ts) are drawn twice in Chromium: (1) rendered by the built
 * server renderer (dist/ssr) and hydrated, every block forced to hydrate; (2) the same page as its
 * author wrote it, drawn by the browser alone. The test fails on a hydration error, on a block left
 * unhydrated, and on any difference between the two drawings: the whole body, each shadow root
 * serialised with its attributes (production React does not compare attributes, so a silent
 * divergence would otherwise stay), after the normalisations `drawingOf` lists.
 *
 * On purpose the server and the visitor differ in where and when they are: the renderer runs in
 * SERVER_TIME_ZONE at the real time, the browser in BROWSER_TIME_ZONE with its clock
 * BROWSER_CLOCK_AHEAD_MS ahead (another day and month), and the page is rendered for the renderer's
 * default address (http://localhost/) and served at the test server's (http://127.0.0.1:PORT/).
 *
 * A fixed seed and DIFF_RUNS pages per element (2 by default; `DIFF_RUNS=200` for a long run,
 * `DIFF_SEED` for another seed). A failure prints its shrunk page as written and the diff.
 */

const RUNS = Number(process.env.DIFF_RUNS ?? 2);
const SEED = Number(process.env.DIFF_SEED ?? 4747);
/** UTC+14: the first zone into a new day. */
const SERVER_TIME_ZONE = 'Pacific/Kiritimati';
/** UTC-11: a day behind the server's, nearly all day. */
const BROWSER_TIME_ZONE = 'Pacific/Pago_Pago';
const BROWSER_CLOCK_AHEAD_MS = 40 * 24 * 3600 * 1000;
/** Served here: a still slideshow (spec 03 §2 nomotion), so autoplay does not move one drawing and not the other. */
const SERVED_PATH = '/?nomotion=true';
/** How long a page must be still before its drawing is read (a fetch's retry comes 200 ms after a failure, spec 02 §8). */
const QUIET_MS = 400;
/** Time per page of an element's run; past it (a difference shrinking) the run stops and reports the page as shrunk so far. */
const CASE_BUDGET_MS = Number(process.env.DIFF_CASE_MS ?? 25_000);

let renderer: Promise<{ renderPage: typeof RenderPage; bundle: Awaited<ReturnType<typeof BundleFilesOf>>; api: SiteApi }> | null = null;

/**
 * The page as the built server renderer draws it, in the server's time zone, for its default
 * address, with the test server's site API for the blocks that show fetched data (as `--api`).
 */
async function serverRendered(html: string): Promise<string> {
  renderer ??= import(new URL('../../dist/ssr/index.js', import.meta.url).href).then(async (module: typeof import('../../src/ssr/index.js')) => ({
    renderPage: module.renderPage,
    bundle: await module.bundleFiles(),
    api: module.siteApiOverHttp(test.info().project.use.baseURL!),
  }));
  const { renderPage, bundle, api } = await renderer;
  const zone = process.env.TZ;
  process.env.TZ = SERVER_TIME_ZONE;
  try {
    return (await renderPage(html, { bundle, api })).html;
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}

/** Shifts the page's clock (Date) ahead; timers and performance.now() run as ever. */
function shiftClock(aheadMs: number): void {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + aheadMs);
      else super(...(args as [number]));
    }
    static override now(): number {
      return RealDate.now() + aheadMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/** Counts the page's fetches in flight, so a drawing is read once what it asked for has come. */
function countFetches(): void {
  const fetch = window.fetch;
  let inFlight = 0;
  let activity = 0;
  window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
    inFlight++;
    activity++;
    return fetch.apply(this, args).finally(() => {
      inFlight--;
      activity++;
    });
  } as typeof fetch;
  Object.defineProperty(window, '__fetchesInFlight', { get: () => inFlight });
  Object.defineProperty(window, '__fetchActivity', { get: () => activity });
}

/**
 * The drawing of the page's body once it has settled (QUIET_MS with no change in the page or in any
 * shadow root and no fetch started, ended or in flight), one node a line. Normalised, and only this:
 * - comments are left out (React's server markup separates texts with `<!-- -->`, which stay in
 *   the hydrated DOM; a browser drawing has none) and adjacent texts are one text;
 * - in a shadow root, the stylesheets (`<style>`, `<link rel="stylesheet">`: the server inlines or
 *   links the same sheets the browser adopts) and the server data script are left out, and on the
 *   render root `data-ss-url` (the address the server drew for) and `data-ss-hydrate` (when the
 *   loader is to hydrate it) are dropped: they are the server's notes to the loader;
 * - `data-ss-rendered` on a host (the server's mark) is dropped;
 * - React's generated ids (useId: `_R_…_` in the server's markup, `_r_…_` in a browser drawing)
 *   are numbered in order of appearance in each shadow root, wherever an attribute holds them;
 * - `style` attributes are read as the browser parses them, declarations sorted (`a:b` and
 *   `a: b;`, or the same declarations set in another order, are one style);
 * - an `<option>`'s `selected` is its selectedness (React's server writes the attribute, React in
 *   the browser sets the property);
 * - a `<noscript>`'s content is left out (the page runs script, so it is never shown, and React in
 *   the browser does not draw it);
 * - the plain fallback form of a form or newsletter (`form.ssf-form` in its light DOM) is left out:
 *   the server removes it, as its drawing is itself the no-script form (docs/server-rendering.md);
 * - on an `<img>`, how it loads is left out (`loading`, and the image loader's `loading` class
 *   while it loads): the server gives a lazy image its source with native lazy loading, the
 *   browser's image loader loads it from script (prepare-gallery.ts); its `src` is compared;
 * - a `<p>` that holds nothing but a block (and whitespace) is read as that block: the server writes
 *   a block that took back its items from an editor's paragraphs in the place of the paragraph, as
 *   the parser could not keep the items inside a block inside a `<p>` (render-page.ts), while the
 *   browser takes them back into the block where it stands, in its paragraph.
 */
async function drawingOf(quietMs: number): Promise<string> {
  const serialise = (): string => {
    const lines: string[] = [];
    let generatedIds = new Map<string, string>();
    const attributesOf = (element: Element) =>
      Array.from(element.attributes)
        .filter(({ name }) => name !== 'data-ss-rendered' && !(['data-ss-url', 'data-ss-hydrate'].includes(name) && element.hasAttribute('data-ss-root')))
        .filter(({ name }) => !(name === 'selected' && element instanceof HTMLOptionElement))
        .map(({ name, value }) => ({ name, value: element.localName === 'img' && name === 'class' ? value.split(/\s+/).filter((token) => token && token !== 'loading').join(' ') : value }))
        .filter(({ name, value }) => !(element.localName === 'img' && (name === 'loading' || (name === 'class' && !value))))
        .map(({ name, value }) => {
          const text =
            name === 'style'
              ? Array.from((element as HTMLElement).style, (property) => `${property}: ${(element as HTMLElement).style.getPropertyValue(property)}`).sort().join('; ')
              : value.replace(/_[rR]_[0-9a-zA-Z]*_/g, (id) => {
                  const key = id.toLowerCase();
                  if (!generatedIds.has(key)) generatedIds.set(key, `(generated id ${generatedIds.size + 1})`);
                  return generatedIds.get(key)!;
                });
          return `${name}=${JSON.stringify(text)}`;
        })
        .concat(element instanceof HTMLOptionElement && element.selected ? ['(selected)'] : [])
        .sort()
        .join(' ');
    /** A paragraph around nothing but a block: read as the block. */
    const unwrapped = (element: Element): Element => {
      if (element.localName !== 'p') return element;
      const only = Array.from(element.childNodes).filter((node) => node.nodeType !== Node.TEXT_NODE || node.textContent!.trim());
      const block = only[0] as Element | undefined;
      return only.length === 1 && block?.nodeType === Node.ELEMENT_NODE && block.localName.startsWith('ss-') ? block : element;
    };
    const walk = (parent: Node, depth: number, inShadow: boolean) => {
      const indent = '  '.repeat(depth);
      let text = '';
      const flush = () => {
        if (text) lines.push(indent + JSON.stringify(text));
        text = '';
      };
      for (const child of Array.from(parent.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) text += (child as Text).data;
        if (child.nodeType !== Node.ELEMENT_NODE) continue;
        const element = unwrapped(child as Element);
        if (inShadow && parent instanceof ShadowRoot && element.matches('style, link[rel~="stylesheet" i], script[data-ss-server-data]')) continue;
        if (!inShadow && ['ss-form', 'ss-newsletter'].includes(parent.nodeName.toLowerCase()) && element.matches('form.ssf-form')) continue;
        flush();
        const attributes = attributesOf(element);
        lines.push(`${indent}<${element.localName}${attributes ? ` ${attributes}` : ''}>`);
        if (element.shadowRoot) {
          const outer = generatedIds;
          generatedIds = new Map();
          lines.push(`${indent}  #shadow-root`);
          walk(element.shadowRoot, depth + 2, true);
          lines.push(`${indent}  #light`);
          generatedIds = outer;
        }
        if (element.localName !== 'noscript') walk(element instanceof HTMLTemplateElement ? element.content : element, depth + 1, inShadow);
      }
      flush();
    };
    walk(document.body, 0, false);
    return lines.join('\n');
  };
  // Quiet: nothing changed in the page or in a shadow root, and no fetch started or ended, for quietMs.
  const activity = () => (window as unknown as { __fetchActivity: number }).__fetchActivity;
  let changedAt = performance.now();
  const observer = new MutationObserver(() => (changedAt = performance.now()));
  const observe = (root: Node) => {
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    for (const element of (root as ParentNode).querySelectorAll('*')) if (element.shadowRoot) observe(element.shadowRoot);
  };
  observe(document.body);
  let lastActivity = activity();
  const startedAt = performance.now();
  while (performance.now() - startedAt < 15_000) {
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 100 }));
    await new Promise<void>((resolve) => setTimeout(resolve, 50));
    if (activity() !== lastActivity || (window as unknown as { __fetchesInFlight: number }).__fetchesInFlight > 0) {
      lastActivity = activity();
      changedAt = performance.now();
    }
    if (performance.now() - changedAt >= quietMs) break;
  }
  observer.disconnect();
  return serialise() + (performance.now() - changedAt >= quietMs ? '' : '\n(still changing after 15 s)');
}

/** Hosts whose server drawing still waits for hydration; each is told to hydrate now (the loader's ss-hydrate-now). */
function hydrateEveryBlock(): string[] {
  const waiting = Array.from(document.querySelectorAll('*')).filter(
    (host) => host.localName.startsWith('ss-') && Array.from(host.shadowRoot?.children ?? []).some((child) => child.getAttribute('data-ss-root') === 'server'),
  );
  for (const host of waiting) host.dispatchEvent(new Event('ss-hydrate-now'));
  return waiting.map((host) => host.localName);
}

interface BrowserDrawing {
  drawing: string;
  hydrationErrors: string[];
  uncaught: string[];
  unhydrated: string[];
}

interface DrawOptions {
  /** Before the block's code arrives (its chunks held until this is done): a visitor's step on the server's drawing. */
  beforeCode?: (page: Page) => Promise<void>;
  /** Once every block is drawn and hydrated. */
  afterHydration?: (page: Page) => Promise<void>;
}

/** Opens `html` as the page at SERVED_PATH, in the visitor's zone and clock, hydrates every block and reads the drawing. */
async function drawInBrowser(browser: Browser, baseURL: string, html: string, options: DrawOptions = {}): Promise<BrowserDrawing> {
  const context = await browser.newContext({ baseURL, timezoneId: BROWSER_TIME_ZONE, reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(shiftClock, BROWSER_CLOCK_AHEAD_MS);
    await context.addInitScript(countFetches);
    const page = await context.newPage();
    const log = watchConsole(page);
    const origin = new URL(baseURL).origin;
    await page.route(
      (url) => url.origin === origin && url.pathname === '/',
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    const held: Route[] = [];
    let holding = Boolean(options.beforeCode);
    if (holding) await page.route('**/dist/chunks/**', (route) => (holding ? void held.push(route) : route.continue()));
    await page.goto(SERVED_PATH);
    if (options.beforeCode) {
      await options.beforeCode(page);
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    }
    await page.waitForFunction(() => window.Sitestack?.lifecycle.state === 'initialised');
    await page.evaluate(() => window.Sitestack!.upgrade());
    let unhydrated: string[] = [];
    try {
      await page.waitForFunction(hydrateEveryBlock, null, { polling: 50, timeout: 10_000 });
    } catch {
      unhydrated = await page.evaluate(hydrateEveryBlock);
    }
    await options.afterHydration?.(page);
    const drawing = await page.evaluate(drawingOf, QUIET_MS);
    return {
      drawing,
      hydrationErrors: log.errors.filter((error) => /did not match|hydrat/i.test(error)),
      uncaught: log.errors.filter((error) => error.startsWith('uncaught:')),
      unhydrated,
    };
  } finally {
    await context.close();
  }
}

/** The lines that differ between two drawings, with two lines of context (a longest-common-subsequence diff). */
function lineDiff(server: string, browser: string): string {
  const a = server.split('\n');
  const b = browser.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: Array<{ mark: ' ' | '-' | '+'; line: string }> = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ mark: ' ', line: a[i++]! });
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) out.push({ mark: '+', line: b[j++]! });
    else out.push({ mark: '-', line: a[i++]! });
  }
  const near = (k: number) => out.slice(Math.max(0, k - 2), k + 3).some((entry) => entry.mark !== ' ');
  return out
    .map((entry, k) => (near(k) ? `${entry.mark} ${entry.line}` : null))
    .filter((line, k, lines) => line !== null || lines[k - 1] !== null)
    .map((line) => line ?? '  …')
    .join('\n');
}

/** Draws the page both ways and throws, with the page and the diff, when they differ. */
async function compareDrawings(browser: Browser, baseURL: string, spec: PageSpec, label: string, options: { server?: DrawOptions; browser?: DrawOptions } = {}): Promise<void> {
  const html = pageHtml(spec);
  const rendered = await serverRendered(html);
  const [server, own] = await Promise.all([drawInBrowser(browser, baseURL, rendered, options.server), drawInBrowser(browser, baseURL, html, options.browser)]);
  const problems = [
    ...server.hydrationErrors.map((error) => `hydration error: ${error}`),
    ...server.unhydrated.map((tag) => `<${tag}> left unhydrated`),
    ...server.uncaught.map((error) => `server-drawn page: ${error}`),
    ...own.uncaught.map((error) => `browser-drawn page: ${error}`),
  ];
  if (server.drawing !== own.drawing) problems.push(`the drawings differ (- server, hydrated; + browser):\n${lineDiff(server.drawing, own.drawing)}`);
  if (problems.length) throw new Error(`${label}: ${describePage(spec)}\n\nThe page as written:\n${html}\n\n${problems.join('\n')}`);
}

test.describe('one rendering, over generated pages', () => {
  for (const { tag, attributes } of manifestElements()) {
    test(`<${tag}>: the server's drawing, hydrated, is the browser's own`, async ({ browser, baseURL }) => {
      test.setTimeout(60_000 + RUNS * CASE_BUDGET_MS);
      await fc.assert(
        fc.asyncProperty(pageSpecs(tag, attributes), async (spec) => {
          await compareDrawings(browser, baseURL!, spec, 'server and browser drawings differ');
        }),
        { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: RUNS * CASE_BUDGET_MS, markInterruptAsFailure: true },
      );
    });
  }
});

/** Clicks the first slideshow's Next button, when it has an enabled one; true when it did. */
async function stepSlideshow(page: Page): Promise<boolean> {
  const next = page.locator('ss-gallery').first().locator('button[part~="next"]').first();
  if (!(await next.count()) || !(await next.isEnabled())) return false;
  await next.click();
  return true;
}

/** The index of the slide the first slideshow shows, as drawn. */
const shownSlide = (page: Page) => page.locator('ss-gallery').first().evaluate((host) => host.shadowRoot?.querySelector('[part~="slide-active"]')?.getAttribute('data-index') ?? null);

/** The demo's first gallery as written, drawn as a slideshow, alone on its page. */
function asWrittenSlideshow(attributes: readonly { name: string }[]): PageSpec {
  return {
    tag: 'ss-gallery',
    instance: 0,
    attributes: { ...Object.fromEntries(attributes.map((attribute) => [attribute.name, { keep: true }])), design: { value: 'slideshow' } },
    lightDom: 'as-written',
    blockData: 'as-written',
    edgeText: '',
    context: 'demo',
    locale: null,
    currency: null,
    timeZone: null,
    pinIt: false,
    instances: 1,
    wrapper: 'none',
  };
}

test('a slideshow stepped before its code arrives, then hydrated, is the browser\'s own slideshow stepped once', async ({ browser, baseURL }) => {
  // The early step (drawn-slideshow.ts) changes the server's drawing by hand before hydration;
  // hydration must then find exactly what the component renders on that slide.
  test.setTimeout(60_000 + RUNS * 2 * CASE_BUDGET_MS);
  const gallery = manifestElements().find((element) => element.tag === 'ss-gallery')!;
  // How many pages took their step in the server's drawing, before the code came (not vacuous).
  let steppedEarly = 0;
  const slideshows = pageSpecs('ss-gallery', gallery.attributes).map((spec): PageSpec => ({ ...spec, attributes: { ...spec.attributes, design: { value: 'slideshow' } }, wrapper: 'none' }));
  await fc.assert(
    fc.asyncProperty(slideshows, async (spec) => {
      await compareDrawings(browser, baseURL!, spec, 'a slideshow stepped before hydration differs from one stepped after', {
        server: {
          beforeCode: async (page) => {
            await page.waitForFunction(() => typeof window.Sitestack === 'object');
            const before = await shownSlide(page);
            if ((await stepSlideshow(page)) && (await shownSlide(page)) !== before) steppedEarly++;
          },
        },
        browser: { afterHydration: async (page) => void (await stepSlideshow(page)) },
      });
    }),
    {
      seed: SEED,
      numRuns: RUNS * 2,
      interruptAfterTimeLimit: RUNS * 2 * CASE_BUDGET_MS,
      markInterruptAsFailure: true,
      // First the demo's own first gallery as a slideshow, as written: one page that surely steps.
      examples: [[asWrittenSlideshow(gallery.attributes)]],
    },
  );
  expect(steppedEarly, 'pages whose server drawing took the step before the code came').toBeGreaterThan(0);
});

/** A minimal page rendered for the default address, opened at the test server's; every block hydrated. */
async function openRendered(browser: Browser, baseURL: string, body: string, context = '{"website":{"id":"w1"}}') {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Minimal page</title><script type="application/json" id="ss-context">${context}</script><script type="module" src="/dist/sitestack.js"></script></head><body><main>${body}</main></body></html>`;
  const rendered = await serverRendered(html);
  const page = await browser.newPage({ baseURL });
  const log = watchConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route((url) => url.origin === new URL(baseURL).origin && url.pathname === '/', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: rendered }));
  await page.goto(SERVED_PATH);
  await page.waitForFunction(() => window.Sitestack?.lifecycle.state === 'initialised');
  await page.evaluate(() => window.Sitestack!.upgrade());
  await page.waitForFunction(hydrateEveryBlock, null, { polling: 50 });
  return { page, log, requested, rendered };
}

test('a page rendered for the default address and served at another asks nothing of that address (issue 47, cause 5)', async ({ browser, baseURL }) => {
  const figures = ['harbour-dawn', 'espresso-bar', 'terrace']
    .map((id) => `<figure data-slide-id="${id}" data-image-dimensions="1600x1067"><img data-src="/images/${id}.svg" alt="${id}"></figure>`)
    .join('');
  const body =
    `<ss-gallery design="slideshow" thumbnails>${figures}</ss-gallery>` +
    '<ss-audio label="Album"><audio src="/audio/morning-tide.wav" data-title="Morning Tide"></audio><audio src="audio/salt-roads.wav" data-title="Salt Roads"></audio></ss-audio>' +
    '<ss-image layout="card"><img src="/images/bakery-team.svg" alt="The bakery team" width="1600" height="1067"><h2>Baked at dawn</h2></ss-image>';
  const context = '{"website":{"id":"w1","baseUrl":"https://cafe.example"},"websiteSettings":{"pinterestOverlayOptions":{"mode":"auto"}}}';
  const { page, log, requested, rendered } = await openRendered(browser, baseURL!, body, context);
  try {
    // Nothing in the rendered page names the address it was rendered for, and the visitor's browser asks nothing of it.
    expect(rendered).not.toContain('localhost');
    await expect(page.locator('ss-gallery').locator('[part~="thumbnail"] img').first()).toHaveAttribute('src', '/images/harbour-dawn.svg');
    await expect.poll(() => requested.filter((url) => /\/images\/|\/audio\//.test(url)).length).toBeGreaterThan(0);
    expect(requested.filter((url) => new URL(url).hostname === 'localhost')).toEqual([]);
    // The Pin-it link shares the site's address (the page context), with the drawn path.
    const pin = new URL((await page.locator('ss-image').locator('[part~="pin-it"]').getAttribute('href'))!);
    expect([pin.searchParams.get('url'), pin.searchParams.get('media')]).toEqual(['https://cafe.example/', 'https://cafe.example/images/bakery-team.svg']);
    expect(log.errors).toEqual([]);
  } finally {
    await page.close();
  }
});

test('a block WordPress wrapped in paragraphs is rendered with its items once, inside it, and hydrates (issue 47, cause 7)', async ({ browser, baseURL }) => {
  const body = '<p><ss-accordion></p>\n<details><summary>Open?</summary><p>7-17</p></details>\n<details><summary>Deliver?</summary><p>Yes</p></details>\n<p></ss-accordion></p>\n<p>After the block.</p>';
  const { page, log } = await openRendered(browser, baseURL!, body);
  try {
    expect(await page.evaluate(() => Array.from(document.querySelectorAll('details'), (item) => `${item.parentElement!.localName}: ${item.querySelector('summary')!.textContent}`))).toEqual([
      'ss-accordion: Open?',
      'ss-accordion: Deliver?',
    ]);
    await expect(page.locator('ss-accordion').getByRole('button')).toHaveText(['Open?', 'Deliver?']);
    expect(log).toEqual({ errors: [], warnings: [] });
  } finally {
    await page.close();
  }
});

test('the manifest has an element for every block the loader knows', () => {
  expect(manifestElements().length).toBeGreaterThanOrEqual(30);
});
