import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { placeAutocompleteQuerySchema, placeDetailsQuerySchema } from '../../../src/runtime/places/place-request-schema.js';

const context = { productPage: 'contact', productSection: 'form' };

describe('place requests (spec 03 §3 "Place requests", §7)', () => {
  it('accept the search text or place with the tracking context', () => {
    expect(z.safeParse(placeAutocompleteQuerySchema, { input: '10 Downing', ...context, language: 'en' }).success).toBe(true);
    expect(z.safeParse(placeDetailsQuerySchema, { placeId: 'ChIJ123', ...context, sessionToken: 's1' }).success).toBe(true);
  });

  it('require both productPage and productSection (spec 03 §3: both required)', () => {
    for (const missing of ['productPage', 'productSection'] as const) {
      const query: Record<string, string> = { input: 'Main St', ...context };
      delete query[missing];
      expect(z.safeParse(placeAutocompleteQuerySchema, query).success).toBe(false);
      const details: Record<string, string> = { placeId: 'p1', ...context };
      delete details[missing];
      expect(z.safeParse(placeDetailsQuerySchema, details).success).toBe(false);
    }
  });

  it('refuse empty, overlong and unknown parameters', () => {
    expect(z.safeParse(placeAutocompleteQuerySchema, { input: '', ...context }).success).toBe(false);
    expect(z.safeParse(placeAutocompleteQuerySchema, { input: 'x'.repeat(301), ...context }).success).toBe(false);
    expect(z.safeParse(placeDetailsQuerySchema, { placeId: 'p1', ...context, region: 'uk' }).success).toBe(false);
  });
});
