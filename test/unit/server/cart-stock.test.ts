import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { CART_COOKIE_NAME } from '../../../server/routes/commerce.js';
import { cartLineAvailability } from '../../../src/runtime/commerce/variant-selection.js';
import { CRUMB, postJson, useTestServer } from './server-test-harness.js';

// Issue 17: adding the last item in stock to 50 carts succeeded 50 times and 49 shoppers learnt
// only at checkout. Adds are checked against stock; the cart re-checks every line when read.

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));

const add = (quantity: number, token?: string) =>
  postJson(app, '/api/commerce/cart/entries', { productId: 'harbour-blend', variantId: 'harbour-1k-ground', quantity }, token ? { cookies: { [CART_COOKIE_NAME]: token } } : {});
const tokenOf = (reply: { cookies: Array<{ name: string; value: string }> }) => reply.cookies.find((cookie) => cookie.name === CART_COOKIE_NAME)!.value;
const readCart = async (token: string) => (await app.inject({ method: 'GET', url: '/api/commerce/cart', cookies: { [CART_COOKIE_NAME]: token } })).json().cart;

describe('stock at add time and whenever the cart is shown (spec 02 §3, issue 17)', () => {
  it('a quantity above the stock is refused at add time, and nothing is added', async () => {
    await app.ready();
    const reply = await add(6);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ error: 'Only 5 left in stock.', reason: 'not-enough-stock' });
    expect(Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM commerce_cart_entries')).rows[0]?.n)).toBe(0);
    await db.query("UPDATE commerce_variants SET qty_in_stock = 0 WHERE id = 'harbour-1k-ground'");
    expect((await add(1)).json()).toMatchObject({ error: 'Sold out', reason: 'sold-out' });
  });

  it('a line that sold out since it was added says so when the cart is read, before Checkout', async () => {
    await app.ready();
    const first = tokenOf(await add(5));
    const second = tokenOf(await add(3));
    expect((await readCart(second)).entries[0]).toMatchObject({ availability: 'available', availabilityMessage: null });
    // The first shopper buys every piece.
    const bought = await app.inject({
      method: 'POST',
      url: '/commerce/goto-checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `crumb=${CRUMB}`,
      cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: first },
    });
    expect(bought.statusCode).toBe(200);
    expect((await readCart(second)).entries[0]).toMatchObject({ quantity: 3, availability: 'sold-out', availabilityMessage: 'Sold out', maxQuantity: 0 });
    const review = await app.inject({ method: 'GET', url: '/commerce/goto-checkout', cookies: { [CART_COOKIE_NAME]: second } });
    expect(review.body).toContain('<strong class="availability" role="status">Sold out</strong>');
  });

  it('a line above what is left names how many are left', async () => {
    await app.ready();
    const token = tokenOf(await add(4));
    await db.query("UPDATE commerce_variants SET qty_in_stock = 2 WHERE id = 'harbour-1k-ground'");
    expect((await readCart(token)).entries[0]).toMatchObject({ availability: 'not-enough-stock', availabilityMessage: 'Only 2 left in stock.' });
  });

  it('cartLineAvailability: the rule', () => {
    expect(cartLineAvailability(3, null)).toEqual({ availability: 'available', availabilityMessage: null });
    expect(cartLineAvailability(3, 3)).toEqual({ availability: 'available', availabilityMessage: null });
    expect(cartLineAvailability(3, 1)).toEqual({ availability: 'not-enough-stock', availabilityMessage: 'Only 1 left in stock.' });
    expect(cartLineAvailability(1, 0)).toEqual({ availability: 'sold-out', availabilityMessage: 'Sold out' });
  });
});
