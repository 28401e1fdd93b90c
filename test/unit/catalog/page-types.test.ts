import { describe, expect, it } from 'vitest';
import { PageType, isPageTypeOneOf, pageTypeCode } from '../../../src/runtime/catalog/page-types.js';

// spec 03 §2 "Page-type codes for a site"
describe('page-type catalogue (spec 03 §2)', () => {
  it('holds every code of the spec, once', () => {
    expect(PageType.entries().map(([, code]) => code)).toEqual([1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 300, 301]);
    expect([PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED, PageType.REVIEWS_REQUEST]).toEqual([100, 103, 106, 209]);
  });

  it('reads a page context pageType given as a code, a numeric string or a name in any spelling', () => {
    expect(pageTypeCode(103)).toBe(103);
    expect(pageTypeCode(' 209 ')).toBe(209);
    for (const name of ['lock screen', 'lock-screen', 'LOCK_SCREEN', 'lockscreen']) expect(pageTypeCode(name)).toBe(103);
    expect(pageTypeCode('member-area access denied')).toBe(106);
    expect(pageTypeCode('commerce email preview')).toBe(301);
  });

  it('gives null for what is not in the catalogue', () => {
    for (const value of [null, undefined, '', 999, '999', 'landing', 1.5]) expect(pageTypeCode(value as never)).toBeNull();
  });

  it('answers membership for the rules that use it', () => {
    expect(isPageTypeOneOf('not found', [PageType.NOT_FOUND, PageType.LOCK_SCREEN])).toBe(true);
    expect(isPageTypeOneOf(2, [PageType.NOT_FOUND])).toBe(false);
    expect(isPageTypeOneOf(null, [PageType.NOT_FOUND])).toBe(false);
  });
});
