import { enumAttribute, integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { ProductBlock, type ProductEvents } from '../react/product/Product.js';
import storeButtonCss from '../styles/store-button.css?inline';
import productCss from '../styles/product.css?inline';
import { createBlockElement } from './block-element.js';
import { hydrateCartBlocksOnChange } from '../runtime/commerce/cart-store.js';

/**
 * A product block or product item (spec 02 §3-4, spec 03 §3 product types). The product comes from a
 * `<script type="application/json">` child (spec 02 §3 product fields, prices in cents; `productType`
 * `PHYSICAL`, `DIGITAL`, `SERVICE`, `GIFT_CARD` or `PAYWALL`, or its code 1 to 5), shown at
 * once and refreshed from `GET /api/commerce/products/{product-id}` when that attribute is set, or
 * from the API alone. It shows the image (through the shared image loader, lazily, in a reserved box), name, "Sale"/"Sold out"
 * badges, the price (sale price with the regular one struck through, "from $14.00" when variants
 * differ, subscription wording such as "$16.00 every month for 12 months"), one labelled select per
 * option whose sold-out combinations are disabled, a quantity field and the button: Add to cart
 * (checked against stock, including what the cart holds), Subscribe (a cart of its own, whose
 * one-time code is posted to `/checkout/subscribe`) or Buy gift card (`/checkout/giftcard?websiteId=…&giftCardProductId=…&sku=…`).
 * Invalid product JSON shows a small error inside the block and one console error.
 * `layout="card"` shows image, name and price with a Quick view button (`data-id`) that opens the
 * full product in a modal dialog and records `RecordQuickView` (spec 01 §7).
 * A physical product with `shippingWeight` and `dimensions` (`{ length, width, height }`, in the
 * store's measurement standard) lists them in the item layout in the units of
 * `storeSettings.measurementStandard` (spec 02 §4: "1.2 lbs", "24 × 16 × 15 in" or kg and cm).
 * Before upgrade an item reserves its image square beside a text column of
 * `--ss-product-item-info-height`, which the upgraded item keeps as its least height, so upgrading moves nothing.
 * Its texts (buttons, labels, Sold out, Sale, "from {price}", subscription wording, stock messages)
 * are looked up under `product.*` in the site's translations (see "Page pieces without a tag").
 *
 * ```html
 * <ss-product product-id="harbour-blend"></ss-product>
 * <ss-product layout="card"><script type="application/json">{"id":"mug","name":"Mug","productType":"PHYSICAL","variants":[{"id":"v1","price":1800,"qtyInStock":3}]}</script></ss-product>
 * ```
 *
 * @tag ss-product
 * @summary A product with images, option selectors that disable sold-out combinations, sale and "from" prices, quantity and add to cart; subscriptions and gift cards go to their checkout.
 *
 * @attr {JSON text} data-block-json - The product JSON, instead of a `<script type="application/json">` child (frameworks that drop child scripts, such as Vue templates). Default: none.
 * @attr {text} product-id - The product to load (or refresh the JSON child from) at `/api/commerce/products/{id}`.
 * @attr {`item`, `card`} layout - `item` (full product with options and add to cart) or `card` (image, name, price and a Quick view button). Default: `item`.
 * @attr {2-6} heading-level - Heading level (2-6) of the product name. Default: 2.
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
 * @csspart dialog - The quick view `<dialog>` (also `quick-view-dialog`).
 * @csspart dialog-panel - The quick view dialog's inner box.
 * @csspart dialog-title - The quick view dialog's title.
 * @csspart dialog-close - The quick view dialog's close button.
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
  styles: [storeButtonCss, productCss],
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
