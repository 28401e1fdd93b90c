import { describe, expect, it } from 'vitest';
import { cookieOrHeader, crossSiteRefusal, isFromAnotherOrigin, ownOriginOf } from '../../../server/origin-check.js';

describe('where a request comes from, and the credentials it brings (docs/embedding.md)', () => {
  it('writes this site\'s origin as a browser does, default port left out', () => {
    expect(ownOriginOf('https', 'shop.example:443')).toBe('https://shop.example');
    expect(ownOriginOf('http', '127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
  });

  it('tells a page of another origin from the site itself, and a request with no Origin', () => {
    const request = (origin?: string) => ({ protocol: 'https', host: 'shop.example', headers: { origin } });
    expect(isFromAnotherOrigin(request('https://cms.example'))).toBe(true);
    expect(isFromAnotherOrigin(request('https://shop.example:443'))).toBe(false);
    expect(isFromAnotherOrigin(request('https://shop.example'))).toBe(false);
    expect(isFromAnotherOrigin(request(undefined))).toBe(false);
  });

  it('takes the cookie first, else a header of the credential\'s form, never one of another form', () => {
    const form = /^[\w-]{16,64}$/;
    const token = 'cart-token-0123456789';
    expect(cookieOrHeader({ cookies: { c: 'from-cookie' }, headers: { h: token } }, 'c', 'h', form)).toBe('from-cookie');
    expect(cookieOrHeader({ cookies: {}, headers: { h: token } }, 'c', 'h', form)).toBe(token);
    expect(cookieOrHeader({ cookies: {}, headers: { h: "x'; --" } }, 'c', 'h', form)).toBeUndefined();
    expect(cookieOrHeader({ cookies: {}, headers: { h: [token, token] } }, 'c', 'h', form)).toBeUndefined();
  });
});

describe('Sec-Fetch-Site only ever refuses (issue 46, finding 7)', () => {
  const facts = { origin: undefined, secFetchSite: undefined, referer: undefined, ownOrigin: 'https://site.example', allowedOrigins: new Set(['https://cms.example']) };

  it('a sibling subdomain is not let in because the browser calls it same-site', () => {
    expect(crossSiteRefusal({ ...facts, origin: 'https://shop.site.example', secFetchSite: 'same-site' })).toMatch(/shop\.site\.example are not allowed/);
    expect(crossSiteRefusal({ ...facts, origin: 'https://evil.site.example', secFetchSite: 'same-origin' })).not.toBeNull();
    // Without an Origin, a request from another site (sibling or not) is refused; the header never admits one.
    expect(crossSiteRefusal({ ...facts, secFetchSite: 'same-site' })).not.toBeNull();
    expect(crossSiteRefusal({ ...facts, secFetchSite: 'same-origin', referer: 'https://shop.site.example/' })).not.toBeNull();
  });

  it('the site itself and a configured origin still pass, whatever Sec-Fetch-Site says', () => {
    expect(crossSiteRefusal({ ...facts, origin: 'https://site.example', secFetchSite: 'same-origin' })).toBeNull();
    expect(crossSiteRefusal({ ...facts, origin: 'https://cms.example', secFetchSite: 'cross-site' })).toBeNull();
    expect(crossSiteRefusal({ ...facts, secFetchSite: 'same-origin' })).toBeNull();
  });
});
