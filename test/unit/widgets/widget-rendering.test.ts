import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_ROWS, MAX_WIDGET_ROWS, expectedWidgetRows } from '../../../src/runtime/widgets/widget-placeholder.js';
import { parseImageAspectRatio, widgetJsonFor } from '../../../src/runtime/widgets/widget-rendering-request.js';

describe('GetWidgetRendering request', () => {
  it('sends the block id without block- and collectionId only for event collections', () => {
    // spec 01 §7 GetWidgetRendering: widgetJSON={type, id (block id without the block- prefix), value}; summary blocks on event collections also send collectionId
    expect(widgetJsonFor('summary', 'block-yui_1', { collectionId: 'c1' })).toEqual({ type: 'summary', id: 'yui_1', value: { collectionId: 'c1' } });
    expect(widgetJsonFor('summary', 'b2', { collectionId: 'c1', collectionType: 'Events' })).toMatchObject({ id: 'b2', collectionId: 'c1' });
    expect(widgetJsonFor('social-feed', 'b3', { collectionId: 'c1', collectionType: 'events' })).not.toHaveProperty('collectionId');
  });

  it('reads the summary image aspect ratio as Auto or a positive number', () => {
    // spec 01 §3 summary block json: imageAspectRatio (Auto or a number)
    expect(parseImageAspectRatio(undefined)).toBe('Auto');
    expect(parseImageAspectRatio(' auto ')).toBe('Auto');
    expect(parseImageAspectRatio('1.5')).toBe(1.5);
    expect(parseImageAspectRatio('wide')).toBeUndefined();
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (ratio) => {
        expect(parseImageAspectRatio(ratio)).toBe(ratio);
        expect(parseImageAspectRatio(-ratio)).toBeUndefined();
      }),
    );
  });
});

describe('widget placeholder rows (no layout shift while spec 01 §7 renderings load)', () => {
  it('prefers the rows attribute, then the block data item count, then 3', () => {
    expect(expectedWidgetRows('summary', 4, { pageSize: 9 })).toBe(4);
    expect(expectedWidgetRows('summary', 0, { pageSize: 9, items: [1] })).toBe(9);
    expect(expectedWidgetRows('summary', 0, { items: [1, 2] })).toBe(2);
    expect(expectedWidgetRows('social-feed', 0, { postCount: 5 })).toBe(5);
    expect(expectedWidgetRows('social-feed', 0, { posts: [{}, {}, {}, {}] })).toBe(4);
    expect(expectedWidgetRows('social-feed', 0, { items: [1] })).toBe(DEFAULT_WIDGET_ROWS);
    expect(expectedWidgetRows('summary', 0, null)).toBe(DEFAULT_WIDGET_ROWS);
  });

  it('always reserves between 1 and 12 rows, whatever the data says', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.anything(), (attribute, pageSize) => {
        const rows = expectedWidgetRows('summary', attribute, { pageSize });
        expect(rows).toBeGreaterThanOrEqual(1);
        expect(rows).toBeLessThanOrEqual(MAX_WIDGET_ROWS);
        expect(Number.isInteger(rows)).toBe(true);
      }),
    );
  });
});
