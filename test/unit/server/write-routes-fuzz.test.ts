import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { CRUMB, OWNER_TOKEN, buildTestApp, openTestDatabase, resetDatabase } from './server-test-harness.js';

/**
 * Issue 17: every write route, driven with generated bodies, headers and cookies against the real
 * app on PGlite. Never a 5xx; a refused request (4xx) stores nothing; the server answers normally
 * afterwards. Fixed seed and a bounded count, so it runs in `npm test` in a few seconds.
 */

const SEED = 17;
const RUNS = 400;

/** A plausible body per write route (what the client sends), which the generator then spoils. */
const BASES: Record<string, Record<string, unknown>> = {
  '/api/form/FormSubmissionKey': {},
  '/api/form/SaveFormSubmission': { key: 'k', formId: 'demo-newsletter', form: '{"email":"a@example.com"}' },
  '/api/owner/forms/:formId': { name: 'Form', fields: [{ id: 'email', type: 'email', title: 'Email' }] },
  '/api/form/plain/:formId': { email: 'a@example.com', website_confirm: '' },
  '/api/census/RecordHit': { event: 'pageview', data: '{"pagePath":"/"}' },
  '/api/census/form-render': { formId: 'demo-newsletter', pagePath: '/' },
  '/api/census/overlay': { overlayId: 'o1', event: 'open' },
  '/api/census/button-click': { id: 'b1', buttonText: 'Go' },
  '/api/census/button-render': { id: 'b1' },
  '/api/census/RecordQuickView/:id': {},
  '/api/events/RecordJavascriptErrors': { 0: { event: 'javascript_error', data: { app: 'site', message: 'boom', line: 1 }, timestamp: 1 } },
  '/api/events/RecordEvent': { event: 'page_view', data: '{"pagePath":"/"}' },
  '/api/v1/events': { analyticsId: '123e4567-e89b-42d3-a456-426614174000', commonData: {}, customData: {}, customSchemaName: 's' },
  '/api/1/performance/records': { 0: { a: 'site', d: {}, e: 'lcp', p: 'x', t: 1 } },
  '/api/owner/rollout-flags': { rum: true },
  '/api/site-users/account/session': { email: 'a@example.com', password: 'secret-password' },
  '/api/auth/Logout': {},
  '/api/owner/site-users': { email: 'b@example.com', password: 'secret-password' },
  '/api/widget/GetWidgetRendering': { widgetJSON: '{}' },
  '/api/commerce/cart/entries': { productId: 'tee', variantId: 'tee-m', quantity: 1 },
  '/api/commerce/cart/entries/:entryId': { quantity: 2 },
  '/api/commerce/cart/coupons': { code: 'SAVE10' },
  '/api/commerce/cart/coupons/:code': {},
  '/api/commerce/cart/shipping': { location: { country: 'US', region: 'NY', postalCode: '10001' } },
  '/api/commerce/subscription-cart': { productId: 'coffee', variantId: 'coffee-1' },
  '/api/commerce/shipping-settings': { shippingOptions: [], taxRules: [] },
  '/api/commerce/reviews': { token: 't', rating: 5, title: 'Good' },
  '/api/owner/reviews/requests': { orderId: 'o', productId: 'p', productName: 'P' },
  '/api/owner/products/:productId': { name: 'Mug' },
  '/api/owner/products/:productId/variants/:variantId': { price: 1500 },
  '/api/owner/content/items/:itemId': { title: 'Title' },
  '/commerce/goto-checkout': {},
  '/api/commerce/checkout-code': {},
  '/commerce/checkout-handoff': { code: 'not-a-code' },
  '/checkout/subscribe': { code: 'not-a-code' },
};

