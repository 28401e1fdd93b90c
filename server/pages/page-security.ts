import { randomBytes } from 'node:crypto';
import { TRUSTED_TYPES_POLICY_NAME } from '../../src/runtime/dom/trusted-html.js';

/**
 * The strict Content-Security-Policy the site's pages are served with (README "Security"), as
 * strict CSP asks: scripts only with the page's nonce and what those scripts load
 * (`'strict-dynamic'`); `https:` and `'unsafe-inline'` only for browsers too old for nonces
 * (a browser that knows nonces ignores both); no plugins, no `<base>`; DOM sinks take only
 * Trusted Types made by the bundle's policy.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY_NAME}`,
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

/** A fresh nonce per response: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page's own scripts and script preloads carry the nonce. Markup is matched as written by
 * the site (the pages are the site's own): every `<script` and `<link rel="modulepreload"|"preload">`
 * start tag without a nonce gets one.
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*\srel=["']?(?:modulepreload|preload)\b)(?![^>]*\snonce=)/gi, `<link nonce="${nonce}"`);
}
