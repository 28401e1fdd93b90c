import type { Queryable } from '../db/database.js';
import type { Product } from '../../src/runtime/commerce/product-schema.js';
import { insertShippingOptions, insertTaxRules } from './cart-service.js';

/**
 * The demo catalogue: every product type (physical, digital, service, gift card), variants with
 * options, sale prices, limited and unlimited stock, a sold-out product, a subscription and one
 * item with a single piece left (the two-buyers check). Inserted once; kept when it exists.
 */

/** A small labelled picture as an SVG data URL, so the demo needs no image files. */
function swatch(label: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="${background}"/><text x="400" y="420" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type SeedVariant = { id: string; sku: string; price: number; onSale?: boolean; salePrice?: number; qtyInStock?: number; unlimited?: boolean; options?: Record<string, string> };
type SeedProduct = Omit<Product, 'variants' | 'images' | 'description' | 'workflowState' | 'dimensions'> & {
  dimensions?: { length: number; width: number; height: number };
  description: string;
  image: [string, string];
  variants: SeedVariant[];
};

export const DEMO_CATALOGUE: readonly SeedProduct[] = [
  {
    id: 'harbour-blend',
    name: 'Harbour Blend Coffee Beans',
    description: 'Our house espresso: chocolate, hazelnut and a little orange.',
    productType: 'PHYSICAL',
    image: ['Harbour Blend', '#6b4226'],
    variantOptionOrdering: ['Size', 'Grind'],
    variants: [
      { id: 'harbour-250-whole', sku: 'HB-250-W', price: 1400, qtyInStock: 40, options: { Size: '250 g', Grind: 'Whole bean' } },
      { id: 'harbour-250-ground', sku: 'HB-250-G', price: 1400, qtyInStock: 0, options: { Size: '250 g', Grind: 'Ground' } },
      { id: 'harbour-1k-whole', sku: 'HB-1K-W', price: 4800, onSale: true, salePrice: 3900, qtyInStock: 12, options: { Size: '1 kg', Grind: 'Whole bean' } },
      { id: 'harbour-1k-ground', sku: 'HB-1K-G', price: 4800, onSale: true, salePrice: 3900, qtyInStock: 5, options: { Size: '1 kg', Grind: 'Ground' } },
    ],
  },
  {
    id: 'enamel-mug',
    name: 'Enamel Camp Mug',
    description: 'Speckled enamel, 350 ml, survives the dishwasher and the campfire.',
    productType: 'PHYSICAL',
    image: ['Enamel Mug', '#2f5d7c'],
    shippingWeight: 0.3,
    dimensions: { length: 12, width: 9, height: 8 },
    variantOptionOrdering: ['Colour'],
    variants: [
      { id: 'mug-blue', sku: 'MUG-BLUE', price: 1800, qtyInStock: 25, options: { Colour: 'Harbour blue' } },
      { id: 'mug-white', sku: 'MUG-WHITE', price: 1800, qtyInStock: 0, options: { Colour: 'Sea-salt white' } },
    ],
  },
  {
    id: 'last-teapot',
    name: 'Hand-thrown Teapot',
    description: 'One of a kind, thrown by a local potter. Only one exists.',
    productType: 'PHYSICAL',
    image: ['Teapot', '#7c5a2f'],
    shippingWeight: 1.2,
    dimensions: { length: 24, width: 16, height: 15 },
    variants: [{ id: 'teapot-one', sku: 'TEAPOT-1', price: 12000, qtyInStock: 1 }],
  },
  {
    id: 'linen-apron',
    name: 'Linen Apron',
    description: 'Stone-washed linen with a deep front pocket.',
    productType: 'PHYSICAL',
    image: ['Apron', '#556b2f'],
    variants: [{ id: 'apron-one', sku: 'APRON-1', price: 3500, qtyInStock: 0 }],
  },
  {
    id: 'cafe-cookbook',
    name: 'Harbour Café Cookbook (PDF)',
    description: 'Forty recipes from our kitchen, as a download.',
    productType: 'DIGITAL',
    image: ['Cookbook', '#8b1e3f'],
    variants: [{ id: 'cookbook-pdf', sku: 'SQ4820193', price: 1500, onSale: true, salePrice: 999, unlimited: true }],
  },
  {
    id: 'barista-class',
    name: 'Home Barista Class',
    description: 'Two hours at our bar: dialling in, milk texture, latte art.',
    productType: 'SERVICE',
    image: ['Barista Class', '#3d3d3d'],
    variantOptionOrdering: ['Session'],
    variants: [
      { id: 'class-saturday', sku: 'CLASS-SAT', price: 6500, unlimited: true, options: { Session: 'Saturday morning' } },
      { id: 'class-weekday', sku: 'CLASS-WED', price: 5500, unlimited: true, options: { Session: 'Wednesday evening' } },
    ],
  },
  {
    id: 'gift-card',
    name: 'Harbour Café Gift Card',
    description: 'Spend it on coffee, beans or a class.',
    productType: 'GIFT_CARD',
    image: ['Gift Card', '#b8860b'],
    variantOptionOrdering: ['Amount'],
    variants: [
      { id: 'gift-25', sku: 'SQ0000025', price: 2500, unlimited: true, options: { Amount: '$25' } },
      { id: 'gift-50', sku: 'SQ0000050', price: 5000, unlimited: true, options: { Amount: '$50' } },
    ],
  },
  {
    id: 'beans-subscription',
    name: 'Monthly Beans Subscription',
    description: 'A fresh 250 g bag of the roaster’s choice every month for a year.',
    productType: 'PHYSICAL',
    image: ['Subscription', '#1f4e3d'],
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
    variants: [{ id: 'subscription-monthly', sku: 'SUB-MONTHLY', price: 1600, unlimited: true }],
  },
];

export const DEMO_COUPONS = [{ code: 'WELCOME10', description: '10% off your first order', percentOff: 10 }] as const;

/**
 * The demo store's shipping options: flat rates, free standard shipping from $75 in the US, and
 * one international rate. Server configuration: the spec defines the cart's shipping fields, not rates.
 */
export const DEMO_SHIPPING_OPTIONS = [
  { id: 'standard', name: 'Standard shipping (3-5 days)', costCents: 600, freeOverCents: 7500, countries: ['US'] },
  { id: 'express', name: 'Express shipping (1-2 days)', costCents: 1500, freeOverCents: null, countries: ['US'] },
  { id: 'international', name: 'International shipping', costCents: 2500, freeOverCents: null, countries: ['CA', 'GB', 'NO', 'DE', 'FR', 'AU', 'JP'] },
] as const;

/** The demo store's tax rates (rate in thousandths of a percent: 8875 is 8.875 %). */
export const DEMO_TAX_RULES = [
  { id: 'us-ny', name: 'New York sales tax', country: 'US', region: 'NY', rateMillipercent: 8875, appliesToShipping: false },
  { id: 'us-ca', name: 'California sales tax', country: 'US', region: 'CA', rateMillipercent: 7250, appliesToShipping: false },
  { id: 'ca-gst', name: 'GST', country: 'CA', region: '', rateMillipercent: 5000, appliesToShipping: true },
  { id: 'gb-vat', name: 'VAT', country: 'GB', region: '', rateMillipercent: 20000, appliesToShipping: true },
  { id: 'no-mva', name: 'MVA', country: 'NO', region: '', rateMillipercent: 25000, appliesToShipping: true },
  { id: 'de-vat', name: 'MwSt.', country: 'DE', region: '', rateMillipercent: 19000, appliesToShipping: true },
  { id: 'fr-vat', name: 'TVA', country: 'FR', region: '', rateMillipercent: 20000, appliesToShipping: true },
  { id: 'au-gst', name: 'GST', country: 'AU', region: '', rateMillipercent: 10000, appliesToShipping: true },
  { id: 'jp-ct', name: 'Consumption tax', country: 'JP', region: '', rateMillipercent: 10000, appliesToShipping: true },
] as const;

/** Inserts the demo shipping options and tax rules (a fresh store; kept when there are rates). */
export async function seedShippingAndTax(db: Queryable): Promise<void> {
  const options = await db.query('SELECT 1 FROM commerce_shipping_options LIMIT 1');
  if (options.rows.length === 0) await insertShippingOptions(db, DEMO_SHIPPING_OPTIONS);
  const rules = await db.query('SELECT 1 FROM commerce_tax_rules LIMIT 1');
  if (rules.rows.length === 0) await insertTaxRules(db, DEMO_TAX_RULES);
}

/** Inserts the demo catalogue, coupons and rates into a fresh store; an existing catalogue is kept (stock included). */
export async function seedCatalogue(db: Queryable): Promise<void> {
  const existing = await db.query('SELECT 1 FROM commerce_products LIMIT 1');
  if (existing.rows.length > 0) return;
  // A fresh store only: rates the owner set (even none) stay as they are across restarts.
  await seedShippingAndTax(db);
  let position = 0;
  for (const product of DEMO_CATALOGUE) {
    await db.query(
      `INSERT INTO commerce_products (id, name, description, product_type, images, variant_option_ordering, subscription_plan, position, shipping_weight, dimensions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [
        product.id,
        product.name,
        product.description,
        product.productType,
        JSON.stringify([{ src: swatch(...product.image), alt: product.name, width: 800, height: 800 }]),
        JSON.stringify(product.variantOptionOrdering ?? []),
        product.subscriptionPlan ? JSON.stringify(product.subscriptionPlan) : null,
        position++,
        product.shippingWeight ?? null,
        product.dimensions ? JSON.stringify(product.dimensions) : null,
      ],
    );
    let variantPosition = 0;
    for (const variant of product.variants) {
      await db.query(
        `INSERT INTO commerce_variants (id, product_id, sku, price_cents, on_sale, sale_price_cents, qty_in_stock, unlimited, option_values, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
        [
          variant.id,
          product.id,
          variant.sku,
          variant.price,
          variant.onSale ?? false,
          variant.salePrice ?? 0,
          variant.qtyInStock ?? 0,
          variant.unlimited ?? false,
          JSON.stringify(Object.entries(variant.options ?? {}).map(([optionName, value]) => ({ optionName, value }))),
          variantPosition++,
        ],
      );
    }
  }
  for (const coupon of DEMO_COUPONS) {
    await db.query('INSERT INTO commerce_coupons (code, description, percent_off) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING', [
      coupon.code,
      coupon.description,
      coupon.percentOff,
    ]);
  }
}
