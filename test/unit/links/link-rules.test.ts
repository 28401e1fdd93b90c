import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LINK_CATEGORIES,
  LINK_LENGTH_LIMITS,
  classifyLink,
  isValidMailAddress,
  renderableHref,
} from '../../../src/runtime/links/link-rules.js';

const hex24 = fc.stringMatching(/^[0-9a-f]{24}$/);
const digitsPlusMinus = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9+-]{${min},${max}}$`));
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/);

describe('link classification (spec 01 §2)', () => {
  it('internal links are paths starting with a slash', () => {
    // spec 01 §2 link classification: internal links are paths starting with a slash
    expect(classifyLink('/about')).toMatchObject({ category: 'content link', kind: 'internal', valid: true });
    expect(classifyLink('/')).toMatchObject({ category: 'content link', valid: true });
  });

  it('paths starting with /s/ are file links', () => {
    // spec 01 §2: paths starting with /s/ are file links
    expect(classifyLink('/s/menu.pdf')).toMatchObject({ category: 'file link', kind: 'file', valid: true });
    expect(classifyLink('/shop')).toMatchObject({ category: 'content link', kind: 'internal' });
  });

  it('collection panel paths are /pages/{24-character id}', () => {
    // spec 01 §2: collection panel paths look like /pages/{24-character id}
    fc.assert(
      fc.property(hex24, (id) => {
        expect(classifyLink(`/pages/${id}`)).toMatchObject({ kind: 'collection panel', collectionId: id, valid: true });
      }),
    );
    expect(classifyLink('/pages/123').kind).toBe('internal');
    expect(classifyLink(`/pages/${'a'.repeat(25)}`).kind).toBe('internal');
  });

  it('sorts every input into one of the seven categories and never throws', () => {
    // spec 01 §5: categories empty, anchor, content link, external link, file link, malformed protocol, misc protocol
    expect(LINK_CATEGORIES).toHaveLength(7);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const link = classifyLink(text);
        expect(LINK_CATEGORIES).toContain(link.category);
        expect(link.valid === (link.problem === undefined)).toBe(true);
      }),
    );
  });

  it('names each category for typical links', () => {
    expect(classifyLink('   ').category).toBe('empty');
    expect(classifyLink(null).category).toBe('empty');
    expect(classifyLink('#contact').category).toBe('anchor');
    expect(classifyLink('https://example.com/a?b=c').category).toBe('external link');
    expect(classifyLink('//cdn.example.com/x').category).toBe('external link');
    expect(classifyLink('example.com/shop')).toMatchObject({ category: 'external link', href: 'https://example.com/shop' });
    expect(classifyLink('mailto:hello@example.com').category).toBe('misc protocol');
    expect(classifyLink('skype:someone?call').category).toBe('misc protocol');
    expect(classifyLink('http//example.com').category).toBe('malformed protocol');
    expect(classifyLink('https:/example.com').category).toBe('malformed protocol');
    expect(classifyLink('http://').category).toBe('malformed protocol');
  });
});

describe('URL rules by kind (spec 01 §5)', () => {
  it('tel: under 50 characters with digits, plus and minus only, at least 4', () => {
    // spec 01 §5: tel under 50 chars with digits, plus and minus only (at least 4)
    fc.assert(
      // 4 to 20 digits, each maybe with a plus or minus beside it.
      fc.property(fc.stringMatching(/^[+-]?(?:[0-9][+-]?){4,20}$/), (number) => {
        expect(classifyLink(`tel:${number}`)).toMatchObject({ kind: 'tel', valid: true, category: 'misc protocol' });
      }),
    );
    fc.assert(
      fc.property(digitsPlusMinus(0, 3), (number) => {
        expect(classifyLink(`tel:${number}`)).toMatchObject({ valid: false, category: 'malformed protocol' });
      }),
    );
    fc.assert(
      fc.property(digitsPlusMinus(46, 80), (number) => {
        expect(classifyLink(`tel:${number}`).valid).toBe(false);
      }),
    );
    // At least 4 digits, not 4 characters: "tel:----" and "tel:1-2-3" are not phone numbers (issue 18).
    for (const number of ['----', '+-+-', '1-2-3', '++123']) expect(classifyLink(`tel:${number}`)).toMatchObject({ valid: false, category: 'malformed protocol' });
    for (const number of ['1-2-3-4', '+4712345678', '-1234']) expect(classifyLink(`tel:${number}`).valid).toBe(true);
    fc.assert(
      fc.property(digitsPlusMinus(2, 10), fc.constantFrom(' ', '(', 'a', '.', '#'), digitsPlusMinus(2, 10), (a, bad, b) => {
        expect(classifyLink(`tel:${a}${bad}${b}`).valid).toBe(false);
      }),
    );
  });

  it('holds the spec 01 §5 length limits (the tests below are built from them)', () => {
    // spec 01 §5 URL rules by kind: tel under 50, sms under 1000, mailto under 1000, anchors under
    // 100, ftp under 100, javascript under 250, internal path under 150
    expect(LINK_LENGTH_LIMITS).toEqual({ tel: 50, sms: 1000, mailto: 1000, anchor: 100, ftp: 100, javascript: 250, internal: 150 });
  });

  it('sms: under 1000 characters', () => {
    // spec 01 §5: sms under 1000
    expect(classifyLink('sms:+15551234').valid).toBe(true);
    expect(classifyLink(`sms:${'1'.repeat(LINK_LENGTH_LIMITS.sms - 5)}`).valid).toBe(true);
    expect(classifyLink(`sms:${'1'.repeat(LINK_LENGTH_LIMITS.sms - 4)}`).valid).toBe(false);
  });

  it('mailto: under 1000 characters with exactly one at-sign and a dotted extension', () => {
    // spec 01 §5: mailto under 1000 with exactly one at-sign and a dotted extension
    fc.assert(
      fc.property(word, word, fc.constantFrom('com', 'co.uk', 'io'), (user, domain, tld) => {
        expect(classifyLink(`mailto:${user}@${domain}.${tld}`)).toMatchObject({ kind: 'mailto', valid: true });
        expect(classifyLink(`mailto:${user}@${domain}`).valid).toBe(false);
        expect(classifyLink(`mailto:${user}@@${domain}.${tld}`).valid).toBe(false);
        expect(classifyLink(`mailto:${user}@x@${domain}.${tld}`).valid).toBe(false);
      }),
    );
    expect(classifyLink('mailto:a@b.com?subject=Hi%20there').valid).toBe(true);
    expect(isValidMailAddress('a@b.')).toBe(false);
    const long = `mailto:${'a'.repeat(990)}@b.com`;
    expect(long.length).toBeGreaterThanOrEqual(LINK_LENGTH_LIMITS.mailto);
    expect(classifyLink(long).valid).toBe(false);
  });

  it('anchors under 100, ftp under 100, javascript under 250, internal paths under 150', () => {
    // spec 01 §5: anchors under 100; ftp under 100; javascript under 250; internal path under 150
    const cases: Array<[string, (n: number) => string, number]> = [
      ['anchor', (n) => `#${'a'.repeat(n - 1)}`, LINK_LENGTH_LIMITS.anchor],
      ['ftp', (n) => `ftp://h.example/${'a'.repeat(n - 16)}`, LINK_LENGTH_LIMITS.ftp],
      ['javascript', (n) => `javascript:${'a'.repeat(n - 11)}`, LINK_LENGTH_LIMITS.javascript],
      ['internal', (n) => `/${'a'.repeat(n - 1)}`, LINK_LENGTH_LIMITS.internal],
    ];
    for (const [kind, make, limit] of cases) {
      fc.assert(
        fc.property(fc.integer({ min: 17, max: limit - 1 }), (length) => {
          const href = make(length);
          expect(href).toHaveLength(length);
          expect(classifyLink(href), `${kind} of ${length}`).toMatchObject({ kind, valid: true });
        }),
      );
      fc.assert(
        fc.property(fc.integer({ min: limit, max: limit + 200 }), (length) => {
          expect(classifyLink(make(length)).valid, `${kind} of ${length}`).toBe(false);
        }),
      );
    }
  });

  it('renders only valid, non-script links', () => {
    expect(renderableHref('/about')).toBe('/about');
    expect(renderableHref('example.com')).toBe('https://example.com');
    expect(renderableHref('javascript:alert(1)')).toBeNull();
    expect(renderableHref('JavaScript:alert(1)')).toBeNull();
    expect(renderableHref('tel:12')).toBeNull();
    expect(renderableHref('')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const href = renderableHref(text);
        if (href !== null) expect(href.trim().toLowerCase().startsWith('javascript:')).toBe(false);
      }),
    );
  });
});

