import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectUrl } from '../../../src/runtime/forms/redirect-url.js';

const PAGE = 'https://shop.example.com/contact?x=1';

describe('success redirect (spec 02 §4: a success-redirect URL is followed if set)', () => {
  it('follows http(s) URLs and same-site paths', () => {
    expect(safeRedirectUrl('https://other.example/thanks', PAGE)).toBe('https://other.example/thanks');
    expect(safeRedirectUrl('http://other.example/', PAGE)).toBe('http://other.example/');
    expect(safeRedirectUrl('/thank-you?from=form', PAGE)).toBe('https://shop.example.com/thank-you?from=form');
    expect(safeRedirectUrl('  /thanks  ', PAGE)).toBe('https://shop.example.com/thanks');
  });

  it('refuses javascript:, data:, protocol-relative and backslash URLs', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example/', '/\\evil.example', 'thanks', 'mailto:a@b.co', '']) {
      expect(safeRedirectUrl(bad, PAGE), bad).toBeNull();
    }
    expect(safeRedirectUrl(undefined, PAGE)).toBeNull();
  });

  it('only ever returns an http(s) URL, and same-site paths never leave the site', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath().map((p) => `/${p}`)), (raw) => {
        const result = safeRedirectUrl(raw, PAGE);
        if (result === null) return;
        const url = new URL(result);
        expect(['http:', 'https:']).toContain(url.protocol);
        if (raw.trim().startsWith('/')) expect(url.origin).toBe('https://shop.example.com');
      }),
    );
  });
});
