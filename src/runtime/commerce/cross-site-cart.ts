import { apiBaseUrl } from '../context/current-context.js';
import { isOnAnotherOrigin } from '../net/data-request.js';
import { CART_HEADER_NAME, CART_TOKEN_PATTERN } from './checkout-routes.js';

/**
 * A page whose site API is on another origin cannot count on the API's cart cookie: browsers that
 * block third-party cookies (and every browser for a SameSite=Lax cookie over http) keep it from
 * the page's requests. The page then keeps its cart token in its own storage, sends it in the
 * cart header, and carries it to the order review (README "Embedding"). Same-origin pages keep
 * the cookie alone.
 */
export const CROSS_SITE_CART_KEY = 'ss-cart-token';

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
let pageToken: string | null = null;

/** The cart token this page keeps, when its site API is on another origin. */
export function keptCartToken(): string | null {
  if (!isApiOnAnotherOrigin()) return null;
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(CROSS_SITE_CART_KEY) ?? null;
  } catch {
    stored = null;
  }
  const token = stored ?? pageToken;
  return token && CART_TOKEN_PATTERN.test(token) ? token : null;
}

/** Keeps the cart a reply names (its id is its token), when the site API is on another origin. */
export function keepCartToken(cartId: string | null | undefined): void {
  if (!cartId || !CART_TOKEN_PATTERN.test(cartId) || !isApiOnAnotherOrigin()) return;
  pageToken = cartId;
  try {
    storage()?.setItem(CROSS_SITE_CART_KEY, cartId);
  } catch {
    // A full or refused storage: the cart lasts as long as the page.
  }
}

/** The headers of a cart call: the kept cart, when there is one. */
export function cartHeaders(): Record<string, string> {
  const token = keptCartToken();
  return token ? { [CART_HEADER_NAME]: token } : {};
}
