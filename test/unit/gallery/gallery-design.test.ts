import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GALLERY_DESIGNS } from '../../../src/runtime/gallery/gallery-block-data.js';
import { DEFAULT_GALLERY_SPEED_MS, STACKED_PRELOAD, STRIP_PRELOAD } from '../../../src/runtime/gallery/gallery-constants.js';
import { dependsOnGalleryWidth, galleryPreload, gallerySpeedMs, isPreloadedSlide, isSlidingDesign } from '../../../src/runtime/gallery/gallery-design.js';

describe('what each gallery design does (spec 03 §4, §9)', () => {
  it('slideshow, slider and carousel move between slides; the other designs lay every slide out', () => {
    // spec 03 §4: stacked, strip and carousel states; the cell designs have none
    expect(GALLERY_DESIGNS.filter(isSlidingDesign)).toEqual(['carousel', 'slideshow', 'slider']);
  });

  it('only the carousel is drawn from its measured width (slides per row); CSS lays out the rest', () => {
    // spec 03 §9: carousel slides per row at its width breakpoints (carouselSlidesPerRow)
    expect(GALLERY_DESIGNS.filter(dependsOnGalleryWidth)).toEqual(['carousel']);
  });

  it('speeds: stacked 1 s, strip 0.5 s, a carousel group the default 0.3 s; none with reduced motion', () => {
    // spec 03 §9 stacked speed 1 s, strip speed 0.5 s; spec 02 §9 animation default 0.3 s
    expect(gallerySpeedMs('slideshow', false)).toBe(1000);
    expect(gallerySpeedMs('slider', false)).toBe(500);
    expect(gallerySpeedMs('carousel', false)).toBe(300);
    expect(DEFAULT_GALLERY_SPEED_MS).toBe(300);
    for (const design of GALLERY_DESIGNS) expect(gallerySpeedMs(design, true)).toBe(0);
  });

  it('preload: stacked and strip load one neighbour each side at once; other designs load near the viewport', () => {
    // spec 03 §9 stacked preload 1, strip preload 1
    expect([STACKED_PRELOAD, STRIP_PRELOAD]).toEqual([1, 1]);
    expect(galleryPreload('slideshow')).toBe(STACKED_PRELOAD);
    expect(galleryPreload('slider')).toBe(STRIP_PRELOAD);
    for (const design of ['carousel', 'grid', 'base', 'list'] as const) expect(galleryPreload(design)).toBe(0);
  });

  it('preloaded slides: the current one and its neighbours, counted around the ends', () => {
    const loaded = (current: number, count: number, preload: number) =>
      Array.from({ length: count }, (_, i) => i).filter((i) => isPreloadedSlide(i, current, count, preload));
    expect(loaded(2, 6, 1)).toEqual([1, 2, 3]);
    // the last slide is the first one's previous neighbour, and the other way round
    expect(loaded(0, 6, 1)).toEqual([0, 1, 5]);
    expect(loaded(5, 6, 1)).toEqual([0, 4, 5]);
    expect(loaded(3, 6, 0)).toEqual([3]);
    expect(loaded(0, 1, 1)).toEqual([0]);
    expect(isPreloadedSlide(6, 0, 6, 1)).toBe(false);
    expect(isPreloadedSlide(0, 0, 0, 1)).toBe(false);
  });

  it('always preloads the current slide and never more than 2 × preload + 1 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), fc.integer({ min: 0, max: 3 }), (count, start, preload) => {
        const current = start % count;
        const loaded = Array.from({ length: count }, (_, i) => i).filter((i) => isPreloadedSlide(i, current, count, preload));
        expect(loaded).toContain(current);
        expect(loaded.length).toBeLessThanOrEqual(2 * preload + 1);
      }),
    );
  });
});
