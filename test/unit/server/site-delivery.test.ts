import { readdirSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { CRUMB, useTestServer } from './server-test-harness.js';

/** Delivery of pages and the bundle (docs/production.md): compressed, cached by kind. */
const dist = new URL('../../../dist/', import.meta.url);
const chunk = readdirSync(new URL('chunks/', dist)).find((name) => name.endsWith('.js') && !name.endsWith('.map'));

describe('site delivery', () => {
  let app: FastifyInstance;
  useTestServer((server) => ({ app } = server));
  beforeEach(() => expect(chunk, 'run `npm run build` first: the bundle is served from dist/').toBeDefined());

  it('serves hashed chunks for a year, immutable, precompressed with brotli or gzip', async () => {
    const brotli = await app.inject({ url: `/dist/chunks/${chunk}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({ url: `/dist/chunks/${chunk}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: `/dist/chunks/${chunk}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the loader with revalidation, since pages include it by a fixed name', async () => {
    const loader = await app.inject({ url: '/dist/sitestack.js', headers: { 'accept-encoding': 'br' } });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cache-control']).toBe('public, no-cache');
    expect(loader.headers['content-encoding']).toBe('br');
  });

  it('compresses pages once, sets no cookie, and answers a matching If-None-Match with 304 (issue 49)', async () => {
    const firstVisit = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip' } });
    expect(firstVisit.statusCode).toBe(200);
    expect(firstVisit.headers['set-cookie']).toBeUndefined();
    expect(firstVisit.headers['content-encoding']).toBe('gzip');
    expect(firstVisit.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    const etag = firstVisit.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag }, cookies: { crumb: CRUMB } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses a page with brotli at its highest level, once', async () => {
    // The gallery page (ten galleries' slides; this test server draws no blocks).
    const page = await app.inject({ url: '/gallery.html', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload);
    expect(html.toString('utf8')).toContain('<ss-gallery');
    const smallest = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length;
    expect(page.rawPayload.length).toBeLessThanOrEqual(smallest);
  });

  it('serves / as the home page and /search and /plain/ twins of the pages', async () => {
    expect((await app.inject({ url: '/' })).headers['content-type']).toContain('text/html');
    expect((await app.inject({ url: '/search' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/plain/gallery.html' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/plain/nothing.html' })).statusCode).toBe(404);
  });
});
