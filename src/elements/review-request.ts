import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { ReviewRequest, type ReviewRequestEvents } from '../react/review-request/ReviewRequest.js';
import reviewRequestCss from '../styles/review-request.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The product-reviews request page (spec 01 §2: page type 209 "reviews request"). A shop sends a
 * review-request email after a purchase; its link opens `/commerce/reviews/request?token=...`, which
 * the site server answers with `demo/reviews.html`, whose `<ss-review-request>` reads the token from
 * the address. It loads the request (`GET /api/commerce/reviews/request`), shows "Review {product}",
 * a star rating (the WAI-ARIA radio group pattern: one tab stop, arrow keys move and check with
 * wrap-around, Space checks; each star named "3 out of 5 stars"), an optional title, text and name,
 * and submits through the data layer (`POST /api/commerce/reviews`, JSON with the crumb). The spec's
 * texts, verbatim (spec 02 §5, §8):
 *
 * - submitting without a rating: "Please select a star rating" under the group, which gets
 *   `aria-invalid` and focus;
 * - a request already used: "You have already reviewed this purchase";
 * - a request past its expiry: "Your review request has expired";
 * - a failed submission (network, server error): "Try submitting your review again", with every
 *   entry kept; pressing Submit again retries.
 *
 * A missing or malformed token says "This review link is not valid. Please use the link from your
 * email." without calling the API. Each outcome is announced (an alert, or a status for the thanks)
 * and takes focus. The block keeps `--ss-review-request-min-height` (36rem) from before upgrade on.
 *
 * ```html
 * <ss-review-request></ss-review-request>            <!-- token from ?token= -->
 * <ss-review-request token="demo-review-open-0001"></ss-review-request>
 * ```
 *
 * @tag ss-review-request
 * @summary The product-reviews request form: star rating, review text and every request outcome.
 *
 * @attr {text} token - The review request token (16-128 URL-safe characters). Default: the address's `?token=`.
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
