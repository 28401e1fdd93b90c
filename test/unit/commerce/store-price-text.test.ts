import { describe, expect, it } from 'vitest';
import { MONEY_MAX_INTEGER_DIGITS } from '../../../src/runtime/commerce/money-format.js';
import { storePriceText } from '../../../src/runtime/commerce/store-money.js';
import { parsePageContext } from '../../../src/runtime/context/page-context.js';

describe('storePriceText', () => {
  const gbp = parsePageContext({ websiteSettings: { storeSettings: { selectedCurrency: 'GBP' } }, locale: 'en-GB' }).context;

  // spec 02 §9 money formatting in the store currency and site locale
  it('formats a price in the store currency', () => {
    expect(storePriceText(123456, gbp)).toBe('£1,234.56');
    expect(storePriceText(0, gbp)).toBe('£0.00');
  });

  // spec 02 §9: whole minor units, at most 15 integer places; a refused amount shows as nothing
  it('shows nothing for an amount the money format refuses', () => {
    expect(storePriceText(10 ** (MONEY_MAX_INTEGER_DIGITS + 2), gbp)).toBe('');
    expect(storePriceText(10.5, gbp)).toBe('');
  });
});
