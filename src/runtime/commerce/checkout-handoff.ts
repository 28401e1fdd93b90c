import { siteRouteUrl } from '../context/current-context.js';
import { requestCheckoutCode } from './cart-store.js';
import { CHECKOUT_HANDOFF_PATH, GOTO_CHECKOUT_PATH, SUBSCRIBE_CHECKOUT_PATH } from './checkout-routes.js';
import { keptCartPass } from './cross-site-cart.js';

/**
 * Going to checkout on the site API's own pages (spec 02 §2). A page on the API's own site just
 * goes there: its cart cookie goes along. A page on another site hands its cart over with a code
 * the API signed for that cart and page, good once and for two minutes, posted in a form (never
 * in an address, where a link could carry someone else's cart: issue 46).
 */

/** Navigates the page by posting `fields` to `url` as a form (a top-level navigation). */
export function postNavigate(url: string, fields: Record<string, string>, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

/**
 * The order review for the page's cart: resolves once the browser is on its way there. The
 * checkout pages link back to this page (`from`: a page of another site sends only its origin as
 * Referer).
 */
export async function goToCheckout(): Promise<void> {
  const from = window.location.href;
  if (!keptCartPass()) {
    window.location.assign(`${siteRouteUrl(GOTO_CHECKOUT_PATH)}?${new URLSearchParams({ from })}`);
    return;
  }
  postNavigate(siteRouteUrl(CHECKOUT_HANDOFF_PATH), { code: await requestCheckoutCode(), from });
}

/** Subscription checkout for the cart `code` hands over (createSubscriptionCart). */
export function goToSubscriptionCheckout(code: string): void {
  postNavigate(siteRouteUrl(SUBSCRIBE_CHECKOUT_PATH), { code, from: window.location.href });
}
