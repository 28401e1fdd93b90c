import { useId, useMemo } from 'react';
import { productText } from '../../runtime/commerce/commerce-texts.js';
import { isProductOnSale, isProductSoldOut, workflowLabel } from '../../runtime/commerce/price-display.js';
import { productMeasurements } from '../../runtime/commerce/product-measurements.js';
import { purchaseButtonTextKey } from '../../runtime/commerce/product-purchase.js';
import type { Product } from '../../runtime/commerce/product-schema.js';
import { isOptionValueAvailable, productOptions } from '../../runtime/commerce/variant-selection.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import type { ProductEmit } from './Product.js';
import { ProductImage } from './ProductImage.js';
import { ProductMeasurements } from './ProductMeasurements.js';
import { ProductPrice } from './ProductPrice.js';
import { useProductPurchase } from './use-product-purchase.js';

/** A product's picture, name, badges, price, measurements and (outside the card layout) its buy form. */
export function ProductDetails({
  product,
  headingLevel,
  emit,
  compact,
  showName = true,
  serverDrawn = false,
  host,
}: {
  product: Product;
  headingLevel: number;
  emit: ProductEmit;
  compact: boolean;
  /** Drawn by the server: the image carries its source, so it paints at first paint. */
  serverDrawn?: boolean;
  /** The block's element, whose server-drawn form the visitor may have used before hydration. */
  host?: HTMLElement;
  /** False inside the quick view, whose dialog title already names the product. */
  showName?: boolean;
}) {
  const { selection, quantity, setQuantity, status, variant, kind, express, choose, submit } = useProductPurchase(product, emit, host);
  const baseId = useId();
  const options = useMemo(() => productOptions(product), [product]);
  const soldOut = isProductSoldOut(product);
  // spec 02 §4 workflow labels: anything not published is labelled and cannot be bought.
  const unavailable = product.workflowState !== 'PUBLISHED';
  const onSale = variant ? variant.onSale : isProductOnSale(product);
  const Heading = `h${headingLevel}` as 'h2';
  const image = product.images[0];
  const buttonText = productText(purchaseButtonTextKey({ busy: status.kind === 'busy', soldOut, kind, express }));
  const measurements = compact ? null : productMeasurements(product, getPageContext().websiteSettings.storeSettings.measurementStandard, getPageContext().locale);

  return (
    <div className="details" data-layout={compact ? 'card' : 'item'}>
      {image ? (
        <ProductImage image={image} firstPaint={serverDrawn} />
      ) : null}
      <div className="info">
        {showName ? (
          <Heading part="name" className="name">
            {product.name}
          </Heading>
        ) : null}
        {unavailable ? (
          <p part="workflow" className="badge" data-state={product.workflowState.toLowerCase()}>
            {productText(`workflow${workflowLabel(product.workflowState)}`)}
          </p>
        ) : null}
        {soldOut || onSale ? (
          <p part="badge" className="badge" data-state={soldOut ? 'sold-out' : 'on-sale'}>
            {productText(soldOut ? 'soldOut' : 'sale')}
          </p>
        ) : null}
        <ProductPrice product={product} selection={selection} />
        {!compact && product.description ? (
          <p part="description" className="description">
            {product.description}
          </p>
        ) : null}
        <ProductMeasurements measurements={measurements} />
        {!compact ? (
          <form part="form" className="form" onSubmit={submit} noValidate>
            {options.map((option) => {
              const selectId = `${baseId}-${option.name}`;
              return (
                <div className="field" key={option.name}>
                  <label htmlFor={selectId}>{option.name}</label>
                  <select part="option" id={selectId} value={selection[option.name] ?? ''} onChange={(event) => choose(option.name, event.target.value)}>
                    <option value="">{productText('chooseOption', { option: option.name.toLowerCase() })}</option>
                    {option.values.map((value) => {
                      const available = isOptionValueAvailable(product, selection, option.name, value);
                      return (
                        <option key={value} value={value} disabled={!available}>
                          {available ? value : productText('optionSoldOut', { value })}
                        </option>
                      );
                    })}
                  </select>
                </div>
              );
            })}
            {kind === 'cart' ? (
              <div className="field">
                <label htmlFor={`${baseId}-quantity`}>{productText('quantity')}</label>
                <input
                  part="quantity"
                  id={`${baseId}-quantity`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={quantity}
                  onChange={(event) => setQuantity(event.target.value)}
                />
              </div>
            ) : null}
            <button part="button" className="button" type="submit" disabled={soldOut || unavailable} aria-disabled={status.kind === 'busy' || undefined}>
              {buttonText}
            </button>
            <p part="status" className="status" role="status" data-state={status.kind}>
              {status.kind === 'done' ? status.message : ''}
            </p>
            <p part="error" className="error" role="alert">
              {status.kind === 'error' ? status.message : ''}
            </p>
          </form>
        ) : null}
      </div>
    </div>
  );
}
