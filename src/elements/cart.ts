import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Cart, type CartEvents } from '../react/cart/Cart.js';
import storeButtonCss from '../styles/store-button.css?inline';
import cartCss from '../styles/cart.css?inline';
import { createBlockElement } from './block-element.js';
import { hydrateCartBlocksOnChange } from '../runtime/commerce/cart-store.js';

/**
 * The full-page cart (spec 01 §2, spec 02 §2-3). The cart lives on the server, keyed by an httpOnly
 * cart-token cookie (the cart's `id` in replies and pages is not its token), and every total is computed there from stored prices; the element shows the
 * entries with − / + buttons and a quantity field (Enter or leaving the field saves), Remove, a coupon
 * code form, a shipping and tax estimate (country among those the store ships to, state or region,
 * ZIP or postal code — a US zip must be exactly 5 digits, spec 02 §5 — and the shipping method),
 * subtotal, discount with the applied coupons, shipping, one row per tax rule (the server prices
 * both from the store's rates), total and Checkout. Its texts are looked up under `cart.*` in the
 * site's translations. Checkout goes to
 * `/commerce/goto-checkout` when a cart exists (from a page on another site, by a one-time code
 * posted to `/commerce/checkout-handoff`: see docs/embedding.md); otherwise an alert says exactly "Either your session
 * has expired or you do not have cookies enabled. We cannot continue to checkout." Server messages
 * (stock, coupons, spec 02 §8 data-layer texts) show in the block.
 *
 * ```html
 * <ss-cart shop-url="/shop.html"></ss-cart>
 * ```
 *
 * @tag ss-cart
 * @summary The shopping cart page: entries, quantities, remove, coupon, shipping and tax estimate, subtotal, discount, total and checkout.
 *
 * @attr {URL} shop-url - Where "Continue shopping" leads from an empty cart. Default: `/`.
 * @attr {2-6} heading-level - Heading level (2-6) of the cart title. Default: 2.
 *
 * @fires ss-cart-quantity-change - The visitor changed an entry's quantity. detail: `{ entryId, productId, quantity }`.
 * @fires ss-cart-remove - The visitor removed an entry. detail: `{ entryId, productId }`.
 * @fires ss-cart-coupon-apply - The visitor applied a coupon code. detail: `{ code }`.
 * @fires ss-cart-shipping-change - The visitor updated the shipping estimate (country, region, postal code, option). detail: `{ country, region, postalCode, optionId }`.
 * @fires ss-cart-checkout - Before going to checkout; cancelable. detail: `{ url, grandTotalCents }`.
 *
 * @csspart base - The cart; `data-state` is `loading`, `error`, `empty`, `ready` or `updating`.
 * @csspart title - The cart heading.
 * @csspart entries - The list of entries.
 * @csspart entry - One entry.
 * @csspart entry-name - An entry's product name.
 * @csspart quantity - An entry's quantity field.
 * @csspart decrease - The − button of an entry.
 * @csspart increase - The + button of an entry.
 * @csspart entry-total - An entry's line total.
 * @csspart remove - An entry's Remove button.
 * @csspart coupon-form - The coupon code form.
 * @csspart coupon-input - The coupon code field.
 * @csspart coupon - An applied coupon.
 * @csspart shipping-form - The shipping and tax estimate form (where to ship, shipping method).
 * @csspart shipping-country - The country selector (countries some shipping option ships to).
 * @csspart shipping-region - The state or region field.
 * @csspart shipping-postal-code - The ZIP or postal code field (a US zip is 5 digits).
 * @csspart shipping-option - The shipping method selector.
 * @csspart shipping-place - "Estimated for NY, United States."
 * @csspart totals - Subtotal, discount, shipping (server-computed), one row per tax rule, and total.
 * @csspart checkout - The Checkout button.
 * @csspart empty - The "Your cart is empty." text.
 * @csspart error - The last failure's message.
 *
 * @cssprop --ss-cart-loading-height - Height reserved while the cart loads. Default: 12rem.
 * @cssprop --ss-color-accent - Button and focus ring colour.
 * @cssprop --ss-color-text - Text colour. Default: inherited.
 */
export class SsCart extends createBlockElement({
  tag: 'ss-cart',
  component: Cart,
  attributes: {
    'shop-url': stringAttribute('/'),
    'heading-level': integerAttribute(2, { min: 2, max: 6 }),
  },
  styles: [storeButtonCss, cartCss],
}) {}

export type { CartEvents };
// Server-drawn cart blocks still waiting to hydrate follow the cart once it changes.
if (typeof document !== 'undefined') hydrateCartBlocksOnChange();

export default SsCart;

declare global {
  interface HTMLElementTagNameMap {
    'ss-cart': SsCart;
  }
}
