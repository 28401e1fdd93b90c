import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../../server/app.js';
import { CRUMB_FAIL_MESSAGE } from '../../../server/crumb.js';
import type { Database } from '../../../server/db/database.js';
import { CRUMB, buildTestApp, postForm, postJson, useTestServer } from './server-test-harness.js';

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

describe('TRUST_PROXY (behind a TLS-terminating proxy)', () => {
  const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

  // (The crumb comes with API replies: a published page sets no cookie, issue 49.)
  it('ignores forwarded headers by default: the crumb cookie stays Lax and not Secure', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/crumb', headers: viaProxy });
    const crumb = page.cookies.find((cookie) => cookie.name === 'crumb');
    expect(crumb).toMatchObject({ sameSite: 'Lax' });
    expect(crumb?.secure).toBeFalsy();
  });

  for (const trustProxy of [true, 1, ['127.0.0.1']] satisfies Array<boolean | number | string[]>) {
    it(`trusts X-Forwarded-Proto from a trusted proxy (${JSON.stringify(trustProxy)}): cookies become Secure; SameSite=None`, async () => {
      const proxied = await buildTestApp(db, { config: { trustProxy } });
      try {
        const page = await proxied.inject({ method: 'GET', url: '/api/crumb', headers: viaProxy, remoteAddress: '127.0.0.1' });
        const crumb = page.cookies.find((cookie) => cookie.name === 'crumb');
        expect(crumb).toMatchObject({ sameSite: 'None', secure: true });
      } finally {
        await proxied.close();
      }
    });
  }

  it('does not trust a proxy outside the listed addresses', async () => {
    const proxied = await buildTestApp(db, { config: { trustProxy: ['10.0.0.0/8'] } });
    try {
      const page = await proxied.inject({ method: 'GET', url: '/api/crumb', headers: viaProxy, remoteAddress: '198.51.100.9' });
      expect(page.cookies.find((cookie) => cookie.name === 'crumb')?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });
});

describe('crumb (spec 02 §4, §7)', () => {
  it('a first visit gets no cookie with the page (shared bytes, issue 49), and the crumb with its first API reply', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.cookies).toEqual([]);
    const first = await app.inject({ method: 'GET', url: '/api/commerce/products' });
    const crumb = first.cookies.find((cookie) => cookie.name === 'crumb');
    expect(crumb?.value).toMatch(/^[\w-]{20,}$/);
    expect(crumb).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(crumb?.httpOnly).toBeFalsy();
  });

  it('a state-changing call without a crumb gets crumbFail with a new crumb, which then works', async () => {
    const first = await app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey' });
    expect(first.statusCode).toBe(403);
    const body = first.json();
    expect(body).toMatchObject({ crumbFail: true, error: CRUMB_FAIL_MESSAGE });
    expect(first.cookies.find((cookie) => cookie.name === 'crumb')?.value).toBe(body.crumb);
    const retry = await app.inject({ method: 'POST', url: `/api/form/FormSubmissionKey?crumb=${body.crumb}`, cookies: { crumb: body.crumb } });
    expect(retry.statusCode).toBe(200);
  });

  it('a crumb that does not match the cookie fails and the reply names the current crumb', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey?crumb=forged', cookies: { crumb: CRUMB } });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ crumbFail: true, crumb: CRUMB });
    const count = await db.query<{ n: string }>('SELECT count(*) AS n FROM form_submission_keys');
    expect(Number(count.rows[0]?.n)).toBe(0);
  });

  it('reads are not crumb-checked', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/1/performance/settings' })).statusCode).toBe(200);
  });
});

describe('CORS: only configured origins', () => {
  it('answers an allowed origin with credentials, and a preflight for it', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/form/FormSubmissionKey',
      headers: { origin: 'https://cms.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://cms.example');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const post = await postForm(app, '/api/form/FormSubmissionKey', {}, { headers: { ...formHeaders, origin: 'https://cms.example' } });
    expect(post.statusCode).toBe(200);
    expect(post.headers['access-control-allow-origin']).toBe('https://cms.example');
  });

  it('gives another origin no CORS headers and refuses its writes', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/1/performance/settings', headers: { origin: 'https://evil.example' } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const write = await postForm(app, '/api/form/FormSubmissionKey', {}, { headers: { ...formHeaders, origin: 'https://evil.example' } });
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toBe('Requests from https://evil.example are not allowed: add it to ALLOWED_ORIGINS.');
  });

  it('the page\'s own origin may always write', async () => {
    const write = await postForm(app, '/api/form/FormSubmissionKey', {}, { headers: { ...formHeaders, origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(write.statusCode).toBe(200);
  });

  it('serves the bundle to any origin (Access-Control-Allow-Origin: *) and the demo at /', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/dist/sitestack.js', headers: { origin: 'https://anywhere.example' } });
    expect(bundle.statusCode, 'dist/sitestack.js is missing: run npm run build').toBe(200);
    expect(bundle.headers['access-control-allow-origin']).toBe('*');
    expect(bundle.headers['set-cookie']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('bad input never gives a 500', () => {
  it('malformed JSON → 400', async () => {
    const reply = await app.inject({ method: 'POST', url: `/api/census/overlay?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, headers: { 'content-type': 'application/json' }, payload: '{"event": "view",' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/^Invalid request body: malformed JSON/);
  });

  it('empty JSON body → 400', async () => {
    const reply = await app.inject({ method: 'POST', url: `/api/census/overlay?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Invalid request body: the JSON body is empty.');
  });

  it('__proto__ in JSON → 400', async () => {
    const reply = await app.inject({ method: 'POST', url: `/api/census/overlay?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}}' });
    expect(reply.statusCode).toBe(400);
  });

  it('a repeated form field (an array where a text is expected) → 400', async () => {
    const reply = await app.inject({ method: 'POST', url: `/api/census/form-render?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, headers: formHeaders, payload: 'formId=a&formId=b' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Invalid request body: formId must be a string.');
  });

  it('a JSON array where an object is expected → 400', async () => {
    const reply = await postJson(app, '/api/census/overlay', [1, 2]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Invalid request body: the body must be an object.');
  });

  it('an oversized body → 413 naming the limit, and nothing stored', async () => {
    const reply = await postForm(app, '/api/census/form-render', { formId: 'x', pageTitle: 'a'.repeat(BODY_LIMIT_BYTES) });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().error).toBe(`Request body is too large: the limit is ${BODY_LIMIT_BYTES} bytes.`);
  });

  it('an unsupported content type → 415', async () => {
    const reply = await app.inject({ method: 'POST', url: `/api/census/form-render?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(reply.statusCode).toBe(415);
  });

  it('an unknown endpoint → JSON 404', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'No such API endpoint: GET /api/nothing/here' });
  });
});

describe('rate limits', () => {
  it('every API route is limited per client with a clear 429 and Retry-After', async () => {
    await app.close();
    app = await buildTestApp(db, { rateLimits: { api: 3 } });
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/1/performance/settings' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/1/performance/settings' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests: the limit is 3 per 60 seconds here\. Try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The demo site is not limited by the API's budget.
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });
});
