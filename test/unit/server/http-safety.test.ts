import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from '../../../server/app.js';
import type { Database } from '../../../server/db/database.js';
import { crossSiteRefusal } from '../../../server/origin-check.js';
import { CRUMB, buildTestApp, ownerHeaders, postJson, useTestServer } from './server-test-harness.js';

// Issue 17: a GET stored a row; a body that never finished held its connection past 150 s; the
// checkout post checked no Origin.

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (
    // Rate-limit counters (on Postgres) count requests; they hold nothing of the site's.
    await db.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'rate_limit_counters')",
    )
  ).rows.map((row) => row.tablename);
  const result = await db.query<{ t: string; n: number }>(tables.map((table) => `SELECT '${table}' AS t, count(*)::int AS n FROM "${table}"`).join(' UNION ALL '));
  return Object.fromEntries(result.rows.map((row) => [row.t, Number(row.n)]));
}

describe('no GET or HEAD changes state (issue 17)', () => {
  it('GET /api/1/performance/settings stores nothing, and its page load id still takes records', async () => {
    await app.ready();
    const before = await rowCounts();
    const settings = (await app.inject({ method: 'GET', url: '/api/1/performance/settings' })).json();
    await app.inject({ method: 'HEAD', url: '/api/1/performance/settings' });
    expect(await rowCounts()).toEqual(before);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/1/performance/records',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify([
        { a: 'site', d: {}, e: 'lcp', p: settings.pageLoadId, t: 1 },
        { a: 'site', d: {}, e: 'lcp', p: `${settings.pageLoadId.slice(0, -1)}x`, t: 1 },
        { a: 'site', d: {}, e: 'lcp', p: 'made-up', t: 1 },
      ]),
    });
    expect(sent.json()).toMatchObject({ stored: 1, ignored: 2 });
  });

  it('every GET and HEAD route the app registers leaves every table as it was', { timeout: 60_000 }, async () => {
    await app.ready();
    const routes = app.siteRoutes.filter((route) => route.method === 'GET' || route.method === 'HEAD');
    expect(routes.length).toBeGreaterThan(40);
    const before = await rowCounts();
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, 'x').replace(/\/\*$/, '/index.html');
      for (const headers of [{}, ownerHeaders, { cookie: `crumb=${CRUMB}; ss_cart=x; ss_cvr=v` }]) {
        const reply = await app.inject({ method: route.method as 'GET' | 'HEAD', url, headers });
        expect(reply.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      }
      expect(await rowCounts(), `${route.method} ${url} changed a table`).toEqual(before);
    }
  });
});

