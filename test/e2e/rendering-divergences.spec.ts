import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { CONTEXT, LOADER, page as testPage, watchConsole } from './console.js';
import { servePageInParts } from './serve-in-parts.js';

/**
 * Pages on which the server's drawing and the browser's own once differed (issue 47), each its
 * smallest page: rendered by the built renderer in one time zone and at one time, served at
 * another address than it was rendered for, and hydrated by a visitor in another time zone and on
 * another day. Each block must hydrate with no console error and show what the browser would draw.
 */
const SERVER_ZONE = 'Pacific/Kiritimati'; // UTC+14
const VISITOR_ZONE = 'America/Los_Angeles'; // UTC-8 or -7
const DAY_MS = 86_400_000;

type Renderer = typeof import('../../src/ssr/index.js');

/** Renders `body` with the built renderer (as `sitestack render` does) in the server's time zone. */
async function renderOnServer(body: string, options: { head?: string; api?: import('../../src/ssr/index.js').SiteApi } = {}): Promise<string> {
  const { renderPage } = (await import(new URL('../../dist/ssr/index.js', import.meta.url).href)) as Renderer;
  const zone = process.env.TZ;
  process.env.TZ = SERVER_ZONE;
  try {
    const { html, skipped } = await renderPage(testPage((options.head ?? CONTEXT) + LOADER, body), { url: 'http://www.example.com/drawn-here', ...(options.api ? { api: options.api } : {}) });
    expect(skipped).toEqual([]);
    return html;
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}

/** A visitor elsewhere, on another day: its own zone, its clock at `visitorTime`. */
async function visitor(browser: Browser, visitorTime: number): Promise<Page> {
  const context = await browser.newContext({ timezoneId: VISITOR_ZONE });
  const page = await context.newPage();
  await page.clock.install({ time: visitorTime });
  return page;
}

function renderRootState(host: Locator): Promise<string | null> {
  return host.evaluate((element) => element.shadowRoot?.querySelector('[data-ss-root]')?.getAttribute('data-ss-root') ?? null);
}

/** Serves `html` at /served/page, opens it as the visitor, and waits until `selector` hydrated. */
async function hydrate(page: Page, baseURL: string, html: string, selector: string, beforeCode?: (host: Locator) => Promise<void>) {
  const served = await servePageInParts(baseURL, '/served/page', [html]);
  const log = watchConsole(page);
  const host = page.locator(selector);
  if (beforeCode) {
    // The block's code is held back until the page has done what it does before it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/chunks/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(served.url);
    await beforeCode(host);
    release();
  } else {
    await page.goto(served.url);
  }
  await expect.poll(() => renderRootState(host), { timeout: 15_000 }).toBe('');
  return { host, log, close: () => served.close() };
}

const event = (id: string, startsAt: string) => ({
  id,
  collectionId: 'tour',
  recordType: 'event',
  title: `Show ${id}`,
  url: `/tour/${id}`,
  excerpt: '',
  author: null,
  tags: [],
  publishedAt: null,
  startsAt,
  endsAt: null,
  venue: 'Harbour Hall',
  city: 'Bergen',
  ticketUrl: null,
  soldOut: false,
});

/** A site API that answers every events call with `events`. */
const eventsApi = (events: unknown[]) => ({ request: async () => ({ events }) });

test.describe('server and browser draw the same', () => {
  test('event times without a site time zone read the same for a visitor in another zone (issue 47 §1)', async ({ browser, baseURL }) => {
    // 23:30 UTC: another date in the server's zone (UTC+14) and in the visitor's (UTC-8).
    const startsAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 14, 23, 30)).toISOString();
    const html = await renderOnServer('<ss-tour-dates id="tour" collection="tour"></ss-tour-dates>', { api: eventsApi([event('e1', startsAt)]) });
    const page = await visitor(browser, Date.now() + 40 * DAY_MS);
    const { host, log, close } = await hydrate(page, baseURL!, html, '#tour');
    try {
      const date = await host.evaluate((element) => element.shadowRoot!.querySelector('[part~="date"]')!.textContent);
      expect(date, 'the date in UTC, the zone a site without one is drawn in').toBe('Mar14');
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await close();
      await page.context().close();
    }
  });

  test('a lone UTF-16 surrogate in block data is drawn alike on both sides (issue 47 §2)', async ({ browser, baseURL }) => {
    // A cut emoji: the first half of U+1F44B in the button text, the second half alone in a title.
    const json = '{"formId":"n1","submitButtonText":"Join \\ud83d","fields":[{"id":"email","type":"email","title":"Email \\udc4b","required":true}]}';
    const html = await renderOnServer(`<ss-newsletter id="news" data-block-json='${json}'></ss-newsletter>`);
    const page = await visitor(browser, Date.now() + 40 * DAY_MS);
    const { host, log, close } = await hydrate(page, baseURL!, html, '#news');
    try {
      const texts = await host.evaluate((element) => [element.shadowRoot!.querySelector('button[type="submit"]')!.textContent, element.shadowRoot!.querySelector('label')!.textContent]);
      expect(texts[0]).toBe('Join \uFFFD');
      expect(texts[1]).toContain('Email \uFFFD');
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await close();
      await page.context().close();
    }
  });

  test('a linked image with the Pin it overlay has two sibling links, not one inside the other (issue 47 §3)', async ({ browser, baseURL }) => {
    const head = '<script type="application/json" id="ss-context">{"website":{"id":"w1"},"websiteSettings":{"pinterestOverlayOptions":{"mode":"auto"}}}</script>';
    const html = await renderOnServer('<ss-image id="pic" href="/shop"><img src="/images/espresso-bar.svg" alt="Roastery" width="600" height="400"></ss-image>', { head });
    const page = await visitor(browser, Date.now() + 40 * DAY_MS);
    const { host, log, close } = await hydrate(page, baseURL!, html, '#pic');
    try {
      const links = await host.evaluate((element) => {
        const link = element.shadowRoot!.querySelector('[part~="link"]')!;
        const pin = element.shadowRoot!.querySelector('[part~="pin-it"]')!;
        return { nested: link.contains(pin), pinInsideA: Boolean(pin.parentElement!.closest('a')), href: link.getAttribute('href') };
      });
      expect(links).toEqual({ nested: false, pinInsideA: false, href: '/shop' });
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await close();
      await page.context().close();
    }
  });

  test("the gallery's note on broken block data is the same words on both sides (issue 47 §4)", async ({ browser, baseURL }) => {
    const html = await renderOnServer('<ss-gallery id="album" data-block-json="{bad"><figure><img src="/images/espresso-bar.svg" alt="Roastery" width="600" height="400"></figure></ss-gallery>');
    const page = await visitor(browser, Date.now() + 40 * DAY_MS);
    const { host, log, close } = await hydrate(page, baseURL!, html, '#album');
    try {
      // spec 03 §5: unparseable gallery block data logs an error (decoding gallery block data)
      const note = await host.evaluate((element) => element.shadowRoot!.querySelector('[part~="error"]')!.textContent);
      expect(note).toBe('Error decoding gallery block data: the block data is not valid JSON.');
      expect(log.errors.filter((message) => /did not match/.test(message))).toEqual([]);
      // The engine's own words stay in the console.
      expect(log.errors).toEqual([expect.stringMatching(/^Sitestack: <ss-gallery>.*Error decoding gallery block data: the block data is not valid JSON\. \(.+\)$/)]);
    } finally {
      await close();
      await page.context().close();
    }
  });

  test('an audio player hydrated after its metadata loaded shows the duration and a seek bar (issue 47 §6)', async ({ browser, baseURL }) => {
    // An absolute address: the one a server resolves relative ones against is issue 47 §5.
    const html = await renderOnServer(`<ss-audio id="player"><audio src="${new URL('/audio/salt-roads.wav', baseURL).href}" data-title="Salt Roads"></audio></ss-audio>`);
    const page = await visitor(browser, Date.now() + 40 * DAY_MS);
    const { host, log, close } = await hydrate(page, baseURL!, html, '#player', async (drawn) => {
      // The server's <audio preload="metadata"> loads as the page is parsed, long before the code.
      await expect.poll(() => drawn.evaluate((element) => element.shadowRoot!.querySelector('audio')!.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    });
    try {
      const time = () => host.evaluate((element) => element.shadowRoot!.querySelector('[part~="time"]')!.textContent);
      await expect.poll(time).toBe('0:00 / 0:05');
      expect(await host.evaluate((element) => element.shadowRoot!.querySelector<HTMLInputElement>('[part~="seek"]')!.disabled)).toBe(false);
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await close();
      await page.context().close();
    }
  });

  test("a calendar drawn on one day marks the visitor's today once hydrated, with the tab stop there (issue 47 §8)", async ({ browser, baseURL }) => {
    const serverTime = Date.now();
    // Another day of the same month (UTC, the zone of a site without one).
    const visitorTime = serverTime + (new Date(serverTime).getUTCDate() <= 14 ? 3 : -3) * DAY_MS;
    const visitorToday = new Date(visitorTime).toISOString().slice(0, 10);
    const html = await renderOnServer('<ss-calendar id="cal" collection="tour"></ss-calendar>', { api: eventsApi([]) });
    const page = await visitor(browser, visitorTime);
    const { host, log, close } = await hydrate(page, baseURL!, html, '#cal');
    try {
      const marked = () =>
        host.evaluate((element) => ({
          today: [...element.shadowRoot!.querySelectorAll('[aria-current="date"]')].map((day) => day.getAttribute('data-date')),
          tabStop: [...element.shadowRoot!.querySelectorAll('[part~="day"][tabindex="0"]')].map((day) => day.getAttribute('data-date')),
        }));
      await expect.poll(marked).toEqual({ today: [visitorToday], tabStop: [visitorToday] });
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await close();
      await page.context().close();
    }
  });

  test('a calendar drawn without a site API hydrates on the month the server drew, then shows a later visitor their month (issue 47 §8)', async ({ browser, baseURL }) => {
    const html = await renderOnServer('<ss-calendar id="cal" collection="tour"></ss-calendar>');
    const drawn = /<h2[^>]*part="title"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(drawn).toBe(new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.now()));
    const page = await visitor(browser, Date.now() + 40 * DAY_MS);
    const { host, log, close } = await hydrate(page, baseURL!, html, '#cal');
    try {
      await expect.poll(() => host.evaluate((element) => element.shadowRoot!.querySelector('[part~="base"]')!.getAttribute('data-state'))).toBe('ready');
      // Hydrated without a mismatch (the console stays clean), then the visitor's own month, as the
      // browser draws it on its own (test/e2e/differential.spec.ts compares the two).
      const visitorMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.now() + 40 * DAY_MS);
      await expect.poll(() => host.evaluate((element) => element.shadowRoot!.querySelector('[part~="title"]')!.textContent)).toBe(visitorMonth);
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await close();
      await page.context().close();
    }
  });

  test('a leading blank line in authored <pre> and <textarea> inside a block survives the server (issue 47 §9)', async ({ browser, baseURL }) => {
    const html = await renderOnServer('<ss-accordion id="faq"><details open><summary>Code</summary><pre id="code">\n\n  indented</pre><textarea id="note" aria-label="Note">\n\nnote</textarea></details></ss-accordion>');
    const page = await visitor(browser, Date.now() + 40 * DAY_MS);
    const { log, close } = await hydrate(page, baseURL!, html, '#faq');
    try {
      // The parser drops the first newline after <pre> and <textarea>: the second is the content's.
      expect(await page.locator('#code').evaluate((pre) => pre.textContent)).toBe('\n  indented');
      expect(await page.locator('#note').evaluate((area: HTMLTextAreaElement) => area.value)).toBe('\nnote');
      expect(log).toEqual({ errors: [], warnings: [] });
    } finally {
      await close();
      await page.context().close();
    }
  });
});
