import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { galleryEnds, stepGalleryIndex } from '../../../src/runtime/gallery/gallery-index.js';
import { carouselAutoplayIndex, carouselControls, carouselGroupOf, stepCarouselGroup } from '../../../src/runtime/gallery/gallery-layout.js';
import { lightboxEnds } from '../../../src/runtime/lightbox/lightbox-rules.js';

describe('the ends of a gallery (spec 03 §4; spec 02 §4)', () => {
  it('a looping gallery has no ends, whatever its slide count: next and previous wrap', () => {
    // spec 03 §4: next at the end and previous at the start wrap if loop is on
    for (const count of [0, 1, 2, 7]) expect(galleryEnds(0, count, true)).toEqual({ atStart: false, atEnd: false });
  });

  it('without loop, a gallery of 0 or 1 slides stands at both ends', () => {
    // spec 02 §4: previous and next are disabled at the ends when looping is off
    expect(galleryEnds(0, 0, false)).toEqual({ atStart: true, atEnd: true });
    expect(galleryEnds(0, 1, false)).toEqual({ atStart: true, atEnd: true });
    expect(galleryEnds(1, 3, false)).toEqual({ atStart: false, atEnd: false });
  });

  it('an end is where a step without loop reports a boundary instead of moving (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), (count, start) => {
        const index = start % count;
        const ends = galleryEnds(index, count, false);
        expect(ends.atEnd).toBe(stepGalleryIndex(index, 1, count, false).reached === 'end');
        expect(ends.atStart).toBe(stepGalleryIndex(index, -1, count, false).reached === 'beginning');
      }),
    );
  });

  it('the lightbox disables its controls at the same ends (one rule)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.nat(), fc.boolean(), (count, start, loop) => {
        const index = count ? start % count : 0;
        const { atStart, atEnd } = galleryEnds(index, count, loop);
        expect(lightboxEnds(index, count, loop)).toEqual({ previousDisabled: atStart, nextDisabled: atEnd });
      }),
    );
  });
});

describe('carousel steps (spec 03 §4 carousel)', () => {
  it('moves a whole group, to its first slide', () => {
    expect(stepCarouselGroup(0, 1, 7, 3)).toEqual({ index: 3, reached: null });
    expect(stepCarouselGroup(4, 1, 7, 3)).toEqual({ index: 6, reached: null });
    expect(stepCarouselGroup(6, -1, 7, 3)).toEqual({ index: 3, reached: null });
  });

  it('stops on the first and last group and reports the boundary', () => {
    expect(stepCarouselGroup(1, -1, 7, 3)).toEqual({ index: 1, reached: 'beginning' });
    expect(stepCarouselGroup(6, 1, 7, 3)).toEqual({ index: 6, reached: 'end' });
    // everything fits in one group: both directions are boundaries
    expect(stepCarouselGroup(0, 1, 3, 3)).toEqual({ index: 0, reached: 'end' });
  });

  it('reports a boundary exactly where the control is disabled (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 6 }), fc.nat(), (count, perRow, start) => {
        const index = start % count;
        const controls = carouselControls(Math.floor(index / perRow), count, perRow);
        expect(stepCarouselGroup(index, 1, count, perRow).reached === 'end').toBe(controls.nextDisabled);
        expect(stepCarouselGroup(index, -1, count, perRow).reached === 'beginning').toBe(controls.previousDisabled);
      }),
    );
  });
});

describe('carousel autoplay (spec 03 §4)', () => {
  it('moves one whole group per timeout, as next does, and starts again at the first group after the last', () => {
    // spec 03 §4 "autoplay advances every timeout"; carousel "slides are grouped"; §9 3 per row
    expect(carouselAutoplayIndex(0, 7, 3)).toBe(3);
    expect(carouselAutoplayIndex(4, 7, 3)).toBe(6);
    expect(carouselAutoplayIndex(6, 7, 3)).toBe(0);
    // everything fits in one group: nothing to move to
    expect(carouselAutoplayIndex(0, 3, 3)).toBe(0);
  });

  it('every step changes the group shown, and goes where next goes unless next stops (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 6 }), fc.nat(), (count, perRow, start) => {
        const index = start % count;
        const target = carouselAutoplayIndex(index, count, perRow);
        const next = stepCarouselGroup(index, 1, count, perRow);
        expect(target).toBe(next.reached === 'end' ? 0 : next.index);
        if (count > perRow) expect(carouselGroupOf(target, perRow)).not.toBe(carouselGroupOf(index, perRow));
      }),
    );
  });
});
