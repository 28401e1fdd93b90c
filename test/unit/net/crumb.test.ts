import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRUMB_COOKIE_NAME, CRUMB_QUERY_PARAM, readCookie, withCrumb } from '../../../src/runtime/net/crumb.js';
import { encodeFormData, resolveApiUrl } from '../../../src/runtime/net/data-request.js';

const cookieName = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/);
const cookieValue = fc.string({ maxLength: 30 });

describe('crumb cookie and URL (spec 02 §7: every URL gets a crumb query parameter from the crumb cookie)', () => {
  it('uses the names the server expects', () => {
    expect(CRUMB_COOKIE_NAME).toBe('crumb');
    expect(CRUMB_QUERY_PARAM).toBe('crumb');
  });

  it('reads a cookie back from any document.cookie text, whatever its neighbours', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cookieName, cookieValue), { maxLength: 5 }), cookieValue, (others, value) => {
        const rest = others.filter(([name]) => name !== 'crumb');
        const parts = [...rest.map(([n, v]) => `${n}=${encodeURIComponent(v)}`), `crumb=${encodeURIComponent(value)}`];
        expect(readCookie(parts.join('; '), 'crumb')).toBe(value);
      }),
    );
  });

  it('returns null for a missing cookie and does not match on a name suffix', () => {
    expect(readCookie('', 'crumb')).toBeNull();
    expect(readCookie('xcrumb=1; crumbs=2', 'crumb')).toBeNull();
  });

  it('sets exactly one crumb parameter and keeps every other parameter', () => {
    fc.assert(
      fc.property(fc.dictionary(cookieName, fc.string({ maxLength: 10 }), { maxKeys: 4 }), fc.string({ minLength: 1, maxLength: 20 }), (params, crumb) => {
        const url = new URL('https://api.example/api/x');
        for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
        url.searchParams.set('crumb', 'old');
        const result = new URL(withCrumb(url.href, crumb));
        expect(result.searchParams.getAll('crumb')).toEqual([crumb]);
        for (const [k, v] of Object.entries(params)) if (k !== 'crumb') expect(result.searchParams.get(k)).toBe(v);
      }),
    );
  });

  it('keeps relative URLs relative and leaves URLs alone without a crumb', () => {
    expect(withCrumb('/api/form/FormSubmissionKey?a=1', 'c d')).toBe('/api/form/FormSubmissionKey?a=1&crumb=c+d');
    expect(withCrumb('/api/x', null)).toBe('/api/x');
  });
});

describe('request encoding', () => {
  it('form-encodes scalars as text and objects as JSON; a round trip gives the same values', () => {
    fc.assert(
      fc.property(fc.dictionary(cookieName, fc.oneof(fc.string(), fc.integer(), fc.boolean())), (data) => {
        const params = new URLSearchParams(encodeFormData(data).toString());
        for (const [key, value] of Object.entries(data)) expect(params.get(key)).toBe(String(value));
      }),
    );
    expect(encodeFormData({ form: { a: ['x'] }, none: null }).toString()).toBe('form=%7B%22a%22%3A%5B%22x%22%5D%7D');
  });

  it('joins the API base and a path', () => {
    expect(resolveApiUrl('/api/x', 'https://site.example')).toBe('https://site.example/api/x');
    expect(resolveApiUrl('/api/x', 'https://cdn.example/sub/')).toBe('https://cdn.example/sub/api/x');
    expect(resolveApiUrl('https://other.example/api/y', 'https://site.example')).toBe('https://other.example/api/y');
  });
});
