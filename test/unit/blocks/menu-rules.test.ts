import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { menuSectionElements, prepareMenuSections } from '../../../src/runtime/blocks/menu-rules.js';

const host = (html: string) => {
  const { document } = new JSDOM(`<ss-menu>${html}</ss-menu>`).window;
  return document.querySelector('ss-menu')!;
};

describe('menu sections (spec 01 §4: one tab per <section> child)', () => {
  it('takes only the direct <section> children, in order', () => {
    const menu = host('<section data-label="A"></section><p>note</p><div><section></section></div><section data-label="B"></section>');
    expect(menuSectionElements(menu).map((s) => s.getAttribute('data-label'))).toEqual(['A', 'B']);
  });

  it('assigns each section to its panel slot, on a server DOM as in the browser, and again without change', () => {
    const menu = host('<section></section><section slot="wrong"></section>');
    prepareMenuSections(menu);
    prepareMenuSections(menu);
    expect(menuSectionElements(menu).map((s) => s.getAttribute('slot'))).toEqual(['section-0', 'section-1']);
    expect(menu.innerHTML).toBe('<section slot="section-0"></section><section slot="section-1"></section>');
  });
});
