// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { reclaimParagraphWrappedItems } from '../../../src/runtime/blocks/paragraph-wrapping.js';
import { WPAUTOP_ACCORDION, WPAUTOP_GALLERY, WPAUTOP_MENU } from '../../support/cms-markup.js';

/**
 * Issue 16 (docs/embedding.md, CMS notes): what WordPress's wpautop (classic editor) makes of
 * blocks written with one item per line, copied from wpautop's output on WordPress 6.1.
 */
const page = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};
afterEach(() => {
  document.body.innerHTML = '';
});

describe('blocks an editor wrapped in paragraphs take their items back', () => {
  it('an accordion gets its two items, the empty paragraph of its end tag goes, the text around stays', () => {
    const body = page(WPAUTOP_ACCORDION);
    const host = body.querySelector('ss-accordion')!;
    expect(host.children).toHaveLength(0);
    expect(reclaimParagraphWrappedItems(host, 'details')).toBe(2);
    expect(Array.from(host.children).map((child) => child.querySelector('summary')!.textContent)).toEqual(['Roast?', 'Dogs?']);
    // Left: the text before, the paragraph holding the block, the text after; the empty one is gone.
    expect(Array.from(body.children).map((child) => child.localName)).toEqual(['p', 'p', 'p']);
    expect(body.children[1]!.firstElementChild).toBe(host);
    expect(body.lastElementChild!.textContent).toBe('After.');
  });

  it('a menu gets its sections', () => {
    const host = page(WPAUTOP_MENU).querySelector('ss-menu')!;
    expect(reclaimParagraphWrappedItems(host, 'section')).toBe(2);
    expect(Array.from(host.children).map((section) => section.getAttribute('data-label'))).toEqual(['Food', 'Drinks']);
  });

  it('a gallery after text in the same paragraph gets its figures; the text stays where it was', () => {
    const body = page(WPAUTOP_GALLERY);
    const host = body.querySelector('ss-gallery')!;
    expect(reclaimParagraphWrappedItems(host, 'figure')).toBe(2);
    expect(host.querySelectorAll('figure img')).toHaveLength(2);
    expect(body.firstElementChild!.firstChild!.textContent).toBe('Photos:');
    expect(body.querySelectorAll('body > figure, body > p:empty')).toHaveLength(0);
  });

  it('leaves alone a block with items of its own, one not at the end of its paragraph, and the page after a non-item', () => {
    // (Built by script: the HTML parser would close the paragraph at <details>.)
    const own = page('<p><ss-accordion></ss-accordion></p><details><summary>Not mine</summary></details>').querySelector('ss-accordion')!;
    own.append(Object.assign(document.createElement('details'), { innerHTML: '<summary>A</summary>' }));
    expect(reclaimParagraphWrappedItems(own, 'details')).toBe(0);
    expect(own.children).toHaveLength(1);

    const midParagraph = page('<p><ss-accordion></ss-accordion> and more text</p><details><summary>Not mine</summary></details>').querySelector('ss-accordion')!;
    expect(reclaimParagraphWrappedItems(midParagraph, 'details')).toBe(0);

    const body = page('<p><ss-accordion></ss-accordion></p><p>Some text</p><details><summary>Later</summary></details>');
    expect(reclaimParagraphWrappedItems(body.querySelector('ss-accordion')!, 'details')).toBe(0);
    expect(body.querySelectorAll('body > details')).toHaveLength(1);

    const loose = page('<ss-accordion></ss-accordion><details><summary>A sibling, not in a paragraph</summary></details>').querySelector('ss-accordion')!;
    expect(reclaimParagraphWrappedItems(loose, 'details')).toBe(0);
  });
});
