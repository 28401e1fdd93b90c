import { useState, type FormEvent } from 'react';
import { cartStore, createSubscriptionCart } from '../../runtime/commerce/cart-store.js';
import { GOTO_CHECKOUT_PATH, SUBSCRIBE_CHECKOUT_PATH, giftCardCheckoutUrl } from '../../runtime/commerce/checkout-routes.js';
import { goToCheckout, goToSubscriptionCheckout } from '../../runtime/commerce/checkout-handoff.js';
import { productText } from '../../runtime/commerce/commerce-texts.js';
import { productPurchaseKind } from '../../runtime/commerce/product-purchase.js';
import type { Product } from '../../runtime/commerce/product-schema.js';
import { checkAddToCart, findVariant, initialSelection, isSameSelection, selectionFromFormValues, type VariantSelection } from '../../runtime/commerce/variant-selection.js';
import { getPageContext, siteRouteUrl } from '../../runtime/context/current-context.js';
import { useEarlyFormValues } from '../hooks/use-early-form-values.js';
import type { ProductEmit } from './Product.js';

export type PurchaseStatus = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** The server-drawn form as the visitor left it: option selects in display order, the quantity. */
function readProductForm(root: ShadowRoot): { options: string[]; quantity: string | null } {
  return {
    options: Array.from(root.querySelectorAll<HTMLSelectElement>('select[part~="option"]')).map((select) => select.value),
    quantity: root.querySelector<HTMLInputElement>('input[part~="quantity"]')?.value ?? null,
  };
}

/**
 * The buying side of a product: the chosen options and quantity (kept from a server-drawn form
 * the visitor used before hydration), and the submit that adds to the cart or goes to the
 * subscription or gift card checkout.
 */
export function useProductPurchase(product: Product, emit: ProductEmit, host: HTMLElement | undefined) {
  const [selection, setSelection] = useState<VariantSelection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState('1');
  const [status, setStatus] = useState<PurchaseStatus>({ kind: 'idle' });
  // Options chosen or a quantity typed before the code arrived are kept, not reset by hydration.
  useEarlyFormValues(host, readProductForm, (early) => {
    const chosen = selectionFromFormValues(product, early.options);
    if (!isSameSelection(chosen, selection)) setSelection(chosen);
    if (early.quantity && early.quantity !== quantity) setQuantity(early.quantity);
  });
  const variant = findVariant(product, selection);
  const kind = productPurchaseKind(product);
  const express = kind === 'cart' && getPageContext().websiteSettings.storeSettings.expressCheckout;

  const choose = (name: string, value: string) => {
    const next = { ...selection };
    if (value) next[name] = value;
    else delete next[name];
    setSelection(next);
    setStatus({ kind: 'idle' });
    emit('ss-product-variant-change', { productId: product.id, selection: next, variantId: findVariant(product, next)?.id ?? null });
  };

  /** Tells the page where the shopper goes (it may stop it), then `navigate`s there. */
  const go = (path: string, navigate: (url: string) => unknown = (url) => window.location.assign(url)) => {
    const url = siteRouteUrl(path);
    if (emit('ss-product-checkout', { productId: product.id, url }, { cancelable: true })) return navigate(url);
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
        const code = await createSubscriptionCart(product.id, chosen.id);
        setStatus({ kind: 'idle' });
        // Posted, never in the address (issue 46).
        go(SUBSCRIBE_CHECKOUT_PATH, () => goToSubscriptionCheckout(code));
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
      if (express) await go(GOTO_CHECKOUT_PATH, () => goToCheckout());
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  };

  return { selection, quantity, setQuantity, status, variant, kind, express, choose, submit };
}
