import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { MAX_RENDER_NESTING_DEPTH, measureNestingDepth } from '../../../src/ssr/nesting-depth.js';
import { renderPage } from '../../../src/ssr/render-page.js';

const page = (body: string) => `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`;
const nested = (open: string, close: string, levels: number, inner = '') => `${open.repeat(levels)}${inner}${close.repeat(levels)}`;

/** The depth the HTML parser builds (jsdom uses the standard parser): the deepest element's ancestors + 1. */
function parsedDepth(html: string): number {
  const { document } = new JSDOM(html).window;
  let deepest = 0;
  const walk = (element: Element, depth: number) => {
    deepest = Math.max(deepest, depth);
    for (const child of Array.from(element.children)) walk(child, depth + 1);
    if (element.localName === 'template') for (const child of Array.from((element as HTMLTemplateElement).content.children)) walk(child, depth + 1);
  };
  walk(document.documentElement, 1);
  return deepest;
}

describe('measureNestingDepth (server rendering leaves pages nested past browsers\' limit to the browser)', () => {
  it('passes a page nested up to the limit and stops one level past it', () => {
    // html, body and the divs: the limit is reached exactly.
    const atLimit = page(nested('<div>', '</div>', MAX_RENDER_NESTING_DEPTH - 2));
    expect(measureNestingDepth(atLimit)).toMatchObject({ exceeded: false, depth: MAX_RENDER_NESTING_DEPTH });
    const past = page(nested('<div>', '</div>', MAX_RENDER_NESTING_DEPTH - 1));
    expect(measureNestingDepth(past)).toMatchObject({ exceeded: true, depth: MAX_RENDER_NESTING_DEPTH + 1 });
  });

  it('reads no further than the limit, however deep the page goes (linear in the page, not in the square of its depth)', () => {
    for (const levels of [1_000, 10_000, 100_000]) {
      const result = measureNestingDepth(page(nested('<div>', '</div>', levels)));
      expect(result.exceeded).toBe(true);
      // <html> <head> <title> </title> </head> <body>, then divs up to one past the limit.
      expect(result.tagsRead).toBe(6 + MAX_RENDER_NESTING_DEPTH - 1);
    }
  });

  // The cases below run with a small limit, so the parser's own tree (built by jsdom to compare
  // with, in time that grows with the square of its depth) stays small.
  const LIMIT = 40;
  const MANY = 200;

  it.each([
    ['paragraphs without end tags', nested('<p>Text', '', MANY)],
    ['list items without end tags', `<ul>${'<li>Item'.repeat(MANY)}</ul>`],
    ['list items holding a paragraph and a span', `<ol>${'<li><p><span>Item'.repeat(MANY)}</ol>`],
    ['definition terms and descriptions', `<dl>${'<dt>Term<dd>Description'.repeat(MANY)}</dl>`],
    ['table rows and cells without end tags or <tbody>', `<table>${'<tr><td>a<td>b<th>c'.repeat(MANY)}</table>`],
    ['options without end tags', `<select>${'<option>One<optgroup label=g><option>Two'.repeat(MANY)}</select>`],
    ['void elements', '<br><img src=x><input><hr><wbr>'.repeat(MANY)],
    ['self-closed SVG elements', `<svg>${'<path d="M0 0"/><g/>'.repeat(MANY)}</svg>`],
    ['end tags that match nothing open', '<div></span></b></i></div>'.repeat(MANY)],
    ['tags inside comments, scripts, styles and attribute values', `<!--${'<div>'.repeat(MANY)}--><script>"${'<div>'.repeat(MANY)}"</script><STYLE>${'<div>'.repeat(MANY)}</style><div title="${'<div>'.repeat(MANY)}>"></div><textarea>${'<div>'.repeat(MANY)}</textarea>`],
    ['formatting left open where its block ends, alike', '<div><b><i>bold</div>'.repeat(MANY)],
    ['links never closed', '<a href=#>link '.repeat(MANY)],
  ])('does not count %s as nesting, as the parser does not', (_, body) => {
    const html = page(body);
    const measured = measureNestingDepth(html, LIMIT);
    expect(measured.exceeded).toBe(false);
    // Within the two levels a page may leave out (html, body).
    expect(Math.abs(measured.depth - parsedDepth(html))).toBeLessThanOrEqual(2);
  });

  it.each([
    ['<div/> (HTML elements ignore "/>")', nested('<div/>', '', LIMIT)],
    ['nested lists', nested('<ul><li>', '</li></ul>', LIMIT / 2)],
    ['a list item in a section in a list item', nested('<li><section>', '', LIMIT / 2)],
    ['an option in a span in an option', nested('<option><span>', '', LIMIT / 2)],
    ['tables in cells', nested('<table><tr><td>', '</td></tr></table>', LIMIT / 3)],
    ['spans in a paragraph', `<p>${nested('<span>', '</span>', LIMIT)}</p>`],
    ['elements inside SVG', `<svg>${nested('<g>', '</g>', LIMIT)}</svg>`],
    // Each formatting element left open is opened again before the next text: one more level each time.
    ['formatting elements, each unlike the others, left open where a block ends', Array.from({ length: LIMIT }, (_, i) => `<div><b class=c${i}>x</div>`).join('')],
    ['formatting elements left open in paragraphs of a table cell', `<table><tr><td>${Array.from({ length: LIMIT }, (_, i) => `<p><i id=i${i}></p>`).join('')}x</table>`],
  ])('counts %s as the parser nests them', (_, body) => {
    const html = page(body);
    expect(parsedDepth(html)).toBeGreaterThan(LIMIT);
    expect(measureNestingDepth(html, LIMIT).exceeded).toBe(true);
    expect(measureNestingDepth(html, 10 * LIMIT).depth).toBeGreaterThanOrEqual(parsedDepth(html) - 2);
  });
});

describe('renderPage and deep nesting', () => {
  it('leaves a page nested deeper than the limit to the browser, unchanged, naming each block', async () => {
    const html = page(nested('<div>', '</div>', 8_000, '<ss-accordion><details><summary>Hours</summary>9-5</details></ss-accordion><ss-menu></ss-menu>'));
    const result = await renderPage(html);
    expect(result.html).toBe(html);
    expect(result.rendered).toEqual([]);
    const reason = `the page nests elements deeper than ${MAX_RENDER_NESTING_DEPTH} levels`;
    expect(result.skipped).toEqual([
      { tag: 'ss-accordion', reason },
      { tag: 'ss-menu', reason },
    ]);
  });

  it('renders every block of a page nested just within the limit, the outermost replaced once', async () => {
    const accordion = '<ss-accordion><details><summary>Hours</summary>9-5</details></ss-accordion>';
    const html = page(nested('<div>', '</div>', MAX_RENDER_NESTING_DEPTH - 10, nested('<ss-accordion>', '</ss-accordion>', 3, accordion)));
    const result = await renderPage(html);
    expect(result.rendered).toEqual(['ss-accordion', 'ss-accordion', 'ss-accordion', 'ss-accordion']);
    expect(result.html.match(/<template shadowrootmode="open">/g)).toHaveLength(4);
    expect(result.html.endsWith(`</ss-accordion>${'</div>'.repeat(MAX_RENDER_NESTING_DEPTH - 10)}</body></html>`)).toBe(true);
  });
});
