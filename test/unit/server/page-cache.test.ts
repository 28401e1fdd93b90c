import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { loadPageRenderer, type PageRenderer } from '../../../server/pages/page-renderer.js';
import { CART_COOKIE_NAME } from '../../../server/routes/commerce.js';
import { CRUMB, buildTestApp, openTestDatabase, ownerHeaders, postJson, resetDatabase } from './server-test-harness.js';

/**
 * Issue 49: published pages are drawn once per content version and served as the same bytes to
 * every visitor, cacheable by any CDN, and dropped exactly when an owner write changes what they
 * read. Drawn by the built renderer (dist/ssr, as `npm start` draws them); the drawings are
 * counted.
 */
let db: Database;
let closeDb: () => Promise<void>;
let realRenderer: PageRenderer;
let drawn: string[];
const counting: PageRenderer = {
  render(html, pageUrl, api) {
    drawn.push(new URL(pageUrl).pathname + new URL(pageUrl).search);
    return realRenderer.render(html, pageUrl, api);
  },
};

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
  const renderer = await loadPageRenderer(new URL('../../../dist', import.meta.url).pathname, () => undefined);
  expect(renderer, 'run `npm run build` first: pages are drawn by dist/ssr').not.toBeNull();
  realRenderer = renderer!;
});
afterAll(async () => closeDb());

let app: FastifyInstance;
let apps: FastifyInstance[] = [];
const start = async (options: Parameters<typeof buildTestApp>[1] = {}) => {
  const started = await buildTestApp(db, { pageRenderer: counting, ...options });
  apps.push(started);
  return started;
};
beforeEach(async () => {
  await resetDatabase(db);
  drawn = [];
  app = await start();
});
afterEach(async () => {
  await Promise.all(apps.map((started) => started.close()));
  apps = [];
});

const drawsOf = (path: string) => drawn.filter((address) => address === path).length;
const changePrice = (cents: number) =>
  app.inject({ method: 'PUT', url: '/api/owner/products/harbour-blend/variants/harbour-250-whole', headers: ownerHeaders, payload: { price: cents, salePrice: 0 } });
const changeGroundPrice = (cents: number) =>
  app.inject({ method: 'PUT', url: '/api/owner/products/harbour-blend/variants/harbour-250-ground', headers: ownerHeaders, payload: { price: cents } });

