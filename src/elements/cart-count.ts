import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { CartCount, type CartCountEvents } from '../react/cart/CartCount.js';
import cartCountCss from '../styles/cart-count.css?inline';
import { createBlockElement } from './block-element.js';
import { hydrateCartBlocksOnChange } from '../runtime/commerce/cart-store.js';

/**
 * The mini-cart count: a link to the cart page with the number of items (spec 02 §3 `totalQuantity`),
 * updated as product blocks add to the cart. Its accessible name reads "Cart, 3 items".
 *
 * ```html
 * <ss-cart-count href="/cart.html"></ss-cart-count>
 * ```
 *
 * @tag ss-cart-count
 * @summary A cart link with the number of items in the cart.
 *
 * @attr {URL} href - The cart page. Default: `/cart`.
 * @attr {text} label - The visible text and start of the accessible name ("Cart, 3 items"). Default: `Cart` (the site's translation of `cartCount.label`).
 *
 * @fires ss-cart-count-open - The visitor followed the link; cancelable (a page may open its own cart panel). detail: `{ href, totalQuantity }`.
 *
 * @csspart base - The link; `data-state` is `loading` or `ready`.
 * @csspart icon - The cart icon.
 * @csspart label - The visible label.
 * @csspart count - The number of items; hidden (its place kept) until the visitor's cart is known, and while it is empty.
 *
 * @cssprop --ss-cart-count-min-width - Width reserved for the link, also before upgrade. Default: 7rem.
 * @cssprop --ss-cart-count-background - Background of the count badge. Default: the accent colour.
 * @cssprop --ss-color-accent - Badge and focus ring colour.
 */
export class SsCartCount extends createBlockElement({
  tag: 'ss-cart-count',
  component: CartCount,
  attributes: {
    href: stringAttribute('/cart'),
    label: stringAttribute(''),
  },
  styles: [cartCountCss],
}) {}

export type { CartCountEvents };
// Server-drawn cart blocks still waiting to hydrate follow the cart once it changes.
if (typeof document !== 'undefined') hydrateCartBlocksOnChange();

export default SsCartCount;

declare global {
  interface HTMLElementTagNameMap {
    'ss-cart-count': SsCartCount;
  }
}
