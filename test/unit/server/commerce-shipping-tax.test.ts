import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_LOCATION, computeShippingAndTax, rulesFor, taxOn, type ShippingOptionConfig, type TaxRuleConfig } from '../../../server/commerce/shipping-tax.js';

// Store configuration behind the spec 02 §3 cart fields shippingOptions, selectedShippingOption,
// shippingLocation, applicableTaxRules, shippingCostCents and taxCents (the spec gives no rates).
const options: ShippingOptionConfig[] = [
  { id: 'standard', name: 'Standard', costCents: 600, freeOverCents: 7500, countries: ['US'] },
  { id: 'express', name: 'Express', costCents: 1500, freeOverCents: null, countries: ['US'] },
  { id: 'world', name: 'International', costCents: 2500, freeOverCents: null, countries: ['GB', 'CA'] },
];
const rules: TaxRuleConfig[] = [
  { id: 'ny', name: 'NY', country: 'US', region: 'NY', rateMillipercent: 8875, appliesToShipping: false },
  { id: 'ca-gst', name: 'GST', country: 'CA', region: '', rateMillipercent: 5000, appliesToShipping: true },
  { id: 'ca-qc', name: 'QST', country: 'CA', region: 'QC', rateMillipercent: 9975, appliesToShipping: true },
  { id: 'gb', name: 'VAT', country: 'GB', region: '', rateMillipercent: 20000, appliesToShipping: true },
];
const base = { discountCents: 0, selectedOptionId: null, options, rules, location: null };

describe('shipping and tax of a cart (server store rates)', () => {
  it('ships physical goods with the first option for the place, free from its threshold', () => {
    const small = computeShippingAndTax({ ...base, lines: [{ productType: 'PHYSICAL', lineTotalCents: 3000 }], subtotalCents: 3000 });
    expect(small.shippingLocation).toEqual(DEFAULT_SHIPPING_LOCATION);
    expect(small.selectedShippingOption).toEqual({ id: 'standard', name: 'Standard', costCents: 600 });
    expect(small.shippingCostCents).toBe(600);
    const large = computeShippingAndTax({ ...base, lines: [{ productType: 'PHYSICAL', lineTotalCents: 8000 }], subtotalCents: 8000 });
    expect(large.shippingCostCents).toBe(0);
    // The threshold counts the discounted subtotal.
    const discounted = computeShippingAndTax({ ...base, lines: [{ productType: 'PHYSICAL', lineTotalCents: 8000 }], subtotalCents: 8000, discountCents: 800 });
    expect(discounted.shippingCostCents).toBe(600);
  });

  it('charges no shipping for digital products, services and gift cards', () => {
    for (const productType of ['DIGITAL', 'SERVICE', 'GIFT_CARD'] as const) {
      const result = computeShippingAndTax({ ...base, lines: [{ productType, lineTotalCents: 1000 }], subtotalCents: 1000 });
      expect(result.selectedShippingOption, productType).toBeNull();
      expect(result.shippingCostCents, productType).toBe(0);
    }
  });

  it('keeps a chosen option only where it ships', () => {
    const lines = [{ productType: 'PHYSICAL' as const, lineTotalCents: 1000 }];
    expect(computeShippingAndTax({ ...base, lines, subtotalCents: 1000, selectedOptionId: 'express' }).shippingCostCents).toBe(1500);
    const abroad = computeShippingAndTax({ ...base, lines, subtotalCents: 1000, selectedOptionId: 'express', location: { country: 'GB', region: '', postalCode: '' } });
    expect(abroad.selectedShippingOption?.id).toBe('world');
    const nowhere = computeShippingAndTax({ ...base, lines, subtotalCents: 1000, location: { country: 'BR', region: '', postalCode: '' } });
    expect(nowhere.selectedShippingOption).toBeNull();
    expect(nowhere.shippingOptions.map((o) => o.id)).toEqual(['standard', 'express', 'world']);
  });

  it('adds country and region rules, taxes shipping only where the rule says, never gift cards', () => {
    expect(rulesFor(rules, { country: 'CA', region: 'qc', postalCode: '' }).map((r) => r.id)).toEqual(['ca-gst', 'ca-qc']);
    expect(rulesFor(rules, { country: 'CA', region: 'ON', postalCode: '' }).map((r) => r.id)).toEqual(['ca-gst']);
    const quebec = computeShippingAndTax({
      ...base,
      lines: [
        { productType: 'PHYSICAL', lineTotalCents: 4000 },
        { productType: 'GIFT_CARD', lineTotalCents: 5000 },
      ],
      subtotalCents: 9000,
      location: { country: 'CA', region: 'QC', postalCode: '' },
    });
    // Goods 4000 + shipping 2500 = 6500: GST 5 % = 325, QST 9.975 % = 648.4 → 648.
    expect(quebec.applicableTaxRules).toEqual([
      { id: 'ca-gst', name: 'GST', ratePercent: 5, taxCents: 325 },
      { id: 'ca-qc', name: 'QST', ratePercent: 9.975, taxCents: 648 },
    ]);
    expect(quebec.taxCents).toBe(973);
    const newYork = computeShippingAndTax({ ...base, lines: [{ productType: 'PHYSICAL', lineTotalCents: 1000 }], subtotalCents: 1000 });
    // NY's rule does not tax shipping: 1000 × 8.875 % = 88.75 → 89.
    expect(newYork.taxCents).toBe(89);
  });

  it('gives the taxable lines their share of a discount', () => {
    const result = computeShippingAndTax({
      ...base,
      lines: [
        { productType: 'SERVICE', lineTotalCents: 6000 },
        { productType: 'GIFT_CARD', lineTotalCents: 4000 },
      ],
      subtotalCents: 10000,
      discountCents: 1000,
    });
    // Taxable 6000 less 60 % of the 1000 discount = 5400; × 8.875 % = 479.25 → 479.
    expect(result.taxCents).toBe(479);
  });

  it('rounds tax half-up in whole cents and never below zero', () => {
    expect(taxOn(3600, 8875)).toBe(320); // 319.5
    expect(taxOn(1, 8875)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000 }), (amount, rate) => {
        const tax = taxOn(amount, rate);
        expect(Number.isInteger(tax)).toBe(true);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(Math.abs(tax - (amount * rate) / 100_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
