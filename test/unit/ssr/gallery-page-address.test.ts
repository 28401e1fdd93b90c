import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/ssr/render-page.js';

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gallery</title></head><body>${body}</body></html>`;
const figures =
  '<figure data-slide-id="a" data-click-through-url="/menu"><img src="/a.jpg" alt="A"></figure>' +
  '<figure data-slide-id="b" data-click-through-url="details.html"><img src="/b.jpg" alt="B"></figure>';
const slideLinks = (html: string) => Array.from(html.matchAll(/<a part="slide-link"[^>]*href="([^"]*)"/g), (match) => match[1]);

describe('a server-drawn gallery reads the rendered page\'s address, as the browser does', () => {
  it('writes a relative click-through URL as the page gave it, for the browser to resolve, never against a stand-in host (spec 03 §3, §4 stacked)', async () => {
    // spec 03 §3 slide attribute data-click-through-url; §4 "a slide's click-through URL navigates instead"
    for (const design of ['grid', 'slideshow']) {
      for (const url of ['http://shop.example:4493/sub/page', undefined]) {
        const { html } = await renderPage(page(`<ss-gallery design="${design}">${figures}</ss-gallery>`), { url });
        expect(slideLinks(html), `${design} ${url}`).toEqual(['/menu', 'details.html']);
      }
    }
  });

  it('draws no autoplay pause control when the page address has nomotion=true (spec 03 §2)', async () => {
    // spec 03 §2 "query parameter nomotion set to true disables autoplay": the server's picture is the hydrated one
    const gallery = page(`<ss-gallery design="slideshow" autoplay>${figures}</ss-gallery>`);
    const still = await renderPage(gallery, { url: 'http://shop.example/photos?nomotion=true' });
    expect(still.rendered).toEqual(['ss-gallery']);
    expect(still.html).not.toContain('part="rotation"');
    const moving = await renderPage(gallery, { url: 'http://shop.example/photos?nomotion=false' });
    expect(moving.html).toContain('part="rotation"');
  });

  it('draws first the slide the page path names below the collection URL, as the browser shows it (spec 03 §2)', async () => {
    // spec 03 §2 address sync: "the collection's full URL plus the item's id or URL" names the item
    const slides = ['s0', 's1', 's2'].map((id) => `<figure data-slide-id="${id}"><img data-src="/${id}.jpg" alt="${id}"></figure>`).join('');
    const active = (html: string) => /part="slide slide-active"[^>]*data-index="(\d+)"|data-index="(\d+)"[^>]*part="slide slide-active"/.exec(html)?.slice(1).find(Boolean);
    const gallery = (extra = '') => page(`<ss-gallery design="slideshow" history collection-url="/gallery"${extra}>${slides}</ss-gallery>`);
    const named = await renderPage(gallery(), { url: 'http://shop.example/gallery/s2' });
    expect(active(named.html)).toBe('2');
    // its image loads at once, as the current slide's does (the first one only as its neighbour)
    expect(named.html).toMatch(/<img data-src="\/s2\.jpg"[^>]*loading="eager"/);
    expect((await renderPage(gallery(), { url: 'http://shop.example/gallery' })).html).toSatisfy((html: string) => active(html) === '0');
    expect(active((await renderPage(gallery(), { url: 'http://shop.example/gallery/nope' })).html)).toBe('0');
    // with the lightbox the address opens the item there instead; without history nothing follows the address
    expect(active((await renderPage(gallery(' lightbox'), { url: 'http://shop.example/gallery/s2' })).html)).toBe('0');
    expect(active((await renderPage(page(`<ss-gallery design="slideshow" collection-url="/gallery">${slides}</ss-gallery>`), { url: 'http://shop.example/gallery/s2' })).html)).toBe('0');
  });

  it('draws the slideshow in the shape of the slide it shows first, so hydration moves nothing (spec 03 §9 stacked auto height)', async () => {
    // spec 03 §9 "Stacked: ... auto height"
    const slides =
      '<figure data-slide-id="tall" data-image-dimensions="1200x1600"><img src="/tall.jpg" alt="Tall" width="1200" height="1600"></figure>' +
      '<figure data-slide-id="wide" data-image-dimensions="1600x900"><img src="/wide.jpg" alt="Wide" width="1600" height="900"></figure>';
    const ratio = (html: string) => /class="slides"[^>]*style="--_ss-slide-ratio:([\d.]+)"/.exec(html)?.[1];
    const gallery = page(`<ss-gallery design="slideshow" history collection-url="/gallery">${slides}</ss-gallery>`);
    expect(ratio((await renderPage(gallery, { url: 'http://shop.example/gallery' })).html)).toBe('0.75');
    // the slide the address names is drawn first, in its own shape
    expect(Number(ratio((await renderPage(gallery, { url: 'http://shop.example/gallery/wide' })).html))).toBeCloseTo(16 / 9, 5);
  });

  it('draws each of several pages rendered at the same time for its own address and edit mode (the renderer builds blocks in one shared document)', async () => {
    // spec 03 §2 address sync, as above; in the editor's edit mode the address is not followed
    const slides = ['s0', 's1', 's2'].map((id) => `<figure data-slide-id="${id}"><img data-src="/${id}.jpg" alt="${id}"></figure>`).join('');
    const active = (html: string) => /part="slide slide-active"[^>]*data-index="(\d+)"|data-index="(\d+)"[^>]*part="slide slide-active"/.exec(html)?.slice(1).find(Boolean);
    const body = `<ss-gallery design="slideshow" history collection-url="/gallery">${slides}</ss-gallery><ss-collection-list collection="journal"></ss-collection-list>`;
    // The collection replies come back in the reverse order of the calls, so the renders interleave.
    let delay = 60;
    const api = {
      request: () => new Promise<unknown>((resolve) => setTimeout(() => resolve({ collection: { id: 'c', title: 'Journal', type: 'blog', url: '/journal' }, items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 }), (delay -= 20))),
    };
    const [editing, second, first] = await Promise.all([
      renderPage(page(body).replace('<html lang="en">', '<html lang="en" data-ss-edit-mode>'), { url: 'http://shop.example/gallery/s2', api }),
      renderPage(page(body), { url: 'http://shop.example/gallery/s2', api }),
      renderPage(page(body), { url: 'http://shop.example/gallery/s1?x=1', api }),
    ]);
    expect([editing, second, first].map((result) => result.rendered)).toEqual(Array(3).fill(['ss-gallery', 'ss-collection-list']));
    expect([active(editing.html), active(second.html), active(first.html)]).toEqual(['0', '2', '1']);
    expect(first.html).toContain('data-ss-url="/gallery/s1?x=1"');
    expect(second.html).not.toContain('data-ss-url="/gallery/s1?x=1"');
  });

});
