import { catalogueCode } from '../catalog/enumeration.js';
import { Units } from '../catalog/platform-enumerations.js';
import { PRODUCT_TEXTS, englishProductText, type ProductTextLookup } from './commerce-texts.js';
import { sellableVariants, type BillingPeriodUnit, type Product, type ProductVariant, type SubscriptionPlan } from './product-schema.js';

/** Spec 02 §4 "Workflow labels" and "Price display". */

/** PUBLISHED is Available, SCHEDULED Scheduled, DRAFT Hidden, anything else Unsupported. */
export function workflowLabel(state: string | null | undefined): 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported' {
  switch (state) {
    case 'PUBLISHED':
      return 'Available';
    case 'SCHEDULED':
      return 'Scheduled';
    case 'DRAFT':
      return 'Hidden';
    default:
      return 'Unsupported';
  }
}

/** On sale: any variant is on sale. */
export function isProductOnSale(product: Product): boolean {
  return sellableVariants(product).some((variant) => variant.onSale);
}

/** Varied prices: variants differ in price, sale flag or sale price. */
export function hasVariedPrices(product: Product): boolean {
  const [first, ...rest] = sellableVariants(product);
  if (!first) return false;
  return rest.some((v) => v.price !== first.price || v.onSale !== first.onSale || v.salePrice !== first.salePrice);
}

/** Total stock is infinite for digital products or when any variant is unlimited. */
export function hasInfiniteStock(product: Product): boolean {
  return product.productType === 'DIGITAL' || sellableVariants(product).some((variant) => variant.unlimited);
}

/** Total stock: Infinity when infinite, else the sum of the variants' stock. */
export function totalStock(product: Product): number {
  if (hasInfiniteStock(product)) return Infinity;
  return sellableVariants(product).reduce((sum, variant) => sum + Math.max(0, variant.qtyInStock), 0);
}

/** Sold out: no variant is unlimited or has stock above 0. A digital product is never sold out. */
export function isProductSoldOut(product: Product): boolean {
  if (product.productType === 'DIGITAL') return false;
  return !sellableVariants(product).some((variant) => variant.unlimited || variant.qtyInStock > 0);
}

/** How many of one variant can be bought: Infinity for unlimited variants and digital products. */
export function variantStock(product: Product, variant: ProductVariant): number {
  if (product.productType === 'DIGITAL' || variant.unlimited) return Infinity;
  return Math.max(0, variant.qtyInStock);
}

/** What the shopper pays for a variant: the sale price when on sale. */
export function effectivePriceCents(variant: ProductVariant): number {
  return variant.onSale ? variant.salePrice : variant.price;
}

export interface PriceSummary {
  /** Varied prices: shown as "from" the lowest price. */
  from: boolean;
  /** The price to pay (lowest when varied). */
  priceCents: number;
  /** The regular price struck through beside a sale price; null when not on sale. */
  regularPriceCents: number | null;
  onSale: boolean;
  soldOut: boolean;
}

/** The price line of a product card or item, before a variant is chosen. */
export function summarisePrice(product: Product): PriceSummary | null {
  const variants = sellableVariants(product);
  if (variants.length === 0) return null;
  const cheapest = variants.reduce((best, v) => (effectivePriceCents(v) < effectivePriceCents(best) ? v : best));
  const from = hasVariedPrices(product);
  return {
    from,
    priceCents: effectivePriceCents(cheapest),
    regularPriceCents: !from && cheapest.onSale ? cheapest.price : null,
    onSale: isProductOnSale(product),
    soldOut: isProductSoldOut(product),
  };
}

/** The words around a price: "from $10.00" when prices vary. */
export function priceWording(summary: Pick<PriceSummary, 'from'>, priceText: string, text: ProductTextLookup = englishProductText): string {
  return summary.from ? text('priceFrom', { price: priceText }) : priceText;
}

/** Store settings (spec 02 §3) name the standard as IMPERIAL/METRIC (any case) or its code (spec 03 §3 units: imperial 1, metric 2). */
export function isImperial(standard: unknown): boolean {
  return catalogueCode(Units, standard) === Units.IMPERIAL;
}

/** Units: imperial gives lbs and inches, otherwise kg and cm. */
export function measurementUnits(standard: unknown): { weight: 'lbs' | 'kg'; length: 'in' | 'cm'; lengthName: 'inches' | 'cm' } {
  return isImperial(standard) ? { weight: 'lbs', length: 'in', lengthName: 'inches' } : { weight: 'kg', length: 'cm', lengthName: 'cm' };
}

/** The words of one billing unit: the period of one ("month"), of several ("2 months"), a span of one ("1 month"). */
const UNIT_WORDS = {
  WEEK: ['week', 'weeks', 'weekSpan'],
  MONTH: ['month', 'months', 'monthSpan'],
  YEAR: ['year', 'years', 'yearSpan'],
} as const satisfies Record<BillingPeriodUnit, readonly [keyof typeof PRODUCT_TEXTS, keyof typeof PRODUCT_TEXTS, keyof typeof PRODUCT_TEXTS]>;

function words(name: keyof typeof PRODUCT_TEXTS, text: ProductTextLookup, params?: Record<string, number | string>): string {
  return text(name, params);
}

/** True when a plan bills a fixed number of times (zero or absent cycles: indefinite). */
export function hasFiniteCycles(plan: SubscriptionPlan): boolean {
  return (plan.numBillingCycles ?? 0) > 0;
}

/**
 * Subscription wording (spec 02 §4): weekly, monthly or yearly with an interval of 1 or more and
 * finite or indefinite cycles. "$10.00 every month", "$10.00 every 2 weeks for 6 weeks",
 * "$99.00 every year for 3 years". The words come through `text` (a site's translation).
 */
export function subscriptionWording(plan: SubscriptionPlan, priceText: string, text: ProductTextLookup = englishProductText): string {
  const { value, unit } = plan.billingPeriod;
  const [one, many, spanOne] = UNIT_WORDS[unit];
  const interval = Math.max(1, Math.floor(value));
  const period = interval === 1 ? words(one, text) : words(many, text, { count: interval });
  if (!hasFiniteCycles(plan)) return words('subscriptionEvery', text, { price: priceText, period });
  const spanCount = interval * Math.floor(plan.numBillingCycles!);
  const span = spanCount === 1 ? words(spanOne, text, { count: 1 }) : words(many, text, { count: spanCount });
  return words('subscriptionEveryFor', text, { price: priceText, period, span });
}
