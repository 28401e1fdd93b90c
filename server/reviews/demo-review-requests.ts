import type { Queryable } from '../db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Review requests the demo's links use (demo/reviews.html), one per state of the page. Placed
 * relative to `now` at every start: the open one is made open again (its review removed), so the
 * demo can be tried again after a restart.
 */
export const DEMO_REVIEW_REQUESTS = Object.freeze({
  open: 'demo-review-open-0001',
  reviewed: 'demo-review-reviewed-0002',
  expired: 'demo-review-expired-0003',
});

export async function seedDemoReviewRequests(db: Queryable, now: Date): Promise<void> {
  const rows = [
    { token: DEMO_REVIEW_REQUESTS.open, order: 'demo-order-1001', product: 'harbour-blend', name: 'Harbour Blend Coffee, 250 g', created: -3, expires: 27 },
    { token: DEMO_REVIEW_REQUESTS.reviewed, order: 'demo-order-1002', product: 'rye-loaf', name: 'Dark Rye Loaf', created: -10, expires: 20 },
    { token: DEMO_REVIEW_REQUESTS.expired, order: 'demo-order-0907', product: 'enamel-mug', name: 'Harbour Café Enamel Mug', created: -60, expires: -30 },
  ];
  for (const row of rows) {
    await db.query(
      `INSERT INTO review_requests (token, order_id, product_id, product_name, product_image, customer_name, created_at, expires_at)
       VALUES ($1, $2, $3, $4, NULL, 'Sam', $5, $6)
       ON CONFLICT (token) DO UPDATE SET created_at = excluded.created_at, expires_at = excluded.expires_at`,
      [row.token, row.order, row.product, row.name, new Date(now.getTime() + row.created * DAY_MS), new Date(now.getTime() + row.expires * DAY_MS)],
    );
  }
  await db.query('DELETE FROM product_reviews WHERE request_token = $1', [DEMO_REVIEW_REQUESTS.open]);
  await db.query(
    `INSERT INTO product_reviews (request_token, product_id, rating, title, body, reviewer_name, created_at)
     VALUES ($1, 'rye-loaf', 5, 'Best rye in town', 'Dense, dark and keeps for days.', 'Sam', $2)
     ON CONFLICT (request_token) DO NOTHING`,
    [DEMO_REVIEW_REQUESTS.reviewed, new Date(now.getTime() - 2 * DAY_MS)],
  );
}
