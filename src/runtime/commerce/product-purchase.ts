import type { PRODUCT_TEXTS } from './commerce-texts.js';
import type { Product } from './product-schema.js';

/**
 * How a product is bought (spec 02 §2 routes): a product with a subscription plan goes to the
 * subscription checkout, a gift card to the gift card checkout, anything else into the cart.
 */
export type ProductPurchaseKind = 'subscription' | 'gift-card' | 'cart';

export function productPurchaseKind(product: Pick<Product, 'subscriptionPlan' | 'productType'>): ProductPurchaseKind {
  return product.subscriptionPlan ? 'subscription' : product.productType === 'GIFT_CARD' ? 'gift-card' : 'cart';
}

export interface PurchaseButtonState {
  /** An add to cart is under way. */
  busy: boolean;
  soldOut: boolean;
  kind: ProductPurchaseKind;
  /** Store settings expressCheckout (spec 02 §3): adding to the cart goes straight on to checkout. */
  express: boolean;
}

/**
 * Which text the product's buy button shows: "adding" while busy, then sold out (spec 02 §4 price
 * display), then by how it is bought (spec 02 §2), "buy now" with express checkout (spec 02 §3).
 */
export function purchaseButtonTextKey({ busy, soldOut, kind, express }: PurchaseButtonState): keyof typeof PRODUCT_TEXTS {
  if (busy) return 'adding';
  if (soldOut) return 'soldOut';
  if (kind === 'subscription') return 'subscribe';
  if (kind === 'gift-card') return 'buyGiftCard';
  return express ? 'buyNow' : 'addToCart';
}
