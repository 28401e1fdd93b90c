import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';
import { MONEY_CURRENCIES } from './money-format.js';
import { PRODUCT_TYPES } from './product-schema.js';

/**
 * The shopping cart (spec 02 §3 "Shopping cart"): every attribute type-validated, with the spec's
 * defaults. The server builds carts in this shape and the cart element reads them through it.
 */

const count = () => z._default(z.number(), 0);
const flag = () => z._default(z.boolean(), false);
const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);

/** Money: amount (integer minor units) and currencyCode (spec 02 §3 Money). */
export const moneySchema = lazySchema(() => z.object({
  amount: z.int(),
  currencyCode: z.enum(MONEY_CURRENCIES),
}));

export const cartEntrySchema = lazySchema(() => z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  variantId: z.string(),
  sku: z._default(z.string(), ''),
  /** "Size: M, Colour: Blue". */
  optionSummary: z._default(z.string(), ''),
  imageUrl: z._default(z.string(), ''),
  quantity: z.int().check(z.gte(1)),
  unitPriceCents: z.int(),
  /** The regular price when the entry was bought on sale; else null. */
  regularUnitPriceCents: z._default(z.nullable(z.int()), null),
  lineTotalCents: z.int(),
  /** How many more the shopper may add: stock left, or null when unlimited. */
  maxQuantity: z._default(z.nullable(z.int()), null),
  /** The line against the stock when the cart was read (cartLineAvailability). */
  availability: z._default(z.enum(['available', 'not-enough-stock', 'sold-out']), 'available'),
  /** "Sold out" / "Only 2 left in stock." when the line cannot be bought as it stands; else null. */
  availabilityMessage: z._default(z.nullable(z.string()), null),
}));
export type CartEntry = z.infer<typeof cartEntrySchema>;

export const cartCouponSchema = lazySchema(() => z.object({
  code: z.string(),
  description: z._default(z.string(), ''),
}));

/** A shipping option with its cost for this cart and the countries (ISO alpha-2) it ships to. */
export const cartShippingOptionSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  costCents: z.int(),
  countries: z._default(z.array(z.string()), []),
}));
export type CartShippingOption = z.infer<typeof cartShippingOptionSchema>;

/** Where the cart ships to: ISO alpha-2 country, region (state, province) and postal code. */
export const shippingLocationSchema = lazySchema(() => z.object({
  country: z.string(),
  region: z._default(z.string(), ''),
  postalCode: z._default(z.string(), ''),
}));
export type ShippingLocation = z.infer<typeof shippingLocationSchema>;

/** A tax rule applied to the cart and the tax it adds. */
export const cartTaxRuleSchema = lazySchema(() => z.object({
  id: z._default(z.string(), ''),
  name: z.string(),
  ratePercent: z.number(),
  taxCents: z.int(),
}));

export const shoppingCartSchema = lazySchema(() => z.object({
  id: z._default(z.nullable(z.string()), null),
  websiteId: z._default(z.nullable(z.string()), null),
  orderId: z._default(z.nullable(z.string()), null),
  /** A timestamp, read back as a date. */
  created: z._default(z.nullable(z.pipe(z.union([z.number(), z.string()]), z.transform((value) => new Date(value)))), null),
  isPurchased: flag(),
  entries: list(cartEntrySchema),
  shippingOptions: list(cartShippingOptionSchema),
  selectedShippingOption: z._default(z.nullable(z.object({ id: z.string(), name: z.string(), costCents: z.int() })), null),
  shippingLocation: z._default(z.nullable(shippingLocationSchema), null),
  applicableTaxRules: list(cartTaxRuleSchema),
  coupons: list(cartCouponSchema),
  validCoupons: list(cartCouponSchema),
  invalidCoupons: list(cartCouponSchema),
  subtotalCents: count(),
  taxCents: count(),
  shippingCostCents: count(),
  discountCents: count(),
  grandTotalCents: count(),
  totalQuantity: count(),
  subtotalAmount: z._default(moneySchema, { amount: 0, currencyCode: 'USD' }),
  hasDigital: flag(),
  purelyDigital: flag(),
  requiresShipping: flag(),
}));

export type ShoppingCart = z.infer<typeof shoppingCartSchema>;
export type ShoppingCartInput = z.input<typeof shoppingCartSchema>;

/** The empty cart: every default of spec 02 §3. */
export function emptyCart(): ShoppingCart {
  return shoppingCartSchema.parse({});
}
