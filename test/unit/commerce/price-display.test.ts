import { describe, expect, it } from 'vitest';
import {
  hasInfiniteStock,
  hasVariedPrices,
  isProductOnSale,
  isProductSoldOut,
  measurementUnits,
  priceWording,
  subscriptionWording,
  summarisePrice,
  totalStock,
  workflowLabel,
} from '../../../src/runtime/commerce/price-display.js';
import { productSchema, type Product } from '../../../src/runtime/commerce/product-schema.js';
import {
  GENERATED_SKU_PATTERN,
  MAX_PRODUCTS_PER_COLLECTION,
  PRODUCT_PRICE_MAX_CENTS,
  SKU_MAX_LENGTH,
  generateSku,
  isValidProductPriceCents,
  isValidSku,
  isValidUsZip,
} from '../../../src/runtime/commerce/commerce-validation.js';

type VariantInput = { price: number; onSale?: boolean; salePrice?: number; qtyInStock?: number; unlimited?: boolean };
const product = (variants: VariantInput[], extra: Record<string, unknown> = {}): Product =>
  productSchema.parse({ id: 'p1', name: 'Mug', productType: 'PHYSICAL', variants, ...extra });

describe('workflow labels', () => {
  // spec 02 §4 workflow labels
  it.each([
    ['PUBLISHED', 'Available'],
    ['SCHEDULED', 'Scheduled'],
    ['DRAFT', 'Hidden'],
    ['ARCHIVED', 'Unsupported'],
    [undefined, 'Unsupported'],
  ])('%s shows as %s', (state, label) => {
    expect(workflowLabel(state)).toBe(label);
  });
});

describe('price display', () => {
  // spec 02 §4 price display: on sale when any variant is on sale
  it.each([
    [[{ price: 1000 }, { price: 1000 }], false],
    [[{ price: 1000 }, { price: 1000, onSale: true, salePrice: 800 }], true],
    [[{ price: 1000, onSale: true, salePrice: 800 }], true],
  ] as Array<[VariantInput[], boolean]>)('on sale: %j -> %s', (variants, expected) => {
    expect(isProductOnSale(product(variants))).toBe(expected);
  });

  // spec 02 §4: varied prices when variants differ in price, sale flag or sale price
  it.each([
    ['same price', [{ price: 1000 }, { price: 1000 }], false],
    ['different price', [{ price: 1000 }, { price: 1200 }], true],
    ['different sale flag', [{ price: 1000 }, { price: 1000, onSale: true }], true],
    ['different sale price', [{ price: 1000, salePrice: 500 }, { price: 1000, salePrice: 600 }], true],
    ['one variant', [{ price: 1000 }], false],
  ] as Array<[string, VariantInput[], boolean]>)('varied prices: %s -> %s', (_, variants, expected) => {
    expect(hasVariedPrices(product(variants))).toBe(expected);
  });

  // spec 02 §4: sold out when no variant is unlimited or has stock above 0; digital never
  it.each([
    ['all at 0', 'PHYSICAL', [{ price: 1, qtyInStock: 0 }, { price: 1, qtyInStock: 0 }], true],
    ['one in stock', 'PHYSICAL', [{ price: 1, qtyInStock: 0 }, { price: 1, qtyInStock: 2 }], false],
    ['one unlimited', 'SERVICE', [{ price: 1, qtyInStock: 0, unlimited: true }], false],
    ['digital at 0', 'DIGITAL', [{ price: 1, qtyInStock: 0 }], false],
    ['no variants', 'PHYSICAL', [], true],
  ] as Array<[string, string, VariantInput[], boolean]>)('sold out: %s -> %s', (_, productType, variants, expected) => {
    expect(isProductSoldOut(product(variants, { productType }))).toBe(expected);
  });

  // spec 02 §4: total stock is infinite for digital products or if any variant is unlimited
  it.each([
    ['physical, counted', 'PHYSICAL', [{ price: 1, qtyInStock: 2 }, { price: 1, qtyInStock: 3 }], 5],
    ['physical, one unlimited', 'PHYSICAL', [{ price: 1, qtyInStock: 2 }, { price: 1, unlimited: true }], Infinity],
    ['digital', 'DIGITAL', [{ price: 1, qtyInStock: 0 }], Infinity],
  ] as Array<[string, string, VariantInput[], number]>)('total stock: %s -> %s', (_, productType, variants, expected) => {
    const p = product(variants, { productType });
    expect(totalStock(p)).toBe(expected);
    expect(hasInfiniteStock(p)).toBe(expected === Infinity);
  });

  // spec 02 §3: digital products hold priceCents, salePriceCents and onSale directly
  it('reads a digital product priced directly', () => {
    const ebook = productSchema.parse({ id: 'e', name: 'E-book', productType: 'DIGITAL', priceCents: 1500, salePriceCents: 900, onSale: true });
    expect(isProductOnSale(ebook)).toBe(true);
    expect(isProductSoldOut(ebook)).toBe(false);
    expect(summarisePrice(ebook)).toEqual({ from: false, priceCents: 900, regularPriceCents: 1500, onSale: true, soldOut: false });
  });

  it('summarises a varied product as "from" its lowest price to pay', () => {
    const p = product([{ price: 3000 }, { price: 2500, onSale: true, salePrice: 1800 }, { price: 2000 }]);
    const summary = summarisePrice(p)!;
    expect(summary).toMatchObject({ from: true, priceCents: 1800, regularPriceCents: null, onSale: true });
    expect(priceWording(summary, '$18.00')).toBe('from $18.00');
    expect(priceWording(summarisePrice(product([{ price: 100 }]))!, '$1.00')).toBe('$1.00');
  });

  // spec 02 §4 units
  it.each([
    ['IMPERIAL', 'lbs', 'inches'],
    ['imperial', 'lbs', 'inches'],
    ['METRIC', 'kg', 'cm'],
    [undefined, 'kg', 'cm'],
  ])('units for %s: %s and %s', (standard, weight, length) => {
    expect(measurementUnits(standard)).toMatchObject({ weight, lengthName: length });
  });
});

