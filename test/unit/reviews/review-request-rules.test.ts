import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REVIEWS_REQUEST_PAGE_TYPE,
  reviewOutcomeForFailure,
  reviewRequestFirstState,
  reviewRequestStatus,
  reviewRequestToken,
  reviewTokenFromUrl,
  validateReviewDraft,
} from '../../../src/runtime/reviews/review-request-rules.js';

const draft = { rating: 4, title: '', body: '', name: '' };

describe('product-reviews request rules', () => {
  it('is page type 209, the reviews request page', () => {
    // spec 01 §2 page types seen: reviews request; spec 03 §3 page type 209
    expect(REVIEWS_REQUEST_PAGE_TYPE).toBe(209);
  });

  it("needs a star rating from 1 to 5 ('Please select a star rating')", () => {
    // spec 02 §5 user messages: 'Please select a star rating'
    expect(validateReviewDraft({ ...draft, rating: null })).toEqual({ rating: { kind: 'ratingRequired' } });
    expect(validateReviewDraft(draft)).toEqual({});
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), (rating) => {
        const valid = rating >= 1 && rating <= 5;
        expect(validateReviewDraft({ ...draft, rating }).rating === undefined).toBe(valid);
      }),
    );
    expect(validateReviewDraft({ ...draft, title: 'x'.repeat(121), body: 'y'.repeat(5001) })).toEqual({
      title: { kind: 'tooLong', max: 120 },
      body: { kind: 'tooLong', max: 5000 },
    });
  });

  it('maps a failed call to the spec 02 §8 outcome', () => {
    // spec 02 §8 other messages: 'You have already reviewed this purchase'; 'Your review request has expired'; 'Try submitting your review again'
    expect(reviewOutcomeForFailure(409, 'already_reviewed')).toBe('reviewed');
    expect(reviewOutcomeForFailure(400, 'already_reviewed')).toBe('reviewed');
    expect(reviewOutcomeForFailure(410, undefined)).toBe('expired');
    expect(reviewOutcomeForFailure(404, 'unknown_review_request')).toBe('invalid');
    for (const status of [0, 500, 502, 503, 429, 400]) expect(reviewOutcomeForFailure(status, undefined)).toBe('retry');
  });

  it('is open until used or until its expiry instant', () => {
    const expiresAt = new Date('2030-01-15T12:00:00Z');
    expect(reviewRequestStatus({ expiresAt, reviewed: false }, new Date('2030-01-15T11:59:59.999Z'))).toBe('open');
    expect(reviewRequestStatus({ expiresAt, reviewed: false }, expiresAt)).toBe('expired');
    expect(reviewRequestStatus({ expiresAt, reviewed: true }, new Date('2029-01-01T00:00:00Z'))).toBe('reviewed');
  });

  it('reads the token from the address and refuses anything malformed', () => {
    expect(reviewTokenFromUrl('https://shop.example/commerce/reviews/request?token=demo-review-open-0001')).toBe('demo-review-open-0001');
    expect(reviewTokenFromUrl('/commerce/reviews/request')).toBeNull();
    expect(reviewTokenFromUrl('/commerce/reviews/request?token=short')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (token) => {
        const read = reviewTokenFromUrl(`/r?token=${encodeURIComponent(token)}`);
        expect(read === null || /^[A-Za-z0-9_-]{16,128}$/.test(read)).toBe(true);
      }),
    );
  });
});

describe('the review request as the page first shows it (server rendering, issue 15)', () => {
  const token = 'demo-review-open-0001';

  it('takes the token attribute when set (null when malformed), else the page address', () => {
    expect(reviewRequestToken('', `https://site.example/commerce/reviews/request?token=${token}`)).toBe(token);
    expect(reviewRequestToken(token, 'https://site.example/reviews.html')).toBe(token);
    expect(reviewRequestToken('bad token!', `https://site.example/?token=${token}`)).toBeNull();
    expect(reviewRequestToken('', 'https://site.example/reviews.html')).toBeNull();
  });

  it('an open request shows the form, a used or expired one its outcome (spec 02 §8)', () => {
    const body = { status: 'open', productName: 'Harbour Blend' };
    expect(reviewRequestFirstState({ ok: true, body })).toEqual({ info: body, state: 'form' });
    expect(reviewRequestFirstState({ ok: true, body: { ...body, status: 'expired' } })?.state).toBe('expired');
    expect(reviewRequestFirstState({ ok: false, status: 404 })).toEqual({ info: null, state: 'invalid' });
    expect(reviewRequestFirstState({ ok: false, status: 410, code: 'review_request_expired' })).toEqual({ info: null, state: 'expired' });
  });

  it('a reply not understood or a failure that may pass is left to the browser to ask again', () => {
    expect(reviewRequestFirstState({ ok: true, body: { status: 'lost' } })).toBeNull();
    expect(reviewRequestFirstState({ ok: false, status: 503 })).toBeNull();
  });
});
