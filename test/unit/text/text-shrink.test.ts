import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_SHRINK_DEBOUNCE_MS, TEXT_SHRINK_MIN_FONT_PX, TEXT_SHRINK_TOLERANCE_PX, fittingFontSize, overflowsBeyondTolerance } from '../../../src/runtime/text/text-shrink.js';

describe('text shrink (spec 02 §9)', () => {
  it('uses minimum 11 px, 100 ms debounce and 3 px tolerance', () => {
    // spec 02 §9 text shrink: minimum font 11, resize debounce 100 ms, overflow tolerance 3 px
    expect([TEXT_SHRINK_MIN_FONT_PX, TEXT_SHRINK_DEBOUNCE_MS, TEXT_SHRINK_TOLERANCE_PX]).toEqual([11, 100, 3]);
    expect(overflowsBeyondTolerance(303, 300)).toBe(false);
    expect(overflowsBeyondTolerance(304, 300)).toBe(true);
  });

  it('finds the largest size that fits, never below 11 px', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 120 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 50, max: 1200 }), (natural, chars, box) => {
        const measure = (px: number) => px * 0.6 * chars;
        const size = fittingFontSize(natural, box, measure);
        expect(size).toBeGreaterThanOrEqual(11);
        expect(size).toBeLessThanOrEqual(natural);
        if (size > 11) expect(overflowsBeyondTolerance(measure(size), box)).toBe(false);
        if (size < natural) expect(overflowsBeyondTolerance(measure(size + 1), box)).toBe(true);
      }),
    );
  });
});
