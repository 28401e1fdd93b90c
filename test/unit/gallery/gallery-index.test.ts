import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChangeGalleryIndex,
  clampGalleryIndex,
  galleryEnds,
  sanitizeGalleryIndex,
  stepGalleryIndex,
} from '../../../src/runtime/gallery/gallery-index.js';

describe('gallery index (spec 03 §4)', () => {
  it('sanitises into range; negative values wrap', () => {
    // spec 03 §4: currentIndex is sanitized into range; negative values wrap
    expect(sanitizeGalleryIndex(-1, 5)).toBe(4);
    expect(sanitizeGalleryIndex(7, 5)).toBe(2);
    expect(sanitizeGalleryIndex(Number.NaN, 5)).toBe(0);
    expect(sanitizeGalleryIndex(3, 0)).toBe(0);
  });

  it('wraps at the ends with loop, else stays and reports the boundary', () => {
    // spec 03 §4: next at the end and previous at the start wrap if loop is on; otherwise reachedEnd/reachedBeginning
    expect(stepGalleryIndex(4, 1, 5, true)).toEqual({ index: 0, reached: null });
    expect(stepGalleryIndex(0, -1, 5, true)).toEqual({ index: 4, reached: null });
    expect(stepGalleryIndex(4, 1, 5, false)).toEqual({ index: 4, reached: 'end' });
    expect(stepGalleryIndex(0, -1, 5, false)).toEqual({ index: 0, reached: 'beginning' });
    expect(stepGalleryIndex(2, 1, 5, false)).toEqual({ index: 3, reached: null });
  });

  it('does not change while this or a linked gallery is in motion', () => {
    // spec 03 §4: the index cannot change while the gallery or a linked gallery is in motion
    expect(canChangeGalleryIndex(false, false)).toBe(true);
    expect(canChangeGalleryIndex(true, false)).toBe(false);
    expect(canChangeGalleryIndex(false, true)).toBe(false);
  });

  it('reports the ends of a non-looping gallery', () => {
    expect(galleryEnds(0, 3, false)).toEqual({ atStart: true, atEnd: false });
    expect(galleryEnds(2, 3, false)).toEqual({ atStart: false, atEnd: true });
    expect(galleryEnds(0, 3, true)).toEqual({ atStart: false, atEnd: false });
  });

  it('sanitised and clamped indexes are always in range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 500 }), (index, count) => {
        const wrapped = sanitizeGalleryIndex(index, count);
        const clamped = clampGalleryIndex(index, count);
        for (const value of [wrapped, clamped]) expect(value >= 0 && value < count).toBe(true);
        // wrapping keeps the position modulo count
        expect((((wrapped - index) % count) + count) % count).toBe(0);
        if (index >= 0 && index < count) expect(wrapped).toBe(index);
      }),
    );
  });

  it('looping n steps forward from any slide returns to it; non-looping never leaves the range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), fc.array(fc.constantFrom(1, -1), { maxLength: 60 }), (count, start, moves) => {
        let index = start % count;
        for (let i = 0; i < count; i++) index = stepGalleryIndex(index, 1, count, true).index;
        expect(index).toBe(start % count);
        let clamped = start % count;
        for (const move of moves) {
          const step = stepGalleryIndex(clamped, move, count, false);
          if (step.reached === 'end') expect(clamped).toBe(count - 1);
          if (step.reached === 'beginning') expect(clamped).toBe(0);
          clamped = step.index;
          expect(clamped >= 0 && clamped < count).toBe(true);
        }
      }),
    );
  });
});

describe('linked galleries (spec 03 §4)', () => {
  it('keep their indexes in sync and share the motion lock', async () => {
    const { joinGalleryLink } = await import('../../../src/runtime/gallery/gallery-link.js');
    // spec 03 §4: linked galleries (a main slideshow plus a thumbnail strip) keep their indexes in sync
    const seenByStrip: number[] = [];
    const seenByMain: number[] = [];
    const main = joinGalleryLink('tour', { onIndex: (i) => seenByMain.push(i) });
    const strip = joinGalleryLink('tour', { onIndex: (i) => seenByStrip.push(i) });
    const other = joinGalleryLink('elsewhere', { onIndex: () => expect.fail('another group') });
    main.publish(3, 1000);
    expect(seenByStrip).toEqual([3]);
    expect(seenByMain).toEqual([]);
    // spec 03 §4: the index cannot change while a linked gallery is in motion
    expect(strip.isGroupInMotion(999)).toBe(true);
    expect(strip.isGroupInMotion(1000)).toBe(false);
    expect(other.isGroupInMotion(999)).toBe(false);
    strip.publish(1, 0);
    expect(seenByMain).toEqual([1]);
    main.leave();
    strip.leave();
    other.leave();
  });

  it('an empty link name links nothing', async () => {
    const { joinGalleryLink } = await import('../../../src/runtime/gallery/gallery-link.js');
    const a = joinGalleryLink('', { onIndex: () => expect.fail('not linked') });
    const b = joinGalleryLink(' ', { onIndex: () => expect.fail('not linked') });
    a.publish(1, 10);
    expect(b.isGroupInMotion(0)).toBe(false);
  });
});
