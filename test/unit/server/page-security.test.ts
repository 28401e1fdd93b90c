import { describe, expect, it } from 'vitest';
import { framingHeaders, newNonce, pageContentSecurityPolicy, withNonce } from '../../../server/pages/page-security.js';

describe('the pages\' strict Content-Security-Policy (README "Security")', () => {
  it('allows scripts by nonce and strict-dynamic only, no plugins, no <base>, Trusted Types by the bundle\'s policy', () => {
    const policy = pageContentSecurityPolicy('abc123');
    expect(policy).toBe(
      "script-src 'nonce-abc123' 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types sitestack",
    );
  });

  it('draws a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it("gives the page's scripts and script preloads the nonce, once, and nothing else", () => {
    const page = [
      '<script type="module" src="/dist/sitestack.js"></script>',
      '<SCRIPT type="application/json" id="ss-context">{}</SCRIPT>',
      '<script nonce="given">x()</script>',
      '<link rel="modulepreload" href="/dist/chunks/react.js">',
      '<link rel=preload as=script href="/a.js">',
      '<link rel="stylesheet" href="/dist/pre-upgrade.css">',
      '<p>&lt;script&gt; in text stays text</p>',
    ].join('\n');
    expect(withNonce(page, 'n1').split('\n')).toEqual([
      '<script nonce="n1" type="module" src="/dist/sitestack.js"></script>',
      '<script nonce="n1" type="application/json" id="ss-context">{}</SCRIPT>',
      '<script nonce="given">x()</script>',
      '<link nonce="n1" rel="modulepreload" href="/dist/chunks/react.js">',
      '<link nonce="n1" rel=preload as=script href="/a.js">',
      '<link rel="stylesheet" href="/dist/pre-upgrade.css">',
      '<p>&lt;script&gt; in text stays text</p>',
    ]);
  });
});

describe('framing (issue 46: any site could frame the order review page)', () => {
  it('adds frame-ancestors to a policy without one, or stands as the policy; old browsers get X-Frame-Options', () => {
    expect(framingHeaders(undefined, [])).toEqual({ 'content-security-policy': "frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN' });
    expect(framingHeaders("object-src 'none'", [])).toEqual({ 'content-security-policy': "object-src 'none'; frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN' });
    // A site that wants its pages framed by its CMS names it; X-Frame-Options cannot, so it is left out.
    expect(framingHeaders(undefined, ['https://cms.example'])).toEqual({ 'content-security-policy': "frame-ancestors 'self' https://cms.example" });
    // A policy that already says who may frame it keeps its word ('none' for the owner's stats page).
    expect(framingHeaders("default-src 'none'; frame-ancestors 'none'", ['https://cms.example'])).toEqual({});
  });
});
