import { useEffect } from 'react';
import { cartStore } from '../../runtime/commerce/cart-store.js';
import { isProductSoldOut } from '../../runtime/commerce/price-display.js';
import type { BlockProps } from '../block-props.js';
import { ProductDetails } from './ProductDetails.js';
import { ProductQuickView } from './ProductQuickView.js';
import { useProduct } from './use-product.js';

export interface ProductAttributes {
  productId: string;
  layout: 'item' | 'card';
  headingLevel: number;
}

export interface ProductAddToCartDetail {
  productId: string;
  variantId: string;
  quantity: number;
}
export interface ProductVariantChangeDetail {
  productId: string;
  selection: Record<string, string>;
  /** The chosen variant once every option is chosen, else null. */
  variantId: string | null;
}
export interface ProductCheckoutDetail {
  productId: string;
  /** Where the shopper is about to go (subscription or gift card checkout). */
  url: string;
}

export interface ProductEvents {
  'ss-product-add-to-cart': ProductAddToCartDetail;
  'ss-product-added': ProductAddToCartDetail & { totalQuantity: number };
  'ss-product-variant-change': ProductVariantChangeDetail;
  'ss-product-checkout': ProductCheckoutDetail;
  'ss-product-quick-view': { productId: string };
}

export type ProductEmit = BlockProps<ProductAttributes, ProductEvents>['emit'];

export function ProductBlock({ host, attributes, emit, serverData }: BlockProps<ProductAttributes, ProductEvents>) {
  const loaded = useProduct(host, attributes.productId, serverData);
  useEffect(() => {
    // The cart is read once so the inventory check counts what it already holds.
    cartStore.load().catch(() => undefined);
  }, []);
  if (loaded.state !== 'ready') {
    return (
      <div
        part="base"
        className="product"
        data-state={loaded.state}
        data-layout={attributes.layout}
        role={loaded.state === 'error' ? 'alert' : undefined}
        aria-busy={loaded.state === 'loading' || undefined}
      >
        {loaded.state === 'error' ? <p className="error">{loaded.message}</p> : null}
      </div>
    );
  }
  const { product } = loaded;
  const compact = attributes.layout === 'card';
  return (
    <article part="base" className="product" data-state={isProductSoldOut(product) ? 'sold-out' : 'available'} data-layout={attributes.layout} aria-label={product.name}>
      <ProductDetails product={product} headingLevel={attributes.headingLevel} emit={emit} compact={compact} serverDrawn={serverData !== undefined} host={host} />
      {compact ? <ProductQuickView product={product} emit={emit} headingLevel={attributes.headingLevel} /> : null}
    </article>
  );
}
