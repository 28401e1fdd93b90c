import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { HttpError, badRequest } from '../http-errors.js';
import type { ShoppingCartInput } from '../../src/runtime/commerce/cart-schema.js';
import type { MoneyCurrency } from '../../src/runtime/commerce/money-format.js';
import { MAX_PRODUCTS_PER_COLLECTION } from '../../src/runtime/commerce/commerce-validation.js';
import { productSchema, type Product } from '../../src/runtime/commerce/product-schema.js';
import { ADD_TO_CART_MESSAGES, cartLineAvailability } from '../../src/runtime/commerce/variant-selection.js';
import { DEFAULT_SHIPPING_LOCATION, computeShippingAndTax, type ShippingLocation, type ShippingOptionConfig, type TaxRuleConfig } from './shipping-tax.js';

/**
 * Carts, products and orders in Postgres. Every total is computed here from the stored prices;
 * nothing a client sends about prices is read. Stock is checked on add and decremented
 * atomically when an order is placed, so two shoppers can never buy the last piece twice.
 */

/** Most of one item a cart line may hold. */
export const MAX_LINE_QUANTITY = 999;

export const CART_NOT_FOUND_MESSAGE = 'Your cart is empty or has expired. Add the items again.';
export const PRODUCT_NOT_FOUND_MESSAGE = 'This product is not available.';
export const ENTRY_NOT_FOUND_MESSAGE = 'This item is no longer in your cart.';
export const COUPON_INVALID_MESSAGE = 'This coupon code is not valid.';
export const NOT_A_SUBSCRIPTION_MESSAGE = 'This product is not a subscription.';
export const soldOutMessage = (productName: string) => `Sorry, ${productName} sold out before your order was placed. It has been left in your cart; nothing was charged.`;

/** A cart's bearer token: what its httpOnly cookie holds, and nothing else (issue 46). */
function newCartToken(): string {
  return randomBytes(18).toString('base64url');
}

/** A cart's id: shown in its replies and pages; it opens nothing by itself. */
function newCartId(): string {
  return `cart_${randomBytes(16).toString('hex')}`;
}

/** How a token is stored: its SHA-256 (hex), so the database holds no token that opens a cart. */
export function cartTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Which cart a request names: by its token (the cart cookie), or by its id once a credential
 * the server signed for it was checked (a cart pass, a checkout code: cart-credentials.ts).
 */
export type CartRef = { token: string } | { id: string };

interface ProductRow {
  id: string;
  shipping_weight: string | number | null;
  dimensions: unknown;
  name: string;
  description: string;
  product_type: Product['productType'];
  workflow_state: string;
  images: unknown;
  variant_option_ordering: unknown;
  subscription_plan: unknown;
}

/** A variant's own columns (commerce_variants), as the product and cart queries read them. */
interface VariantColumns {
  sku: string;
  price_cents: number;
  on_sale: boolean;
  sale_price_cents: number;
  qty_in_stock: number;
  unlimited: boolean;
  option_values: Array<{ optionName: string; value: string }>;
}

interface VariantRow extends VariantColumns {
  id: string;
  product_id: string;
}

function toProduct(row: ProductRow, variants: VariantRow[]): Product {
  return productSchema.parse({
    id: row.id,
    name: row.name,
    description: row.description,
    productType: row.product_type,
    workflowState: row.workflow_state,
    images: row.images,
    variantOptionOrdering: row.variant_option_ordering,
    subscriptionPlan: row.subscription_plan ?? null,
    ...(row.shipping_weight !== null && row.shipping_weight !== undefined ? { shippingWeight: Number(row.shipping_weight) } : {}),
    ...(row.dimensions ? { dimensions: row.dimensions } : {}),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: v.price_cents,
      onSale: v.on_sale,
      salePrice: v.sale_price_cents,
      qtyInStock: v.qty_in_stock,
      unlimited: v.unlimited,
      optionValues: v.option_values,
    })),
  });
}

