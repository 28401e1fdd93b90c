import { GOTO_CHECKOUT_PATH } from '../../src/runtime/commerce/checkout-routes.js';
import { safeRedirectUrl } from '../../src/runtime/forms/redirect-url.js';

/** Longest address taken for the link back (a page address, not a payload). */
const MAX_ADDRESS_LENGTH = 2000;

/**
 * Where the checkout pages' "Back to the shop" and "Continue shopping" links go (issue 51): the
 * page the shopper came from (the address the page posted as `from`, else the Referer), when it is
 * a page of this site (written as a path, so no Host header ever ends up in the link) or of an
 * origin allowed to embed the site (ALLOWED_ORIGINS, where a cross-site page's shopper came from);
 * else the site's home page. Never one of the checkout pages themselves.
 */
export function shopAddress(raw: unknown, site: { ownOrigin: string; siteOrigin: string | undefined; allowedOrigins: ReadonlySet<string> }): string {
  if (typeof raw !== 'string' || raw.length > MAX_ADDRESS_LENGTH) return '/';
  // Read as a redirect is (spec 02 §4): http(s) or a same-site path, no scheme tricks or backslashes.
  const safe = safeRedirectUrl(raw, `${site.ownOrigin}/`);
  if (!safe) return '/';
  const url = new URL(safe);
  if (url.origin === site.ownOrigin || url.origin === site.siteOrigin) {
    const path = `${url.pathname}${url.search}`;
    // `//x` or `/\x` would leave the site; the checkout pages are no shop.
    if (/^\/[/\\]/.test(path) || path.startsWith('/checkout/') || path.startsWith(GOTO_CHECKOUT_PATH.replace(/[^/]*$/, ''))) return '/';
    return path;
  }
  if (site.allowedOrigins.has(url.origin)) return `${url.origin}${url.pathname}${url.search}`;
  return '/';
}
