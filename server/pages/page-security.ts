import { createHash } from 'node:crypto';
import { TRUSTED_TYPES_POLICY_NAME } from '../../src/runtime/dom/trusted-html.js';

/**
 * The Trusted Types policy the page's script loaders make (one per loader, each passing only its
 * own script's address), beside the bundle's own policy.
 */
export const PAGE_SCRIPT_POLICY_NAME = 'sitestack-page';

/**
 * The strict Content-Security-Policy the site's pages are served with (docs/security.md), as
 * strict CSP asks, in the form that suits bytes shared by every visitor and any CDN (issue 49):
 * scripts only by the hashes of the page's inline scripts and what those scripts load
 * (`'strict-dynamic'`); `https:` and `'unsafe-inline'` only for browsers too old for hashes (a
 * browser that knows them ignores both); no plugins, no `<base>`; DOM sinks take only Trusted
 * Types made by the bundle's policy or a page script loader's.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scripts = scriptHashes.length === 0 ? "script-src 'none'" : `script-src ${scriptHashes.map((hash) => `'${hash}'`).join(' ')} 'strict-dynamic' https: 'unsafe-inline'`;
  return [
    scripts,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY_NAME} ${PAGE_SCRIPT_POLICY_NAME} 'allow-duplicates'`,
  ].join('; ');
}

/**
 * Who may show the site's HTML in a frame: the site itself and the origins it names
 * (FRAME_ORIGINS), so no other site can frame a page and have its visitor click through it
 * (clickjacking an order's "Place order").
 */
export function frameAncestorsDirective(frameOrigins: readonly string[]): string {
  return ["frame-ancestors 'self'", ...frameOrigins].join(' ');
}

/**
 * The headers that keep an HTML answer out of other sites' frames: `frame-ancestors` added to the
 * answer's CSP (or as its CSP) unless it already names its own, and `X-Frame-Options: SAMEORIGIN`
 * for browsers without CSP when no other origin may frame it.
 */
export function framingHeaders(csp: string | undefined, frameOrigins: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!csp) headers['content-security-policy'] = frameAncestorsDirective(frameOrigins);
  else if (!/(^|;)\s*frame-ancestors\b/i.test(csp)) headers['content-security-policy'] = `${csp}; ${frameAncestorsDirective(frameOrigins)}`;
  if (frameOrigins.length === 0 && !/(^|;)\s*frame-ancestors\s+'none'/i.test(csp ?? '')) headers['x-frame-options'] = 'SAMEORIGIN';
  return headers;
}

/** A page with its scripts allowed by hash: the markup to send and the hashes its policy lists. */
export interface HashedScriptPage {
  html: string;
  /** `sha256-...` of every inline script the page runs, in page order, without repeats. */
  scriptHashes: string[];
}

/** Script types a browser runs (HTML "script block's type string"), and the inline-only kinds CSP also governs. */
const JAVASCRIPT_TYPE = /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script(?:1\.[0-5])?|text\/(?:jscript|livescript)|module)$/i;
const INLINE_ONLY_TYPES = new Set(['importmap', 'speculationrules']);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
/** An attribute value as the parser reads it (the entities a URL or type plausibly holds). */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));?/gi, (whole, hex: string, dec: string, name: string) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = hex ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** The attributes of a start tag's source (`<script a="1" b>`), names lower-cased, first one wins. */
function parseAttributes(startTag: string): Array<[string, string]> {
  const attributes: Array<[string, string]> = [];
  const seen = new Set<string>();
  const body = startTag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1]!.toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    attributes.push([name, decodeAttribute(match[2] ?? match[3] ?? match[4] ?? '')]);
  }
  return attributes;
}

/** The `>` that ends a start tag whose attributes begin at `from` (quotes count only after `=`, as the tokenizer reads them), or -1. */
function startTagEnd(html: string, from: number): number {
  let i = from;
  while (i < html.length) {
    const char = html[i];
    if (char === '>') return i;
    i++;
    if (char !== '=') continue;
    while (i < html.length && /\s/.test(html[i]!)) i++;
    const quote = html[i];
    if (quote === '"' || quote === "'") {
      const end = html.indexOf(quote, i + 1);
      if (end < 0) return -1;
      i = end + 1;
    }
  }
  return -1;
}

/** The text the browser hashes: the script's content as parsed (line breaks normalised, NUL replaced). */
function scriptHash(content: string): string {
  const parsed = content.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
  return `sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}`;
}

/** A value written into an inline script: JSON that nothing can close the script with. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * An inline script that puts the external script `<script src=...>` it replaces in its own place,
 * with the same attributes: a script made by a script the policy trusts (by hash) runs under
 * `'strict-dynamic'`, and so do the modules it imports. Its address passes through a Trusted Types
 * policy that makes that one address only. Scripts keep their order (`async = false`, the order
 * deferred and module scripts run in) unless the page asked for `async`.
 */
function scriptLoader(attributes: Array<[string, string]>): string {
  const src = attributes.find(([name]) => name === 'src')![1];
  const kept = attributes.filter(([name]) => !['src', 'async', 'defer', 'nonce'].includes(name));
  const isAsync = attributes.some(([name]) => name === 'async');
  const sets = kept.map(([name, value]) => `s.setAttribute(${scriptLiteral(name)},${scriptLiteral(value)});`).join('');
  const url = scriptLiteral(src);
  // An ordered script joins the page's chain (ORDERED_SCRIPTS), which inline module scripts after it wait for.
  const chain = isAsync ? '' : `p=new Promise(function(r){s.onload=s.onerror=r});self.${ORDERED_SCRIPTS}=(self.${ORDERED_SCRIPTS}||Promise.resolve()).then(function(){return p});`;
  return (
    '<script>(function(c,t,s,p){s=document.createElement("script");' +
    sets +
    `s.src=t?t.createPolicy(${scriptLiteral(PAGE_SCRIPT_POLICY_NAME)},{createScriptURL:function(){return ${url}}}).createScriptURL(""):${url};` +
    `s.async=${isAsync};${chain}c.parentNode.insertBefore(s,c.nextSibling)})(document.currentScript,self.trustedTypes)</script>`
  );
}

