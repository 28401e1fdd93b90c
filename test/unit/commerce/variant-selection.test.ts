import { describe, expect, it } from 'vitest';
import { productSchema } from '../../../src/runtime/commerce/product-schema.js';
import { checkAddToCart, findVariant, initialSelection, isOptionValueAvailable, isSameSelection, productOptions, selectionFromFormValues } from '../../../src/runtime/commerce/variant-selection.js';
import { canGoToCheckout, donateCheckoutUrl, giftCardCheckoutUrl, SESSION_EXPIRED_MESSAGE, SUBSCRIBE_CHECKOUT_PATH } from '../../../src/runtime/commerce/checkout-routes.js';
import { emptyCart, shoppingCartSchema } from '../../../src/runtime/commerce/cart-schema.js';

const tee = productSchema.parse({
  id: 'tee',
  name: 'Tee',
  productType: 'PHYSICAL',
  variants: [
    { id: 's-blue', price: 2000, qtyInStock: 0, optionValues: [{ optionName: 'Size', value: 'S' }, { optionName: 'Colour', value: 'Blue' }] },
    { id: 's-red', price: 2000, qtyInStock: 3, optionValues: [{ optionName: 'Size', value: 'S' }, { optionName: 'Colour', value: 'Red' }] },
    { id: 'm-blue', price: 2200, qtyInStock: 1, optionValues: [{ optionName: 'Size', value: 'M' }, { optionName: 'Colour', value: 'Blue' }] },
    { id: 'm-red', price: 2200, qtyInStock: 0, optionValues: [{ optionName: 'Size', value: 'M' }, { optionName: 'Colour', value: 'Red' }] },
  ],
});

describe('variant selection', () => {
  it('lists the options in first-seen order with their values', () => {
    expect(productOptions(tee)).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Blue', 'Red'] },
    ]);
  });

  // spec 02 §4 variant selection: options chosen in the server-drawn form before the code arrived are kept
  it('takes the options a visitor chose before hydration from the form, ignoring values the product lacks', () => {
    expect(selectionFromFormValues(tee, ['M', 'Red'])).toEqual({ Size: 'M', Colour: 'Red' });
    expect(selectionFromFormValues(tee, ['', 'Blue'])).toEqual({ Colour: 'Blue' });
    expect(selectionFromFormValues(tee, ['XL', '<b>'])).toEqual({});
    expect(selectionFromFormValues(tee, [])).toEqual(initialSelection(tee));
    expect(isSameSelection({ Size: 'M' }, { Size: 'M' })).toBe(true);
    expect(isSameSelection({ Size: 'M' }, { Size: 'M', Colour: 'Red' })).toBe(false);
    expect(isSameSelection({ Size: 'M' }, { Size: 'S' })).toBe(false);
  });

  it('finds a variant only once every option is chosen', () => {
    expect(findVariant(tee, { Size: 'S' })).toBeNull();
    expect(findVariant(tee, { Size: 'M', Colour: 'Blue' })?.id).toBe('m-blue');
  });

  it('disables the values that lead only to sold-out combinations', () => {
    expect(isOptionValueAvailable(tee, { Size: 'S' }, 'Colour', 'Blue')).toBe(false);
    expect(isOptionValueAvailable(tee, { Size: 'S' }, 'Colour', 'Red')).toBe(true);
    expect(isOptionValueAvailable(tee, { Size: 'M' }, 'Colour', 'Red')).toBe(false);
    expect(isOptionValueAvailable(tee, {}, 'Size', 'M')).toBe(true);
    expect(isOptionValueAvailable(tee, { Colour: 'Red' }, 'Size', 'M')).toBe(false);
  });

  it('preselects options that have one value', () => {
    const mug = productSchema.parse({ id: 'm', name: 'Mug', productType: 'PHYSICAL', variants: [{ id: 'v', price: 1, optionValues: [{ optionName: 'Colour', value: 'White' }] }] });
    expect(initialSelection(mug)).toEqual({ Colour: 'White' });
    expect(initialSelection(tee)).toEqual({});
  });

  it('checks inventory before adding to the cart, counting what the cart holds', () => {
    expect(checkAddToCart(tee, { Size: 'S' }, 1)).toMatchObject({ ok: false, message: 'Please select Colour.' });
    expect(checkAddToCart(tee, {}, 1)).toMatchObject({ ok: false, message: 'Please select Size and Colour.' });
    expect(checkAddToCart(tee, { Size: 'S', Colour: 'Blue' }, 1)).toMatchObject({ ok: false, reason: 'sold-out', message: 'Sold out' });
    expect(checkAddToCart(tee, { Size: 'S', Colour: 'Red' }, 4)).toMatchObject({ ok: false, message: 'Only 3 left in stock.' });
    expect(checkAddToCart(tee, { Size: 'S', Colour: 'Red' }, 2, 2)).toMatchObject({ ok: false, message: 'Only 1 left in stock.' });
    expect(checkAddToCart(tee, { Size: 'S', Colour: 'Red' }, 3)).toEqual({ ok: true, quantity: 3 });
    expect(checkAddToCart(tee, { Size: 'S', Colour: 'Red' }, 0)).toMatchObject({ ok: false, reason: 'invalid-quantity' });
    expect(checkAddToCart(tee, { Size: 'S', Colour: 'Red' }, 1.5)).toMatchObject({ ok: false, reason: 'invalid-quantity' });
  });

  it('never runs a digital product out of stock', () => {
    const ebook = productSchema.parse({ id: 'e', name: 'E-book', productType: 'DIGITAL', priceCents: 900 });
    expect(checkAddToCart(ebook, {}, 500)).toEqual({ ok: true, quantity: 500 });
  });
});