/** Published products with their variants, in catalogue order; at most 200 (spec 03 §9). */
export async function listProducts(db: Queryable, ids?: string[]): Promise<Product[]> {
  const products = await db.query<ProductRow>(
    `SELECT * FROM commerce_products WHERE workflow_state = 'PUBLISHED' ${ids ? 'AND id = ANY($2)' : ''} ORDER BY position, id LIMIT $1`,
    ids ? [MAX_PRODUCTS_PER_COLLECTION, ids] : [MAX_PRODUCTS_PER_COLLECTION],
  );
  if (products.rows.length === 0) return [];
  const variants = await db.query<VariantRow>('SELECT * FROM commerce_variants WHERE product_id = ANY($1) ORDER BY position, id', [
    products.rows.map((row) => row.id),
  ]);
  return products.rows.map((row) => toProduct(row, variants.rows.filter((v) => v.product_id === row.id)));
}

export async function getProduct(db: Queryable, id: string): Promise<Product> {
  const [product] = await listProducts(db, [id]);
  if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND_MESSAGE);
  return product;
}

interface CartRow {
  id: string;
  kind: 'cart' | 'subscription';
  coupons: string[];
  shipping_location: ShippingLocation | null;
  shipping_option_id: string | null;
  created_at: string | Date;
  purchased_at: string | Date | null;
}

interface EntryRow extends VariantColumns {
  entry_id: string;
  quantity: number;
  variant_id: string;
  product_id: string;
  product_name: string;
  product_type: Product['productType'];
  images: Array<{ src: string }>;
}

/** An open (not purchased) cart, or null. `lock` takes the row lock for the transaction. */
export async function findOpenCart(db: Queryable, ref: CartRef | null | undefined, lock = false): Promise<CartRow | null> {
  if (!ref) return null;
  const [column, value] = 'token' in ref ? ['token_hash', cartTokenHash(ref.token)] : ['id', ref.id];
  const result = await db.query<CartRow>(`SELECT * FROM commerce_carts WHERE ${column} = $1 AND purchased_at IS NULL${lock ? ' FOR UPDATE' : ''}`, [value]);
  return result.rows[0] ?? null;
}

/** A new cart and its token (given to the visitor once, in the cart cookie). */
export async function createCart(db: Queryable, now: Date, kind: CartRow['kind'] = 'cart'): Promise<{ cart: CartRow; token: string }> {
  const token = newCartToken();
  const result = await db.query<CartRow>('INSERT INTO commerce_carts (id, token_hash, kind, created_at) VALUES ($1, $2, $3, $4) RETURNING *', [
    newCartId(),
    cartTokenHash(token),
    kind,
    now.toISOString(),
  ]);
  return { cart: result.rows[0]!, token };
}

async function cartEntries(db: Queryable, cartId: string): Promise<EntryRow[]> {
  const result = await db.query<EntryRow>(
    `SELECT e.id::text AS entry_id, e.quantity, v.id AS variant_id, v.sku, v.price_cents, v.on_sale, v.sale_price_cents,
            v.qty_in_stock, v.unlimited, v.option_values, p.id AS product_id, p.name AS product_name,
            p.product_type, p.images
       FROM commerce_cart_entries e
       JOIN commerce_variants v ON v.id = e.variant_id
       JOIN commerce_products p ON p.id = v.product_id
      WHERE e.cart_id = $1
      ORDER BY e.id`,
    [cartId],
  );
  return result.rows;
}

function unitPrice(row: Pick<EntryRow, 'on_sale' | 'sale_price_cents' | 'price_cents'>): number {
  return row.on_sale ? row.sale_price_cents : row.price_cents;
}

function stockOf(row: Pick<EntryRow, 'unlimited' | 'product_type' | 'qty_in_stock'>): number {
  return row.unlimited || row.product_type === 'DIGITAL' ? Infinity : row.qty_in_stock;
}

