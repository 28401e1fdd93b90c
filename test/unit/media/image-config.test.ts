import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cropModeFor,
  imagePlacement,
  INVALID_IMAGE_MODE_MESSAGE,
  neededImageWidth,
  parseFocalPoint,
  parseImageDimensions,
  parseImageLoadMode,
} from '../../../src/runtime/media/index.js';

describe('image configuration (spec 01 §3, §5; spec 03 §3)', () => {
  it('reads data-image-dimensions as WIDTHxHEIGHT', () => {
    // spec 03 §3 slide attributes: data-image-dimensions (widthxheight)
    expect(parseImageDimensions('1600x1200')).toEqual({ width: 1600, height: 1200 });
    expect(parseImageDimensions(' 800 X 600 ')).toEqual({ width: 800, height: 600 });
    for (const bad of ['', null, '0x10', '10x', 'x', '10x-5', '1.5x2', 'abc']) expect(parseImageDimensions(bad)).toBeNull();
  });

  it('reads data-image-focal-point as two fractions', () => {
    // spec 03 §3: data-image-focal-point (two comma-separated fractions)
    expect(parseFocalPoint('0.3,0.6')).toEqual({ x: 0.3, y: 0.6 });
    expect(parseFocalPoint(' 1 , 0 ')).toEqual({ x: 1, y: 0 });
    for (const bad of ['', null, '0.5', '2,0.5', '0.5,', 'a,b', '0.1,0.2,0.3']) expect(parseFocalPoint(bad)).toBeNull();
  });

  it('parsers never throw and only return valid values (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const dims = parseImageDimensions(text);
        if (dims) expect(dims.width > 0 && dims.height > 0).toBe(true);
        const point = parseFocalPoint(text);
        if (point) expect(point.x >= 0 && point.x <= 1 && point.y >= 0 && point.y <= 1).toBe(true);
      }),
    );
  });

  it('accepts only fit, fill, none or null as the loader mode', () => {
    // spec 01 §5: image loader mode must be fit, fill, none or null
    expect(parseImageLoadMode('fit')).toBe('fit');
    expect(parseImageLoadMode(null)).toBeNull();
    expect(() => parseImageLoadMode('stretch')).toThrow(INVALID_IMAGE_MODE_MESSAGE);
  });

  it('fill covers around the focal point; fit contains by alignment', () => {
    expect(cropModeFor('fill')).toBe('cover');
    expect(cropModeFor('fit')).toBe('contain');
    expect(cropModeFor(null)).toBe('none');
    expect(imagePlacement('cover', { x: 0.25, y: 0.8 })).toEqual({ objectFit: 'cover', objectPosition: '25% 80%' });
    // spec 01 §3 focal point default 0.5, 0.5
    expect(imagePlacement('cover', null)).toEqual({ objectFit: 'cover', objectPosition: '50% 50%' });
    expect(imagePlacement('contain', null, 'top')).toEqual({ objectFit: 'contain', objectPosition: '50% 0%' });
  });

  it('needs a wider source for a cover crop of a wide image', () => {
    const box = { width: 400, height: 400 };
    expect(neededImageWidth(box, { width: 1600, height: 800 }, 'cover')).toBe(800);
    expect(neededImageWidth(box, { width: 1600, height: 800 }, 'contain')).toBe(400);
    expect(neededImageWidth(box, { width: 800, height: 1600 }, 'contain')).toBe(200);
    expect(neededImageWidth(box, null, 'cover')).toBe(400);
  });
});
