import { describe, expect, it } from 'vitest';
import { CART_TEXTS, PRODUCT_TEXTS, type ProductTextLookup } from '../../../src/runtime/commerce/commerce-texts.js';
import { SESSION_EXPIRED_MESSAGE } from '../../../src/runtime/commerce/checkout-routes.js';
import { priceWording, subscriptionWording } from '../../../src/runtime/commerce/price-display.js';
import { productSchema } from '../../../src/runtime/commerce/product-schema.js';
import { addToCartMessages, checkAddToCart } from '../../../src/runtime/commerce/variant-selection.js';
import { EN_US_MESSAGES, type MessageKey } from '../../../src/runtime/i18n/message-catalogue.js';
import { fillPlaceholders } from '../../../src/runtime/i18n/site-text.js';

/** A site catalogue as `#ss-messages` would give it, looked up like productText. */
const french: Record<string, string> = {
  'product.priceFrom': 'à partir de {price}',
  'product.subscriptionEvery': '{price} tous les {period}',
  'product.subscriptionEveryFor': '{price} tous les {period} pendant {span}',
  'product.month': 'mois',
  'product.months': '{count} mois',
  'product.monthSpan': '{count} mois',
  'product.notEnoughStock': 'Plus que {count} en stock.',
};
const frenchText: ProductTextLookup = (name, params) => fillPlaceholders(french[`product.${name}`] ?? PRODUCT_TEXTS[name], params);

describe('commerce texts', () => {
  it('are all in the en-US catalogue under their block, the spec text verbatim', () => {
    // spec 02 §2: the session-expired alert.
    expect(EN_US_MESSAGES['cart.sessionExpired']).toBe(SESSION_EXPIRED_MESSAGE);
    expect(EN_US_MESSAGES['cart.sessionExpired']).toBe('Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.');
    for (const [name, text] of Object.entries(PRODUCT_TEXTS)) expect(EN_US_MESSAGES[`product.${name}` as MessageKey]).toBe(text);
    for (const [name, text] of Object.entries(CART_TEXTS)) expect(EN_US_MESSAGES[`cart.${name}` as MessageKey]).toBe(text);
    expect(EN_US_MESSAGES['cartCount.label']).toBe('Cart');
    expect(EN_US_MESSAGES['money.invalid']).toBe('Price unavailable');
    expect(EN_US_MESSAGES['donateButton.label']).toBe('Donate');
  });

  it('word prices and subscriptions from the site translation (spec 02 §4)', () => {
    expect(priceWording({ from: true }, '14,00 €', frenchText)).toBe('à partir de 14,00 €');
    expect(subscriptionWording({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 }, '16,00 €', frenchText)).toBe('16,00 € tous les mois pendant 12 mois');
    expect(subscriptionWording({ billingPeriod: { value: 3, unit: 'MONTH' } }, '40,00 €', frenchText)).toBe('40,00 € tous les 3 mois');
    // Untranslated units keep their en-US words.
    expect(subscriptionWording({ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 3 }, '$5.00', frenchText)).toBe('$5.00 tous les 2 weeks pendant 6 weeks');
  });

  it('give the add-to-cart checks in the site language', () => {
    const product = productSchema.parse({ id: 'p', name: 'Mug', productType: 'PHYSICAL', variants: [{ id: 'v', price: 100, qtyInStock: 2 }] });
    expect(checkAddToCart(product, {}, 3, 0, frenchText)).toMatchObject({ ok: false, reason: 'not-enough-stock', message: 'Plus que 2 en stock.' });
    expect(checkAddToCart(product, {}, 3)).toMatchObject({ message: 'Only 2 left in stock.' });
    expect(addToCartMessages().chooseOptions(['Size', 'Colour'])).toBe('Please select Size and Colour.');
  });
});
