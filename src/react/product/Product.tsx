import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { recordQuickView } from '../../runtime/analytics/census.js';
import { cartStore, createSubscriptionCart, fetchProduct } from '../../runtime/commerce/cart-store.js';
import { GOTO_CHECKOUT_PATH, giftCardCheckoutUrl, subscribeCheckoutUrl } from '../../runtime/commerce/checkout-routes.js';
import { productText } from '../../runtime/commerce/commerce-texts.js';
import { effectivePriceCents, isProductOnSale, isProductSoldOut, priceWording, subscriptionWording, summarisePrice, workflowLabel } from '../../runtime/commerce/price-display.js';
import { productMeasurements } from '../../runtime/commerce/product-measurements.js';
import { readProductReply, type Product } from '../../runtime/commerce/product-schema.js';
import { formatStoreMoney } from '../../runtime/commerce/store-money.js';
import {
  checkAddToCart,
  findVariant,
  initialSelection,
  isOptionValueAvailable,
  isSameSelection,
  productOptions,
  selectionFromFormValues,
  type VariantSelection,
} from '../../runtime/commerce/variant-selection.js';
import { getPageContext, siteRouteUrl } from '../../runtime/context/current-context.js';
import { Dialog } from '../dialog/Dialog.js';
import type { BlockProps } from '../block-props.js';
import { ProductImage } from './ProductImage.js';
import { useEarlyFormValues } from '../hooks/use-early-form-values.js';
import { readInlineProduct, type ProductSource } from './read-product.js';

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


/** The server-drawn form as the visitor left it: option selects in display order, the quantity. */
function readProductForm(root: ShadowRoot): { options: string[]; quantity: string | null } {
  return {
    options: Array.from(root.querySelectorAll<HTMLSelectElement>('select[part~="option"]')).map((select) => select.value),
    quantity: root.querySelector<HTMLInputElement>('input[part~="quantity"]')?.value ?? null,
  };
}

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

function money(cents: number): string {
  try {
    return formatStoreMoney(cents);
  } catch {
    return '';
  }
}

/** The price line: sale price with the regular one struck through, "from" wording, subscription wording. */
function PriceLine({ product, selection }: { product: Product; selection: VariantSelection }) {
  const variant = findVariant(product, selection);
  const summary = summarisePrice(product);
  if (!summary) return null;
  const pay = variant ? effectivePriceCents(variant) : summary.priceCents;
  const regular = variant ? (variant.onSale ? variant.price : null) : summary.regularPriceCents;
  const text = money(pay);
  const words = product.subscriptionPlan ? subscriptionWording(product.subscriptionPlan, text, productText) : variant ? text : priceWording(summary, text, productText);
  return (
    <p part="price" className="price" data-state={regular !== null ? 'on-sale' : 'regular'}>
      {regular !== null ? (
        <>
          <span className="visually-hidden">{productText('salePrice')} </span>
          <span className="price-now">{words}</span>{' '}
          <s className="price-was">
            <span className="visually-hidden">{productText('regularPrice')} </span>
            {money(regular)}
          </s>
        </>
      ) : (
        <span className="price-now">{words}</span>
      )}
    </p>
  );
}

