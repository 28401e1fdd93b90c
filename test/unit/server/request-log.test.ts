import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { CART_COOKIE_NAME } from '../../../server/routes/commerce.js';
import { CRUMB, buildTestApp, useTestDatabase } from './server-test-harness.js';

/**
 * Issue 46, finding 5: with LOG=1 every request and answer is logged; the log must not become a
 * store of visitors' credentials. Query strings (crumbs, review tokens, search terms) are
 * redacted, and no crumb or cart token appears anywhere in a line.
 */
let db: Database;
useTestDatabase((opened) => (db = opened));
let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

describe('the request log (LOG=1)', () => {
  it('logs each request\'s method and path, never its query string, crumb or cart token', async () => {
    const lines: string[] = [];
    app = await buildTestApp(db, { logger: { stream: { write: (line: string) => void lines.push(line) } } });
    const added = await app.inject({
      method: 'POST',
      url: `/api/commerce/cart/entries?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      payload: { productId: 'harbour-blend', variantId: 'harbour-250-whole', quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const token = added.cookies.find((cookie) => cookie.name === CART_COOKIE_NAME)!.value;
    await app.inject({ method: 'GET', url: `/api/commerce/cart?crumb=${CRUMB}&q=secret-search`, cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: token } });
    await app.inject({ method: 'GET', url: '/api/commerce/reviews/request?token=review-token-0123456789' });

    const log = lines.join('\n');
    expect(log).toContain('/api/commerce/cart/entries');
    expect(log).toContain('"url":"/api/commerce/cart?…"');
    for (const secret of [CRUMB, token, 'secret-search', 'review-token-0123456789', 'crumb=']) expect(log).not.toContain(secret);
  });
});