interface CouponRow {
  code: string;
  description: string;
  percent_off: number;
}

/** The cart as spec 02 §3 describes it, with every total computed from stored prices. */
export async function buildCart(db: Queryable, cart: CartRow | null, currency: MoneyCurrency, websiteId: string | null): Promise<ShoppingCartInput> {
  if (!cart) return { websiteId, subtotalAmount: { amount: 0, currencyCode: currency } };
  const rows = await cartEntries(db, cart.id);
  const entries = rows.map((row) => {
    const unit = unitPrice(row);
    const stock = stockOf(row);
    return {
      id: row.entry_id,
      productId: row.product_id,
      productName: row.product_name,
      productType: row.product_type,
      variantId: row.variant_id,
      sku: row.sku,
      optionSummary: row.option_values.map((o) => `${o.optionName}: ${o.value}`).join(', '),
      imageUrl: row.images[0]?.src ?? '',
      quantity: row.quantity,
      unitPriceCents: unit,
      regularUnitPriceCents: row.on_sale ? row.price_cents : null,
      lineTotalCents: unit * row.quantity,
      maxQuantity: Number.isFinite(stock) ? Math.min(stock, MAX_LINE_QUANTITY) : null,
      // Re-checked on every read: an item sold out since it was added says so here.
      ...cartLineAvailability(row.quantity, Number.isFinite(stock) ? stock : null),
    };
  });
  const subtotal = entries.reduce((sum, entry) => sum + entry.lineTotalCents, 0);
  const coupons = cart.coupons.length
    ? (await db.query<CouponRow>('SELECT * FROM commerce_coupons WHERE code = ANY($1)', [cart.coupons])).rows
    : [];
  const percent = coupons.reduce((sum, coupon) => sum + coupon.percent_off, 0);
  const discount = Math.min(subtotal, Math.floor((subtotal * Math.min(100, percent)) / 100));
  const hasDigital = entries.some((entry) => entry.productType === 'DIGITAL');
  const { options, rules } = await storeShippingAndTax(db);
  const shippingAndTax = computeShippingAndTax({
    lines: entries,
    subtotalCents: subtotal,
    discountCents: discount,
    location: cart.shipping_location,
    selectedOptionId: cart.shipping_option_id,
    options,
    rules,
  });
  const requiresShipping = entries.some((entry) => entry.productType === 'PHYSICAL');
  const described = coupons.map((coupon) => ({ code: coupon.code, description: coupon.description }));
  return {
    id: cart.id,
    websiteId,
    created: new Date(cart.created_at).toISOString(),
    isPurchased: cart.purchased_at !== null,
    entries,
    coupons: described,
    validCoupons: described,
    invalidCoupons: [],
    subtotalCents: subtotal,
    shippingOptions: shippingAndTax.shippingOptions,
    selectedShippingOption: shippingAndTax.selectedShippingOption,
    shippingLocation: { ...shippingAndTax.shippingLocation },
    applicableTaxRules: shippingAndTax.applicableTaxRules,
    taxCents: shippingAndTax.taxCents,
    shippingCostCents: shippingAndTax.shippingCostCents,
    discountCents: discount,
    grandTotalCents: subtotal - discount + shippingAndTax.shippingCostCents + shippingAndTax.taxCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    subtotalAmount: { amount: subtotal, currencyCode: currency },
    hasDigital,
    purelyDigital: entries.length > 0 && entries.every((entry) => entry.productType === 'DIGITAL'),
    requiresShipping,
  };
}

