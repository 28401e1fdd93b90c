import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDGE_MARGIN_PX, TOOLTIP_DELAY_MS, TOOLTIP_FADE_MS, TOOLTIP_MOUSE_OFFSET_PX, TOOLTIP_WIDTH_PX, placeTooltip } from '../../../src/runtime/overlays/tooltip-rules.js';

describe('tooltip (spec 02 §9)', () => {
  it('has the spec constants', () => {
    // spec 02 §9: tooltip delay 1200 ms, width 250, mouse offset 15, fade 0.3 s; edge margin 20
    expect([TOOLTIP_DELAY_MS, TOOLTIP_WIDTH_PX, TOOLTIP_MOUSE_OFFSET_PX, TOOLTIP_FADE_MS, EDGE_MARGIN_PX]).toEqual([1200, 250, 15, 300, 20]);
  });

  it('sits 15 px right of and below the pointer', () => {
    expect(placeTooltip({ x: 100, y: 100 }, { width: 250, height: 40 }, { width: 1200, height: 800 })).toEqual({ left: 115, top: 115 });
  });

  it('flips to the other side near the right and bottom edges', () => {
    expect(placeTooltip({ x: 1100, y: 780 }, { width: 250, height: 40 }, { width: 1200, height: 800 })).toEqual({ left: 835, top: 725 });
  });

  it('always stays inside the window with the 20 px margin when it fits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1600 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 20, max: 250 }), fc.integer({ min: 10, max: 200 }), (x, y, width, height) => {
        const viewport = { width: 1600, height: 1000 };
        const { left, top } = placeTooltip({ x, y }, { width, height }, viewport);
        expect(left).toBeGreaterThanOrEqual(EDGE_MARGIN_PX);
        expect(top).toBeGreaterThanOrEqual(EDGE_MARGIN_PX);
        expect(left + width).toBeLessThanOrEqual(viewport.width - EDGE_MARGIN_PX);
        expect(top + height).toBeLessThanOrEqual(viewport.height - EDGE_MARGIN_PX);
      }),
    );
  });
});
