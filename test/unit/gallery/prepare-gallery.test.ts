// @vitest-environment jsdom
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { prepareGalleryHost } from '../../../src/react/gallery/prepare-gallery.js';
import type { GalleryAttributes } from '../../../src/react/gallery/gallery-types.js';
import { parseVideoEmbed } from '../../../src/runtime/video/video-embed.js';

/** A page as the server renderer parses it (jsdom, no script, no custom elements), at its address. */
const serverPage = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`, { url: 'http://127.0.0.1:4441/gallery.html' }).window.document;

const attributes = (design: string, extra: Partial<GalleryAttributes> = {}): GalleryAttributes => ({
  design,
  transition: '',
  autoplay: false,
  loop: false,
  lightbox: false,
  thumbnails: false,
  history: false,
  link: '',
  collectionUrl: '',
  label: '',
  dataBlockJson: '',
  ...extra,
});

const FIGURES = ['a', 'b', 'c', 'd']
  .map((id) => `<figure data-slide-id="${id}" data-image-dimensions="1600x900"><img data-src="/images/${id}.svg" alt="${id}"></figure>`)
  .join('');

describe('a gallery\u2019s light DOM prepared by the server (issue 15; spec 03 §3 slides, §9 preload; spec 01 §4 lazy images)', () => {
  it('puts each figure in its slide slot, as the block does', () => {
    const host = serverPage(`<ss-gallery design="grid">${FIGURES}</ss-gallery>`).querySelector('ss-gallery')!;
    prepareGalleryHost(host, attributes('grid'));
    expect([...host.querySelectorAll('figure')].map((figure) => figure.getAttribute('slot'))).toEqual(['slide-0', 'slide-1', 'slide-2', 'slide-3']);
  });

  it('gives lazy images their source now, loading natively near the viewport, placed as the loader places them (auto-crop fills)', () => {
    const host = serverPage(`<ss-gallery design="grid">${FIGURES}</ss-gallery>`).querySelector('ss-gallery')!;
    prepareGalleryHost(host, attributes('grid'));
    const img = host.querySelector('img')!;
    // as written: the browser resolves it against the address the page is served at (issue 47, cause 5)
    expect(img.getAttribute('src')).toBe('/images/a.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.objectFit).toBe('cover');
  });

  it('loads the current slideshow slide and its neighbours at once (spec 03 §9 stacked preload 1), around the ends', () => {
    const host = serverPage(`<ss-gallery design="slideshow">${FIGURES}</ss-gallery>`).querySelector('ss-gallery')!;
    prepareGalleryHost(host, attributes('slideshow'));
    expect([...host.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'eager']);
  });

  it('leaves declared images\u2019 sources as written, and an image with no usable source to the browser\u2019s loader', () => {
    const host = serverPage(
      `<ss-gallery design="list"><figure><img src="/images/x.svg" alt=""></figure><figure><img data-src="javascript:alert(1)" alt=""></figure></ss-gallery>`,
    ).querySelector('ss-gallery')!;
    prepareGalleryHost(host, attributes('list'));
    const [declared, bad] = [...host.querySelectorAll('img')];
    expect(declared!.getAttribute('src')).toBe('/images/x.svg');
    expect(declared!.hasAttribute('loading')).toBe(false);
    expect(bad!.hasAttribute('src')).toBe(false);
  });
});

describe('a video embed read on a server (spec 02 §3: the iframe source only, never run)', () => {
  it('is parsed with the parsed page\u2019s own DOM, so the server and the browser read the same embed', () => {
    const page = serverPage('');
    const embed = parseVideoEmbed('<iframe width="640" height="360" src="https://www.youtube-nocookie.com/embed/x" title="Tour"></iframe>', 'YouTube', false, page);
    expect(embed).toMatchObject({ provider: 'youtube', aspectRatio: 640 / 360, title: 'Tour' });
  });
});