function ProductDetails({
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
  emit: BlockProps<ProductAttributes, ProductEvents>['emit'];
  compact: boolean;
  /** Drawn by the server: the image carries its source, so it paints at first paint. */
  serverDrawn?: boolean;
  /** The block's element, whose server-drawn form the visitor may have used before hydration. */
  host?: HTMLElement;
  /** False inside the quick view, whose dialog title already names the product. */
  showName?: boolean;
}) {
  const [selection, setSelection] = useState<VariantSelection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState('1');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Options chosen or a quantity typed before the code arrived are kept, not reset by hydration.
  const early = useEarlyFormValues(host, readProductForm);
  useLayoutEffect(() => {
    if (!early) return;
    const chosen = selectionFromFormValues(product, early.options);
    if (!isSameSelection(chosen, selection)) setSelection(chosen);
    if (early.quantity && early.quantity !== quantity) setQuantity(early.quantity);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, right after hydration
  const baseId = useId();
  const options = useMemo(() => productOptions(product), [product]);
  const soldOut = isProductSoldOut(product);
  // spec 02 §4 workflow labels: anything not published is labelled and cannot be bought.
  const unavailable = product.workflowState !== 'PUBLISHED';
  const variant = findVariant(product, selection);
  const onSale = variant ? variant.onSale : isProductOnSale(product);
  const Heading = `h${headingLevel}` as 'h2';
  const kind = product.subscriptionPlan ? 'subscription' : product.productType === 'GIFT_CARD' ? 'gift-card' : 'cart';
  const express = kind === 'cart' && getPageContext().websiteSettings.storeSettings.expressCheckout;
  const image = product.images[0];

  const choose = (name: string, value: string) => {
    const next = { ...selection };
    if (value) next[name] = value;
    else delete next[name];
    setSelection(next);
    setStatus({ kind: 'idle' });
    emit('ss-product-variant-change', { productId: product.id, selection: next, variantId: findVariant(product, next)?.id ?? null });
  };

  const go = (path: string) => {
    const url = siteRouteUrl(path);
    if (emit('ss-product-checkout', { productId: product.id, url }, { cancelable: true })) window.location.assign(url);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'busy') return;
    const count = kind === 'cart' ? Number(quantity) : 1;
    const inCart = variant ? cartStore.getSnapshot().cart.entries.find((entry) => entry.variantId === variant.id)?.quantity ?? 0 : 0;
    const check = checkAddToCart(product, selection, count, inCart, productText);
    if (!check.ok) {
      setStatus({ kind: 'error', message: check.message });
      return;
    }
    const chosen = variant!;
    if (kind === 'gift-card') {
      go(giftCardCheckoutUrl(getPageContext().website.id ?? '', product.id, chosen.sku || null));
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      if (kind === 'subscription') {
        const token = await createSubscriptionCart(product.id, chosen.id);
        setStatus({ kind: 'idle' });
        go(subscribeCheckoutUrl(token));
        return;
      }
      const detail = { productId: product.id, variantId: chosen.id, quantity: check.quantity };
      if (!emit('ss-product-add-to-cart', detail, { cancelable: true })) {
        setStatus({ kind: 'idle' });
        return;
      }
      const cart = await cartStore.add(product.id, chosen.id, check.quantity);
      setStatus({ kind: 'done', message: productText('added') });
      emit('ss-product-added', { ...detail, totalQuantity: cart.totalQuantity });
      // Store settings expressCheckout (spec 02 §3): the shopper goes straight on to checkout.
      if (express) go(GOTO_CHECKOUT_PATH);
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  };

  const buttonText = productText(
    status.kind === 'busy'
      ? 'adding'
      : soldOut
        ? 'soldOut'
        : kind === 'subscription'
          ? 'subscribe'
          : kind === 'gift-card'
            ? 'buyGiftCard'
            : express
              ? 'buyNow'
              : 'addToCart',
  );
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
        <PriceLine product={product} selection={selection} />
        {!compact && product.description ? (
          <p part="description" className="description">
            {product.description}
          </p>
        ) : null}
        {measurements && (measurements.weight || measurements.dimensions) ? (
          <dl part="measurements" className="measurements">
            {measurements.weight ? (
              <div>
                <dt>{productText('weight')}</dt>
                <dd data-measurement="weight">{measurements.weight}</dd>
              </div>
            ) : null}
            {measurements.dimensions ? (
              <div>
                <dt>{productText('dimensions')}</dt>
                <dd data-measurement="dimensions">{measurements.dimensions}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
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

function QuickView({ product, emit, headingLevel }: { product: Product; emit: BlockProps<ProductAttributes, ProductEvents>['emit']; headingLevel: number }) {
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

/**
 * The product to show: the inline JSON at once (no wait, no layout shift), refreshed from the
 * site API when `product-id` is set so stock and prices are current; without inline JSON, the
 * API's copy once it arrives. A failed refresh keeps the inline copy (the server checks stock
 * again when adding to the cart).
 */
function useProduct(host: HTMLElement, productId: string, serverData: unknown): { state: 'ready'; product: Product } | { state: 'loading' } | { state: 'error'; message: string } {
  const inline = useMemo<ProductSource>(() => readInlineProduct(host), [host]);
  // The server's copy (fetched while it drew the page) stands for the first refresh.
  const [fetched, setFetched] = useState<{ product?: Product; message?: string } | null>(() => {
    const product = readProductReply(serverData);
    return product ? { product } : null;
  });
  const skipFirstFetch = useRef(fetched !== null || (serverData !== undefined && inline.kind === 'inline'));
  useEffect(() => {
    if (skipFirstFetch.current) {
      skipFirstFetch.current = false;
      return;
    }
    if (inline.kind === 'invalid' || !productId) return;
    let cancelled = false;
    fetchProduct(productId).then(
      (product) => !cancelled && setFetched({ product }),
      (error: Error) => !cancelled && setFetched({ message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [inline, productId]);
  useEffect(() => {
    if (inline.kind === 'invalid') console.error(`Sitestack: ${inline.message}`);
    if (inline.kind === 'none' && !productId) console.error(`Sitestack: <${host.localName}> needs a product-id attribute or a product JSON script child.`);
  }, [inline, productId, host]);
  if (inline.kind === 'invalid') return { state: 'error', message: productText('invalid') };
  if (fetched?.product) return { state: 'ready', product: fetched.product };
  if (inline.kind === 'inline') return { state: 'ready', product: inline.product };
  if (!productId) return { state: 'error', message: productText('invalid') };
  if (!fetched) return { state: 'loading' };
  return { state: 'error', message: `${productText('loadFailed')} ${fetched.message ?? ''}`.trim() };
}

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
      {compact ? <QuickView product={product} emit={emit} headingLevel={attributes.headingLevel} /> : null}
    </article>
  );
}
