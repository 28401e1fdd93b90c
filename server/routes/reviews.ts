import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { REVIEW_TEXTS } from '../../src/runtime/reviews/review-texts.js';
import {
  REVIEW_ERROR_CODES,
  REVIEW_REQUEST_PAGE_PATH,
  reviewRequestStatus,
  reviewSubmissionSchema,
  reviewTokenSchema,
  type ReviewRequestInfo,
} from '../../src/runtime/reviews/review-request-rules.js';
import { HttpError, parseWith } from '../http-errors.js';
import { createOwnerCheck } from '../owner-auth.js';
import type { RouteDeps } from './route-deps.js';

interface RequestRow {
  token: string;
  product_id: string;
  product_name: string;
  product_image: string | null;
  customer_name: string | null;
  expires_at: Date | string;
  reviewed: boolean;
}

export const REVIEW_REQUEST_UNKNOWN_MESSAGE = 'This review request does not exist.';

const tokenQuerySchema = z.object({ token: reviewTokenSchema });

/** How long a review request stays open unless the owner says otherwise. */
export const REVIEW_REQUEST_DEFAULT_LIFETIME_DAYS = 30;

const createRequestSchema = z.strictObject({
  orderId: z.string().check(z.minLength(1), z.maxLength(100)),
  productId: z.string().check(z.minLength(1), z.maxLength(100)),
  productName: z.string().check(z.minLength(1), z.maxLength(300)),
  productImage: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  customerName: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  expiresInDays: z.optional(z.int().check(z.gte(1), z.lte(365))),
});

async function findRequest(deps: RouteDeps, token: string): Promise<RequestRow> {
  const result = await deps.db.query<RequestRow>(
    `SELECT r.token, r.product_id, r.product_name, r.product_image, r.customer_name, r.expires_at,
            EXISTS (SELECT 1 FROM product_reviews p WHERE p.request_token = r.token) AS reviewed
       FROM review_requests r WHERE r.token = $1`,
    [token],
  );
  const row = result.rows[0];
  if (!row) throw new HttpError(404, REVIEW_REQUEST_UNKNOWN_MESSAGE, { code: REVIEW_ERROR_CODES.unknown });
  return row;
}

const statusOf = (row: RequestRow, now: Date) => reviewRequestStatus({ expiresAt: new Date(row.expires_at), reviewed: row.reviewed }, now);

/**
 * The product-reviews request flow (spec 01 §2 page type 209, spec 02 §8 messages):
 * GET  /api/commerce/reviews/request?token=  → { status: open|reviewed|expired, productName, productImage, customerName }
 * POST /api/commerce/reviews { token, rating 1-5, title?, body?, name? } → { review } (201);
 *      409 code already_reviewed, 410 code review_request_expired, 404 code unknown_review_request.
 * POST /api/owner/reviews/requests (owner token) { orderId, productId, productName, ... } → { token, url, expiresAt }.
 * GET  /api/owner/reviews (owner token) → the stored reviews, newest first.
 */
export function registerReviewRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const requireOwner = createOwnerCheck(deps.ownerToken);

  // One customer's request (their name, their order): never in a page or reply another visitor gets.
  api.get('/commerce/reviews/request', { config: { visitorData: true } }, async (request): Promise<ReviewRequestInfo> => {
    const { token } = parseWith(tokenQuerySchema, request.query, 'query');
    const row = await findRequest(deps, token);
    return { status: statusOf(row, deps.now()), productName: row.product_name, productImage: row.product_image, customerName: row.customer_name };
  });

  api.post('/commerce/reviews', async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    // Spec 02 §5: the one message a shopper can meet here, said as the page says it.
    if (raw.rating === undefined || raw.rating === null || raw.rating === '') throw new HttpError(400, REVIEW_TEXTS.ratingRequired, { code: 'rating_required' });
    const body = parseWith(reviewSubmissionSchema, request.body);
    const row = await findRequest(deps, body.token);
    const now = deps.now();
    const status = statusOf(row, now);
    if (status === 'reviewed') throw new HttpError(409, REVIEW_TEXTS.alreadySubmitted, { code: REVIEW_ERROR_CODES.alreadyReviewed });
    if (status === 'expired') throw new HttpError(410, REVIEW_TEXTS.expired, { code: REVIEW_ERROR_CODES.expired });
    // The unique request_token settles two submissions racing each other: the second one gets 409.
    const inserted = await deps.db.query<{ id: string | number }>(
      `INSERT INTO product_reviews (request_token, product_id, rating, title, body, reviewer_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (request_token) DO NOTHING RETURNING id`,
      [body.token, row.product_id, body.rating, (body.title ?? '').trim(), (body.body ?? '').trim(), (body.name ?? '').trim(), now],
    );
    if (inserted.rows.length === 0) throw new HttpError(409, REVIEW_TEXTS.alreadySubmitted, { code: REVIEW_ERROR_CODES.alreadyReviewed });
    reply.code(201);
    return { review: { id: String(inserted.rows[0]!.id), productId: row.product_id, rating: body.rating } };
  });

  // The shop creates one request per purchased product; the email links to `url`.
  api.post('/owner/reviews/requests', { preHandler: requireOwner, config: { crumb: false } }, async (request, reply) => {
    const body = parseWith(createRequestSchema, request.body);
    const token = randomBytes(24).toString('base64url');
    const created = deps.now();
    const expires = new Date(created.getTime() + (body.expiresInDays ?? REVIEW_REQUEST_DEFAULT_LIFETIME_DAYS) * 24 * 60 * 60 * 1000);
    await deps.db.query(
      `INSERT INTO review_requests (token, order_id, product_id, product_name, product_image, customer_name, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [token, body.orderId, body.productId, body.productName, body.productImage ?? null, body.customerName ?? null, created, expires],
    );
    reply.code(201);
    return { token, url: `${REVIEW_REQUEST_PAGE_PATH}?token=${token}`, expiresAt: expires.toISOString() };
  });

  api.get('/owner/reviews', { preHandler: requireOwner }, async () => {
    const result = await deps.db.query<{ id: string; product_id: string; rating: number; title: string; body: string; reviewer_name: string; created_at: Date | string }>(
      'SELECT id::text AS id, product_id, rating, title, body, reviewer_name, created_at FROM product_reviews ORDER BY created_at DESC, id DESC LIMIT 500',
    );
    return {
      reviews: result.rows.map((row) => ({
        id: row.id,
        productId: row.product_id,
        rating: row.rating,
        title: row.title,
        body: row.body,
        name: row.reviewer_name,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  });
}