/** The store's shipping options and tax rules (server configuration; seeded for the demo store). */
export async function storeShippingAndTax(db: Queryable): Promise<{ options: ShippingOptionConfig[]; rules: TaxRuleConfig[] }> {
  const options = await db.query<{ id: string; name: string; cost_cents: number; free_over_cents: number | null; countries: string[] }>(
    'SELECT * FROM commerce_shipping_options ORDER BY position, id',
  );
  const rules = await db.query<{ id: string; name: string; country: string; region: string; rate_millipercent: number; applies_to_shipping: boolean }>(
    'SELECT * FROM commerce_tax_rules ORDER BY country, region, id',
  );
  return {
    options: options.rows.map((row) => ({ id: row.id, name: row.name, costCents: row.cost_cents, freeOverCents: row.free_over_cents, countries: row.countries })),
    rules: rules.rows.map((row) => ({
      id: row.id,
      name: row.name,
      country: row.country,
      region: row.region,
      rateMillipercent: row.rate_millipercent,
      appliesToShipping: row.applies_to_shipping,
    })),
  };
}

/** Shipping options as stored: in the given order; an id already stored keeps its row. */
export async function insertShippingOptions(db: Queryable, options: ReadonlyArray<Omit<ShippingOptionConfig, 'countries'> & { countries: readonly string[] }>): Promise<void> {
  let position = 0;
  for (const option of options) {
    await db.query(
      'INSERT INTO commerce_shipping_options (id, name, cost_cents, free_over_cents, countries, position) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING',
      [option.id, option.name, option.costCents, option.freeOverCents, JSON.stringify(option.countries), position++],
    );
  }
}

/** Tax rules as stored; an id already stored keeps its row. */
export async function insertTaxRules(db: Queryable, rules: readonly TaxRuleConfig[]): Promise<void> {
  for (const rule of rules) {
    await db.query(
      'INSERT INTO commerce_tax_rules (id, name, country, region, rate_millipercent, applies_to_shipping) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING',
      [rule.id, rule.name, rule.country, rule.region, rule.rateMillipercent, rule.appliesToShipping],
    );
  }
}

/** Replaces the store's shipping options and tax rules (owner settings, ids unique) in the caller's transaction. */
export async function replaceShippingAndTax(db: Queryable, settings: { options: ShippingOptionConfig[]; rules: TaxRuleConfig[] }): Promise<void> {
  await db.query('DELETE FROM commerce_shipping_options');
  await db.query('DELETE FROM commerce_tax_rules');
  await insertShippingOptions(db, settings.options);
  await insertTaxRules(db, settings.rules);
}

export const SHIPPING_OPTION_UNAVAILABLE_MESSAGE = 'This shipping option does not ship to the chosen country.';

/** Sets where the cart ships to and/or the chosen shipping option. */
export async function setShipping(db: Queryable, cart: CartRow, change: { location?: ShippingLocation; optionId?: string }): Promise<void> {
  const location = change.location ?? cart.shipping_location;
  if (change.optionId !== undefined) {
    const { options } = await storeShippingAndTax(db);
    const country = (location ?? DEFAULT_SHIPPING_LOCATION).country;
    const option = options.find((candidate) => candidate.id === change.optionId);
    if (!option || !option.countries.includes(country)) throw badRequest(SHIPPING_OPTION_UNAVAILABLE_MESSAGE);
  }
  await db.query('UPDATE commerce_carts SET shipping_location = $2, shipping_option_id = COALESCE($3, shipping_option_id) WHERE id = $1', [
    cart.id,
    location ? JSON.stringify(location) : null,
    change.optionId ?? null,
  ]);
}

async function variantForSale(db: Queryable, productId: string, variantId: string): Promise<EntryRow> {
  const result = await db.query<EntryRow>(
    `SELECT v.id AS variant_id, v.sku, v.price_cents, v.on_sale, v.sale_price_cents, v.qty_in_stock, v.unlimited, v.option_values,
            p.id AS product_id, p.name AS product_name, p.product_type, p.images
       FROM commerce_variants v JOIN commerce_products p ON p.id = v.product_id
      WHERE v.id = $1 AND p.id = $2 AND p.workflow_state = 'PUBLISHED'`,
    [variantId, productId],
  );
  const row = result.rows[0];
  if (!row) throw new HttpError(404, PRODUCT_NOT_FOUND_MESSAGE);
  return row;
}

