import * as review from '../../runtime/reviews/review-request-rules.js';
import { reviewOutcomeText } from '../../runtime/reviews/review-request-texts.js';
import type { BlockProps } from '../block-props.js';
import { ReviewTextField } from './ReviewTextField.js';
import { StarRating } from './StarRating.js';
import { useReviewRequest } from './use-review-request.js';
import { netText } from '../../runtime/net/net-texts.js';
import { reviewText } from '../../runtime/reviews/review-texts.js';

export interface ReviewRequestAttributes {
  token: string;
}

export interface ReviewRatingChangeDetail {
  rating: number;
}

export interface ReviewSubmitDetail {
  rating: number;
}

export interface ReviewRequestEvents {
  /** The shopper chose a star rating. */
  'ss-review-request-rating-change': ReviewRatingChangeDetail;
  /** The shopper's review was stored. */
  'ss-review-request-submit': ReviewSubmitDetail;
}

/**
 * The product-reviews request page's block (spec 01 §2 page type 209): the request's product, a
 * star rating (WAI-ARIA radio group), optional title, text and name; every spec 02 §8 outcome.
 */
export function ReviewRequest({ attributes, emit, serverData }: BlockProps<ReviewRequestAttributes, ReviewRequestEvents>) {
  const { id, state, info, draft, setText, errors, formError, stars, status, formRef, choose, submit, retry } = useReviewRequest({ attributes, emit, serverData });

  const heading = info ? <h2 className="heading">{reviewText('heading', { product: info.productName })}</h2> : null;

  if (state === 'loading') {
    return (
      <div part="base" className="review" data-state={state} aria-busy="true">
        <p className="status" role="status">
          {reviewText('loading')}
        </p>
      </div>
    );
  }
  if (state !== 'form' && state !== 'submitting') {
    const text =
      state === 'done'
        ? reviewText('thanks')
        : state === 'unreachable'
          ? netText('unableToConnectRetry')
          : reviewOutcomeText(state);
    return (
      <div part="base" className="review" data-state={state}>
        {heading}
        <p part="status" className="status" role={state === 'done' ? 'status' : 'alert'} tabIndex={-1} ref={status}>
          {text}
        </p>
        {state === 'unreachable' && (
          <button part="submit" className="submit" type="button" onClick={retry}>
            {reviewText('tryAgain')}
          </button>
        )}
      </div>
    );
  }

  const busy = state === 'submitting';
  // The optional texts after the rating, in order.
  const textFields = [
    { name: 'title', label: reviewText('titleLabel'), max: review.REVIEW_TITLE_MAX_LENGTH },
    { name: 'body', label: reviewText('bodyLabel'), max: review.REVIEW_BODY_MAX_LENGTH, multiline: true },
    { name: 'name', label: reviewText('nameLabel'), max: review.REVIEW_NAME_MAX_LENGTH },
  ] as const;

  return (
    <form ref={formRef} part="base" className="review" data-state={state} noValidate onSubmit={submit} aria-busy={busy}>
      {heading}
      <StarRating id={id} rating={draft.rating} problem={errors.rating} stars={stars} choose={choose} />
      {textFields.map((field) => (
        <ReviewTextField key={field.name} id={id} {...field} value={draft[field.name]} problem={errors[field.name]} onChange={setText(field.name)} />
      ))}
      {formError && (
        <p part="form-error" className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button part="submit" className="submit" type="submit" disabled={busy}>
        {busy ? reviewText('submitting') : reviewText('submit')}
      </button>
    </form>
  );
}
