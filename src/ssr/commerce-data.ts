/**
 * Server data of the commerce blocks (spec 02 §3-4): the visitor's cart for the cart and the
 * cart count (the in-process site API carries their cart cookie), and a product block's current
 * product, so the first paint shows the real count, cart and stock.
 */
import { CART_API } from '../runtime/commerce/cart-store.js';
import type { ServerDataLoader } from './server-data.js';

/**
 * The visitor's cart reply (`{ cart }`), read by the block through the cart model; nothing when
 * the page is rendered for no visitor (a static render: the browser fetches its own cart).
 */
export const cartServerData: ServerDataLoader = async ({ api }) => (api.visitorCookies === undefined ? undefined : api.request(CART_API.cart));

/**
 * The product reply (`{ product }`) for `product-id`; `{ product: null }` when the block names
 * none or the site API does not answer with it, so the block shows its inline copy, knowing the
 * server drew it.
 */
export const productServerData: ServerDataLoader = async ({ attributes, api }) => {
  const productId = String(attributes.productId ?? '');
  if (!productId) return { product: null };
  try {
    return await api.request(CART_API.product(productId));
  } catch {
    return { product: null };
  }
};
