import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT_POLICY_NAME, framingHeaders, pageContentSecurityPolicy, withHashedScripts } from '../../../server/pages/page-security.js';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe("the pages' strict Content-Security-Policy (docs/security.md, issue 49: the same bytes for every visitor)", () => {
  it('allows scripts by hash and strict-dynamic only, no plugins, no <base>, Trusted Types by the bundle\'s and the page loaders\' policies', () => {
    expect(pageContentSecurityPolicy(['sha256-AAA=', 'sha256-BBB='])).toBe(
      `script-src 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types sitestack ${PAGE_SCRIPT_POLICY_NAME} 'allow-duplicates'`,
    );
    // A page that runs no script allows none (https: and 'unsafe-inline' would let old browsers run any).
    expect(pageContentSecurityPolicy([])).toMatch(/^script-src 'none';/);
  });

  it('hashes inline scripts as the browser reads them, and leaves data blocks, comments and text alone', () => {
    const page = [
      '<script>window.a = 1;</script>',
      '<SCRIPT type="module">import("/x.js")\r\n</SCRIPT>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="application/json" id="ss-context">{"a":"</p>"}</script>',
      '<!-- <script>commented()</script> -->',
      '<p>&lt;script&gt; in text stays text</p>',
    ].join('\n');
    const { html, scriptHashes } = withHashedScripts(page);
    expect(html).toBe(page);
    // Line breaks count as the parser leaves them (CRLF read as LF).
    expect(scriptHashes).toEqual([sha256('window.a = 1;'), sha256('import("/x.js")\n'), sha256('{"imports":{}}')]);
  });

  it("replaces each external script with a hashed inline loader that keeps its attributes and order", () => {
    const page = '<head><script type="module" blocking="render" src="/dist/sitestack.js?v=1&amp;x=2" nonce="old"></script><script src="/a.js" async></script></head>';
    const { html, scriptHashes } = withHashedScripts(page);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('nonce');
    const loaders = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(loaders).toHaveLength(2);
    expect(scriptHashes).toEqual(loaders.map(sha256));
    // The address as the parser decoded it, each attribute but src/async/defer/nonce, in order unless async.
    expect(loaders[0]).toContain('"/dist/sitestack.js?v=1&x=2"');
    expect(loaders[0]).toContain('s.setAttribute("type","module")');
    expect(loaders[0]).toContain('s.setAttribute("blocking","render")');
    expect(loaders[0]).toContain('s.async=false');
    expect(loaders[1]).toContain('s.async=true');
    // A module script is also fetched early, by the look-ahead parser (the inline loader waits for stylesheets).
    expect(html).toMatch(/^<head><link rel="modulepreload" href="\/dist\/sitestack\.js\?v=1&amp;x=2"><script>/);
    expect(html.match(/modulepreload/g)).toHaveLength(1);
  });

  it('an inline module script after a loaded one waits for it, allowed by the hash of its own text', () => {
    const page = '<script type="module" src="/dist/sitestack.js"></script><script type="module">window.Sitestack.context();\r\n</script><script type="module" async>later()</script>';
    const { html, scriptHashes } = withHashedScripts(page);
    const scripts = [...html.matchAll(/<script( [^>]*)?>([\s\S]*?)<\/script>/g)].map((match) => ({ attributes: match[1] ?? '', text: match[2]! }));
    expect(scripts).toHaveLength(3);
    // The module waits for the ordered scripts before it and for the end of parsing, then runs as written.
    expect(scripts[1]!.text).toContain('__sitestackOrderedScripts');
    expect(scripts[1]!.text).toContain('readystatechange');
    expect(scripts[1]!.text).toContain('"window.Sitestack.context();\\n"');
    expect(scriptHashes).toContain(sha256('window.Sitestack.context();\n'));
    expect(scriptHashes).toContain(sha256(scripts[1]!.text));
    // An async module runs as soon as it can anyway: left as written.
    expect(scripts[2]).toEqual({ attributes: ' type="module" async', text: 'later()' });
  });

  it('a loader runs in a DOM: the script it inserts has the address through the Trusted Types policy, in its own place', async () => {
    const { JSDOM } = await import('jsdom');
    const { html } = withHashedScripts('<body><p id="before"></p><script type="module" src="/dist/sitestack.js"></script><p id="after"></p></body>');
    // A stand-in for the browser's Trusted Types (jsdom has none): records the policies made and what they let through.
    const made: string[] = [];
    const dom = new JSDOM(html, {
      url: 'https://site.example/shop.html',
      runScripts: 'dangerously',
      beforeParse(window) {
        (window as unknown as { trustedTypes: unknown }).trustedTypes = {
          createPolicy: (name: string, rules: { createScriptURL: (input: string) => string }) => ({
            createScriptURL: (input: string) => {
              const url = rules.createScriptURL(input);
              made.push(`${name} ${url}`);
              return url;
            },
          }),
        };
      },
    });
    const inserted = dom.window.document.querySelectorAll('script[src]');
    expect(inserted).toHaveLength(1);
    expect((inserted[0] as HTMLScriptElement).src).toBe('https://site.example/dist/sitestack.js');
    expect(inserted[0]!.getAttribute('type')).toBe('module');
    expect(inserted[0]!.previousElementSibling?.localName).toBe('script');
    expect(inserted[0]!.nextElementSibling?.id).toBe('after');
    expect(made).toEqual([`${PAGE_SCRIPT_POLICY_NAME} /dist/sitestack.js`]);
  });

  it('a script whose text would close the loader cannot break out of it', () => {
    const { html } = withHashedScripts('<script src="/x.js</script><script>alert(1)//"></script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
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