describe('Pin-it overlay (spec 01 §3 pinterestOverlayOptions.mode)', () => {
  it('is on for any mode but the off values', async () => {
    const { isPinItOverlayOn } = await import('../../../src/runtime/links/pin-it.js');
    expect(isPinItOverlayOn(undefined)).toBe(false);
    expect(isPinItOverlayOn('disabled')).toBe(false);
    expect(isPinItOverlayOn('auto')).toBe(true);
  });

  it('shares the site\'s address with the drawn path, never the address a server rendered for (issue 47, cause 5)', async () => {
    const { pinItPageUrl, pinItUrl } = await import('../../../src/runtime/links/pin-it.js');
    const drawn = { pathname: '/menu', search: '?day=fri' };
    const page = pinItPageUrl('https://cafe.example', drawn, 'http://localhost/menu?day=fri');
    expect(page).toBe('https://cafe.example/menu?day=fri');
    const url = new URL(pinItUrl({ pageUrl: page, imageUrl: '/img/bun.jpg' })!);
    expect([url.searchParams.get('url'), url.searchParams.get('media')]).toEqual(['https://cafe.example/menu?day=fri', 'https://cafe.example/img/bun.jpg']);
    // without a site address (or with one that is none), the document's
    expect(pinItPageUrl(null, drawn, 'https://visitor.example/menu')).toBe('https://visitor.example/menu');
    expect(pinItPageUrl('not an address', drawn, 'https://visitor.example/menu')).toBe('https://visitor.example/menu');
  });

  it('links to pin creation with the page, the absolute image URL and the alt text', async () => {
    const { pinItUrl } = await import('../../../src/runtime/links/pin-it.js');
    const url = new URL(pinItUrl({ pageUrl: 'https://cafe.example/menu', imageUrl: '/img/bun.jpg', description: 'Rhubarb bun' })!);
    expect(url.searchParams.get('url')).toBe('https://cafe.example/menu');
    expect(url.searchParams.get('media')).toBe('https://cafe.example/img/bun.jpg');
    expect(url.searchParams.get('description')).toBe('Rhubarb bun');
    expect(pinItUrl({ pageUrl: 'https://cafe.example/', imageUrl: 'data:image/png;base64,AA' })).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = pinItUrl({ pageUrl: 'https://cafe.example/', imageUrl: text });
        if (result) expect(new URL(new URL(result).searchParams.get('media')!).protocol).toMatch(/^https?:$/);
      }),
    );
  });
});