/** The page's promise of its ordered loaded scripts (a global of the page, set by the loaders). */
const ORDERED_SCRIPTS = '__sitestackOrderedScripts';

/**
 * An inline module script after a loaded one, run in the same order as the page wrote them: a
 * module script runs once the page is parsed, after the module scripts before it, so one that
 * uses `window.Sitestack` finds it. A loaded script now runs as soon as it arrives (scriptLoader),
 * so this one waits for those before it and for the end of parsing (`readyState` leaving
 * `loading`, when deferred scripts run), then is inserted with the same text and attributes
 * (allowed by the same hash; its text through the page's Trusted Types policy).
 */
function orderedModuleLoader(attributes: Array<[string, string]>, text: string): string {
  const sets = attributes
    .filter(([name]) => name !== 'nonce')
    .map(([name, value]) => `s.setAttribute(${scriptLiteral(name)},${scriptLiteral(value)});`)
    .join('');
  const literal = scriptLiteral(text);
  return (
    '<script>(function(c,t,d){var parsed=new Promise(function(r){if(d.readyState!=="loading")r();else d.addEventListener("readystatechange",function f(){d.removeEventListener("readystatechange",f);r()})});' +
    `Promise.all([self.${ORDERED_SCRIPTS},parsed]).then(function(){var s=d.createElement("script");${sets}` +
    `s.text=t?t.createPolicy(${scriptLiteral(PAGE_SCRIPT_POLICY_NAME)},{createScript:function(){return ${literal}}}).createScript(""):${literal};` +
    'c.parentNode.insertBefore(s,c.nextSibling)})})(document.currentScript,self.trustedTypes,document)</script>'
  );
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A hint that lets the browser's look-ahead parser fetch a module script its loader will insert:
 * an inline script runs only once the stylesheets before it have loaded, and without the hint the
 * loader's own fetch would wait for them (a round trip on a slow phone). With the same
 * `crossorigin` and `integrity`, so the inserted script takes the fetched module.
 */
function earlyFetch(attributes: Array<[string, string]>): string {
  const get = (wanted: string) => attributes.find(([name]) => name === wanted)?.[1];
  if (get('type')?.trim().toLowerCase() !== 'module') return '';
  const extra = (['crossorigin', 'integrity'] as const)
    .filter((name) => get(name) !== undefined)
    .map((name) => ` ${name}="${escapeAttribute(get(name)!)}"`)
    .join('');
  return `<link rel="modulepreload" href="${escapeAttribute(get('src')!)}"${extra}>`;
}

/**
 * The page as it is served to everyone (issue 49): every inline script it runs is allowed by its
 * hash, and every external script is loaded by a hashed inline loader in its place
 * (scriptLoader), so the same bytes work under the policy for every visitor, with no per-response
 * nonce. Markup is read as written by the site (the pages are the site's own); comments are
 * skipped, data blocks (`type="application/json"`) are left alone.
 */
export function withHashedScripts(html: string): HashedScriptPage {
  const hashes = new Set<string>();
  let out = '';
  let at = 0;
  /** Whether a loaded script came before (inline module scripts after it wait for it). */
  let loadedBefore = false;
  const tag = /<!--|<script(?=[\s>/])/gi;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', match.index + 4);
      tag.lastIndex = end < 0 ? html.length : end + 3;
      continue;
    }
    const openEnd = startTagEnd(html, match.index + 7);
    if (openEnd < 0) break;
    const close = /<\/script[\s>/]/gi;
    close.lastIndex = openEnd + 1;
    const closing = close.exec(html);
    const contentEnd = closing ? closing.index : html.length;
    const closeEnd = closing ? html.indexOf('>', closing.index) + 1 || html.length : html.length;
    tag.lastIndex = closeEnd;
    const attributes = parseAttributes(html.slice(match.index, openEnd + 1));
    const type = (attributes.find(([name]) => name === 'type')?.[1] ?? '').trim();
    const runs = type === '' || JAVASCRIPT_TYPE.test(type);
    if (!runs && !INLINE_ONLY_TYPES.has(type.toLowerCase())) continue;
    const text = html.slice(openEnd + 1, contentEnd);
    const inlineBody = (loader: string) => loader.slice('<script>'.length, -'</script>'.length);
    if (runs && attributes.some(([name]) => name === 'src')) {
      const loader = scriptLoader(attributes);
      hashes.add(scriptHash(inlineBody(loader)));
      out += html.slice(at, match.index) + earlyFetch(attributes) + loader;
      at = closeEnd;
      loadedBefore = true;
    } else if (loadedBefore && type.toLowerCase() === 'module' && !attributes.some(([name]) => name === 'async')) {
      // The text as the parser reads it, as the inserted script will hold it (and so hash it).
      const parsedText = text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
      const loader = orderedModuleLoader(attributes, parsedText);
      hashes.add(scriptHash(parsedText));
      hashes.add(scriptHash(inlineBody(loader)));
      out += html.slice(at, match.index) + loader;
      at = closeEnd;
    } else {
      hashes.add(scriptHash(text));
    }
  }
  return { html: out + html.slice(at), scriptHashes: [...hashes] };
}
