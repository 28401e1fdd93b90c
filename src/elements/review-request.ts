import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { ReviewRequest, type ReviewRequestEvents } from '../react/review-request/ReviewRequest.js';
import reviewRequestCss from '../styles/review-request.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The product-reviews request page's block (spec 01 §2: page type 209 "reviews request" loads a
 * product-reviews module; spec 02 §8 messages). A shopper arrives from a review-request email
 * (`/commerce/reviews/request?token=...`), sees the product, picks a star rating (a WAI-ARIA radio
 * group) and may add a title, text and the name to show. Submitting without a rating says 'Please
 * select a star rating'; a used request says 'You have already reviewed this purchase', an expired
 * one 'Your review request has expired'; a failed submission says 'Try submitting your review
 * again' and keeps the entries.
 *
 * @tag ss-review-request
 * @summary The product-reviews request form: star rating, review text and every request outcome.
 *
 * @attr {string} token - The review request token. Default: the page address's `?token=`.
 *
 * @fires ss-review-request-rating-change - The shopper chose a star rating. detail: `{ rating }`.
 * @fires ss-review-request-submit - The review was stored. detail: `{ rating }`.
 *
 * @csspart base - The form (or the outcome); `data-state` is `loading`, `form`, `submitting`, `done`, `reviewed`, `expired`, `invalid` or `unreachable`.
 * @csspart rating - The star rating radio group.
 * @csspart star - One star; the checked one also has the part `star-checked`.
 * @csspart star-checked - The checked star.
 * @csspart input - The title, text and name fields.
 * @csspart field-error - A field's message (the rating's 'Please select a star rating').
 * @csspart form-error - 'Try submitting your review again' after a failed submission.
 * @csspart submit - The submit (or try again) button.
 * @csspart status - The outcome message (thanks, already reviewed, expired, invalid link).
 *
 * @cssprop --ss-review-request-star-size - Size of a star. Default: 2rem.
 * @cssprop --ss-review-request-star-color - Colour of the chosen stars. Default: #b7791f.
 * @cssprop --ss-review-request-min-height - Space kept for the block (also before upgrade). Default: 36rem.
 */
export class SsReviewRequest extends createBlockElement({
  tag: 'ss-review-request',
  component: ReviewRequest,
  attributes: {
    token: stringAttribute(''),
  },
  styles: [reviewRequestCss],
}) {}

export type { ReviewRequestEvents };
export default SsReviewRequest;

declare global {
  interface HTMLElementTagNameMap {
    'ss-review-request': SsReviewRequest;
  }
}
