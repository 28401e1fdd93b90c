import { describe, expect, it } from 'vitest';
import { productMeasurements } from '../../../src/runtime/commerce/product-measurements.js';
import { isImperial } from '../../../src/runtime/commerce/price-display.js';
import { parsePageContext } from '../../../src/runtime/context/page-context.js';

const teapot = { productType: 'PHYSICAL' as const, shippingWeight: 1.25, dimensions: { length: 24, width: 16, height: 15.5 } };

describe('product weight and dimensions', () => {
  // spec 02 §4 price display "Units": imperial gives lbs and inches, otherwise kg and cm.
  it.each([
    ['IMPERIAL', '1.25 lbs', '24 × 16 × 15.5 in'],
    ['imperial', '1.25 lbs', '24 × 16 × 15.5 in'],
    [1, '1.25 lbs', '24 × 16 × 15.5 in'],
    ['METRIC', '1.25 kg', '24 × 16 × 15.5 cm'],
    [2, '1.25 kg', '24 × 16 × 15.5 cm'],
    ['1', '1.25 lbs', '24 × 16 × 15.5 in'],
    [3, '1.25 kg', '24 × 16 × 15.5 cm'],
    [undefined, '1.25 kg', '24 × 16 × 15.5 cm'],
    ['furlongs', '1.25 kg', '24 × 16 × 15.5 cm'],
  ])('standard %s shows %s and %s', (standard, weight, dimensions) => {
    expect(isImperial(standard)).toBe(weight.endsWith('lbs'));
    expect(productMeasurements(teapot, standard)).toEqual({ weight, dimensions });
  });

  it('formats the numbers for the site locale', () => {
    expect(productMeasurements(teapot, 'METRIC', 'de-DE')).toEqual({ weight: '1,25 kg', dimensions: '24 × 16 × 15,5 cm' });
    expect(productMeasurements(teapot, 'METRIC', 'not a locale!')).toEqual({ weight: '1.25 kg', dimensions: '24 × 16 × 15.5 cm' });
  });

  it('shows nothing that is missing, zero, or on a product that is not physical', () => {
    expect(productMeasurements({ productType: 'PHYSICAL' }, 'METRIC')).toEqual({ weight: null, dimensions: null });
    expect(productMeasurements({ productType: 'PHYSICAL', shippingWeight: 0, dimensions: { length: 1, width: 0, height: 1 } }, 'METRIC')).toEqual({ weight: null, dimensions: null });
    for (const productType of ['DIGITAL', 'SERVICE', 'GIFT_CARD'] as const) {
      expect(productMeasurements({ ...teapot, productType }, 'IMPERIAL')).toEqual({ weight: null, dimensions: null });
    }
  });

  it('reads the measurement standard from the store settings of the page context, METRIC by default', () => {
    // spec 02 §3 store settings: expressCheckout and measurementStandard (imperial or metric).
    expect(parsePageContext({}).context.websiteSettings.storeSettings).toMatchObject({ measurementStandard: 'METRIC', expressCheckout: false, selectedCurrency: 'USD' });
    const imperial = parsePageContext({ websiteSettings: { storeSettings: { measurementStandard: 'IMPERIAL', expressCheckout: true } } });
    expect(imperial.context.websiteSettings.storeSettings).toMatchObject({ measurementStandard: 'IMPERIAL', expressCheckout: true });
    const bad = parsePageContext({ websiteSettings: { storeSettings: { measurementStandard: 'cubits', selectedCurrency: 'EUR' } } });
    expect(bad.context.websiteSettings.storeSettings).toMatchObject({ measurementStandard: 'METRIC', selectedCurrency: 'EUR' });
    expect(bad.invalidFields).toContain('websiteSettings.storeSettings.measurementStandard');
  });
});
