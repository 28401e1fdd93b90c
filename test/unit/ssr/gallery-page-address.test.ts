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
});
