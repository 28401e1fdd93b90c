import * as review from './review-request-rules.js';
import { reviewText } from './review-texts.js';

/** Spec 02 §8: what the shopper reads for each outcome of a review request or submission. */
export function reviewOutcomeText(outcome: review.ReviewOutcome): string {
  switch (outcome) {
    case 'reviewed':
      return reviewText('alreadySubmitted');
    case 'expired':
      return reviewText('expired');
    case 'invalid':
      return reviewText('invalidLink');
    default:
      return reviewText('retry');
  }
}

/** The message under a field the review draft check refused (spec 02 §5, §8), or null. */
export function reviewProblemText(problem: review.ReviewFieldProblem | undefined): string | null {
  if (!problem) return null;
  return problem.kind === 'ratingRequired'
    ? reviewText('ratingRequired')
    : reviewText('tooLong', { max: problem.max });
}

/** A star's accessible name: "1 out of 5 stars", "4 out of 5 stars". */
export const reviewStarLabel = (count: number) => (count === 1 ? reviewText('starLabelOne') : reviewText('starLabel', { count }));
