import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_SITE_API_TIMEOUT_MS, siteApiOverHttp } from '../../../src/ssr/http-site-api.js';
import { installTestClock } from '../../support/test-clock.js';
import { renderPage } from '../../../src/ssr/render-page.js';
// useTestServer is a vitest set-up helper (not a React hook), named here for what it does.
import { useTestServer as serveEachTest } from '../server/server-test-harness.js';

/**
 * A render with no site server in the process (docs/server-rendering.md: the render command's
 * `--api`, or `siteApiOverHttp` in the Node API): blocks fetch their data from the site API over
 * HTTP, as an anonymous visitor.
 */
let app: FastifyInstance;
serveEachTest((server) => ({ app } = server));
let base = '';
// A fresh app for each test (useTestServer), listening on a port of its own.
beforeEach(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>${body}</body></html>`;

describe('the site API over HTTP for the server renderer', () => {
  it('draws a product block with the product the site API answers', async () => {
    const { html } = await renderPage(page('<ss-product product-id="harbour-blend"></ss-product>'), { api: siteApiOverHttp(base) });
    expect(html).toMatch(/<template shadowrootmode="open">[\s\S]*Harbour Blend Coffee Beans/);
  });

  it('fetches no cart: a static page has no visitor, so the browser fetches its own', async () => {
    const asked: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      asked.push(new URL(String(input)).pathname);
      return fetch(input, init);
    };
    const { html } = await renderPage(page('<ss-cart></ss-cart><ss-product product-id="harbour-blend"></ss-product>'), { api: siteApiOverHttp(base, recording) });
    expect(asked).toEqual(['/api/commerce/products/harbour-blend']);
    expect(html).toContain('<ss-cart data-ss-rendered');
  });

  it('carries the status and error code of a failed call, and calls nothing but the site API', async () => {
    const api = siteApiOverHttp(base);
    await expect(api.request('/api/commerce/products/no-such-product')).rejects.toMatchObject({ status: 404 });
    await expect(api.request('/admin')).rejects.toThrow('only calls the site API');
    expect(() => siteApiOverHttp('file:///etc/')).toThrow('http(s)');
  });

  it('gives a call that does not answer up after 10 s on the runtime clock, and leaves the block to the browser', async () => {
    let asked = 0;
    const hanging: typeof fetch = (_input, init) => {
      asked += 1;
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    };
    const time = installTestClock();
    try {
      let settled = false;
      const rendered = renderPage(page('<ss-product product-id="harbour-blend"></ss-product>'), { api: siteApiOverHttp(base, hanging) }).finally(() => (settled = true));
      await vi.waitFor(() => expect(asked).toBe(1));
      time.tick(HTTP_SITE_API_TIMEOUT_MS - 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled, 'still waiting a millisecond before the time-out').toBe(false);
      time.tick(1);
      // Given up at the time-out on the runtime's clock, not on a real timer of its own.
      await vi.waitFor(() => expect(settled).toBe(true), { timeout: 2000 });
      const { html } = await rendered;
      expect(html).not.toContain('Harbour Blend Coffee Beans');
      expect(html).toContain('<ss-product product-id="harbour-blend"');
    } finally {
      time.uninstall();
    }
  });

  it('leaves a block to the browser when the site API cannot be reached', async () => {
    const { html } = await renderPage(page('<ss-product product-id="harbour-blend"></ss-product>'), { api: siteApiOverHttp('http://127.0.0.1:9') });
    expect(html).not.toContain('Harbour Blend Coffee Beans');
  });
});

describe('sitestack render --api', { timeout: 60_000 }, () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitestack-render-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('renders the page with the data its blocks fetch from that site API', async () => {
    const file = join(dir, 'shop.html');
    await writeFile(file, page('<ss-product product-id="harbour-blend"></ss-product>'));
    const cli = new URL('../../../dist/ssr/cli.js', import.meta.url).pathname;
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, 'render', file, '--api', base]);
    expect(stdout).toContain('Harbour Blend Coffee Beans');
    expect(stderr).toBe('');
    await expect(promisify(execFile)(process.execPath, [cli, 'render', file, '--api', 'ftp://example.com'])).rejects.toMatchObject({ stderr: expect.stringContaining('http(s)') });
  });
});
