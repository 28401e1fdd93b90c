import { useState } from 'react';
import { recordQuickView } from '../../runtime/analytics/census.js';
import { productText } from '../../runtime/commerce/commerce-texts.js';
import type { Product } from '../../runtime/commerce/product-schema.js';
import { Dialog } from '../dialog/Dialog.js';
import type { ProductEmit } from './Product.js';
import { ProductDetails } from './ProductDetails.js';

/** The card layout's quick view: a button that opens the product's details in a dialog. */
export function ProductQuickView({ product, emit, headingLevel }: { product: Product; emit: ProductEmit; headingLevel: number }) {
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    emit('ss-product-quick-view', { productId: product.id });
    // spec 01 §7 POST /api/census/RecordQuickView/{id}: consent and page rules are checked there.
    void recordQuickView(product.id);
  };
  return (
    <>
      <button part="quick-view" className="button button-secondary" type="button" data-id={product.id} onClick={show}>
        {productText('quickView')}
        <span className="visually-hidden"> {product.name}</span>
      </button>
      <Dialog open={open} role="dialog" title={product.name} buttons="none" closeLabel={productText('closeQuickView')} part="quick-view-dialog" onAction={() => setOpen(false)}>
        {open ? <ProductDetails product={product} headingLevel={Math.min(6, headingLevel + 1)} emit={emit} compact={false} showName={false} /> : null}
      </Dialog>
    </>
  );
}
