import type { ProductType } from '../../src/runtime/commerce/product-schema.js';

/**
 * Shipping cost and tax of a cart (spec 02 §3 shopping cart: shippingOptions,
 * selectedShippingOption, shippingLocation, applicableTaxRules, shippingCostCents, taxCents).
 * The spec names the fields but no rates; the store's rates are server configuration
 * (commerce_shipping_options, commerce_tax_rules, seeded for the demo store), and these pure
 * rules turn them into the cart's amounts. Nothing a client sends about amounts is read.
 */

export interface ShippingOptionConfig {
  id: string;
  name: string;
  costCents: number;
  /** Free once the discounted subtotal reaches this; null: never free. */
  freeOverCents: number | null;
  /** ISO 3166-1 alpha-2 codes this option ships to. */
  countries: string[];
}

export interface TaxRuleConfig {
  id: string;
  name: string;
  country: string;
  /** '' applies to the whole country. */
  region: string;
  /** 8875 is 8.875 %. */
  rateMillipercent: number;
  appliesToShipping: boolean;
}

export interface ShippingLocation {
  country: string;
  region: string;
  postalCode: string;
}

/** Where a cart ships to until the shopper says otherwise (the demo store's home, New York). */
export const DEFAULT_SHIPPING_LOCATION: Readonly<ShippingLocation> = Object.freeze({ country: 'US', region: 'NY', postalCode: '' });

export interface CartLine {
  productType: ProductType;
  lineTotalCents: number;
}

export interface ShippingAndTax {
  shippingLocation: ShippingLocation;
  /** Every option with what it costs for this cart and the countries it ships to (the cart's country choices). */
  shippingOptions: Array<{ id: string; name: string; costCents: number; countries: string[] }>;
  selectedShippingOption: { id: string; name: string; costCents: number } | null;
  shippingCostCents: number;
  applicableTaxRules: Array<{ id: string; name: string; ratePercent: number; taxCents: number }>;
  taxCents: number;
}

/** Gift cards are money, not goods: they carry no tax. */
export function isTaxable(productType: ProductType): boolean {
  return productType !== 'GIFT_CARD';
}

/** Physical goods need shipping; digital products, services and gift cards do not. */
export function needsShipping(productType: ProductType): boolean {
  return productType === 'PHYSICAL';
}

/** Half-up rounding of `amount × millipercent / 100000` in integer cents. */
export function taxOn(amountCents: number, rateMillipercent: number): number {
  return Math.round((amountCents * rateMillipercent) / 100_000);
}

/** The rules for a place: the country-wide rules and those of its region. */
export function rulesFor(rules: readonly TaxRuleConfig[], location: ShippingLocation): TaxRuleConfig[] {
  const region = location.region.trim().toUpperCase();
  return rules.filter((rule) => rule.country === location.country && (rule.region === '' || rule.region.toUpperCase() === region));
}

/**
 * Shipping and tax for a cart: shipping only when a line needs it, with the chosen option (or
 * the first one shipping to the location) and its free-over threshold; every tax rule of the
 * location on the taxable lines, less their share of the discount (and on shipping when the rule
 * says so), each rounded half-up.
 */
export function computeShippingAndTax(input: {
  lines: readonly CartLine[];
  subtotalCents: number;
  discountCents: number;
  location: ShippingLocation | null;
  selectedOptionId: string | null;
  options: readonly ShippingOptionConfig[];
  rules: readonly TaxRuleConfig[];
}): ShippingAndTax {
  const location = input.location ?? { ...DEFAULT_SHIPPING_LOCATION };
  const discounted = Math.max(0, input.subtotalCents - input.discountCents);
  const shipping = input.lines.some((line) => needsShipping(line.productType));
  const priced = input.options.map((option) => ({
    id: option.id,
    name: option.name,
    costCents: option.freeOverCents !== null && discounted >= option.freeOverCents ? 0 : option.costCents,
    countries: [...option.countries],
  }));
  const available = priced.filter((option) => option.countries.includes(location.country));
  const chosen = shipping ? (available.find((option) => option.id === input.selectedOptionId) ?? available[0] ?? null) : null;
  const shippingCostCents = chosen?.costCents ?? 0;

  const taxableSubtotal = input.lines.filter((line) => isTaxable(line.productType)).reduce((sum, line) => sum + line.lineTotalCents, 0);
  // The discount applies to the whole subtotal; the taxable lines carry their share of it.
  const taxableDiscount = input.subtotalCents > 0 ? Math.round((input.discountCents * taxableSubtotal) / input.subtotalCents) : 0;
  const taxableGoods = Math.max(0, taxableSubtotal - taxableDiscount);
  const applicableTaxRules = rulesFor(input.rules, location).map((rule) => ({
    id: rule.id,
    name: rule.name,
    ratePercent: rule.rateMillipercent / 1000,
    taxCents: taxOn(taxableGoods + (rule.appliesToShipping ? shippingCostCents : 0), rule.rateMillipercent),
  }));
  return {
    shippingLocation: location,
    shippingOptions: priced,
    selectedShippingOption: chosen ? { id: chosen.id, name: chosen.name, costCents: chosen.costCents } : null,
    shippingCostCents,
    applicableTaxRules,
    taxCents: applicableTaxRules.reduce((sum, rule) => sum + rule.taxCents, 0),
  };
}
