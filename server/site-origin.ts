import { safeRedirectUrl } from '../src/runtime/forms/redirect-url.js';
import { HttpError } from './http-errors.js';

/**
 * The site's own address (SITE_ORIGIN, docs/configuration.md): every absolute URL and redirect
 * the server writes is built from it, never from the request's Host header, which any client sets
 * (a poisoned Host must not end up in a page, a link or a cached answer).
 */

/** Reads SITE_ORIGIN: unset → undefined; else a bare http(s) origin such as https://shop.example. */
export function parseSiteOrigin(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`SITE_ORIGIN must be a bare http(s) origin such as https://shop.example, got "${value}"`);
  }
  return url.origin;
}

/** The address pages are drawn for when SITE_ORIGIN is unset: relative links stay relative in a drawn page. */
const UNCONFIGURED_ORIGIN = 'http://localhost';

/** The absolute URL of `path` (a request target that starts with one '/') on this site. */
export function siteUrl(siteOrigin: string | undefined, path: string): string {
  // Concatenated, not resolved: a target such as `//other.example/x` stays a path on this site.
  return new URL(`${siteOrigin ?? UNCONFIGURED_ORIGIN}${path}`).href;
}

/**
 * Where a redirect to `raw` (an owner's success redirect) sends the visitor, made safe by
 * safeRedirectUrl: a same-site path becomes a URL on SITE_ORIGIN, or, with no SITE_ORIGIN, stays a
 * path the browser resolves against the address it posted to; null when it is not safe.
 */
export function siteRedirectLocation(raw: string | null | undefined, siteOrigin: string | undefined): string | null {
  const base = siteOrigin ?? UNCONFIGURED_ORIGIN;
  const url = safeRedirectUrl(raw, `${base}/`);
  if (!url || siteOrigin) return url;
  const parsed = new URL(url);
  return parsed.origin === base && !/^[a-z][a-z0-9+.-]*:/i.test(String(raw).trim()) ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
}

/** A host name or address with an optional port, as a Host header may hold it (RFC 9110 §7.2). */
const HOST_PATTERN = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * Refuses, with a 400, a request whose target is not a path (the absolute form `GET http://x/`,
 * or `*` outside OPTIONS) or whose Host header is not a host name: neither reaches a route.
 */
export function assertWellFormedRequest(request: { method: string; url: string; host: string | undefined }): void {
  if (!request.url.startsWith('/') && !(request.method === 'OPTIONS' && request.url === '*')) {
    throw new HttpError(400, 'The request target must be a path on this server.');
  }
  const host = request.host ?? '';
  if (host !== '' && (host.length > 261 || !HOST_PATTERN.test(host))) throw new HttpError(400, 'The Host header is not a valid host name.');
}