/** Refuses a quantity above the stock, with the same words the product block uses. */
function checkStock(row: EntryRow, quantity: number): void {
  const stock = stockOf(row);
  if (stock <= 0) throw badRequest(ADD_TO_CART_MESSAGES.soldOut, { reason: 'sold-out' });
  if (quantity > stock) throw badRequest(ADD_TO_CART_MESSAGES.notEnoughStock(stock), { reason: 'not-enough-stock', available: stock });
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(`At most ${MAX_LINE_QUANTITY} of one item fit in a cart.`);
}

/**
 * Gives an open cart a new token (its old one stops working) and returns it: the checkout
 * hand-off sets it as the cart cookie of the site API. Null when the cart is gone or bought.
 */
export async function reissueCartToken(db: Queryable, cartId: string): Promise<string | null> {
  const token = newCartToken();
  const updated = await db.query('UPDATE commerce_carts SET token_hash = $2 WHERE id = $1 AND purchased_at IS NULL RETURNING id', [cartId, cartTokenHash(token)]);
  return updated.rows.length > 0 ? token : null;
}

/** Adds to the cart (creating it when needed); returns the cart's id, and its token when it is new. */
export async function addToCart(
  db: Queryable,
  cart: CartRow | null,
  now: Date,
  item: { productId: string; variantId: string; quantity: number },
): Promise<{ id: string; newToken: string | null }> {
  const row = await variantForSale(db, item.productId, item.variantId);
  const created = cart ? null : await createCart(db, now);
  const open = cart ?? created!.cart;
  const current = await db.query<{ quantity: number }>('SELECT quantity FROM commerce_cart_entries WHERE cart_id = $1 AND variant_id = $2', [open.id, item.variantId]);
  checkStock(row, (current.rows[0]?.quantity ?? 0) + item.quantity);
  await db.query(
    `INSERT INTO commerce_cart_entries (cart_id, variant_id, quantity) VALUES ($1, $2, $3)
     ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = commerce_cart_entries.quantity + EXCLUDED.quantity`,
    [open.id, item.variantId, item.quantity],
  );
  return { id: open.id, newToken: created?.token ?? null };
}

export async function setEntryQuantity(db: Queryable, cart: CartRow, entryId: string, quantity: number): Promise<void> {
  const entry = await db.query<{ variant_id: string; product_id: string }>(
    'SELECT e.variant_id, v.product_id FROM commerce_cart_entries e JOIN commerce_variants v ON v.id = e.variant_id WHERE e.cart_id = $1 AND e.id::text = $2',
    [cart.id, entryId],
  );
  const found = entry.rows[0];
  if (!found) throw new HttpError(404, ENTRY_NOT_FOUND_MESSAGE);
  checkStock(await variantForSale(db, found.product_id, found.variant_id), quantity);
  await db.query('UPDATE commerce_cart_entries SET quantity = $3 WHERE cart_id = $1 AND id::text = $2', [cart.id, entryId, quantity]);
}

export async function removeEntry(db: Queryable, cart: CartRow, entryId: string): Promise<void> {
  const removed = await db.query('DELETE FROM commerce_cart_entries WHERE cart_id = $1 AND id::text = $2 RETURNING id', [cart.id, entryId]);
  if (removed.rows.length === 0) throw new HttpError(404, ENTRY_NOT_FOUND_MESSAGE);
}

export async function applyCoupon(db: Queryable, cart: CartRow, code: string): Promise<void> {
  const coupon = await db.query<CouponRow>('SELECT * FROM commerce_coupons WHERE upper(code) = upper($1)', [code.trim()]);
  const found = coupon.rows[0];
  if (!found) throw badRequest(COUPON_INVALID_MESSAGE);
  const codes = [...new Set([...cart.coupons, found.code])];
  await db.query('UPDATE commerce_carts SET coupons = $2 WHERE id = $1', [cart.id, JSON.stringify(codes)]);
}

