import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Cart, type CartEvents } from '../react/cart/Cart.js';
import cartCss from '../styles/cart.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The full-page cart (spec 01 §2, spec 02 §2-3): the visitor's cart from the site API (kept by
 * the cart-token cookie), with quantity changes, removal, coupons, the totals the server computed,
 * and checkout: `/commerce/goto-checkout` when a cart exists, otherwise the spec's session-expired
 * alert. Light-DOM content is shown until the element upgrades.
 *
 * @tag ss-cart
 * @summary The shopping cart page: entries, quantities, remove, coupon, subtotal, discount, total and checkout.
 *
 * @attr {string} shop-url - Where "Continue shopping" leads from an empty cart. Default: "/".
 * @attr {number} heading-level - Heading level (2-6) of the cart title. Default: 2.
 *
 * @fires ss-cart-quantity-change - The visitor changed an entry's quantity. detail: `{ entryId, productId, quantity }`.
 * @fires ss-cart-remove - The visitor removed an entry. detail: `{ entryId, productId }`.
 * @fires ss-cart-coupon-apply - The visitor applied a coupon code. detail: `{ code }`.
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
 * @csspart totals - Subtotal, discount and total.
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
  styles: [cartCss],
}) {}

export type { CartEvents };
export default SsCart;

declare global {
  interface HTMLElementTagNameMap {
    'ss-cart': SsCart;
  }
}
