import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { MAX_JSON_DEPTH, badTextReason, untrustedValueProblem } from '../../../server/input-boundary.js';
import { CRUMB, ownerHeaders, postForm, postJson, useTestServer, withCrumb } from './server-test-harness.js';

// Issue 17: the probe's reproductions. Each reached Postgres and came back as a 500; docs/security.md
// promises a 400 naming the field, and nothing stored.

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));

const count = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

const errorReport = (data: Record<string, unknown>, timestamp = 1_700_000_000_000) => [
  { event: 'javascript_error', data: { app: 'site', message: 'boom', ...data }, timestamp },
];

describe('the input boundary (issue 17)', () => {
  it('RecordHit with a NUL in the event → 400 naming event, nothing stored', async () => {
    const reply = await postJson(app, '/api/census/RecordHit', { event: 'vi\u0000ew', data: '{}' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/body\.event must not contain a NUL character/);
    expect(reply.json().field).toBe('body.event');
    expect(await count('census_hits')).toBe(0);
  });

  it('a NUL inside the RecordHit data JSON → 400 naming the data field', async () => {
    const reply = await postJson(app, '/api/census/RecordHit', { event: 'view', data: JSON.stringify({ pagePath: '/a\u0000' }) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/data\.pagePath must not contain a NUL/);
    expect(await count('census_hits')).toBe(0);
  });

  it('a lone surrogate in form-render → 400 naming formId, nothing stored', async () => {
    const reply = await postJson(app, '/api/census/form-render', { formId: 'demo-newsletter\ud800' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/body\.formId must not contain a lone surrogate/);
    expect(await count('census_events')).toBe(0);
    // A proper pair (an emoji) is fine.
    expect((await postJson(app, '/api/census/form-render', { formId: 'demo-newsletter\ud83d\ude00' })).statusCode).toBe(200);
  });

  it('RecordJavascriptErrors: line 2147483648 and timestamp 1e308 → 400 naming the field', async () => {
    const line = await postJson(app, '/api/events/RecordJavascriptErrors', errorReport({ line: 2147483648 }));
    expect(line.statusCode).toBe(400);
    expect(line.json().error).toMatch(/0\.data\.line must be at most 2147483647/);
    const column = await postJson(app, '/api/events/RecordJavascriptErrors', errorReport({ column: 2147483648 }));
    expect(column.statusCode).toBe(400);
    const stamp = await postJson(app, '/api/events/RecordJavascriptErrors', errorReport({}, 1e308));
    expect(stamp.statusCode).toBe(400);
    expect(stamp.json().error).toMatch(/0\.timestamp must be at most/);
    expect(await count('javascript_errors')).toBe(0);
    expect((await postJson(app, '/api/events/RecordJavascriptErrors', errorReport({ line: 2147483647 }))).statusCode).toBe(200);
  });

  it('performance records with timestamp 1e308 → 400 naming t, nothing stored', async () => {
    const settings = (await app.inject({ method: 'GET', url: '/api/1/performance/settings' })).json();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/1/performance/records',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify([{ a: 'site', d: {}, e: 'lcp', p: settings.pageLoadId, t: 1e308 }]),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/0\.t must be at most/);
    expect(await count('performance_records')).toBe(0);
    // A beacon's text body names its field as a JSON body does (not "the").
    const nul = await app.inject({ method: 'POST', url: '/api/1/performance/records', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify([{ a: 'site\u0000', d: {}, e: 'lcp', p: settings.pageLoadId, t: 1 }]) });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().field).toBe('body[0].a');
  });

  it('JSON nested 5,000 deep → 400 (as a JSON body and as a text beacon), never a 500', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const asJson = await app.inject(
      withCrumb({ method: 'POST', url: '/api/v1/events', headers: { 'content-type': 'application/json' }, payload: `{"analyticsId":"x","commonData":{"a":${deep}},"customData":{},"customSchemaName":"s"}` }),
    );
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().error).toMatch(new RegExp(`nests too deeply: at most ${MAX_JSON_DEPTH} levels`));
    const beacon = await app.inject({ method: 'POST', url: '/api/1/performance/records', headers: { 'content-type': 'text/plain' }, payload: deep });
    expect(beacon.statusCode).toBe(400);
    const inData = await postJson(app, '/api/census/RecordHit', { event: 'view', data: `{"x":${deep}}` });
    expect(inData.statusCode).toBe(400);
    expect(await count('analytics_events')).toBe(0);
  });

  it('an array longer than the bound → 400', async () => {
    const reply = await postJson(app, '/api/v1/events', {
      analyticsId: '123e4567-e89b-42d3-a456-426614174000',
      commonData: { list: Array.from({ length: 5000 }, () => 1) },
      customData: {},
      customSchemaName: 's',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/body\.commonData\.list must hold at most 1000 items/);
  });

  it('Cookie ss_cart=%00 on the cart routes is treated as no cart, never a 500', async () => {
    const headers = { cookie: `crumb=${CRUMB}; ss_cart=%00` };
    const read = await app.inject({ method: 'GET', url: '/api/commerce/cart', headers });
    expect(read.statusCode).toBe(200);
    const add = await app.inject({
      method: 'POST',
      url: `/api/commerce/cart/entries?crumb=${CRUMB}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ productId: 'x', variantId: 'y', quantity: 1 }),
    });
    expect(add.statusCode).toBeLessThan(500);
    for (const [method, url, payload] of [
      ['PUT', '/api/commerce/cart/entries/1', { quantity: 2 }],
      ['DELETE', '/api/commerce/cart/entries/1', undefined],
      ['POST', '/api/commerce/cart/coupons', { code: 'SAVE10' }],
      ['PUT', '/api/commerce/cart/shipping', {}],
    ] as const) {
      const reply = await app.inject({
        method,
        url: `${url}?crumb=${CRUMB}`,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
    }
    const checkout = await app.inject({ method: 'GET', url: '/commerce/goto-checkout', headers });
    expect(checkout.statusCode).toBe(200);
  });

  it('GETs with NUL bytes in the path or query → 400 or 404, never a 500', async () => {
    const urls = [
      '/api/content/search?q=%00',
      '/api/content/search?q=a%00b',
      '/api/content/collections/%00',
      '/api/content/collections/journal?tag=%00',
      '/api/content/events?collectionId=%00',
      '/api/commerce/products/%00',
      '/api/commerce/reviews/request?token=%00',
      '/api/owner/form-submissions?formId=%00',
      '/api/form/submissions?formId=%00',
      '/api/form/submissions.csv?formId=%00',
      '/api/owner/javascript-errors?app=%00',
      '/api/owner/reviews?productId=%00',
      '/api/owner/stats/report?from=%00',
      '/checkout/giftcard?giftCardProductId=%00',
      '/checkout/donate?donatePageId=%00',
      '/api/site-users/account',
      '/%00',
      '/dist/%00',
    ];
    for (const url of urls) {
      const reply = await app.inject({ method: 'GET', url, headers: { ...ownerHeaders, cookie: 'ss_su=%00; ss_cart=%00' } });
      expect(reply.statusCode, url).toBeLessThan(500);
    }
    expect((await app.inject({ method: 'GET', url: '/api/content/search?q=%00' })).statusCode).toBe(400);
  });

  it('a NUL in a form-encoded field of a no-script post → 400, nothing stored', async () => {
    const reply = await postForm(app, '/api/form/plain/demo-newsletter', { email: 'a\u0000@example.com' });
    expect(reply.statusCode).toBe(400);
    expect(await count('form_submissions')).toBe(0);
  });

  it('the server stays healthy after the bad requests', async () => {
    await postJson(app, '/api/census/RecordHit', { event: 'vi\u0000ew', data: '{}' });
    expect((await postJson(app, '/api/census/form-render', { formId: 'demo-newsletter' })).statusCode).toBe(200);
  });
});

describe('the boundary rules', () => {
  it('badTextReason accepts text and pairs, refuses NUL and lone surrogates at any place', () => {
    expect(badTextReason('plain text, émoji 😀')).toBeNull();
    expect(badTextReason('\u0000')).toMatch(/NUL/);
    expect(badTextReason('\ud800')).toMatch(/lone surrogate/);
    expect(badTextReason('a\udc00')).toMatch(/lone surrogate/);
    expect(badTextReason('\ud800x')).toMatch(/lone surrogate/);
    expect(badTextReason('\ud83d\ude00')).toBeNull();
  });

  it('untrustedValueProblem names the path of the bad value and checks keys', () => {
    expect(untrustedValueProblem({ a: [{ b: 'x\u0000' }] }, 'body')).toBe('body.a[0].b must not contain a NUL character');
    expect(untrustedValueProblem({ 'k\u0000': 1 }, 'body')).toMatch(/field name in body/);
    expect(untrustedValueProblem({ n: Infinity }, 'body')).toBe('body.n must be a finite number');
    expect(untrustedValueProblem({ ok: [1, 'two', { three: null }] }, 'body')).toBeNull();
  });
});

describe('a database data error that gets through', () => {
  it('becomes a 400 naming the field that holds the refused value', async () => {
    const { databaseDataError } = await import('../../../server/input-boundary.js');
    const outOfRange = Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
    expect(databaseDataError(outOfRange, { body: [{ data: { line: 2147483648 } }] })).toBe(
      'Invalid request: body[0].data.line cannot be stored (value "2147483648" is out of range for type integer).',
    );
    expect(databaseDataError(Object.assign(new Error('x'), { code: '22P05', column: 'data' }), {})).toMatch(/^Invalid request: data cannot be stored/);
    expect(databaseDataError(Object.assign(new Error('deadlock'), { code: '40P01' }), {})).toBeNull();
    expect(databaseDataError(new Error('plain'), {})).toBeNull();
  });
});
