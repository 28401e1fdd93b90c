import { describe, expect, it } from 'vitest';
import { CATEGORY_MAX_LENGTH, TAG_MAX_LENGTH } from '../../../src/runtime/catalog/platform-limits.js';
import { isValidCategory, isValidTag, parseTagList } from '../../../src/runtime/collections/content-item.js';

// spec 03 §5 "Tag length at most 50; category length at most 25."
describe('tags and categories (spec 03 §5)', () => {
  it('accepts a tag of up to 50 characters and a category of up to 25', () => {
    expect([TAG_MAX_LENGTH, CATEGORY_MAX_LENGTH]).toEqual([50, 25]);
    expect(isValidTag('t'.repeat(50))).toBe(true);
    expect(isValidTag('t'.repeat(51))).toBe(false);
    expect(isValidCategory('c'.repeat(25))).toBe(true);
    expect(isValidCategory('c'.repeat(26))).toBe(false);
    expect(isValidTag('   ')).toBe(false);
    // Characters, not UTF-16 units: 50 emoji are 50 characters.
    expect(isValidTag('🎵'.repeat(50))).toBe(true);
  });

  it('reads stored tags: trimmed, too long ones dropped (never cut into another tag), no duplicates', () => {
    expect(parseTagList(` live , tour,,live, ${'x'.repeat(51)} `)).toEqual(['live', 'tour']);
  });
});
