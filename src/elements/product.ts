import { enumAttribute, integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { ProductBlock, type ProductEvents } from '../react/product/Product.js';
import productCss from '../styles/product.css?inline';
import { createBlockElement } from './block-element.js';
import { hydrateCartBlocksOnChange } from '../runtime/commerce/cart-store.js';

/**
 * Product block and product item (spec 02 §3-4, spec 01 §2 quick view, spec 03 §3 product
 * types). The product comes from a `<script type="application/json">` child (spec 02 §3 product
 * fields, prices in cents), shown at once, and is refreshed from the site API when `product-id`
 * is set (current stock and prices); without a child it waits for the API. Light-DOM content
 * besides the script (name, price, a link) is the fallback before upgrade.
 *
 * @tag ss-product
 * @summary A product with images, option selectors that disable sold-out combinations, sale and "from" prices, quantity and add to cart; subscriptions and gift cards go to their checkout.
 *
 * @attr {string} product-id - The product to load (or refresh the JSON child from) at `/api/commerce/products/{id}`.
 * @attr {string} layout - `item` (full product with options and add to cart) or `card` (image, name, price and a Quick view button). Default: item.
 * @attr {number} heading-level - Heading level (2-6) of the product name. Default: 2.
 *
 * @fires ss-product-variant-change - The visitor chose an option. detail: `{ productId, selection, variantId }`.
 * @fires ss-product-add-to-cart - Before adding to the cart; cancelable. detail: `{ productId, variantId, quantity }`.
 * @fires ss-product-added - The cart accepted the item. detail: `{ productId, variantId, quantity, totalQuantity }`.
 * @fires ss-product-checkout - Before going to subscription, gift card or (with the store's expressCheckout) cart checkout; cancelable. detail: `{ productId, url }`.
 * @fires ss-product-quick-view - The visitor opened the quick view. detail: `{ productId }`.
 *
 * @csspart base - The product wrapper; `data-state` is `available`, `sold-out`, `loading` or `error`.
 * @csspart image-box - The box reserved for the image; `data-state` is `ready` or `error`.
 * @csspart image - The product image, loaded through the shared image loader.
 * @csspart image-error - "Image unavailable" when the image fails to load.
 * @csspart name - The product name heading.
 * @csspart workflow - The workflow label (Scheduled, Hidden, Unsupported) of a product that is not published; it cannot be bought.
 * @csspart badge - "Sale" or "Sold out"; `data-state` is `on-sale` or `sold-out`.
 * @csspart price - The price line; `data-state` is `on-sale` or `regular`.
 * @csspart description - The description.
 * @csspart measurements - Weight and dimensions of a physical product, in lbs and inches or kg and cm as the store settings' measurementStandard says (spec 02 §4 units).
 * @csspart form - The options, quantity and button.
 * @csspart option - One option selector.
 * @csspart quantity - The quantity field.
 * @csspart button - Add to cart (Buy now with the store's expressCheckout), Subscribe or Buy gift card.
 * @csspart status - "Added to cart." after adding.
 * @csspart error - Why the item could not be added.
 * @csspart quick-view - The Quick view button (card layout); it carries `data-id`.
 * @csspart quick-view-dialog - The quick view dialog opened from a card.
 *
 * @cssprop --ss-product-image-ratio - Aspect ratio of the image box. Default: 1.
 * @cssprop --ss-product-card-info-height - Card layout: height of the text area under the image, also reserved before upgrade. Default: 8.25rem.
 * @cssprop --ss-product-item-info-height - Item layout: least height of the text column (name, price, options, button), also reserved before upgrade beside the image box, so upgrading moves nothing. Raise it for products with more than two options or a long description. Default: 34rem.
 * @cssprop --ss-product-sale-color - Colour of the sale badge and price. Default: #b3261e (the --ss-color-error token).
 * @cssprop --ss-color-accent - Button and focus ring colour.
 * @cssprop --ss-color-text - Text colour. Default: inherited.
 */
export class SsProduct extends createBlockElement({
  tag: 'ss-product',
  component: ProductBlock,
  attributes: {
    'product-id': stringAttribute(''),
    layout: enumAttribute(['item', 'card'], 'item'),
    'heading-level': integerAttribute(2, { min: 2, max: 6 }),
  },
  styles: [productCss],
}) {}

export type { ProductEvents };
// Server-drawn cart blocks still waiting to hydrate show what this block adds to the cart.
if (typeof document !== 'undefined') hydrateCartBlocksOnChange();

export default SsProduct;

declare global {
  interface HTMLElementTagNameMap {
    'ss-product': SsProduct;
  }
}
