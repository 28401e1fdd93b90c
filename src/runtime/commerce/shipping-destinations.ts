import { INVALID_US_ZIP_MESSAGE } from '../forms/form-validation.js';
import type { CartShippingOption, ShippingLocation } from './cart-schema.js';
import { isValidUsZip } from './commerce-validation.js';

/**
 * The cart's shipping estimate form (spec 02 §3 cart shippingOptions and shippingLocation): which
 * countries the store ships to, their names in the site locale, and the spec 02 §5 zip rule.
 */

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the locale ("United Kingdom" for GB); the code when the browser cannot name it. */
export function countryName(code: string, locale = 'en-US'): string {
  if (!regionNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en-US'], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return regionNames.get(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country some option ships to (plus the current one), sorted by name. */
export function shippingCountries(options: readonly CartShippingOption[], current: string | null, locale = 'en-US'): Array<{ code: string; name: string }> {
  const codes = new Set(options.flatMap((option) => option.countries));
  if (current) codes.add(current);
  return [...codes].map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The options that ship to a country. */
export function optionsShippingTo(options: readonly CartShippingOption[], country: string): CartShippingOption[] {
  return options.filter((option) => option.countries.includes(country));
}

/** Spec 02 §5: a US zip is exactly 5 digits; other countries' postal codes are not checked here. Empty is allowed. */
export function shippingLocationProblem(location: ShippingLocation): string | null {
  const zip = location.postalCode.trim();
  return location.country === 'US' && zip !== '' && !isValidUsZip(zip) ? INVALID_US_ZIP_MESSAGE : null;
}

/** "NY, United States": region and country name. */
export function shippingPlaceLabel(location: ShippingLocation, locale = 'en-US'): string {
  return [location.region.trim(), countryName(location.country, locale)].filter(Boolean).join(', ');
}
