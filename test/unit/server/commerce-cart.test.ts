import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { CART_COOKIE_NAME } from '../../../server/routes/commerce.js';
import { PAYMENT_OUT_OF_SCOPE_NOTICE } from '../../../server/commerce/checkout-page.js';
import { shoppingCartSchema } from '../../../src/runtime/commerce/cart-schema.js';
import { productSchema } from '../../../src/runtime/commerce/product-schema.js';
import { SESSION_EXPIRED_MESSAGE } from '../../../src/runtime/commerce/checkout-routes.js';
import { CRUMB, buildTestApp, openTestDatabase, ownerHeaders, postJson, resetDatabase, withCrumb } from './server-test-harness.js';

let db: Database;
let closeDb: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
});
afterAll(async () => closeDb());
beforeEach(async () => {
  await resetDatabase(db);
  app = await buildTestApp(db);
  await app.ready();
});
afterEach(async () => app.close());

function cartCookie(reply: LightMyRequestResponse): string {
  const cookie = reply.cookies.find((c) => c.name === CART_COOKIE_NAME);
  expect(cookie, 'the reply sets the cart-token cookie').toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  return cookie!.value;
}

const asShopper = (token: string | undefined) => (token ? { cookies: { [CART_COOKIE_NAME]: token } } : {});

async function add(productId: string, variantId: string, quantity: number, token?: string, extra: Record<string, unknown> = {}) {
  return postJson(app, '/api/commerce/cart/entries', { productId, variantId, quantity, ...extra }, asShopper(token));
}

function send(options: InjectOptions, token?: string) {
  return app.inject(withCrumb({ ...options, ...(token ? { cookies: { [CART_COOKIE_NAME]: token } } : {}) }));
}

function placeOrder(token: string) {
  return app.inject({
    method: 'POST',
    url: '/commerce/goto-checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `crumb=${CRUMB}`,
    cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: token },
  });
}

describe('catalogue', () => {
  it('seeds every product type, variants, a sale, stock and a subscription, valid against the product model', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/commerce/products' });
    expect(reply.statusCode).toBe(200);
    const products = (reply.json().products as unknown[]).map((p) => productSchema.parse(p));
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD']));
    expect(products.some((p) => p.subscriptionPlan)).toBe(true);
    expect(products.some((p) => p.variants.some((v) => v.onSale))).toBe(true);
    expect(products.find((p) => p.id === 'last-teapot')!.variants[0]!.qtyInStock).toBe(1);
  });

  it('answers 404 with a clear message for an unknown product, 400 for a bad id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/commerce/products/nope' })).json()).toEqual({ error: 'This product is not available.' });
    expect((await app.inject({ method: 'GET', url: '/api/commerce/products/%3Cscript%3E' })).statusCode).toBe(400);
  });
});

