import { describe, expectTypeOf, it } from 'vitest';
import type { SitestackEventMap } from '../../../src/elements/events.js';
import type { MenuSelectDetail } from '../../../src/react/menu/Menu.js';

// Compile-time checks (npm run typecheck compiles the tests): every event declared once in
// src/elements/events.ts reaches the DOM's listener types with its detail.
describe('Sitestack event types', () => {
  it('give document and element listeners a typed detail', () => {
    expectTypeOf<DocumentEventMap['ss-menu-select']>().toEqualTypeOf<CustomEvent<MenuSelectDetail>>();
    expectTypeOf<HTMLElementEventMap['ss-accordion-toggle']['detail']['openIndexes']>().toEqualTypeOf<number[]>();
    expectTypeOf<HTMLElementEventMap['ss-consent-change']>().toEqualTypeOf<CustomEvent<SitestackEventMap['ss-consent-change']>>();
  });
});
