import { sharedNumberFormat } from '../i18n/number-format.js';
import { measurementUnits } from './price-display.js';
import type { Product } from './product-schema.js';

/**
 * A physical product's weight and dimensions as shown to shoppers (spec 02 §4 "Units": imperial
 * gives lbs and inches, otherwise kg and cm). The numbers are stored in the store's measurement
 * standard (spec 02 §3 store settings), so only the unit words change with it.
 */

function formatNumber(value: number, locale: string): string {
  return sharedNumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export interface ProductMeasurements {
  /** "2.5 lbs" / "1.1 kg", or null when the product has no weight. */
  weight: string | null;
  /** "10 × 8 × 4 in" (length × width × height), or null without all three. */
  dimensions: string | null;
}

/** Weight and dimensions of a physical product in the store's units; nothing for other types. */
export function productMeasurements(product: Pick<Product, 'productType' | 'shippingWeight' | 'dimensions'>, standard: unknown, locale = 'en-US'): ProductMeasurements {
  if (product.productType !== 'PHYSICAL') return { weight: null, dimensions: null };
  const units = measurementUnits(standard);
  const weight = product.shippingWeight !== undefined && product.shippingWeight > 0 ? `${formatNumber(product.shippingWeight, locale)} ${units.weight}` : null;
  const size = product.dimensions;
  const dimensions =
    size && size.length > 0 && size.width > 0 && size.height > 0
      ? `${[size.length, size.width, size.height].map((value) => formatNumber(value, locale)).join(' × ')} ${units.length}`
      : null;
  return { weight, dimensions };
}