describe('cart', () => {
  it('starts empty without a cookie: the spec defaults', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/commerce/cart' });
    const cart = shoppingCartSchema.parse(reply.json().cart);
    expect(cart).toMatchObject({ id: null, entries: [], subtotalCents: 0, totalQuantity: 0 });
  });

  it('creates a cart keyed by the cart-token cookie and computes totals from stored prices', async () => {
    const first = await add('harbour-blend', 'harbour-1k-whole', 2, undefined, {});
    expect(first.statusCode).toBe(200);
    const token = cartCookie(first);
    await add('cafe-cookbook', 'cookbook-pdf', 1, token);
    const cart = shoppingCartSchema.parse((await send({ method: 'GET', url: '/api/commerce/cart' }, token)).json().cart);
    // The cart's id is its own, never its token (issue 46).
    expect(cart.id).toBe(first.json().cart.id);
    expect(cart.id).not.toBe(token);
    expect(cart.entries.map((e) => [e.productId, e.quantity, e.unitPriceCents, e.lineTotalCents])).toEqual([
      ['harbour-blend', 2, 3900, 7800],
      ['cafe-cookbook', 1, 999, 999],
    ]);
    expect(cart.entries[0]!.regularUnitPriceCents).toBe(4800);
    // Demo store rates: standard shipping is free from $75; New York sales tax 8.875 % (8799 × 0.08875 = 780.9 → 781).
    expect(cart).toMatchObject({ subtotalCents: 8799, shippingCostCents: 0, taxCents: 781, grandTotalCents: 9580, totalQuantity: 3, hasDigital: true, purelyDigital: false, requiresShipping: true });
    expect(cart.shippingLocation).toEqual({ country: 'US', region: 'NY', postalCode: '' });
    expect(cart.selectedShippingOption).toEqual({ id: 'standard', name: 'Standard shipping (3-5 days)', costCents: 0 });
    expect(cart.applicableTaxRules).toEqual([{ id: 'us-ny', name: 'New York sales tax', ratePercent: 8.875, taxCents: 781 }]);
    expect(cart.subtotalAmount).toEqual({ amount: 8799, currencyCode: 'USD' });
  });

  it('never trusts a price the client sends', async () => {
    const reply = await add('enamel-mug', 'mug-blue', 1, undefined, { price: 1 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/unknown field price/);
  });

  it('refuses more than the stock, counting what the cart already holds, with the product block words', async () => {
    const token = cartCookie(await add('harbour-blend', 'harbour-1k-ground', 4));
    const reply = await add('harbour-blend', 'harbour-1k-ground', 2, token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ error: 'Only 5 left in stock.', reason: 'not-enough-stock' });
    const soldOut = await add('enamel-mug', 'mug-white', 1, token);
    expect(soldOut.json()).toMatchObject({ error: 'Sold out', reason: 'sold-out' });
    expect((await add('enamel-mug', 'harbour-1k-ground', 1, token)).statusCode).toBe(404);
  });

  it('changes quantities within stock, removes entries and rejects bad quantities', async () => {
    const token = cartCookie(await add('enamel-mug', 'mug-blue', 1));
    const entryId = (await send({ method: 'GET', url: '/api/commerce/cart' }, token)).json().cart.entries[0].id as string;
    const put = (quantity: unknown) => send({ method: 'PUT', url: `/api/commerce/cart/entries/${entryId}`, payload: { quantity } }, token);
    expect((await put(3)).json().cart).toMatchObject({ totalQuantity: 3, subtotalCents: 5400 });
    expect((await put(26)).json().error).toBe('Only 25 left in stock.');
    expect((await put(0)).statusCode).toBe(400);
    expect((await put('2')).statusCode).toBe(400);
    const removed = await send({ method: 'DELETE', url: `/api/commerce/cart/entries/${entryId}` }, token);
    expect(removed.json().cart.entries).toEqual([]);
    expect((await send({ method: 'DELETE', url: `/api/commerce/cart/entries/${entryId}` }, token)).statusCode).toBe(404);
    expect((await send({ method: 'PUT', url: `/api/commerce/cart/entries/1`, payload: { quantity: 1 } })).json().error).toBe(
      'Your cart is empty or has expired. Add the items again.',
    );
  });

  it('applies a coupon as a discount and lists it; refuses an unknown one', async () => {
    const token = cartCookie(await add('barista-class', 'class-saturday', 2));
    const applied = await send({ method: 'POST', url: '/api/commerce/cart/coupons', payload: { code: 'welcome10' } }, token);
    // A class ships nothing; tax is on the discounted price: 11700 × 8.875 % = 1038.4 → 1038.
    expect(applied.json().cart).toMatchObject({ subtotalCents: 13000, discountCents: 1300, shippingCostCents: 0, taxCents: 1038, grandTotalCents: 12738 });
    expect(applied.json().cart.selectedShippingOption).toBeNull();
    expect(applied.json().cart.coupons).toEqual([{ code: 'WELCOME10', description: '10% off your first order' }]);
    const bad = await send({ method: 'POST', url: '/api/commerce/cart/coupons', payload: { code: 'FREE' } }, token);
    expect(bad.json()).toEqual({ error: 'This coupon code is not valid.' });
    const removed = await send({ method: 'DELETE', url: '/api/commerce/cart/coupons/WELCOME10' }, token);
    expect(removed.json().cart.discountCents).toBe(0);
  });

  it('computes shipping and tax on the server from where the cart ships to (store rates)', async () => {
    const token = cartCookie(await add('enamel-mug', 'mug-blue', 2));
    const shipping = (payload: Record<string, unknown>) => send({ method: 'PUT', url: '/api/commerce/cart/shipping', payload }, token);
    const start = (await send({ method: 'GET', url: '/api/commerce/cart' }, token)).json().cart;
    // 3600 is under the $75 free-shipping threshold: standard costs $6; NY tax on the goods only.
    expect(start).toMatchObject({ subtotalCents: 3600, shippingCostCents: 600, taxCents: 320, grandTotalCents: 4520 });

    const express = await shipping({ optionId: 'express' });
    expect(express.json().cart).toMatchObject({ shippingCostCents: 1500, grandTotalCents: 3600 + 1500 + 320 });

    // Great Britain: only the international option ships there (the express choice does not); VAT 20 % on goods and shipping.
    const gb = (await shipping({ location: { country: 'GB', postalCode: 'SW1A 1AA' } })).json().cart;
    expect(gb.selectedShippingOption).toEqual({ id: 'international', name: 'International shipping', costCents: 2500 });
    expect(gb).toMatchObject({ shippingCostCents: 2500, taxCents: 1220, grandTotalCents: 3600 + 2500 + 1220 });
    expect(gb.shippingLocation).toEqual({ country: 'GB', region: '', postalCode: 'SW1A 1AA' });

    // A place without a tax rule pays none.
    expect((await shipping({ location: { country: 'US', region: 'OR', postalCode: '97201' } })).json().cart).toMatchObject({ taxCents: 0, applicableTaxRules: [] });

    // spec 02 §5: a US zip is exactly 5 digits.
    const badZip = await shipping({ location: { country: 'US', region: 'NY', postalCode: '1234' } });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().error).toContain('US zip codes must be exactly 5 digits.');
    expect((await shipping({ location: { country: 'usa' } })).statusCode).toBe(400);
    expect((await shipping({ optionId: 'international' })).json().error).toBe('This shipping option does not ship to the chosen country.');
    expect((await shipping({ shippingCostCents: 0 })).statusCode).toBe(400);
    expect((await send({ method: 'PUT', url: '/api/commerce/cart/shipping', payload: { optionId: 'express' } })).statusCode).toBe(404);
  });

  it('lets the owner read and replace the shipping options and tax rules; carts follow at once', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/commerce/shipping-settings', headers: ownerHeaders });
    expect(read.json().shippingOptions.map((o: { id: string }) => o.id)).toEqual(['standard', 'express', 'international']);
    expect(read.json().taxRules).toContainEqual({ id: 'us-ny', name: 'New York sales tax', country: 'US', region: 'NY', rateMillipercent: 8875, appliesToShipping: false });
    expect((await app.inject({ method: 'GET', url: '/api/commerce/shipping-settings' })).statusCode).toBe(401);

    const settings = {
      shippingOptions: [{ id: 'courier', name: 'Courier', costCents: 900, countries: ['US'] }],
      taxRules: [{ id: 'us', name: 'Sales tax', country: 'US', rateMillipercent: 5000 }],
    };
    const put = (payload: Record<string, unknown>, headers: Record<string, string> = ownerHeaders) =>
      app.inject({ method: 'PUT', url: '/api/commerce/shipping-settings', headers, payload });
    expect((await put(settings, {})).statusCode).toBe(401);
    const saved = await put(settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      shippingOptions: [{ id: 'courier', name: 'Courier', costCents: 900, freeOverCents: null, countries: ['US'] }],
      taxRules: [{ id: 'us', name: 'Sales tax', country: 'US', region: '', rateMillipercent: 5000, appliesToShipping: false }],
    });
    const token = cartCookie(await add('enamel-mug', 'mug-blue', 1));
    // 1800 + courier 900; 5 % on the goods = 90.
    expect((await send({ method: 'GET', url: '/api/commerce/cart' }, token)).json().cart).toMatchObject({ shippingCostCents: 900, taxCents: 90, grandTotalCents: 2790 });

    const refused = await put({ shippingOptions: [{ id: 'x', name: 'X', costCents: -1, countries: ['usa'] }], taxRules: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/costCents must be at least 0;.*ISO 3166-1 alpha-2 country code/);
    expect((await put({ ...settings, taxRules: [settings.taxRules[0], settings.taxRules[0]] })).json().error).toContain('tax rule ids must be unique');
    expect((await app.inject({ method: 'GET', url: '/api/commerce/shipping-settings', headers: ownerHeaders })).json().shippingOptions).toHaveLength(1);

    // No rates at all: nothing to charge, and a restart does not bring the demo rates back.
    expect((await put({ shippingOptions: [], taxRules: [] })).statusCode).toBe(200);
    expect((await send({ method: 'GET', url: '/api/commerce/cart' }, token)).json().cart).toMatchObject({ shippingCostCents: 0, taxCents: 0, grandTotalCents: 1800, selectedShippingOption: null });
    await app.close();
    app = await buildTestApp(db);
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/commerce/shipping-settings', headers: ownerHeaders })).json()).toEqual({ shippingOptions: [], taxRules: [] });
  });

  it('needs the crumb to change a cart', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/commerce/cart/entries', payload: { productId: 'enamel-mug', variantId: 'mug-blue', quantity: 1 } });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().crumbFail).toBe(true);
  });

  it('gives a subscription its own cart, handed to checkout by a code posted once (issue 46); other products are refused', async () => {
    const reply = await postJson(app, '/api/commerce/subscription-cart', { productId: 'beans-subscription', variantId: 'subscription-monthly' });
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(reply.json())).toEqual(['checkoutCode']);
    const code = reply.json().checkoutCode as string;
    const subscribe = () =>
      app.inject({ method: 'POST', url: '/checkout/subscribe', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ code }).toString() });
    const page = await subscribe();
    expect(page.body).toContain('Monthly Beans Subscription: $16.00 every month for 12 months.');
    expect((await subscribe()).statusCode).toBe(404);
    expect((await postJson(app, '/api/commerce/subscription-cart', { productId: 'enamel-mug', variantId: 'mug-blue' })).json().error).toBe(
      'This product is not a subscription.',
    );
  });
});

