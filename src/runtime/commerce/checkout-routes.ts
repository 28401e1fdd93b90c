/** Spec 02 §2 "Routes navigated to": where the store sends a shopper. */

export const GOTO_CHECKOUT_PATH = '/commerce/goto-checkout';

/**
 * The cart token header: a page on another site than its site API, whose browser keeps the API's
 * cookies from it, sends the cart it keeps in its own storage this way (README "Embedding").
 */
export const CART_HEADER_NAME = 'x-sitestack-cart';

/** A cart token as the server makes them (base64url). */
export const CART_TOKEN_PATTERN = /^[\w-]{16,64}$/;

/** Order review for the shopper's cart; with its token when the site API is on another site. */
export function gotoCheckoutPath(cartToken?: string | null): string {
  return cartToken ? `${GOTO_CHECKOUT_PATH}?${new URLSearchParams({ cartToken })}` : GOTO_CHECKOUT_PATH;
}

/** Shown instead of going to checkout when no cart exists (spec 02 §2), verbatim. */
export const SESSION_EXPIRED_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/** Subscription checkout: /checkout/subscribe?cartToken={token}. */
export function subscribeCheckoutUrl(cartToken: string): string {
  return `/checkout/subscribe?${new URLSearchParams({ cartToken })}`;
}

/** Donation checkout: /checkout/donate?donatePageId={id}. */
export function donateCheckoutUrl(donatePageId: string): string {
  return `/checkout/donate?${new URLSearchParams({ donatePageId })}`;
}

/** Gift card checkout; the sku is optional (spec 02 §2). */
export function giftCardCheckoutUrl(websiteId: string, giftCardProductId: string, sku?: string | null): string {
  const query = new URLSearchParams({ websiteId, giftCardProductId });
  if (sku) query.set('sku', sku);
  return `/checkout/giftcard?${query}`;
}

/**
 * Spec 02 §2: checkout is reachable only with a cart (an id, the cart token, and at least one
 * entry) and cookies on; otherwise the session-expired alert.
 */
export function canGoToCheckout(cart: { id: string | null; entries: readonly unknown[] } | null, cookiesEnabled = true): boolean {
  return cookiesEnabled && Boolean(cart && cart.id && cart.entries.length > 0);
}
