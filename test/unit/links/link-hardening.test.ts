import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RENDERABLE_PROTOCOLS, classifyLink, renderableHref, sameSitePath, urlParserText } from '../../../src/runtime/links/link-rules.js';

// Issue 17: `<ss-button href="&#1;javascript:__xss(1)">` ran the script on click: the rules
// classified the text with its leading U+0001, the browser's URL parser stripped it first.

const BASE = 'https://site.example/dir/page.html';
const C0_AND_SPACE = Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(code));

describe('link text is judged as the URL parser reads it (spec 01 §5, issue 17)', () => {
  it('a leading control character does not hide javascript: (U+0001, U+0008, U+001F and all C0)', () => {
    for (const control of C0_AND_SPACE) {
      expect(renderableHref(`${control}javascript:__xss(1)`), `U+${control.charCodeAt(0).toString(16)}`).toBeNull();
      expect(renderableHref(`${control}${control}JavaScript:__xss(1)${control}`)).toBeNull();
    }
    expect(classifyLink('\u0001javascript:__xss(1)')).toMatchObject({ kind: 'javascript' });
  });

  it('tabs and newlines inside the scheme do not hide it; other embedded controls are refused', () => {
    expect(renderableHref('java\tscript:alert(1)')).toBeNull();
    expect(renderableHref('jav\na\rscript:alert(1)')).toBeNull();
    expect(renderableHref('java\u0001script:alert(1)')).toBeNull();
    expect(classifyLink('/ab\u0007out')).toMatchObject({ valid: false, problem: 'contains control characters' });
  });

  it('protocols outside the renderable ones are never rendered', () => {
    for (const link of ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'blob:https://x/y', '\u0002data:text/html,x', 'file:///etc/passwd']) {
      expect(renderableHref(link), link).toBeNull();
    }
    expect(renderableHref(' https://example.com/x ')).toBe('https://example.com/x');
    expect(renderableHref('\u0001/about')).toBe('/about');
    expect(renderableHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(renderableHref('tel:+15550100')).toBe('tel:+15550100');
  });

  it('urlParserText strips what the URL parser strips', () => {
    expect(urlParserText('\u0000\u001f x\ty\n\r ')).toBe('xy');
    expect(new URL(urlParserText('\u0001javascript:x'), BASE).href).toBe(new URL('\u0001javascript:x', BASE).href);
  });

  it('property: whatever the rule renders, the URL parser reads as an allowed protocol', () => {
    const scheme = fc.constantFrom('javascript:', 'JAVASCRIPT:', 'data:', 'vbscript:', 'http://', 'https://', 'mailto:', 'tel:', 'sms:', 'ftp://', '//', '/', '\\\\', '');
    const noise = fc.string({ unit: fc.constantFrom(...C0_AND_SPACE, '\u007f', '\u00a0', '\ufeff', '\u2028', 'a', '.', ':', '/', '\\', '%', '#', '?'), maxLength: 4 });
    const link = fc
      .tuple(noise, scheme, noise, fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('alert(1)', 'example.com/x', 'a@example.com', '+15550100', 'evil.example')), noise)
      .map(([a, s, b, body, c]) => `${a}${s}${b}${body}${c}`);
    fc.assert(
      fc.property(fc.oneof(link, fc.string({ maxLength: 30 })), (text) => {
        const href = renderableHref(text);
        if (href === null) return;
        expect(RENDERABLE_PROTOCOLS.has(new URL(href, BASE).protocol), `${JSON.stringify(text)} → ${JSON.stringify(href)}`).toBe(true);
        // The text as written, had it been used as is, reads the same way.
        let asWritten: URL | null = null;
        try {
          asWritten = new URL(text, BASE);
        } catch {
          asWritten = null;
        }
        if (asWritten) expect(RENDERABLE_PROTOCOLS.has(asWritten.protocol), JSON.stringify(text)).toBe(true);
      }),
      { seed: 17, numRuns: 3000 },
    );
  });
});

describe('sameSitePath (summary links, issue 17)', () => {
  it('keeps paths on the site and refuses every way of naming another host', () => {
    expect(sameSitePath('/events/gig')).toBe('/events/gig');
    expect(sameSitePath('/a\\b')).toBe('/a\\b');
    for (const link of ['//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', ' //evil.example', '\u0001//evil.example', 'https://evil.example/', 'javascript:alert(1)', 'events', '/\u0007x', '']) {
      expect(sameSitePath(link), JSON.stringify(link)).toBeNull();
    }
  });

  it('property: an accepted path resolves to the page’s own origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', ' ', '\u0001', 'e', '.', ':', '@', '%', '?'), maxLength: 12 }), (text) => {
        if (sameSitePath(text) !== null) expect(new URL(text, BASE).origin).toBe(new URL(BASE).origin);
      }),
      { seed: 17, numRuns: 3000 },
    );
  });
});
