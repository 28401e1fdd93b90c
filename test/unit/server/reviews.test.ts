import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { DEMO_REVIEW_REQUESTS } from '../../../server/reviews/demo-review-requests.js';
import { NOW, ownerHeaders, postJson, useTestServer } from './server-test-harness.js';

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));

const DAY = 24 * 60 * 60 * 1000;

async function addRequest(token: string, expiresInDays: number) {
  await db.query(
    `INSERT INTO review_requests (token, order_id, product_id, product_name, customer_name, created_at, expires_at)
     VALUES ($1, 'order-1', 'mug', 'Enamel Mug', 'Ada', $2, $3)`,
    [token, new Date(NOW.getTime() - 40 * DAY), new Date(NOW.getTime() + expiresInDays * DAY)],
  );
}

describe('product-reviews request API (spec 01 §2 page type 209, spec 02 §8)', () => {
  it('describes an open request and stores one review for it', async () => {
    await addRequest('token-open-000000001', 5);
    const info = await app.inject({ method: 'GET', url: '/api/commerce/reviews/request?token=token-open-000000001' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ status: 'open', productName: 'Enamel Mug', productImage: null, customerName: 'Ada' });

    const sent = await postJson(app, '/api/commerce/reviews', { token: 'token-open-000000001', rating: 4, title: ' Sturdy ', body: 'Keeps coffee hot.', name: 'Ada L.' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().review).toMatchObject({ productId: 'mug', rating: 4 });
    const stored = await app.inject({ method: 'GET', url: '/api/owner/reviews', headers: ownerHeaders });
    expect(stored.json().reviews.find((review: { productId: string }) => review.productId === 'mug')).toMatchObject({ rating: 4, title: 'Sturdy', body: 'Keeps coffee hot.', name: 'Ada L.' });

    // spec 02 §8 'You have already reviewed this purchase': the request is used up
    const again = await postJson(app, '/api/commerce/reviews', { token: 'token-open-000000001', rating: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You have already reviewed this purchase', code: 'already_reviewed' });
    expect((await app.inject({ method: 'GET', url: '/api/commerce/reviews/request?token=token-open-000000001' })).json().status).toBe('reviewed');
  });

  it("answers 410 'Your review request has expired' once the expiry has passed", async () => {
    await addRequest('token-expired-00000001', 0);
    expect((await app.inject({ method: 'GET', url: '/api/commerce/reviews/request?token=token-expired-00000001' })).json().status).toBe('expired');
    const sent = await postJson(app, '/api/commerce/reviews', { token: 'token-expired-00000001', rating: 5 });
    expect(sent.statusCode).toBe(410);
    expect(sent.json()).toEqual({ error: 'Your review request has expired', code: 'review_request_expired' });
  });

  it("requires a star rating ('Please select a star rating') and rejects bad bodies with a clear 400", async () => {
    await addRequest('token-open-000000002', 5);
    const missing = await postJson(app, '/api/commerce/reviews', { token: 'token-open-000000002', title: 'No stars' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Please select a star rating', code: 'rating_required' });
    for (const body of [
      { token: 'token-open-000000002', rating: 6 },
      { token: 'token-open-000000002', rating: 2.5 },
      { token: 'token-open-000000002', rating: 3, body: 'x'.repeat(5001) },
      { token: 'short', rating: 3 },
      { token: 'token-open-000000002', rating: 3, extra: true },
    ]) {
      const reply = await postJson(app, '/api/commerce/reviews', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error).toMatch(/^Invalid request body: /);
    }
    expect((await db.query('SELECT count(*)::int AS n FROM product_reviews WHERE request_token = $1', ['token-open-000000002'])).rows[0]).toEqual({ n: 0 });
  });

  it('answers 404 for an unknown token and 400 for a malformed one; submissions need the crumb', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/commerce/reviews/request?token=token-unknown-0000001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('unknown_review_request');
    expect((await app.inject({ method: 'GET', url: '/api/commerce/reviews/request?token=%3Cscript%3E' })).statusCode).toBe(400);
    const noCrumb = await app.inject({ method: 'POST', url: '/api/commerce/reviews', payload: { token: DEMO_REVIEW_REQUESTS.open, rating: 5 } });
    expect(noCrumb.statusCode).toBe(403);
  });

  it('seeds the demo requests (open, reviewed, expired) and serves the request page', async () => {
    const status = async (token: string) => (await app.inject({ method: 'GET', url: `/api/commerce/reviews/request?token=${token}` })).json().status;
    expect(await status(DEMO_REVIEW_REQUESTS.open)).toBe('open');
    expect(await status(DEMO_REVIEW_REQUESTS.reviewed)).toBe('reviewed');
    expect(await status(DEMO_REVIEW_REQUESTS.expired)).toBe('expired');
    const page = await app.inject({ method: 'GET', url: `/commerce/reviews/request?token=${DEMO_REVIEW_REQUESTS.open}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<ss-review-request');
    expect(page.body).toMatch(/"pageType": 209/);
  });

  it('lets the owner create requests (with a link and an expiry) and list reviews; nobody else', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/owner/reviews' })).statusCode).toBe(401);
    const anonymous = await app.inject({ method: 'POST', url: '/api/owner/reviews/requests', payload: { orderId: 'o', productId: 'p', productName: 'P' } });
    expect(anonymous.statusCode).toBe(401);
    const created = await app.inject({
      method: 'POST',
      url: '/api/owner/reviews/requests',
      headers: ownerHeaders,
      payload: { orderId: 'order-9', productId: 'tote', productName: 'Canvas Tote', expiresInDays: 7 },
    });
    expect(created.statusCode).toBe(201);
    const { token, url, expiresAt } = created.json();
    expect(url).toBe(`/commerce/reviews/request?token=${token}`);
    expect(expiresAt).toBe(new Date(NOW.getTime() + 7 * DAY).toISOString());
    expect((await app.inject({ method: 'GET', url: `/api/commerce/reviews/request?token=${token}` })).json()).toMatchObject({ status: 'open', productName: 'Canvas Tote' });
    const bad = await app.inject({ method: 'POST', url: '/api/owner/reviews/requests', headers: ownerHeaders, payload: { orderId: 'o', productId: 'p', productName: '', expiresInDays: 0 } });
    expect(bad.statusCode).toBe(400);
  });
});
