import { PageType } from '../catalog/page-types.js';
import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';

/**
 * The product-reviews request page (spec 01 §2: page type 209 "reviews request" loads a
 * product-reviews module; spec 02 §8 its messages, §5 'Please select a star rating'). A shopper
 * follows the link from a review-request email (`?token=`), picks a star rating, may add a title
 * and text, and submits once. Shared by the page's block and the site API.
 */

/** Spec 03 §3 page types: 209 is the reviews request page. */
export const REVIEWS_REQUEST_PAGE_TYPE = PageType.REVIEWS_REQUEST;
/** Where the site server serves the page; the email link adds `?token=`. */
export const REVIEW_REQUEST_PAGE_PATH = '/commerce/reviews/request';
/** Site API: the request's product and state (GET ?token=) and the submission (POST). */
export const REVIEW_REQUEST_API_PATH = '/api/commerce/reviews/request';
export const REVIEW_SUBMIT_API_PATH = '/api/commerce/reviews';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_BODY_MAX_LENGTH = 5000;
export const REVIEW_NAME_MAX_LENGTH = 80;

/** A request token as the email link carries it: 16-128 URL-safe characters. */
export const reviewTokenSchema = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'token must be 16-128 URL-safe characters')));

/** The submission body the page sends and the site API accepts. */
export const reviewSubmissionSchema = lazySchema(() => z.strictObject({
  token: reviewTokenSchema,
  rating: z.int().check(z.gte(REVIEW_RATING_MIN), z.lte(REVIEW_RATING_MAX)),
  title: z.optional(z.string().check(z.maxLength(REVIEW_TITLE_MAX_LENGTH))),
  body: z.optional(z.string().check(z.maxLength(REVIEW_BODY_MAX_LENGTH))),
  name: z.optional(z.string().check(z.maxLength(REVIEW_NAME_MAX_LENGTH))),
  crumb: z.optional(z.string().check(z.maxLength(200))),
}));

/** Where a review request stands. */
export type ReviewRequestStatus = 'open' | 'reviewed' | 'expired';

/** What GET /api/commerce/reviews/request answers. */
export const reviewRequestInfoSchema = lazySchema(() => z.object({
  status: z.enum(['open', 'reviewed', 'expired']),
  productName: z.string(),
  productImage: z.optional(z.nullable(z.string())),
  customerName: z.optional(z.nullable(z.string())),
}));
export type ReviewRequestInfo = z.infer<typeof reviewRequestInfoSchema>;

/** Error codes the site API puts in `code` (with 409 and 410), so the page shows the spec's text. */
export const REVIEW_ERROR_CODES = { alreadyReviewed: 'already_reviewed', expired: 'review_request_expired', unknown: 'unknown_review_request' } as const;

/** A request is open until it is used or its expiry passes (the expiry instant itself is expired). */
export function reviewRequestStatus(request: { expiresAt: Date; reviewed: boolean }, now: Date): ReviewRequestStatus {
  if (request.reviewed) return 'reviewed';
  return now.getTime() >= request.expiresAt.getTime() ? 'expired' : 'open';
}

/** The request token from the page address (`?token=`), or null when missing or malformed. */
export function reviewTokenFromUrl(url: string): string | null {
  let token: string | null;
  try {
    token = new URL(url, 'https://site.invalid/').searchParams.get('token');
  } catch {
    return null;
  }
  return token !== null && reviewTokenSchema.safeParse(token).success ? token : null;
}

/**
 * The token a review-request block uses: its `token` attribute when set (null when malformed),
 * else the page address's `?token=`. The block and the server renderer both ask this.
 */
export function reviewRequestToken(attributeToken: string, pageUrl: string): string | null {
  if (attributeToken) return reviewTokenSchema.safeParse(attributeToken).success ? attributeToken : null;
  return reviewTokenFromUrl(pageUrl);
}

/**
 * What the page first shows for a request, from what the site API answered: the form for an open
 * request, the outcome otherwise (spec 02 §8 texts), or null to ask again in the browser (no
 * answer, or a failure that may pass: 'Try submitting your review again' is not a first picture).
 */
export type ReviewRequestFirstState = { info: ReviewRequestInfo; state: 'form' | 'reviewed' | 'expired' } | { info: null; state: 'reviewed' | 'expired' | 'invalid' };

export function reviewRequestFirstState(reply: { ok: true; body: unknown } | { ok: false; status: number; code?: unknown }): ReviewRequestFirstState | null {
  if (reply.ok) {
    const parsed = reviewRequestInfoSchema.safeParse(reply.body);
    if (!parsed.success) return null;
    return { info: parsed.data, state: parsed.data.status === 'open' ? 'form' : parsed.data.status };
  }
  const outcome = reviewOutcomeForFailure(reply.status, reply.code);
  return outcome === 'retry' ? null : { info: null, state: outcome };
}

export interface ReviewDraft {
  rating: number | null;
  title: string;
  body: string;
  name: string;
}

/** A field's problem: `ratingRequired` (spec 02 §5 'Please select a star rating') or `tooLong` with its limit. */
export type ReviewFieldProblem = { kind: 'ratingRequired' } | { kind: 'tooLong'; max: number };
export type ReviewDraftErrors = Partial<Record<keyof ReviewDraft, ReviewFieldProblem>>;

/** Spec 02 §5: a review needs a star rating ('Please select a star rating'); texts keep their limits. */
export function validateReviewDraft(draft: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  if (draft.rating === null || !Number.isInteger(draft.rating) || draft.rating < REVIEW_RATING_MIN || draft.rating > REVIEW_RATING_MAX) {
    errors.rating = { kind: 'ratingRequired' };
  }
  if (draft.title.length > REVIEW_TITLE_MAX_LENGTH) errors.title = { kind: 'tooLong', max: REVIEW_TITLE_MAX_LENGTH };
  if (draft.body.length > REVIEW_BODY_MAX_LENGTH) errors.body = { kind: 'tooLong', max: REVIEW_BODY_MAX_LENGTH };
  if (draft.name.length > REVIEW_NAME_MAX_LENGTH) errors.name = { kind: 'tooLong', max: REVIEW_NAME_MAX_LENGTH };
  return errors;
}

export type ReviewOutcome = 'reviewed' | 'expired' | 'invalid' | 'retry';

/**
 * Spec 02 §8: what a failed submission (or request look-up) means for the shopper: 409 or
 * `already_reviewed` → 'You have already reviewed this purchase'; 410 or `review_request_expired`
 * → 'Your review request has expired'; 404 → the link is not valid; anything else (network,
 * server error, time-out) → 'Try submitting your review again', with the entries kept.
 */
export function reviewOutcomeForFailure(status: number, code: unknown): ReviewOutcome {
  if (code === REVIEW_ERROR_CODES.alreadyReviewed || status === 409) return 'reviewed';
  if (code === REVIEW_ERROR_CODES.expired || status === 410) return 'expired';
  if (code === REVIEW_ERROR_CODES.unknown || status === 404) return 'invalid';
  return 'retry';
}

/**
 * The star rating is a WAI-ARIA radio group: the right and down arrows check the next star, the
 * left and up arrows the previous one, wrapping round; null for any other key.
 */
export function nextStarRating(key: string, value: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (value % REVIEW_RATING_MAX) + 1;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return ((value - 2 + REVIEW_RATING_MAX) % REVIEW_RATING_MAX) + 1;
  return null;
}
