import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePixelRatio, IMAGE_WIDTHS, selectImageWidth } from '../../../src/runtime/media/index.js';

describe('selectImageWidth (spec 01 §5 image size)', () => {
  it('picks the smallest stored width that fits the needed size', () => {
    // spec 01 §5: smallest of 2500, 1500, 1000, 750, 500, 300, 100 that fits needed × ratio
    expect(IMAGE_WIDTHS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
    expect(selectImageWidth(80)).toBe(100);
    expect(selectImageWidth(100)).toBe(100);
    expect(selectImageWidth(101)).toBe(300);
    expect(selectImageWidth(700)).toBe(750);
    expect(selectImageWidth(1200)).toBe(1500);
    expect(selectImageWidth(4000)).toBe(2500);
  });

  it('multiplies by the device pixel ratio, capped by dprMin and dprMax', () => {
    // spec 01 §5: the ratio is capped by dprMin and dprMax
    expect(selectImageWidth(400, { devicePixelRatio: 2 })).toBe(1000);
    expect(selectImageWidth(400, { devicePixelRatio: 3, dprMax: 1.5 })).toBe(750);
    expect(selectImageWidth(400, { devicePixelRatio: 1, dprMin: 2 })).toBe(1000);
  });

  it('limits the ratio to 1 when data-saver is on and allowed', () => {
    // spec 01 §5: limited to 1 when data-saver is on and allowed
    expect(selectImageWidth(400, { devicePixelRatio: 3, saveData: true })).toBe(500);
    expect(selectImageWidth(400, { devicePixelRatio: 3, saveData: true, allowSaveData: false })).toBe(1500);
  });

  it('treats nonsense input as the smallest need, never throws', () => {
    expect(selectImageWidth(Number.NaN)).toBe(100);
    expect(selectImageWidth(-5, { devicePixelRatio: Number.NaN })).toBe(100);
    expect(effectivePixelRatio({ devicePixelRatio: 0 })).toBe(1);
  });

  it('always returns a stored width covering the need, and the smallest such (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0.5, max: 4, noNaN: true }),
        fc.option(fc.double({ min: 0.5, max: 4, noNaN: true }), { nil: undefined }),
        fc.option(fc.double({ min: 0.5, max: 4, noNaN: true }), { nil: undefined }),
        (needed, dpr, dprMin, dprMax) => {
          const options = { devicePixelRatio: dpr, dprMin, dprMax };
          const width = selectImageWidth(needed, options);
          const target = needed * effectivePixelRatio(options);
          expect(IMAGE_WIDTHS).toContain(width);
          if (target <= 2500) {
            expect(width).toBeGreaterThanOrEqual(target);
            const smaller = IMAGE_WIDTHS.filter((w) => w < width);
            expect(smaller.every((w) => w < target)).toBe(true);
          } else {
            expect(width).toBe(2500);
          }
          if (dprMax !== undefined && (dprMin === undefined || dprMin <= dprMax)) {
            expect(effectivePixelRatio(options)).toBeLessThanOrEqual(dprMax);
          }
        },
      ),
    );
  });

  it('never asks for a smaller image when more is needed (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3000, noNaN: true }), fc.double({ min: 0, max: 3000, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(selectImageWidth(low)).toBeLessThanOrEqual(selectImageWidth(high));
      }),
    );
  });
});