describe('checkout and orders', () => {
  it('shows the exact session-expired text at /commerce/goto-checkout without a cart', async () => {
    const page = await app.inject({ method: 'GET', url: '/commerce/goto-checkout' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(SESSION_EXPIRED_MESSAGE);
  });

  it('reviews the cart, records the order, takes the stock and empties the cart', async () => {
    const token = cartCookie(await add('harbour-blend', 'harbour-1k-whole', 2));
    const review = await app.inject({ method: 'GET', url: '/commerce/goto-checkout', cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: token } });
    expect(review.body).toContain('Review your order');
    expect(review.body).toContain('$78.00');
    expect(review.body).toMatch(/New York sales tax \(8\.875 ?%\)[\s\S]*?\$6\.92/);
    expect(review.body).toContain('Standard shipping (3-5 days)');
    expect(review.body).toContain(PAYMENT_OUT_OF_SCOPE_NOTICE);
    const placed = await placeOrder(token);
    expect(placed.statusCode).toBe(200);
    expect(placed.body).toMatch(/data-order-id="\d+"/);
    const product = (await app.inject({ method: 'GET', url: '/api/commerce/products/harbour-blend' })).json().product;
    expect(product.variants.find((v: { id: string }) => v.id === 'harbour-1k-whole').qtyInStock).toBe(10);
    expect((await send({ method: 'GET', url: '/api/commerce/cart' }, token)).json().cart.entries).toEqual([]);
    expect((await placeOrder(token)).body).toContain(SESSION_EXPIRED_MESSAGE);

    const orders = await app.inject({ method: 'GET', url: '/api/commerce/orders', headers: ownerHeaders });
    expect(orders.json().orders).toHaveLength(1);
    expect(orders.json().orders[0].cartId).not.toBe(token);
    expect(orders.json().orders[0]).toMatchObject({ cartId: expect.stringMatching(/^cart_/), subtotalCents: 7800, shippingCostCents: 0, taxCents: 692, grandTotalCents: 8492, currency: 'USD' });
    expect(orders.json().orders[0].taxRules).toEqual([{ id: 'us-ny', name: 'New York sales tax', ratePercent: 8.875, taxCents: 692 }]);
    expect(orders.json().orders[0].shipping.location).toEqual({ country: 'US', region: 'NY', postalCode: '' });
  });

  it('keeps orders for the owner only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/commerce/orders' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/commerce/orders', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(403);
  });

  it('sells the last piece to exactly one of two shoppers ordering at once', async () => {
    const alice = cartCookie(await add('last-teapot', 'teapot-one', 1));
    const bob = cartCookie(await add('last-teapot', 'teapot-one', 1));
    const replies = await Promise.all([placeOrder(alice), placeOrder(bob)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.statusCode === 409)!;
    expect(loser.body).toContain('Sorry, Hand-thrown Teapot sold out before your order was placed.');
    const orders = (await app.inject({ method: 'GET', url: '/api/commerce/orders', headers: ownerHeaders })).json().orders;
    expect(orders).toHaveLength(1);
    const teapot = (await app.inject({ method: 'GET', url: '/api/commerce/products/last-teapot' })).json().product;
    expect(teapot.variants[0].qtyInStock).toBe(0);
  });

  it('refuses to place an order without the crumb', async () => {
    const token = cartCookie(await add('enamel-mug', 'mug-blue', 1));
    const reply = await app.inject({ method: 'POST', url: '/commerce/goto-checkout', cookies: { [CART_COOKIE_NAME]: token } });
    expect(reply.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/commerce/orders', headers: ownerHeaders })).json().orders).toEqual([]);
  });

  it('serves the gift card and donation reference pages', async () => {
    const gift = await app.inject({ method: 'GET', url: '/checkout/giftcard?websiteId=demo&giftCardProductId=gift-card&sku=SQ0000050' });
    expect(gift.body).toContain('Harbour Café Gift Card: $50.00.');
    const donate = await app.inject({ method: 'GET', url: '/checkout/donate?donatePageId=page-7' });
    expect(donate.body).toContain('Donation page: page-7.');
  });
});

describe('catalogue limits', () => {
  // spec 03 §9: max products in a collection 200
  it('lists at most 200 products', async () => {
    for (let i = 0; i < 200; i++) {
      await db.query("INSERT INTO commerce_products (id, name, product_type, position) VALUES ($1, $2, 'SERVICE', $3)", [`extra-${i}`, `Extra ${i}`, 100 + i]);
    }
    const products = (await app.inject({ method: 'GET', url: '/api/commerce/products' })).json().products as unknown[];
    expect(products).toHaveLength(200);
  });
});
