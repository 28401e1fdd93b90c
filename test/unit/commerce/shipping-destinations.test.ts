import { describe, expect, it } from 'vitest';
import { countryName, optionsShippingTo, shippingCountries, shippingLocationProblem, shippingPlaceLabel } from '../../../src/runtime/commerce/shipping-destinations.js';

const options = [
  { id: 'standard', name: 'Standard', costCents: 600, countries: ['US'] },
  { id: 'world', name: 'International', costCents: 2500, countries: ['NO', 'GB', 'CA'] },
];

describe('shipping estimate form', () => {
  // spec 02 §5: US zip must be exactly 5 digits.
  it.each([
    ['US', '10001', null],
    ['US', '', null],
    ['US', '1000', 'US zip codes must be exactly 5 digits.'],
    ['US', '10001-1234', 'US zip codes must be exactly 5 digits.'],
    ['US', 'abcde', 'US zip codes must be exactly 5 digits.'],
    ['GB', 'SW1A 1AA', null],
    ['NO', '0150', null],
  ])('%s postal code %j: %s', (country, postalCode, problem) => {
    expect(shippingLocationProblem({ country, region: '', postalCode })).toBe(problem);
  });

  it('offers the countries some option ships to, by name in the site locale, and the current one', () => {
    expect(shippingCountries(options, null).map((c) => c.code)).toEqual(['CA', 'NO', 'GB', 'US']);
    expect(shippingCountries(options, 'BR').map((c) => c.name)).toContain('Brazil');
    expect(shippingCountries(options, null, 'de-DE').map((c) => c.name)).toEqual(['Kanada', 'Norwegen', 'Vereinigte Staaten', 'Vereinigtes Königreich']);
    expect(optionsShippingTo(options, 'GB').map((o) => o.id)).toEqual(['world']);
    expect(optionsShippingTo(options, 'BR')).toEqual([]);
  });

  it('names a place, falling back to the code where the locale cannot', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('GB', 'not a locale!')).toBe('GB');
    expect(shippingPlaceLabel({ country: 'US', region: ' NY ', postalCode: '' })).toBe('NY, United States');
    expect(shippingPlaceLabel({ country: 'NO', region: '', postalCode: '0150' })).toBe('Norway');
  });
});
