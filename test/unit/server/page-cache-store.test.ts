import { describe, expect, it } from 'vitest';
import { PageCache, sharedPage, type DrawnPage } from '../../../server/pages/page-cache.js';

/** The server's page cache on its own (issue 49): kept by address, found by surrogate key. */
const page = async (body: string, keys: string[]): Promise<DrawnPage> => ({ page: await sharedPage(body, keys), kind: 'shared' });

describe('the page cache', () => {
  it('keeps a drawing until a key it read is invalidated, and only those', async () => {
    const cache = new PageCache();
    let draws = 0;
    const draw = (body: string, keys: string[]) => () => ((draws += 1), page(body, keys));
    await cache.serve('/shop', draw('shop', ['site', 'product:a']));
    await cache.serve('/media', draw('media', ['site', 'collection:journal']));
    await cache.serve('/shop', draw('shop', ['site', 'product:a']));
    expect(draws).toBe(2);
    expect(cache.invalidate(['product:a', 'product:unknown'])).toBe(1);
    expect(cache.get('/shop')).toBeUndefined();
    expect(cache.get('/media')?.identity.toString()).toBe('media');
    expect(cache.invalidate(['site'])).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('keeps a page at most maxAgeMs (what changes with time alone: upcoming events)', async () => {
    let now = 1_000;
    const cache = new PageCache({ maxAgeMs: 300_000, now: () => now });
    await cache.serve('/media', () => page('media', ['site']));
    now += 299_999;
    expect(cache.get('/media')).toBeDefined();
    now += 1;
    expect(cache.get('/media')).toBeUndefined();
  });

  it('drops the least recently used pages past maxBytes', async () => {
    const one = await sharedPage('x'.repeat(4000), ['site']);
    const size = one.identity.length + one.br.length + one.gzip.length;
    const cache = new PageCache({ maxBytes: size * 2 });
    await cache.serve('/a', async () => ({ page: one, kind: 'shared' }));
    await cache.serve('/b', async () => ({ page: one, kind: 'shared' }));
    cache.get('/a');
    await cache.serve('/c', async () => ({ page: one, kind: 'shared' }));
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('keeps no drawing for one visitor or an incomplete one, and none started before a clear', async () => {
    const cache = new PageCache();
    await cache.serve('/review', async () => ({ ...(await page('r', ['site'])), kind: 'private' }));
    await cache.serve('/shop', async () => ({ ...(await page('s', ['site'])), kind: 'incomplete' }));
    expect(cache.size).toBe(0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const serving = cache.serve('/late', async () => {
      await held;
      return page('late', ['site']);
    });
    cache.clear();
    release();
    await serving;
    expect(cache.get('/late')).toBeUndefined();
  });
});
