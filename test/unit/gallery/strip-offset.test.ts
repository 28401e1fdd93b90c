import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIDER_ASPECT_PERCENT } from '../../../src/runtime/gallery/gallery-constants.js';
import { STRIP_HEIGHT_PERCENT, stripOffset, stripSlideWidthPercent } from '../../../src/runtime/gallery/strip-offset.js';

describe('strip (slider) position (spec 03 §3 active alignment; §9 strip alignment middle, slider aspect 50)', () => {
  it('is half as high as wide, so a slide is its ratio times half the stage width', () => {
    // spec 03 §9: default slider aspect ratio 50
    expect(STRIP_HEIGHT_PERCENT).toBe(SLIDER_ASPECT_PERCENT);
    expect(SLIDER_ASPECT_PERCENT).toBe(50);
    expect(stripSlideWidthPercent(1.5)).toBe(75);
    expect(stripSlideWidthPercent(1)).toBe(50);
  });

  it('middle (the default): the current slide is centred', () => {
    // slides 75 %, 50 % and 100 % of the stage wide; the second is current
    const offset = stripOffset([1.5, 1, 2], 1, 'middle');
    // its centre is at 75 + 25 = 100 % plus one gap; the stage's centre at 50 %
    expect(offset).toEqual({ percent: -50, gaps: 1 });
  });

  it('start and end: the current slide touches the left or the right edge', () => {
    expect(stripOffset([1.5, 1, 2], 2, 'start')).toEqual({ percent: -125, gaps: 2 });
    expect(stripOffset([1.5, 1, 2], 2, 'end')).toEqual({ percent: 100 - 125 - 100, gaps: 2 });
    expect(stripOffset([1.5, 1, 2], 0, 'start')).toEqual({ percent: 0, gaps: 0 });
  });

  it('places the current slide at its alignment for any slides (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 1, maxLength: 20 }), fc.nat(), fc.constantFrom('start', 'middle', 'end' as const), (ratios, start, alignment) => {
        const index = start % ratios.length;
        const { percent, gaps } = stripOffset(ratios, index, alignment);
        expect(gaps).toBe(index);
        const left = ratios.slice(0, index).reduce((sum, ratio) => sum + stripSlideWidthPercent(ratio), 0) + percent;
        const width = stripSlideWidthPercent(ratios[index]!);
        const anchor = { start: left, middle: left + width / 2, end: left + width }[alignment];
        expect(anchor).toBeCloseTo({ start: 0, middle: 50, end: 100 }[alignment], 6);
      }),
    );
  });
});
