import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENTS_PHP, renderElementsPhp, wordpressElements } from '../../../scripts/wordpress-elements.mjs';

/**
 * The WordPress plugin's element list (issue 16): generated from custom-elements.json, so its
 * shortcodes and blocks cannot drift from the elements' declared attributes.
 */
const manifestUrl = new URL('../../../custom-elements.json', import.meta.url);

function manifest() {
  expect(existsSync(manifestUrl), 'run `npm run build` to generate custom-elements.json').toBe(true);
  return JSON.parse(readFileSync(manifestUrl, 'utf8'));
}

describe('the WordPress plugin element list', () => {
  it('is what scripts/wordpress-elements.mjs writes from custom-elements.json (edit the JSDoc, then build)', () => {
    expect(readFileSync(ELEMENTS_PHP, 'utf8')).toBe(renderElementsPhp(manifest()));
  });

  it('offers every element, with its declared attributes, booleans as booleans and block JSON apart', () => {
    const elements = wordpressElements(manifest());
    expect(elements.length).toBeGreaterThanOrEqual(30);
    const gallery = elements.find((element) => element.tag === 'ss-gallery');
    expect(gallery?.blockJson).toBe(true);
    expect(gallery?.attributes).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'loop', type: 'boolean' }), expect.objectContaining({ name: 'design', type: 'text' })]));
    expect(gallery?.attributes.map((attribute) => attribute.name)).not.toContain('data-block-json');
    expect(elements.find((element) => element.tag === 'ss-accordion')?.blockJson).toBe(false);
  });

  it('writes PHP strings that quotes and backslashes cannot end early', () => {
    const php = renderElementsPhp({
      modules: [{ declarations: [{ customElement: true, tagName: 'ss-x', summary: "It's a \\ test", attributes: [{ name: 'label', description: "Say 'hi'", type: { text: 'text' } }] }] }],
    });
    expect(php).toContain("'summary'    => 'It\\'s a \\\\ test',");
    expect(php).toContain("'description' => 'Say \\'hi\\'',");
  });
});
