import { describe, expect, it } from 'vitest';
import { productPurchaseKind, purchaseButtonTextKey } from '../../../src/runtime/commerce/product-purchase.js';

describe('productPurchaseKind', () => {
  // spec 02 §2 routes: /checkout/subscribe for subscriptions, /checkout/giftcard for gift cards
  it('buys a subscription plan through the subscription checkout, a gift card through its own, the rest through the cart', () => {
    const plan = { billingPeriod: { value: 1, unit: 'MONTH' as const }, numBillingCycles: 0 };
    expect(productPurchaseKind({ productType: 'PHYSICAL', subscriptionPlan: plan })).toBe('subscription');
    expect(productPurchaseKind({ productType: 'GIFT_CARD', subscriptionPlan: null })).toBe('gift-card');
    expect(productPurchaseKind({ productType: 'DIGITAL', subscriptionPlan: undefined })).toBe('cart');
    expect(productPurchaseKind({ productType: 'SERVICE', subscriptionPlan: null })).toBe('cart');
  });
});

describe('purchaseButtonTextKey', () => {
  const cart = { busy: false, soldOut: false, kind: 'cart' as const, express: false };

  // spec 02 §3 store settings expressCheckout: the shopper goes straight on to checkout
  it('says "buy now" with express checkout and "add to cart" without', () => {
    expect(purchaseButtonTextKey(cart)).toBe('addToCart');
    expect(purchaseButtonTextKey({ ...cart, express: true })).toBe('buyNow');
  });

  // spec 02 §2 routes: subscriptions and gift cards have their own checkout
  it('names the subscription and gift card checkouts', () => {
    expect(purchaseButtonTextKey({ ...cart, kind: 'subscription' })).toBe('subscribe');
    expect(purchaseButtonTextKey({ ...cart, kind: 'gift-card' })).toBe('buyGiftCard');
  });

  // spec 02 §4 price display: sold out; an add under way says so before anything else
  it('says sold out for a sold-out product, and "adding" while an add is under way', () => {
    expect(purchaseButtonTextKey({ ...cart, kind: 'subscription', soldOut: true })).toBe('soldOut');
    expect(purchaseButtonTextKey({ ...cart, soldOut: true, busy: true })).toBe('adding');
  });
});