describe('a published page drawn once, served to everyone (issue 49)', () => {
  it('is cacheable by any CDN: no cookie, a strong ETag with 304, s-maxage and stale-while-revalidate, the surrogate keys of its data', async () => {
    const first = await app.inject({ url: '/shop.html' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=30');
    expect(first.headers.vary).toBe('Accept-Encoding');
    const keys = String(first.headers['surrogate-key']).split(' ');
    expect(keys).toEqual(expect.arrayContaining(['site', 'page:shop.html', 'product:harbour-blend', 'product:enamel-mug']));
    expect(first.headers['cache-tag']).toBe(keys.join(','));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.inject({ url: '/shop.html', headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A page that read no site data names only itself and the site.
    expect((await app.inject({ url: '/gallery.html' })).headers['surrogate-key']).toBe('site page:gallery.html');
    expect(drawsOf('/shop.html')).toBe(1);
  });

  it('keeps one drawing for every visitor, cookie, language and query that does not change it', async () => {
    const cart = await postJson(app, '/api/commerce/cart/entries', { productId: 'harbour-blend', variantId: 'harbour-250-whole', quantity: 2 });
    const token = cart.cookies.find((cookie) => cookie.name === CART_COOKIE_NAME)!.value;
    const visits = await Promise.all([
      app.inject({ url: '/shop.html' }),
      app.inject({ url: '/shop.html', cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: token, ss_cookie_consent: 'true' } }),
      app.inject({ url: '/shop.html?utm_source=mail&fbclid=1', headers: { 'accept-language': 'de' } }),
      app.inject({ url: '/shop.html?cb=123456', headers: { 'user-agent': 'phone' } }),
    ]);
    expect(new Set(visits.map((visit) => visit.body)).size).toBe(1);
    expect(drawsOf('/shop.html')).toBe(1);
    // The cart count is drawn for no one: the browser fills in the visitor's own.
    expect(visits[1]!.body).not.toContain(token);
    expect(visits[1]!.body).toMatch(/<ss-cart-count[^>]*>[\s\S]*?data-state="loading"/);
    // A query a drawing reads does draw again (a search page's terms).
    await app.inject({ url: '/search?q=coffee&utm_source=x' });
    await app.inject({ url: '/search?q=coffee' });
    await app.inject({ url: '/search?q=tea' });
    expect(drawn.filter((address) => address.startsWith('/search'))).toEqual(['/search?q=coffee', '/search?q=tea']);
  });

  it('sends its bodies as compressed once: brotli at the highest level, gzip, or none', async () => {
    const br = await app.inject({ url: '/media.html', headers: { 'accept-encoding': 'gzip, br' } });
    const gz = await app.inject({ url: '/media.html', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    const none = await app.inject({ url: '/media.html' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(none.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(none.body);
    // Each coding has its own strong validator.
    expect(new Set([br.headers.etag, gz.headers.etag, none.headers.etag]).size).toBe(3);
    expect(drawsOf('/media.html')).toBe(1);
  });

  it('draws a page once for visitors arriving together', async () => {
    await Promise.all(Array.from({ length: 8 }, () => app.inject({ url: '/media.html' })));
    expect(drawsOf('/media.html')).toBe(1);
  });
});

describe('owner writes drop exactly the pages that read what they changed (issue 49)', () => {
  const pages = ['/shop.html', '/media.html', '/content.html', '/gallery.html', '/search?q=journal'];
  const visitAll = () => Promise.all(pages.map((path) => app.inject({ url: path })));
  const drawsSince = (before: number) => drawn.slice(before).sort();

  it('a price change: the shop page, with the new price, and no other', async () => {
    await visitAll();
    const before = drawn.length;
    expect((await changePrice(1250)).statusCode).toBe(200);
    expect((await changeGroundPrice(1250)).statusCode).toBe(200);
    const [shop] = await visitAll();
    expect(drawsSince(before)).toEqual(['/shop.html']);
    expect(shop!.body).toContain('from $12.50');
  });

  it("a product's name: the shop page and no other", async () => {
    await visitAll();
    const before = drawn.length;
    const renamed = await app.inject({ method: 'PUT', url: '/api/owner/products/enamel-mug', headers: ownerHeaders, payload: { name: 'Speckled Camp Mug' } });
    expect(renamed.statusCode).toBe(200);
    const [shop] = await visitAll();
    expect(drawsSince(before)).toEqual(['/shop.html']);
    expect(shop!.body).toContain('Speckled Camp Mug');
  });

  it('a content item: the pages that list or search content, and no other', async () => {
    await visitAll();
    const item = (await db.query<{ id: string }>("SELECT id FROM content_items WHERE collection_id = 'journal' ORDER BY id LIMIT 1")).rows[0]!;
    const before = drawn.length;
    const edited = await app.inject({ method: 'PUT', url: `/api/owner/content/items/${item.id}`, headers: ownerHeaders, payload: { title: 'A brand new journal title' } });
    expect(edited.statusCode).toBe(200);
    const [, media, , , search] = await visitAll();
    expect(drawsSince(before)).toEqual(['/media.html', '/search?q=journal']);
    expect(`${media!.body}${search!.body}`).toContain('A brand new journal title');
  });

  it('an order that sells stock: the shop page (its last teapot is gone); a cart alone changes no page', async () => {
    await visitAll();
    const variant = (await db.query<{ id: string }>("SELECT id FROM commerce_variants WHERE product_id = 'last-teapot'")).rows[0]!.id;
    const added = await postJson(app, '/api/commerce/cart/entries', { productId: 'last-teapot', variantId: variant, quantity: 1 });
    const token = added.cookies.find((cookie) => cookie.name === CART_COOKIE_NAME)!.value;
    const before = drawn.length;
    await visitAll();
    expect(drawsSince(before)).toEqual([]);
    const ordered = await app.inject({
      method: 'POST',
      url: '/commerce/goto-checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `crumb=${CRUMB}`,
      cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: token },
    });
    expect(ordered.statusCode).toBe(200);
    await visitAll();
    expect(drawsSince(before)).toEqual(['/shop.html']);
  });

  it('a drawing under way when its data changes is served but not kept', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: PageRenderer = {
      async render(html, pageUrl, api) {
        const out = await counting.render(html, pageUrl, api);
        await held;
        return out;
      },
    };
    const slowApp = await start({ pageRenderer: slow });
    const visit = slowApp.inject({ url: '/shop.html' });
    await expect.poll(() => drawsOf('/shop.html')).toBe(1);
    expect((await slowApp.inject({ method: 'PUT', url: '/api/owner/products/harbour-blend', headers: ownerHeaders, payload: { description: 'Changed while drawn.' } })).statusCode).toBe(200);
    release();
    expect((await visit).statusCode).toBe(200);
    await slowApp.inject({ url: '/shop.html' });
    expect(drawsOf('/shop.html')).toBe(2);
  });

  it('bad edits are refused with the reason, and change nothing', async () => {
    const cases = [
      [{ price: -1 }, /price must be at least 0/],
      [{ price: 12.5 }, /price must be a whole number/],
      [{}, /Nothing to change/],
      [{ colour: 'red' }, /colour/],
    ] as const;
    for (const [payload, message] of cases) {
      const refused = await app.inject({ method: 'PUT', url: '/api/owner/products/harbour-blend/variants/harbour-250-whole', headers: ownerHeaders, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(message);
    }
    expect((await app.inject({ method: 'PUT', url: '/api/owner/products/no-such/variants/x', headers: ownerHeaders, payload: { price: 1 } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: '/api/owner/products/harbour-blend/variants/harbour-250-whole', payload: { price: 1 } })).statusCode).toBe(401);
    const stored = await db.query<{ price_cents: number }>("SELECT price_cents FROM commerce_variants WHERE id = 'harbour-250-whole'");
    expect(stored.rows[0]!.price_cents).toBe(1400);
  });
});

describe('the edge cache at PURGE_URL (issue 49)', () => {
  let edge: ReturnType<typeof createServer>;
  let purges: Array<{ method: string; keys: string }>;
  beforeAll(async () => {
    edge = createServer((request: IncomingMessage, response) => {
      purges.push({ method: request.method ?? '', keys: String(request.headers['surrogate-key'] ?? '') });
      response.end('purged');
    });
    edge.listen(0, '127.0.0.1');
    await once(edge, 'listening');
  });
  afterAll(() => edge.close());

  it("is told to drop the keys an owner write changed, after the server's own pages", async () => {
    purges = [];
    const port = (edge.address() as AddressInfo).port;
    const purging = await start({ config: { purgeUrl: `http://127.0.0.1:${port}/` } });
    await purging.inject({ url: '/shop.html' });
    const before = drawn.length;
    const changed = await purging.inject({ method: 'PUT', url: '/api/owner/products/harbour-blend/variants/harbour-250-whole', headers: ownerHeaders, payload: { qtyInStock: 3 } });
    expect(changed.statusCode).toBe(200);
    expect(purges).toEqual([{ method: 'PURGE', keys: 'product:harbour-blend products' }]);
    // The edge's next fetch gets the new drawing.
    await purging.inject({ url: '/shop.html' });
    expect(drawn.length - before).toBe(1);
  });
});

describe('pages drawn for one visitor, or while the site API fails (issue 49)', () => {
  it("a review request's page is the customer's alone: never kept, never cacheable", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/owner/reviews/requests',
      headers: ownerHeaders,
      payload: { orderId: 'o-1', productId: 'enamel-mug', productName: 'Enamel Camp Mug', customerName: 'Ada' },
    });
    const { token } = created.json() as { token: string };
    const visit = await app.inject({ url: `/reviews.html?token=${token}` });
    expect(visit.headers['cache-control']).toBe('private, no-store');
    expect(visit.headers['surrogate-key']).toBeUndefined();
    await app.inject({ url: `/reviews.html?token=${token}` });
    expect(drawsOf(`/reviews.html?token=${token}`)).toBe(2);
  });

  it('a page drawn while a data call failed is served with its blocks left to the browser, and not kept', async () => {
    // A block whose data call meets a failing site API (503), as when the database is away.
    let failing = true;
    const meetsFailure: PageRenderer = {
      async render(html, pageUrl, api) {
        await api?.request(failing ? '/api/test-faults/status/503' : '/api/commerce/products').catch(() => undefined);
        return counting.render(html, pageUrl, api);
      },
    };
    const faulty = await start({ pageRenderer: meetsFailure, config: { faultRoutes: true } });
    const visit = await faulty.inject({ url: '/shop.html' });
    expect(visit.statusCode).toBe(200);
    expect(visit.headers['cache-control']).toBe('no-store');
    expect(visit.headers['surrogate-key']).toBeUndefined();
    failing = false;
    expect((await faulty.inject({ url: '/shop.html' })).headers['cache-control']).toMatch(/^public/);
    await faulty.inject({ url: '/shop.html' });
    expect(drawsOf('/shop.html')).toBe(2);
  });
});

describe('no visitor state in a shared page (issue 49, property)', () => {
  it('whatever cookies, headers and extra query a first visitor sends, the page is the one drawn for no one', async () => {
    const fresh = await start();
    const token = () => fc.stringMatching(/^[A-Za-z0-9]{12,24}$/);
    const visitor = fc.record({
      terms: fc.stringMatching(/^[a-z]{3,10}$/),
      cookies: fc.dictionary(fc.constantFrom('crumb', 'ss_cart', 'ss_cookie_consent', 'ss_siteuser', 'ss_cvr', 'other'), token(), { maxKeys: 5 }),
      language: fc.constantFrom('de', 'fr-CA,fr;q=0.8', 'ja', '*'),
      extra: fc.dictionary(fc.constantFrom('utm_source', 'fbclid', 'ref', 'page', 'cb'), token(), { maxKeys: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(visitor, async ({ terms, cookies, language, extra }) => {
        const query = new URLSearchParams({ ...extra, q: terms }).toString();
        const first = await app.inject({ url: `/search?${query}`, cookies, headers: { 'accept-language': language } });
        expect(first.headers['set-cookie']).toBeUndefined();
        for (const value of Object.values(cookies)) expect(first.body).not.toContain(value);
        for (const value of Object.values(extra)) expect(first.body).not.toContain(value);
        const forNoOne = await fresh.inject({ url: `/search?q=${terms}` });
        expect(first.body).toBe(forNoOne.body);
      }),
      { numRuns: 20 },
    );
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('every server process on the database (issue 49, Postgres LISTEN/NOTIFY)', () => {
  it("an owner write on one process drops the other's page within a second", async () => {
    const other = await start();
    await other.inject({ url: '/shop.html' });
    await other.inject({ url: '/shop.html' });
    expect(drawsOf('/shop.html')).toBe(1);
    const changedAt = Date.now();
    expect((await changePrice(1250)).statusCode).toBe(200);
    expect((await changeGroundPrice(1250)).statusCode).toBe(200);
    // The other process draws it again once told; until then it may still answer with the old page.
    await expect.poll(async () => (await other.inject({ url: '/shop.html' })).body.includes('from $12.50'), { timeout: 1000, interval: 20 }).toBe(true);
    expect(Date.now() - changedAt).toBeLessThan(1000);
  });
});