describe('checkout routes', () => {
  // spec 02 §2 routes navigated to
  it('builds the checkout URLs of spec 02 §2', () => {
    // The subscription's cart is posted there by a one-time code, never named in the address (issue 46).
    expect(SUBSCRIBE_CHECKOUT_PATH).toBe('/checkout/subscribe');
    expect(donateCheckoutUrl('page-1')).toBe('/checkout/donate?donatePageId=page-1');
    expect(giftCardCheckoutUrl('site', 'gift')).toBe('/checkout/giftcard?websiteId=site&giftCardProductId=gift');
    expect(giftCardCheckoutUrl('site', 'gift', 'SQ1234567')).toBe('/checkout/giftcard?websiteId=site&giftCardProductId=gift&sku=SQ1234567');
  });

  // spec 02 §2: goto-checkout when a cart exists, otherwise the session-expired alert
  it('goes to checkout only with a cart that has entries; the alert text is verbatim', () => {
    expect(SESSION_EXPIRED_MESSAGE).toBe('Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.');
    expect(canGoToCheckout(null)).toBe(false);
    expect(canGoToCheckout(emptyCart())).toBe(false);
    expect(canGoToCheckout({ id: 'c1', entries: [{}] })).toBe(true);
    expect(canGoToCheckout({ id: null, entries: [{}] })).toBe(false);
    // Cookies off: the cart cannot follow the shopper to checkout.
    expect(canGoToCheckout({ id: 'c1', entries: [{}] }, false)).toBe(false);
  });
});

describe('cart model', () => {
  // spec 02 §3 shopping cart defaults
  it('has the spec defaults', () => {
    const cart = emptyCart();
    expect(cart).toMatchObject({ isPurchased: false, entries: [], subtotalCents: 0, grandTotalCents: 0, totalQuantity: 0, hasDigital: false, purelyDigital: false, requiresShipping: false });
    expect(cart.subtotalAmount).toEqual({ amount: 0, currencyCode: 'USD' });
  });

  // spec 02 §3: created is a timestamp read back as a date; attributes type-validated
  it('reads created back as a date and refuses wrongly typed attributes', () => {
    expect(shoppingCartSchema.parse({ created: 1893456000000 }).created).toEqual(new Date(1893456000000));
    expect(shoppingCartSchema.safeParse({ isPurchased: 'yes' }).success).toBe(false);
    expect(shoppingCartSchema.safeParse({ subtotalCents: '10' }).success).toBe(false);
    expect(shoppingCartSchema.safeParse({ entries: {} }).success).toBe(false);
    expect(shoppingCartSchema.safeParse({ shippingLocation: [] }).success).toBe(false);
    expect(shoppingCartSchema.safeParse({ id: 5 }).success).toBe(false);
  });

  // spec 02 §3: shippingOptions, selectedShippingOption, shippingLocation and applicableTaxRules
  it('reads the shipping and tax fields the server fills, with their defaults', () => {
    const cart = shoppingCartSchema.parse({
      shippingOptions: [{ id: 'standard', name: 'Standard', costCents: 600, countries: ['US'] }],
      selectedShippingOption: { id: 'standard', name: 'Standard', costCents: 600 },
      shippingLocation: { country: 'US' },
      applicableTaxRules: [{ id: 'ny', name: 'NY', ratePercent: 8.875, taxCents: 89 }],
    });
    expect(cart.shippingLocation).toEqual({ country: 'US', region: '', postalCode: '' });
    expect(cart.applicableTaxRules[0]!.taxCents).toBe(89);
    expect(emptyCart()).toMatchObject({ shippingOptions: [], selectedShippingOption: null, shippingLocation: null, applicableTaxRules: [] });
    expect(shoppingCartSchema.safeParse({ shippingOptions: [{ id: 'x', name: 'X', costCents: '6' }] }).success).toBe(false);
    expect(shoppingCartSchema.safeParse({ applicableTaxRules: [{ name: 'NY', ratePercent: 8.875, taxCents: 0.5 }] }).success).toBe(false);
  });
});
