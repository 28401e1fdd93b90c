/** Spec 02 §2 "Routes navigated to": where the store sends a shopper. */

export const GOTO_CHECKOUT_PATH = '/commerce/goto-checkout';

/**
 * Where a page on another site than its site API posts the checkout code for its cart (a form
 * post, so the code is never in an address); the API then shows the order review.
 */
export const CHECKOUT_HANDOFF_PATH = '/commerce/checkout-handoff';

/**
 * The cart pass header (docs/embedding.md): a page on another site than its site API, whose
 * browser keeps the API's cookies from it, gets a short-lived pass for its cart in this reply
 * header and sends it back in the same header. It is never the cart's token.
 */
export const CART_HEADER_NAME = 'x-sitestack-cart';

/** A cart token as the server makes them (base64url): the cart cookie's form. */
export const CART_TOKEN_PATTERN = /^[\w-]{16,64}$/;

/** A cart pass as the server makes them: the cart's id, an expiry and a signature. */
export const CART_PASS_PATTERN = /^cart_[0-9a-f]{32}\.[0-9a-z]{1,10}\.[\w-]{22}$/;

/** Shown instead of going to checkout when no cart exists (spec 02 §2), verbatim. */
export const SESSION_EXPIRED_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/**
 * Subscription checkout (spec 02 §2 names /checkout/subscribe?cartToken={token}): the code for
 * the subscription's cart is posted here instead, so no token is ever in an address (issue 46).
 */
export const SUBSCRIBE_CHECKOUT_PATH = '/checkout/subscribe';

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
 * Spec 02 §2: checkout is reachable only with a cart (an id and at least one entry) and cookies
 * on; otherwise the session-expired alert.
 */
export function canGoToCheckout(cart: { id: string | null; entries: readonly unknown[] } | null, cookiesEnabled = true): boolean {
  return cookiesEnabled && Boolean(cart && cart.id && cart.entries.length > 0);
}
