// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSiteCatalogues } from '../../../src/runtime/i18n/site-text.js';
import { nextStarRating } from '../../../src/runtime/reviews/review-request-rules.js';
import { reviewOutcomeText, reviewProblemText, reviewStarLabel } from '../../../src/runtime/reviews/review-request-texts.js';

afterEach(() => {
  document.body.innerHTML = '';
  forgetSiteCatalogues();
});

describe('review request texts', () => {
  // spec 02 §8 error catalogue: the review request flow's three messages
  it("says the spec's message for each failed outcome", () => {
    expect(reviewOutcomeText('reviewed')).toBe('You have already reviewed this purchase');
    expect(reviewOutcomeText('expired')).toBe('Your review request has expired');
    expect(reviewOutcomeText('retry')).toBe('Try submitting your review again');
    expect(reviewOutcomeText('invalid')).toMatch(/link is not valid/);
  });

  it('names the refused field: the missing rating, or the length limit', () => {
    expect(reviewProblemText(undefined)).toBeNull();
    expect(reviewProblemText({ kind: 'ratingRequired' })).toBe('Please select a star rating');
    expect(reviewProblemText({ kind: 'tooLong', max: 120 })).toBe('Please keep this to 120 characters or fewer.');
  });

  it('names each star by its count, one in the singular', () => {
    expect(reviewStarLabel(1)).toBe('1 out of 5 stars');
    expect(reviewStarLabel(4)).toBe('4 out of 5 stars');
  });

  it('follows a site translation of a review text', () => {
    document.body.innerHTML = '<script type="application/json" id="ss-messages">{"en": {"review.expired": "This link has run out"}}</script>';
    forgetSiteCatalogues();
    expect(reviewOutcomeText('expired')).toBe('This link has run out');
  });
});

describe('nextStarRating', () => {
  // WAI-ARIA Authoring Practices, radio group: arrows move and check, wrapping at the ends
  it('checks the next or previous star with the arrows, wrapping round', () => {
    expect(nextStarRating('ArrowRight', 3)).toBe(4);
    expect(nextStarRating('ArrowDown', 5)).toBe(1);
    expect(nextStarRating('ArrowLeft', 3)).toBe(2);
    expect(nextStarRating('ArrowUp', 1)).toBe(5);
    expect(nextStarRating(' ', 3)).toBeNull();
    expect(nextStarRating('Enter', 3)).toBeNull();
  });
});
