import { textLookup } from '../i18n/text-lookup.js';

/**
 * Visitor-facing texts of the product-review request page (catalogue keys `review.*`), en-US.
 * The first four are spec 02 §8 verbatim (the site API answers with them too); the rest are the
 * product's own wording. Placeholders are `{name}`.
 */
export const REVIEW_TEXTS = Object.freeze({
  alreadySubmitted: 'You have already reviewed this purchase',
  expired: 'Your review request has expired',
  retry: 'Try submitting your review again',
  ratingRequired: 'Please select a star rating',
  invalidLink: 'This review link is not valid. Please use the link from your email.',
  ratingLabel: 'Your rating',
  starLabel: '{count} out of 5 stars',
  starLabelOne: '1 out of 5 stars',
  titleLabel: 'Title (optional)',
  bodyLabel: 'Your review (optional)',
  nameLabel: 'Name shown with your review (optional)',
  submit: 'Submit review',
  submitting: 'Submitting\u2026',
  thanks: 'Thank you for your review!',
  heading: 'Review {product}',
  loading: 'Loading your review request\u2026',
  tooLong: 'Please keep this to {max} characters or fewer.',
  tryAgain: 'Try again',
} as const);

export const reviewText = /* @__PURE__ */ textLookup('review.', REVIEW_TEXTS);