describe('hostile query strings on reads (issue 17: never a 500 for what the client sent)', () => {
  // NUL, a lone surrogate (raw and as UTF-8 bytes), numbers out of range, a value too long, an
  // array where one value is expected, a header injection.
  const NASTY = ['%00', '%ED%A0%80', '%ud800', '-1', '1e400', 'NaN', 'x'.repeat(3000), '%27%3B--', '99999999999999999999', 'a%0d%0aSet-Cookie:x=1'];
  const KEYS = ['q', 'query', 'page', 'limit', 'offset', 'days', 'id', 'formId', 'from', 'to', 'since', 'cursor', 'sort', 'start', 'end', 'tag', 'category', 'input', 'placeId', 'token', 'productId', 'currency', 'locale', 'format', 'month', 'year', 'collectionId', 'type', 'pageSize'];

  it('every GET route answers each in its path, its query (once and repeated) and its cookies with less than a 500', { timeout: 120_000 }, async () => {
    await app.ready();
    const routes = app.siteRoutes.filter((route) => route.method === 'GET');
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const value of NASTY) {
        const path = route.url.replace(/:\w+/g, value).replace(/\/\*$/, '/index.html');
        for (const query of [KEYS.map((key) => `${key}=${value}`).join('&'), KEYS.map((key) => `${key}[]=${value}&${key}=${value}`).join('&')]) {
          for (const headers of [ownerHeaders, { cookie: `crumb=${CRUMB}; ss_cart=${value}; ss_cvr=${value}` }]) {
            // Each from an address of its own, so the rate limits answer none of them.
            sent += 1;
            const reply = await app.inject({ method: 'GET', url: `${path}?${query}`, headers, remoteAddress: `10.${(sent >> 8) & 255}.${sent & 255}.7` });
            if (reply.statusCode >= 500) failures.push(`${reply.statusCode} GET ${path.slice(0, 80)} (${value.slice(0, 20)}): ${reply.body.slice(0, 120)}`);
            else if (reply.statusCode === 429) failures.push(`429 GET ${path.slice(0, 80)}: the rate limit answered, the route was not reached`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('time limits on a request (issue 17)', () => {
  it('a body that never finishes is answered 408 and closed; so are headers that never finish', { timeout: 20_000 }, async () => {
    await app.close();
    app = await buildTestApp(db, { timeouts: { headersMs: 300, requestMs: 600, idleMs: 5000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const held = (write: string) =>
      new Promise<{ data: string; ms: number }>((resolve, reject) => {
        const started = Date.now();
        let data = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(write));
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => resolve({ data, ms: Date.now() - started }));
      });

    const body = await held(
      `POST /api/census/form-render?crumb=${CRUMB} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: crumb=${CRUMB}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"formId":`,
    );
    expect(body.data).toMatch(/^HTTP\/1\.1 408/);
    expect(body.ms).toBeLessThan(5000);
    const headers = await held('GET /api/crumb HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(headers.data).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.ms).toBeLessThan(5000);
    expect(Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM census_events')).rows[0]?.n)).toBe(0);
  });
});

describe('idle connections (docs/production.md "Time-outs")', () => {
  it('close after the times docs/production.md and docs/security.md give: idle, and kept alive after a reply', () => {
    expect(app.server.timeout).toBe(DEFAULT_TIMEOUTS.idleMs);
    expect(app.server.keepAliveTimeout).toBe(DEFAULT_TIMEOUTS.keepAliveMs);
    const readme = ['production.md', 'security.md'].map((page) => readFileSync(fileURLToPath(new URL(`../../../docs/${page}`, import.meta.url)), 'utf8')).join('\n');
    const seconds = (pattern: RegExp) => [...readme.matchAll(pattern)].map((match) => Number(match[1]) * 1000);
    const idle = seconds(/idle\s+connections?\s+(?:close|is\s+closed)\s+after\s+(\d+)\s+s\b/g);
    const keptAlive = seconds(/kept\s+alive\s+after\s+a\s+reply,\s+after\s+(\d+)\s+s\b/g);
    expect(idle.length).toBeGreaterThan(0);
    expect(keptAlive.length).toBeGreaterThan(0);
    expect(new Set(idle)).toEqual(new Set([DEFAULT_TIMEOUTS.idleMs]));
    expect(new Set(keptAlive)).toEqual(new Set([DEFAULT_TIMEOUTS.keepAliveMs]));
  });

  it('a kept-alive connection is closed after the configured keep-alive time, not a built-in one', { timeout: 20_000 }, async () => {
    await app.close();
    app = await buildTestApp(db, { timeouts: { keepAliveMs: 300 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Before, Fastify's own 72 s applied: the connection outlived the test.
    const reply = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'));
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(data));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toMatch(/keep-alive/i);
  });
});

describe('Origin on every state-changing post (issue 17)', () => {
  const checkout = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/commerce/goto-checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${CRUMB}`, ...headers },
      payload: `crumb=${CRUMB}`,
    });

  it('POST /commerce/goto-checkout from a cross-site Origin → 403; from its own site it goes on', async () => {
    expect((await checkout({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await checkout({ origin: 'null' })).statusCode).toBe(403);
    expect((await checkout({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await checkout({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    // Same origin: past the Origin check (no cart here, so the session-expired page).
    expect((await checkout({ origin: 'http://localhost' })).statusCode).toBe(409);
    expect((await checkout({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(409);
    expect((await checkout({ referer: 'http://localhost/shop.html' })).statusCode).toBe(409);
  });

  it('the no-script form and the API refuse a cross-site post without Origin but with Sec-Fetch-Site or Referer', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/api/form/plain/demo-newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'email=a%40example.com',
    });
    expect(plain.statusCode).toBe(403);
    expect((await postJson(app, '/api/census/form-render', { formId: 'f' }, { headers: { 'content-type': 'application/json', referer: 'https://evil.example/' } })).statusCode).toBe(403);
    // The configured embedding origin stays allowed.
    expect((await postJson(app, '/api/census/form-render', { formId: 'f' }, { headers: { 'content-type': 'application/json', origin: 'https://cms.example' } })).statusCode).toBe(200);
    // A client that is not a browser page (no Origin, Sec-Fetch-Site or Referer) is left to the crumb.
    expect((await postJson(app, '/api/census/form-render', { formId: 'f' })).statusCode).toBe(200);
  });

  it('crossSiteRefusal: the rule in full', () => {
    const facts = { origin: undefined, secFetchSite: undefined, referer: undefined, ownOrigin: 'https://site.example', allowedOrigins: new Set(['https://cms.example']) };
    expect(crossSiteRefusal({ ...facts, origin: 'https://site.example' })).toBeNull();
    expect(crossSiteRefusal({ ...facts, origin: 'https://cms.example' })).toBeNull();
    expect(crossSiteRefusal({ ...facts, origin: 'https://site.example:443' })).toBeNull();
    expect(crossSiteRefusal({ ...facts, origin: 'ftp://site.example' })).not.toBeNull();
    expect(crossSiteRefusal({ ...facts, origin: 'https://shop.site.example', secFetchSite: 'same-site' })).not.toBeNull();
    expect(crossSiteRefusal({ ...facts, origin: 'https://evil.example' })).toMatch(/evil\.example are not allowed/);
    expect(crossSiteRefusal({ ...facts, origin: 'https://evil.example', secFetchSite: 'cross-site' })).not.toBeNull();
    expect(crossSiteRefusal({ ...facts, origin: 'null', secFetchSite: 'same-origin' })).not.toBeNull();
    expect(crossSiteRefusal({ ...facts, secFetchSite: 'cross-site' })).not.toBeNull();
    expect(crossSiteRefusal({ ...facts, secFetchSite: 'none' })).toBeNull();
    expect(crossSiteRefusal({ ...facts, referer: 'https://site.example/a' })).toBeNull();
    expect(crossSiteRefusal({ ...facts, referer: 'https://evil.example/a' })).not.toBeNull();
    expect(crossSiteRefusal({ ...facts, referer: 'javascript:alert(1)' })).not.toBeNull();
    expect(crossSiteRefusal(facts)).toBeNull();
  });
});

describe('links the server writes stay on the site (issue 17)', () => {
  it('the summary widget links only paths on this site, never //evil.example or /\\evil.example', async () => {
    const items = [
      { title: 'Gig', url: '/events/gig' },
      { title: 'Slashes', url: '//evil.example' },
      { title: 'Backslash', url: '/\\evil.example' },
      { title: 'Tab', url: '/\t/evil.example' },
    ];
    const reply = await postJson(app, '/api/widget/GetWidgetRendering', { widgetJSON: JSON.stringify({ type: 'summary', id: 'abc', value: { items } }) });
    expect(reply.statusCode).toBe(200);
    const html = JSON.stringify(reply.json());
    expect(html).toContain('href=\\"/events/gig\\"');
    expect(html).not.toContain('evil.example');
  });

  it('the no-script form resolves a relative success redirect against the site, not the Referer', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/owner/forms/contact',
      headers: ownerHeaders,
      payload: { name: 'Contact', fields: [{ id: 'email', type: 'email', title: 'Email' }], successRedirect: '/thanks.html' },
    });
    expect(put.statusCode).toBe(200);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/form/plain/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://cms.example', referer: 'https://cms.example/embedding-page' },
      payload: 'email=ada%40example.com',
    });
    expect(reply.statusCode).toBe(303);
    // No SITE_ORIGIN: a path, which the browser resolves against the address it posted to.
    expect(reply.headers.location).toBe('/thanks.html');
  });
});

describe('the site\'s own address comes from SITE_ORIGIN, never from Host (issue 46)', () => {
  const evilHost = { host: 'evil.example' };

  it('a relative success redirect is a URL on SITE_ORIGIN whatever Host the request names', async () => {
    const site = await buildTestApp(db, { config: { siteOrigin: 'https://shop.example' } });
    try {
      await site.inject({
        method: 'PUT',
        url: '/api/owner/forms/contact',
        headers: ownerHeaders,
        payload: { name: 'Contact', fields: [{ id: 'email', type: 'email', title: 'Email' }], successRedirect: '/thanks.html?from=form' },
      });
      const reply = await site.inject({
        method: 'POST',
        url: '/api/form/plain/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...evilHost },
        payload: 'email=ada%40example.com',
      });
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.location).toBe('https://shop.example/thanks.html?from=form');
    } finally {
      await site.close();
    }
  });

  it('pages are drawn for SITE_ORIGIN (or http://localhost), never for the Host header, nor for a query no drawing reads', async () => {
    const drawnFor: string[] = [];
    const pageRenderer = { render: async (html: string, pageUrl: string) => (drawnFor.push(pageUrl), html) };
    for (const siteOrigin of ['https://shop.example', undefined]) {
      const site = await buildTestApp(db, { pageRenderer, config: { siteOrigin } });
      try {
        expect((await site.inject({ url: '/gallery.html?x=1', headers: evilHost })).statusCode).toBe(200);
      } finally {
        await site.close();
      }
    }
    expect(drawnFor).toEqual(['https://shop.example/gallery.html', 'http://localhost/gallery.html']);
  });

  it('a malformed Host header or an absolute-form request target is a 400, never a 500', async () => {
    const site = await buildTestApp(db);
    try {
      await site.listen({ port: 0, host: '127.0.0.1' });
      const { port } = site.server.address() as AddressInfo;
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          // Written, not ended: a half-closed socket may be dropped before a slower answer (a database rate-limit count).
          const socket = connect(port, '127.0.0.1', () => socket.write(request));
          let answer = '';
          socket.on('data', (chunk) => (answer += chunk.toString()));
          socket.on('end', () => resolve(answer));
          socket.on('error', reject);
        });
      for (const host of ['exa mple.com', 'a/b', 'evil.example:port', '[not-an-address]', 'user@host', 'x'.repeat(300)]) {
        for (const path of ['/', '/gallery.html', '/api/crumb']) {
          const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
          expect(answer, `${host} ${path}`).toMatch(/^HTTP\/1\.1 400 /);
          expect(answer).toContain('The Host header is not a valid host name.');
        }
      }
      const absolute = await raw(`GET http://evil.example/gallery.html HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(absolute).toMatch(/^HTTP\/1\.1 400 /);
      expect(absolute).toContain('The request target must be a path on this server.');
      // Well-formed hosts still work: names, ports, IPv4 and IPv6 literals.
      for (const host of ['shop.example', 'shop.example:8080', '127.0.0.1:80', '[::1]:4173', 'localhost']) {
        expect(await raw(`GET /api/crumb HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), host).toMatch(/^HTTP\/1\.1 200 /);
      }
    } finally {
      await site.close();
    }
  });
});

describe('no other site frames an HTML answer (issue 46)', () => {
  it('pages, their plain twins, checkout pages and the no-script form\'s answer say frame-ancestors \'self\'; the stats page stays none', async () => {
    const frameable = async (site: FastifyInstance, url: string, init: Record<string, unknown> = {}) => {
      const reply = await site.inject({ url, ...init });
      expect(reply.headers['content-type'], url).toMatch(/^text\/html/);
      return [String(reply.headers['content-security-policy']).match(/frame-ancestors[^;]*/)?.[0], reply.headers['x-frame-options']];
    };
    const plainPost = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=ada%40example.com' };
    for (const url of ['/', '/shop.html', '/plain/shop.html', '/commerce/goto-checkout', '/checkout/donate']) {
      expect(await frameable(app, url), url).toEqual(["frame-ancestors 'self'", 'SAMEORIGIN']);
    }
    expect(await frameable(app, '/api/form/plain/nope', plainPost)).toEqual(["frame-ancestors 'self'", 'SAMEORIGIN']);
    expect(await frameable(app, '/stats')).toEqual(["frame-ancestors 'none'", undefined]);

    const site = await buildTestApp(db, { config: { frameOrigins: ['https://cms.example'] } });
    try {
      expect(await frameable(site, '/shop.html')).toEqual(["frame-ancestors 'self' https://cms.example", undefined]);
    } finally {
      await site.close();
    }
  });
});
