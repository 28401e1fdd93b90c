import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWellFormedJson, wellFormedText } from '../../../src/runtime/text/well-formed-json.js';
import { parseBlockJson } from '../../../src/runtime/blocks/block-data.js';
import { parseFormBlockJson } from '../../../src/runtime/forms/form-block-json.js';
import { parseMapBlockJson } from '../../../src/runtime/maps/map-options.js';
import { parsePageContextText } from '../../../src/runtime/context/page-context.js';
import { siteCatalogues } from '../../../src/runtime/i18n/site-text.js';
import { JSDOM } from 'jsdom';

// Half of U+1F44B (a waving hand), each half alone as JSON spells it.
const HIGH = '\\ud83d';
const LOW = '\\udc4b';

describe('well-formed JSON text (issue 47 §2: a server writes a lone surrogate as U+FFFD)', () => {
  it('replaces lone surrogates with U+FFFD and keeps pairs, as String.prototype.toWellFormed', () => {
    expect(wellFormedText('Join \ud83d')).toBe('Join \uFFFD');
    expect(wellFormedText('\udc4b then \ud83d\udc4b')).toBe('\uFFFD then \ud83d\udc4b');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(wellFormedText(text)).toBe((text as string & { toWellFormed(): string }).toWellFormed());
      }),
    );
  });

  it('parses JSON as JSON.parse does, with every string and key well-formed', () => {
    expect(parseWellFormedJson(`{"a${LOW}":["x${HIGH}",1,{"b":"${HIGH}${LOW}"}],"n":null}`)).toEqual({ 'a\uFFFD': ['x\uFFFD', 1, { b: '\ud83d\udc4b' }], n: null });
    expect(() => parseWellFormedJson('{bad')).toThrow(SyntaxError);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(parseWellFormedJson(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('is how block data, form definitions, map addresses and the page context are read', () => {
    expect(parseBlockJson(`{"title":"${HIGH}"}`)).toEqual({ status: 'ok', value: { title: '\uFFFD' } });
    const form = parseFormBlockJson(`{"formId":"n1","submitButtonText":"Join ${HIGH}","fields":[{"id":"email","type":"email","title":"Email ${LOW}"}]}`, 'ss-newsletter');
    expect(form.ok && [form.definition.submitButtonText, form.definition.fields[0]!.title]).toEqual(['Join \uFFFD', 'Email \uFFFD']);
    const map = parseMapBlockJson(`{"location":{"addressTitle":"Caf\u00e9 ${HIGH}"}}`);
    expect(map.ok && map.block.address.title).toBe('Caf\u00e9 \uFFFD');
    expect(parsePageContextText(`{"website":{"siteTitle":"Bakery ${LOW}"}}`).context.website.siteTitle).toBe('Bakery \uFFFD');
    const { document } = new JSDOM(`<script type="application/json" id="ss-messages">{"fr":{"map.link":"Itin\u00e9raire ${HIGH}"}}</script>`).window;
    expect(siteCatalogues(document)).toEqual({ fr: { 'map.link': 'Itin\u00e9raire \uFFFD' } });
  });
});
