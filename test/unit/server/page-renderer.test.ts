import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_PAGE_CACHE_SIZE, loadPageRenderer, type PageRenderer } from '../../../server/pages/page-renderer.js';
import type { SiteApi } from '../../../src/ssr/server-data.js';

/**
 * The site server keeps a rendered page when its blocks read nothing of the site API or the
 * visitor (issue 15: a gallery page took tens of ms to draw on every visit, its first byte 20x
 * the peer page's). A stand-in build counts the renders: a page says in its text what it reads.
 */
let dist: string;
let renderer: PageRenderer;
const renders = () => (globalThis as unknown as { ssrRenders: string[] }).ssrRenders;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'sitestack-renderer-'));
  await mkdir(join(dist, 'ssr'));
  await writeFile(
    join(dist, 'ssr', 'index.js'),
    `globalThis.ssrRenders = [];
     export async function bundleFiles() { return {}; }
     export async function renderPage(html, { url, api }) {
       globalThis.ssrRenders.push(url + ' ' + html);
       let extra = '';
       if (html.includes('reads-api')) extra = JSON.stringify(await api.request('/api/things'));
       if (html.includes('reads-cookies')) extra = api.visitorCookies;
       const skipped = html.includes('fails') ? [{ tag: 'ss-x', reason: 'it threw' }] : [];
       return { html: '<drawn>' + html + extra + '</drawn>', skipped };
     }`,
  );
  renderer = (await loadPageRenderer(dist, () => undefined))!;
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const api = (cookies: string): SiteApi => ({ request: async () => ({ stock: cookies.length }), visitorCookies: cookies });

describe('rendered pages kept by the site server', () => {
  it('draws a page that reads no data once, and serves the same drawing to every visitor', async () => {
    const before = renders().length;
    const first = await renderer.render('<ss-gallery>a</ss-gallery>', 'http://site.test/gallery.html', api('ss_cart=1'));
    const again = await renderer.render('<ss-gallery>a</ss-gallery>', 'http://site.test/gallery.html', api('ss_cart=2'));
    expect(again).toBe(first);
    expect(first).toBe('<drawn><ss-gallery>a</ss-gallery></drawn>');
    expect(renders().length - before).toBe(1);
  });

  it('draws again for another address or another page source', async () => {
    const before = renders().length;
    await renderer.render('<ss-gallery>b</ss-gallery>', 'http://site.test/b.html', api(''));
    await renderer.render('<ss-gallery>b</ss-gallery>', 'http://site.test/b.html?q=1', api(''));
    await renderer.render('<ss-gallery>b2</ss-gallery>', 'http://site.test/b.html', api(''));
    expect(renders().length - before).toBe(3);
  });

  it('draws every visit of a page whose blocks fetch data or read the visitor\'s cookies, or that a block failed on', async () => {
    const before = renders().length;
    expect(await renderer.render('<ss-product reads-api>', 'http://site.test/shop.html', api('ab'))).toContain('{"stock":2}');
    expect(await renderer.render('<ss-product reads-api>', 'http://site.test/shop.html', api('abcd'))).toContain('{"stock":4}');
    expect(await renderer.render('<ss-cookie-banner reads-cookies>', 'http://site.test/c.html', api('consent=yes'))).toContain('consent=yes');
    expect(await renderer.render('<ss-cookie-banner reads-cookies>', 'http://site.test/c.html', api('consent=no'))).toContain('consent=no');
    await renderer.render('<ss-x fails>', 'http://site.test/x.html', api(''));
    await renderer.render('<ss-x fails>', 'http://site.test/x.html', api(''));
    expect(renders().length - before).toBe(6);
  });

  it(`keeps at most ${RENDERED_PAGE_CACHE_SIZE} pages, dropping the one used least recently`, async () => {
    const url = (i: number) => `http://site.test/many-${i}.html`;
    await renderer.render('<ss-gallery>m</ss-gallery>', url(0), api(''));
    for (let i = 1; i <= RENDERED_PAGE_CACHE_SIZE; i++) {
      await renderer.render('<ss-gallery>m</ss-gallery>', url(i), api(''));
      // Page 0 stays in use; page 1 is the one left to fall out.
      if (i === RENDERED_PAGE_CACHE_SIZE - 1) await renderer.render('<ss-gallery>m</ss-gallery>', url(0), api(''));
    }
    const before = renders().length;
    await renderer.render('<ss-gallery>m</ss-gallery>', url(0), api(''));
    expect(renders().length - before).toBe(0);
    await renderer.render('<ss-gallery>m</ss-gallery>', url(1), api(''));
    expect(renders().length - before).toBe(1);
  });
});
