import { apiBaseUrl } from '../context/current-context.js';
import { isOnAnotherOrigin } from '../net/data-request.js';
import { CART_HEADER_NAME, CART_PASS_PATTERN } from './checkout-routes.js';

/**
 * A page whose site API is on another origin cannot count on the API's cart cookie: browsers that
 * block third-party cookies (and every browser for a SameSite=Lax cookie over http) keep it from
 * the page's requests. The API then hands the page a cart pass in the cart header of its cart
 * replies: the cart's id with an expiry of a day at most, signed for the page's origin, never the
 * cart's long-lived token (issue 46; server/commerce/cart-credentials.ts). The page keeps it in
 * its own storage, sends it back in the same header, and goes to checkout with a one-time code
 * posted to the API (checkout-handoff.ts). Same-origin pages keep the cookie alone.
 */
export const CROSS_SITE_CART_KEY = 'ss-cart-pass';
/** Where earlier versions kept the cart's token itself: removed when seen. */
const FORMER_TOKEN_KEY = 'ss-cart-token';

/** Whether the site API is on another origin than the page. */
export function isApiOnAnotherOrigin(pageUrl: string = typeof location === 'undefined' ? '' : location.href): boolean {
  if (!pageUrl) return false;
  try {
    return isOnAnotherOrigin(apiBaseUrl(undefined, pageUrl), pageUrl);
  } catch {
    return false;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (privacy settings, sandboxed frames): the cookie is all there is.
    return null;
  }
}

/** Without storage, the cart lasts as long as the page. */
let pagePass: string | null = null;

/** The cart pass this page keeps, when its site API is on another origin. */
export function keptCartPass(): string | null {
  if (!isApiOnAnotherOrigin()) return null;
  let stored: string | null = null;
  try {
    const kept = storage();
    kept?.removeItem(FORMER_TOKEN_KEY);
    stored = kept?.getItem(CROSS_SITE_CART_KEY) ?? null;
  } catch {
    stored = null;
  }
  const pass = stored ?? pagePass;
  return pass && CART_PASS_PATTERN.test(pass) ? pass : null;
}

/** Keeps the cart pass a cart reply carries in its cart header, when the site API is on another origin. */
export function keepCartPass(replyHeaders: Pick<Headers, 'get'>): void {
  const pass = replyHeaders.get(CART_HEADER_NAME);
  if (!pass || !CART_PASS_PATTERN.test(pass) || !isApiOnAnotherOrigin()) return;
  pagePass = pass;
  try {
    storage()?.setItem(CROSS_SITE_CART_KEY, pass);
  } catch {
    // A full or refused storage: the cart lasts as long as the page.
  }
}

/** The headers of a cart call: the kept cart pass, when there is one. */
export function cartHeaders(): Record<string, string> {
  const pass = keptCartPass();
  return pass ? { [CART_HEADER_NAME]: pass } : {};
}
