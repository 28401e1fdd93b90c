import type { KeyboardEvent, RefObject } from 'react';
import * as review from '../../runtime/reviews/review-request-rules.js';
import { reviewProblemText, reviewStarLabel } from '../../runtime/reviews/review-request-texts.js';
import { ReviewFieldError } from './ReviewFieldError.js';
import { reviewText } from '../../runtime/reviews/review-texts.js';

const STARS = Array.from({ length: review.REVIEW_RATING_MAX }, (_, index) => index + 1);

interface StarRatingProps {
  id: string;
  rating: number | null;
  problem: review.ReviewFieldProblem | undefined;
  /** The stars, for the draft check to focus the first. */
  stars: RefObject<Array<HTMLSpanElement | null>>;
  choose: (rating: number, focus: boolean) => void;
}

/** The rating: five stars as a WAI-ARIA radio group, required, with its error. */
export function StarRating({ id, rating, problem, stars, choose }: StarRatingProps) {
  const ratingError = reviewProblemText(problem);
  const focusable = rating ?? 1;

  // WAI-ARIA radio group: arrows move and check (wrapping), Space checks the focused star.
  const onStarKey = (event: KeyboardEvent<HTMLSpanElement>, value: number) => {
    const next = review.nextStarRating(event.key, value);
    if (next !== null) {
      event.preventDefault();
      choose(next, true);
    } else if (event.key === ' ') {
      event.preventDefault();
      choose(value, false);
    }
  };

  return (
    <div className="field">
      <span className="label" id={`${id}-rating-label`}>
        {reviewText('ratingLabel')}
      </span>
      <div
        part="rating"
        className="rating"
        role="radiogroup"
        aria-labelledby={`${id}-rating-label`}
        aria-required="true"
        aria-invalid={ratingError ? 'true' : undefined}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        {STARS.map((value) => (
          <span
            key={value}
            ref={(element) => {
              stars.current[value - 1] = element;
            }}
            part={rating === value ? 'star star-checked' : 'star'}
            className="star"
            role="radio"
            aria-checked={rating === value}
            aria-label={reviewStarLabel(value)}
            data-filled={rating !== null && value <= rating ? '' : undefined}
            tabIndex={value === focusable ? 0 : -1}
            onClick={() => choose(value, true)}
            onKeyDown={(event) => onStarKey(event, value)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
          </span>
        ))}
      </div>
      <ReviewFieldError id={`${id}-rating-error`} text={ratingError} />
    </div>
  );
}
