import { describe, expect, it } from 'vitest';
import { newNonce, pageContentSecurityPolicy, withNonce } from '../../../server/pages/page-security.js';

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
