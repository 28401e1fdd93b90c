import { describe, expect, it } from 'vitest';
import { galleryEnds } from '../../../src/runtime/gallery/gallery-index.js';
import { slideEnds, slidePart, slidePosition, thumbnailPart } from '../../../src/runtime/gallery/drawn-slideshow.js';
import { renderPage } from '../../../src/ssr/render-page.js';

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gallery</title></head><body>${body}</body></html>`;
const slides = [
  ['a', '1200x800', 'Dawn'],
  ['b', '800x1200', ''],
  ['c', '1000x1000', 'Noon'],
]
  .map(([id, size, title]) => `<figure data-slide-id="${id}" data-image-dimensions="${size}"${title ? ` data-title="${title}"` : ''}><img data-src="/${id}.jpg" alt="${id}"></figure>`)
  .join('');
/** Each drawn slide's step attributes, in order. */
const drawnSteps = (html: string) =>
  Array.from(html.matchAll(/<div part="slide(?: slide-active)?"[^>]*>/g), ([tag]) => ({
    steps: /data-steps="([^"]*)"/.exec(tag)?.[1] ?? null,
    caption: /data-caption="([^"]*)"/.exec(tag)?.[1] ?? null,
    ratio: /data-ratio="([^"]*)"/.exec(tag)?.[1] ?? null,
    ends: /data-ends="([^"]*)"/.exec(tag)?.[1] ?? null,
  }));

describe('a drawn slideshow carries what its previous and next buttons do (spec 03 §4)', () => {
  it('names where each slide stands and which part it is, as the component draws it', () => {
    // spec 03 §4 stacked (slideshow): one slide shows; the others stand before or after it
    expect([0, 1, 2].map((i) => slidePosition(i, 1))).toEqual(['before', 'active', 'after']);
    expect([slidePart(true), slidePart(false), thumbnailPart(true), thumbnailPart(false)]).toEqual(['slide slide-active', 'slide', 'thumbnail thumbnail-current', 'thumbnail']);
    // spec 03 §4: without loop, previous stops at the first slide and next at the last
    expect([0, 1, 2].map((i) => slideEnds(galleryEnds(i, 3, false)))).toEqual(['start', null, 'end']);
    expect(slideEnds(galleryEnds(0, 1, false))).toBe('start end');
    expect(slideEnds(galleryEnds(0, 3, true))).toBeNull();
  });

  it('gives each slide the slides previous and next lead to, its caption, its shape and its ends', async () => {
    // spec 03 §4 next/previous wrap with loop, stop at the ends without; §9 auto height per slide
    const { html } = await renderPage(page(`<ss-gallery design="slideshow">${slides}</ss-gallery>`), { url: 'http://shop.example/photos' });
    expect(drawnSteps(html)).toEqual([
      { steps: '0 1', caption: 'Dawn', ratio: '1.5', ends: 'start' },
      { steps: '0 2', caption: null, ratio: String(800 / 1200), ends: null },
      { steps: '1 2', caption: 'Noon', ratio: '1', ends: 'end' },
    ]);
    const looping = await renderPage(page(`<ss-gallery design="slideshow" loop>${slides}</ss-gallery>`), { url: 'http://shop.example/photos' });
    expect(drawnSteps(looping.html).map(({ steps, ends }) => [steps, ends])).toEqual([
      ['2 1', null],
      ['0 2', null],
      ['1 0', null],
    ]);
  });

  it('leaves out a slideshow another gallery follows, one that keeps the address, and the other designs', async () => {
    for (const gallery of [`<ss-gallery design="slideshow" link="pair">`, `<ss-gallery design="slideshow" history>`, `<ss-gallery design="carousel">`, `<ss-gallery design="slider">`]) {
      const { html, rendered } = await renderPage(page(`${gallery}${slides}</ss-gallery>`), { url: 'http://shop.example/photos' });
      expect(rendered, gallery).toEqual(['ss-gallery']);
      expect(html, gallery).not.toMatch(/data-steps=|data-ratio=|data-caption=/);
    }
  });
});
