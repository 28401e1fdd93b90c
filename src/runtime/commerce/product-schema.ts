import * as z from 'zod/mini';
import { catalogueName } from '../catalog/enumeration.js';
import { ProductType as PRODUCT_TYPE_CODES } from '../catalog/platform-enumerations.js';
import { lazySchema } from '../validation/lazy-schema.js';
import { PRODUCT_PRICE_MAX_CENTS, SKU_MAX_LENGTH } from './commerce-validation.js';

/**
 * Product (spec 02 §3 "Product (structuredContent)", "Subscription plan"; spec 03 §3 product
 * types). Prices are integer cents; variants carry stock, sale prices and option values.
 */

export const PRODUCT_TYPES = ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD', 'PAYWALL'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * A product's type as block JSON may give it: its name ('GIFT_CARD', 'gift card'), or its code
 * (spec 03 §3 product types: 4 or "4") as the name; anything else as given (the schema refuses it).
 */
export function productTypeName(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'string' ? (catalogueName(PRODUCT_TYPE_CODES, value) ?? value) : value;
}

const cents = () => z.int().check(z.gte(0), z.lte(PRODUCT_PRICE_MAX_CENTS));

export const optionValueSchema = lazySchema(() => z.object({
  optionName: z._default(z.string(), ''),
  value: z.string(),
}));

export const productVariantSchema = lazySchema(() => z.object({
  id: z._default(z.string(), ''),
  sku: z._default(z.string().check(z.maxLength(SKU_MAX_LENGTH)), ''),
  price: cents(),
  onSale: z._default(z.boolean(), false),
  salePrice: z._default(cents(), 0),
  qtyInStock: z._default(z.int().check(z.gte(0)), 0),
  unlimited: z._default(z.boolean(), false),
  optionValues: z._default(z.array(optionValueSchema), []),
}));

export const BILLING_PERIOD_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;
export type BillingPeriodUnit = (typeof BILLING_PERIOD_UNITS)[number];

export const subscriptionPlanSchema = lazySchema(() => z.object({
  billingPeriod: z.object({ value: z.int().check(z.gte(1)), unit: z.enum(BILLING_PERIOD_UNITS) }),
  /** Zero or absent: indefinite (spec 02 §3). */
  numBillingCycles: z.optional(z.nullable(z.int().check(z.gte(0)))),
}));

export const productImageSchema = lazySchema(() => z.object({
  src: z.string().check(z.minLength(1)),
  alt: z._default(z.string(), ''),
  width: z.optional(z.int().check(z.gte(1))),
  height: z.optional(z.int().check(z.gte(1))),
}));

export const productSchema = lazySchema(() => z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  description: z._default(z.string(), ''),
  productType: z.pipe(z.pipe(z.unknown(), z.transform(productTypeName)), z.enum(PRODUCT_TYPES)),
  workflowState: z._default(z.string(), 'PUBLISHED'),
  images: z._default(z.array(productImageSchema), []),
  variants: z._default(z.array(productVariantSchema), []),
  /** Digital products hold their price directly (spec 02 §3). */
  priceCents: z.optional(cents()),
  salePriceCents: z.optional(cents()),
  onSale: z.optional(z.boolean()),
  subscriptionPlan: z.optional(z.nullable(subscriptionPlanSchema)),
  /** Option names in display order ("Size", "Colour"); derived from the variants when absent. */
  variantOptionOrdering: z.optional(z.array(z.string())),
  /** Weight and dimensions for physical products, in the store's measurement standard. */
  shippingWeight: z.optional(z.number().check(z.gte(0))),
  /** Length, width and height for physical products, in the store's measurement standard. */
  dimensions: z.optional(z.nullable(z.object({ length: z.number().check(z.gte(0)), width: z.number().check(z.gte(0)), height: z.number().check(z.gte(0)) }))),
}));

export type ProductVariant = z.infer<typeof productVariantSchema>;
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;
export type Product = z.infer<typeof productSchema>;
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * The variants a product sells. A digital product with its price held directly is one variant
 * built from priceCents, salePriceCents and onSale, always available.
 */
export function sellableVariants(product: Product): ProductVariant[] {
  if (product.variants.length > 0) return product.variants;
  if (product.productType === 'DIGITAL' && product.priceCents !== undefined) {
    return [
      {
        id: '',
        sku: '',
        price: product.priceCents,
        onSale: product.onSale ?? false,
        salePrice: product.salePriceCents ?? 0,
        qtyInStock: 0,
        unlimited: true,
        optionValues: [],
      },
    ];
  }
  return [];
}

/** The product of a site API reply (`{ product }`), read through the product model; null when it has none. */
export function readProductReply(reply: unknown): Product | null {
  const parsed = productSchema.safeParse(reply && typeof reply === 'object' ? (reply as { product?: unknown }).product : undefined);
  return parsed.success ? parsed.data : null;
}