describe('product types (spec 03 §3)', () => {
  it('reads a product type given by name or by code, and refuses any other', () => {
    const typeOf = (productType: unknown) => productSchema.safeParse({ id: 'p', name: 'P', productType }).data?.productType;
    expect([typeOf('PAYWALL'), typeOf(2), typeOf('5'), typeOf(1), typeOf('GIFT_CARD'), typeOf('gift card')]).toEqual(['PAYWALL', 'DIGITAL', 'PAYWALL', 'PHYSICAL', 'GIFT_CARD', 'GIFT_CARD']);
    for (const wrong of [0, 6, 2.5, 'paper', null, undefined, true]) expect(typeOf(wrong), String(wrong)).toBeUndefined();
  });
});

describe('subscription wording', () => {
  // spec 02 §4: weekly, monthly, yearly; interval 1 or more; finite or indefinite cycles
  it.each([
    ['WEEK', 1, undefined, '$5.00 every week'],
    ['WEEK', 2, 0, '$5.00 every 2 weeks'],
    ['WEEK', 2, 3, '$5.00 every 2 weeks for 6 weeks'],
    ['WEEK', 1, 1, '$5.00 every week for 1 week'],
    ['MONTH', 1, null, '$5.00 every month'],
    ['MONTH', 1, 12, '$5.00 every month for 12 months'],
    ['MONTH', 3, 4, '$5.00 every 3 months for 12 months'],
    ['YEAR', 1, 0, '$5.00 every year'],
    ['YEAR', 1, 3, '$5.00 every year for 3 years'],
    ['YEAR', 2, undefined, '$5.00 every 2 years'],
  ] as const)('%s every %d, %s cycles: %s', (unit, value, numBillingCycles, expected) => {
    expect(subscriptionWording({ billingPeriod: { unit, value }, numBillingCycles }, '$5.00')).toBe(expected);
  });
});

describe('commerce validation', () => {
  // spec 02 §5: US zip exactly 5 digits
  it.each([
    ['12345', true],
    ['1234', false],
    ['123456', false],
    ['12a45', false],
    ['12345-6789', false],
    [' 12345', false],
  ])('zip %j valid: %s', (zip, valid) => {
    expect(isValidUsZip(zip)).toBe(valid);
  });

  // spec 02 §5, §9: price maximum 100000000 cents
  it('caps prices at 100000000 cents, whole cents only', () => {
    expect(PRODUCT_PRICE_MAX_CENTS).toBe(100000000);
    expect(isValidProductPriceCents(100000000)).toBe(true);
    expect(isValidProductPriceCents(100000001)).toBe(false);
    expect(isValidProductPriceCents(-1)).toBe(false);
    expect(isValidProductPriceCents(10.5)).toBe(false);
    expect(productSchema.safeParse({ id: 'x', name: 'x', productType: 'PHYSICAL', variants: [{ price: 100000001 }] }).success).toBe(false);
  });

  // spec 02 §5, §9: SKU maximum length 60; generated SQ + 7 digits
  it('limits SKUs to 60 characters and generates SQ plus 7 digits', () => {
    expect(SKU_MAX_LENGTH).toBe(60);
    expect(isValidSku('A'.repeat(60))).toBe(true);
    expect(isValidSku('A'.repeat(61))).toBe(false);
    expect(isValidSku('')).toBe(false);
    expect(generateSku(() => 0)).toBe('SQ0000000');
    expect(generateSku(() => 0.999999)).toBe('SQ9999999');
    for (let i = 0; i < 100; i++) expect(generateSku()).toMatch(GENERATED_SKU_PATTERN);
  });

  // spec 03 §9: max products in a collection 200
  it('lists at most 200 products per collection', () => {
    expect(MAX_PRODUCTS_PER_COLLECTION).toBe(200);
  });
});
