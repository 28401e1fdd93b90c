import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { migrate } from '../../../server/db/database.js';
import { CART_COOKIE_NAME } from '../../../server/routes/commerce.js';
import { buildTestApp, openTestDatabase, postJson, useTestServer, withCrumb } from './server-test-harness.js';

/**
 * Issue 46, finding 5: the cart token is a bearer credential. It travels only as the httpOnly
 * cart cookie of the site API: never in a reply body, a page or a URL.
 */
let app: FastifyInstance;
useTestServer((server) => ({ app } = server));

const MUG = { productId: 'harbour-blend', variantId: 'harbour-250-whole', quantity: 1 };
const tokenOf = (reply: LightMyRequestResponse) => reply.cookies.find((cookie) => cookie.name === CART_COOKIE_NAME)?.value;

describe('the cart token stays in its cookie', () => {
  it('a cart has an id apart from its token, and no reply body holds the token', async () => {
    const added = await postJson(app, '/api/commerce/cart/entries', MUG);
    expect(added.statusCode).toBe(200);
    const token = tokenOf(added)!;
    const cookie = added.cookies.find((c) => c.name === CART_COOKIE_NAME)!;
    expect(cookie.httpOnly).toBe(true);
    const cart = added.json().cart as { id: string; entries: Array<{ id: string }> };
    expect(cart.id).toMatch(/^[\w-]{16,}$/);
    expect(cart.id).not.toBe(token);
    const asShopper = { cookies: { [CART_COOKIE_NAME]: token } };
    const replies = [
      added,
      await app.inject({ method: 'GET', url: '/api/commerce/cart', ...asShopper }),
      await app.inject(withCrumb({ method: 'PUT', url: `/api/commerce/cart/entries/${cart.entries[0]!.id}`, payload: { quantity: 2 }, ...asShopper })),
      await app.inject(withCrumb({ method: 'PUT', url: '/api/commerce/cart/shipping', payload: { location: { country: 'US', region: 'NY', postalCode: '10001' } }, ...asShopper })),
      await app.inject({ method: 'GET', url: '/commerce/goto-checkout', ...asShopper }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.body).not.toContain(token);
    }
    expect(replies[1]!.json().cart.id).toBe(cart.id);
  });
});

describe('migration 420: carts made before it keep working', () => {
  it('a cart whose id was its token is found by that token, with its entries, under a new id', async () => {
    const all = (await readdir('server/db/migrations')).filter((name) => name.endsWith('.sql')).sort();
    const before = await mkdtemp(join(tmpdir(), 'cart-migrations-'));
    let old: { db: Database; close: () => Promise<void> } | undefined;
    let upgraded: FastifyInstance | undefined;
    try {
      for (const name of all.filter((file) => file < '420')) await cp(join('server/db/migrations', name), join(before, name));
      old = await openTestDatabase({ migrations: before });
      const token = 'old-cart-token-0123456789ab';
      await old.db.query(`INSERT INTO commerce_products (id, name, product_type) VALUES ('mug', 'Mug', 'PHYSICAL')`);
      await old.db.query(`INSERT INTO commerce_variants (id, product_id, sku, price_cents, qty_in_stock) VALUES ('mug-1', 'mug', 'M1', 1200, 5)`);
      await old.db.query(`INSERT INTO commerce_carts (id, created_at) VALUES ($1, now())`, [token]);
      await old.db.query(`INSERT INTO commerce_cart_entries (cart_id, variant_id, quantity) VALUES ($1, 'mug-1', 2)`, [token]);
      expect(await migrate(old.db)).toEqual(all.filter((file) => file >= '420'));
      upgraded = await buildTestApp(old.db);
      const reply = await upgraded.inject({ method: 'GET', url: '/api/commerce/cart', cookies: { [CART_COOKIE_NAME]: token } });
      expect(reply.statusCode).toBe(200);
      const cart = reply.json().cart as { id: string; totalQuantity: number };
      expect(cart.totalQuantity).toBe(2);
      expect(cart.id).not.toBe(token);
      expect(reply.body).not.toContain(token);
    } finally {
      await upgraded?.close();
      await old?.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
