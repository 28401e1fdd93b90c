import { productText } from '../../runtime/commerce/commerce-texts.js';
import { effectivePriceCents, priceWording, subscriptionWording, summarisePrice } from '../../runtime/commerce/price-display.js';
import type { Product } from '../../runtime/commerce/product-schema.js';
import { storePriceText } from '../../runtime/commerce/store-money.js';
import { findVariant, type VariantSelection } from '../../runtime/commerce/variant-selection.js';

/** The price line: sale price with the regular one struck through, "from" wording, subscription wording. */
export function ProductPrice({ product, selection }: { product: Product; selection: VariantSelection }) {
  const variant = findVariant(product, selection);
  const summary = summarisePrice(product);
  if (!summary) return null;
  const pay = variant ? effectivePriceCents(variant) : summary.priceCents;
  const regular = variant ? (variant.onSale ? variant.price : null) : summary.regularPriceCents;
  const text = storePriceText(pay);
  const words = product.subscriptionPlan ? subscriptionWording(product.subscriptionPlan, text, productText) : variant ? text : priceWording(summary, text, productText);
  return (
    <p part="price" className="price" data-state={regular !== null ? 'on-sale' : 'regular'}>
      {regular !== null ? (
        <>
          <span className="visually-hidden">{productText('salePrice')} </span>
          <span className="price-now">{words}</span>{' '}
          <s className="price-was">
            <span className="visually-hidden">{productText('regularPrice')} </span>
            {storePriceText(regular)}
          </s>
        </>
      ) : (
        <span className="price-now">{words}</span>
      )}
    </p>
  );
}