const DEEP = JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`) as unknown;

const nastyString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udfff', '\u0001', '\u001f')).map(([text, bad]) => `${text}${bad}`),
  fc.constantFrom('\u0000', 'vi\u0000ew', '\ud800', 'demo-newsletter\ud800', '\udc00x', '%00', '\u0001javascript:', '../../etc/passwd', "'; DROP TABLE x;--", '', 'x'.repeat(5000)),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(2147483648, -2147483649, 1e308, -1e308, 9007199254740993, -1, 0.5, 0, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 4, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, DEEP) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2000 }, () => 1)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A body shaped like the base with some fields spoiled, some removed and some added. */
const spoiledBody = (base: Record<string, unknown>) =>
  fc
    .record({
      overrides: fc.dictionary(fc.constantFrom(...Object.keys(base), 'extra', 'crumb', 'data', '\u0000'), nastyValue, { maxKeys: 3 }),
      drop: fc.subarray(Object.keys(base)),
    })
    .map(({ overrides, drop }) => {
      const body: Record<string, unknown> = { ...base };
      for (const key of drop) delete body[key];
      return { ...body, ...overrides };
    });

const arrayRoutes = new Set(['/api/events/RecordJavascriptErrors', '/api/1/performance/records']);

function encodeBody(url: string, body: Record<string, unknown>, encoding: string): { contentType: string; payload: string } {
  const value = arrayRoutes.has(url) ? Object.values(body) : body;
  if (encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, item] of Object.entries(body)) form.append(key, typeof item === 'string' ? item : JSON.stringify(item) ?? '');
    return { contentType: 'application/x-www-form-urlencoded', payload: form.toString() };
  }
  if (encoding === 'text') return { contentType: 'text/plain;charset=UTF-8', payload: JSON.stringify(value) };
  if (encoding === 'broken') return { contentType: 'application/json', payload: JSON.stringify(value).slice(0, -1) };
  return { contentType: 'application/json; charset=utf-8', payload: JSON.stringify(value) };
}

/** Percent-encodes like a browser, and a lone surrogate as the raw bytes a hostile client can send. */
function hostileEncode(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (char) => {
    if (char.length === 1 && char >= '\ud800' && char <= '\udfff') {
      const code = char.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });
}

let db: Database;
let close: () => Promise<void>;
let app: FastifyInstance;
let tables: string[];

async function rowCounts(): Promise<Record<string, number>> {
  const sql = tables.map((table) => `SELECT '${table}' AS t, count(*)::int AS n FROM "${table}"`).join(' UNION ALL ');
  const result = await db.query<{ t: string; n: number }>(sql);
  return Object.fromEntries(result.rows.map((row) => [row.t, Number(row.n)]));
}

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await resetDatabase(db);
  app = await buildTestApp(db, { rateLimits: { api: 1_000_000, formSubmission: 1_000_000, login: 1_000_000 } });
  await app.ready();
  tables = (
    // Rate-limit counters (on Postgres) count requests; they hold nothing of the site's.
    await db.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'rate_limit_counters')",
    )
  ).rows.map((row) => row.tablename);
});
afterAll(async () => {
  await app?.close();
  await close?.();
});

describe('every write route under generated input (issue 17)', () => {
  it('knows a plausible body for every state-changing route the app registers', () => {
    const writes = app.siteRoutes.filter((route) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method)).map((route) => route.url);
    expect(writes.length).toBeGreaterThan(25);
    for (const url of writes) expect(Object.keys(BASES), `no fuzz base for ${url}`).toContain(url);
  });

  it('never answers 5xx, stores nothing from a refused request, and stays healthy', { timeout: 60_000 }, async () => {
    const writes = app.siteRoutes.filter((route) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method));
    const request = fc
      .constantFrom(...writes)
      .chain((route) =>
        fc.record({
          route: fc.constant(route),
          body: spoiledBody(BASES[route.url] ?? {}),
          encoding: fc.constantFrom('json', 'json', 'form', 'text', 'broken'),
          param: fc.oneof(fc.constantFrom('demo-newsletter', '1', 'SAVE10', 'tee'), nastyString.filter((text) => text.length < 200)),
          crumb: fc.oneof({ weight: 8, arbitrary: fc.constant('match') }, fc.constantFrom('none', 'other')),
          owner: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
          cookies: fc.dictionary(fc.constantFrom('ss_cart', 'ss_cvr', 'ss_su'), nastyString.filter((text) => text.length < 200), { maxKeys: 2 }),
          origin: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(undefined, 'https://cms.example') }, fc.constantFrom('https://evil.example', 'null')),
        }),
      );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, body, encoding, param, crumb, owner, cookies, origin }) => {
        const url = route.url.replace(/:\w+/, hostileEncode(param));
        const { contentType, payload } = encodeBody(route.url, body, encoding);
        const cookieJar: Record<string, string> = { ...(crumb === 'none' ? {} : { crumb: CRUMB }), ...cookies };
        const cookieHeader = Object.entries(cookieJar)
          .map(([name, value]) => `${name}=${hostileEncode(value)}`)
          .join('; ');
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: `${url}${crumb === 'match' ? `?crumb=${CRUMB}` : crumb === 'other' ? '?crumb=other' : ''}`,
          headers: {
            'content-type': contentType,
            ...(cookieHeader ? { cookie: cookieHeader } : {}),
            ...(owner ? { authorization: `Bearer ${OWNER_TOKEN}` } : {}),
            ...(origin ? { origin } : {}),
          },
          payload,
        };
        const before = await rowCounts();
        const reply = await app.inject(options);
        expect(reply.statusCode, `${route.method} ${url} → ${reply.body.slice(0, 300)}`).toBeLessThan(500);
        if (reply.statusCode >= 400) expect(await rowCounts(), `${route.method} ${url} refused with ${reply.statusCode} but stored rows`).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // Healthy after: an ordinary write and read still work.
    const ok = await app.inject({
      method: 'POST',
      url: `/api/census/form-render?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ formId: 'demo-newsletter' }),
    });
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/commerce/products' })).statusCode).toBe(200);
  });
});
