/** The crumb: the anti-forgery token every data-layer URL carries (spec 02 §7). */
import { CART_HEADER_NAME } from '../commerce/checkout-routes.js';

/** Name of the cookie the site API sets and the data layer reads. */
export const CRUMB_COOKIE_NAME = 'crumb';
/** Query parameter that carries the crumb on every data-layer URL (spec 02 §7). */
export const CRUMB_QUERY_PARAM = 'crumb';
/** Header that carries the crumb where a query parameter does not fit (spec 01 §7 error reports). */
export const CRUMB_HEADER_NAME = 'x-csrf-token';

/** Header that carries the site-user session for a page on another site than the site API. */
export const SITE_USER_SESSION_HEADER = 'x-sitestack-session';
/** Header that carries the site-user cross-site token on later requests (spec 03 §4). */
export const SITE_USER_XSRF_HEADER = 'x-siteuser-xsrf-token';

/**
 * The state a page of another site keeps in its own storage and sends in headers, because its
 * browser keeps the API's cookies from it (docs/embedding.md): the cart (its signed cart pass,
 * never its token) and the site-user session. The crumb the API signs for such a page is bound
 * to the cart and session the request names as the routes read them (the cookie when the browser
 * sends one, else the header); a request naming a cart or session its crumb was not issued for
 * is refused, and the page asks again whenever the values it sends change.
 */
export const CROSS_SITE_STATE_HEADERS = [CART_HEADER_NAME, SITE_USER_SESSION_HEADER] as const;

/** Reads one cookie from a `document.cookie` string; null when absent. */
export function readCookie(cookieText: string, name: string): string | null {
  for (const part of cookieText.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Returns `url` with its `crumb` query parameter set (replacing any earlier one). */
export function withCrumb(url: string, crumb: string | null, base?: string): string {
  if (!crumb) return url;
  const parsed = new URL(url, base ?? 'http://relative.invalid');
  parsed.searchParams.set(CRUMB_QUERY_PARAM, crumb);
  if (base === undefined && parsed.origin === 'http://relative.invalid') return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return parsed.href;
}