export async function removeCoupon(db: Queryable, cart: CartRow, code: string): Promise<void> {
  await db.query('UPDATE commerce_carts SET coupons = $2 WHERE id = $1', [cart.id, JSON.stringify(cart.coupons.filter((c) => c !== code))]);
}

export interface PlacedOrder {
  id: string;
  cart: ShoppingCartInput;
}

export class SoldOutError extends Error {
  constructor(readonly productName: string) {
    super(soldOutMessage(productName));
  }
}

/**
 * Places the order of an open cart in one transaction: stock of every limited line is
 * decremented with a conditional UPDATE (the row lock makes a second buyer wait and then see the
 * new stock), the totals are computed from stored prices, the order is recorded and the cart is
 * marked purchased. Any line out of stock rolls everything back with a SoldOutError.
 */
export async function placeOrder(tx: Queryable, ref: CartRef | null, now: Date, currency: MoneyCurrency, websiteId: string | null): Promise<PlacedOrder | null> {
  const cart = await findOpenCart(tx, ref, true);
  if (!cart) return null;
  const built = await buildCart(tx, cart, currency, websiteId);
  const entries = built.entries ?? [];
  if (entries.length === 0) return null;
  // Rows are locked in one order (by variant id) so two orders sharing variants cannot deadlock.
  const byVariant = [...entries].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  for (const entry of byVariant) {
    const taken = await tx.query(
      `UPDATE commerce_variants SET qty_in_stock = CASE WHEN unlimited THEN qty_in_stock ELSE qty_in_stock - $2 END
        WHERE id = $1 AND (unlimited OR $3 OR qty_in_stock >= $2) RETURNING id`,
      [entry.variantId, entry.quantity, entry.productType === 'DIGITAL'],
    );
    if (taken.rows.length === 0) throw new SoldOutError(entry.productName);
  }
  const order = await tx.query<{ id: string }>(
    `INSERT INTO commerce_orders (cart_id, entries, coupons, subtotal_cents, discount_cents, tax_cents, shipping_cost_cents, grand_total_cents, currency, created_at, shipping, tax_rules)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text`,
    [
      cart.id,
      JSON.stringify(entries),
      JSON.stringify(built.coupons ?? []),
      built.subtotalCents,
      built.discountCents,
      built.taxCents,
      built.shippingCostCents,
      built.grandTotalCents,
      currency,
      now.toISOString(),
      JSON.stringify({ location: built.shippingLocation ?? null, option: built.selectedShippingOption ?? null }),
      JSON.stringify(built.applicableTaxRules ?? []),
    ],
  );
  await tx.query('UPDATE commerce_carts SET purchased_at = $2 WHERE id = $1', [cart.id, now.toISOString()]);
  const id = order.rows[0]!.id;
  return { id, cart: { ...built, isPurchased: true, orderId: id } };
}

export interface OrderSummary {
  id: string;
  cartId: string;
  entries: unknown;
  coupons: unknown;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCostCents: number;
  grandTotalCents: number;
  currency: string;
  /** Where it ships and with which option: `{ location, option }`. */
  shipping: unknown;
  taxRules: unknown;
  created: string;
}

export async function listOrders(db: Queryable, limit: number): Promise<OrderSummary[]> {
  const result = await db.query<Record<string, unknown>>('SELECT * FROM commerce_orders ORDER BY created_at DESC, id DESC LIMIT $1', [limit]);
  return result.rows.map((row) => ({
    id: String(row.id),
    cartId: String(row.cart_id),
    entries: row.entries,
    coupons: row.coupons,
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    taxCents: Number(row.tax_cents),
    shippingCostCents: Number(row.shipping_cost_cents),
    grandTotalCents: Number(row.grand_total_cents),
    currency: String(row.currency),
    shipping: row.shipping ?? null,
    taxRules: row.tax_rules ?? [],
    created: new Date(row.created_at as string).toISOString(),
  }));
}
