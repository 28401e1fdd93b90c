import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { dataRequest, DataRequestError } from '../../runtime/net/data-request.js';
import * as review from '../../runtime/reviews/review-request-rules.js';
import type { BlockProps } from '../block-props.js';
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

type PageState = 'loading' | 'form' | 'submitting' | 'done' | 'reviewed' | 'expired' | 'invalid' | 'unreachable';

const STARS = Array.from({ length: review.REVIEW_RATING_MAX }, (_, index) => index + 1);

function outcomeText(outcome: review.ReviewOutcome): string {
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

function problemText(problem: review.ReviewFieldProblem | undefined): string | null {
  if (!problem) return null;
  return problem.kind === 'ratingRequired'
    ? reviewText('ratingRequired')
    : reviewText('tooLong', { max: problem.max });
}

const starLabel = (count: number) => (count === 1 ? reviewText('starLabelOne') : reviewText('starLabel', { count }));

const failureOutcome = (failure: unknown) =>
  failure instanceof DataRequestError ? review.reviewOutcomeForFailure(failure.status, failure.body?.code) : review.reviewOutcomeForFailure(0, undefined);

/**
 * What the server renderer fetched (src/ssr/server-data.ts): the token it read from the page's
 * address and the request's first picture (null: the browser asks).
 */
export interface ReviewRequestServerData {
  token: string | null;
  first: review.ReviewRequestFirstState | null;
}

function isReviewRequestServerData(data: unknown): data is ReviewRequestServerData {
  return typeof data === 'object' && data !== null && 'token' in data && 'first' in data;
}

const noSubscription = () => () => undefined;

/**
 * The product-reviews request page's block (spec 01 §2 page type 209): the request's product, a
 * star rating (WAI-ARIA radio group), optional title, text and name; every spec 02 §8 outcome.
 */
export function ReviewRequest({ attributes, emit, serverData }: BlockProps<ReviewRequestAttributes, ReviewRequestEvents>) {
  const server = isReviewRequestServerData(serverData) ? serverData : null;
  // The page address is the browser's; the server knew it from the request (serverData). Without
  // that, the token is unknown (undefined) until hydration, and the block shows its loading state.
  const token = useSyncExternalStore(
    noSubscription,
    () => review.reviewRequestToken(attributes.token, location.href),
    () => (server ? server.token : attributes.token ? review.reviewRequestToken(attributes.token, '') : undefined),
  );
  const first = server && server.token === token ? server.first : null;
  const [state, setState] = useState<PageState>(first ? first.state : token === null ? 'invalid' : 'loading');
  const [info, setInfo] = useState<review.ReviewRequestInfo | null>(first?.info ?? null);
  // The server already fetched the request for this token: the first fetch is skipped.
  const fetched = useRef<string | null>(first && token ? token : null);
  const [draft, setDraft] = useState<review.ReviewDraft>({ rating: null, title: '', body: '', name: '' });
  const [errors, setErrors] = useState<review.ReviewDraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const stars = useRef<Array<HTMLSpanElement | null>>([]);
  const status = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  // Text typed into the server-drawn form before hydration: React keeps it in the page but not in
  // its state (the next render would clear it), so it is taken into the draft.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = (name: 'title' | 'body' | 'name') => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[id="${id}-${name}"]`)?.value ?? '';
    const found = { title: typed('title'), body: typed('body'), name: typed('name') };
    if (found.title || found.body || found.name) setDraft((current) => ({ ...current, ...Object.fromEntries(Object.entries(found).filter(([, text]) => text !== '')) }));
  }, [id]);

  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState('invalid');
      return;
    }
    if (fetched.current === token && attempt === 0) return;
    fetched.current = null;
    const controller = new AbortController();
    setState('loading');
    dataRequest<unknown>(review.REVIEW_REQUEST_API_PATH, { data: { token }, signal: controller.signal }).then(
      (reply) => {
        if (controller.signal.aborted) return;
        const parsed = review.reviewRequestInfoSchema.safeParse(reply);
        if (!parsed.success) {
          console.error('Sitestack: <ss-review-request>: the review request reply is not understood.');
          setState('unreachable');
          return;
        }
        setInfo(parsed.data);
        setState(parsed.data.status === 'open' ? 'form' : parsed.data.status);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const outcome = failureOutcome(failure);
        setState(outcome === 'retry' ? 'unreachable' : outcome);
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  // A finished outcome is announced and takes focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (state === 'done' || ((state === 'reviewed' || state === 'expired') && info?.status === 'open')) status.current?.focus();
  }, [state, info]);

  const choose = (rating: number, focus: boolean) => {
    setDraft((current) => ({ ...current, rating }));
    setErrors((current) => ({ ...current, rating: undefined }));
    if (focus) stars.current[rating - 1]?.focus();
    emit('ss-review-request-rating-change', { rating });
  };

  // WAI-ARIA radio group: arrows move and check (wrapping), Space checks the focused star.
  const onStarKey = (event: KeyboardEvent<HTMLSpanElement>, value: number) => {
    const count = review.REVIEW_RATING_MAX;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? (value % count) + 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? ((value - 2 + count) % count) + 1 : null;
    if (next !== null) {
      event.preventDefault();
      choose(next, true);
    } else if (event.key === ' ') {
      event.preventDefault();
      choose(value, false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'form' || !token) return;
    const found = review.validateReviewDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(null);
      if (found.rating) stars.current[0]?.focus();
      return;
    }
    setFormError(null);
    setState('submitting');
    dataRequest(review.REVIEW_SUBMIT_API_PATH, {
      method: 'POST',
      json: true,
      data: { token, rating: draft.rating, title: draft.title, body: draft.body, name: draft.name },
    }).then(
      () => {
        setState('done');
        emit('ss-review-request-submit', { rating: draft.rating! });
      },
      (failure: unknown) => {
        const outcome = failureOutcome(failure);
        if (outcome === 'retry') {
          // Spec 02 §8 'Try submitting your review again': the entries stay as they were.
          setFormError(outcomeText('retry'));
          setState('form');
        } else {
          setState(outcome);
        }
      },
    );
  };

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
          : outcomeText(state);
    return (
      <div part="base" className="review" data-state={state}>
        {heading}
        <p part="status" className="status" role={state === 'done' ? 'status' : 'alert'} tabIndex={-1} ref={status}>
          {text}
        </p>
        {state === 'unreachable' && (
          <button part="submit" className="submit" type="button" onClick={() => setAttempt((count) => count + 1)}>
            {reviewText('tryAgain')}
          </button>
        )}
      </div>
    );
  }

  const busy = state === 'submitting';
  const ratingError = problemText(errors.rating);
  const focusable = draft.rating ?? 1;
  const field = (name: 'title' | 'name', label: string, max: number) => {
    const error = problemText(errors[name]);
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          part="input"
          type="text"
          value={draft[name]}
          maxLength={max}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
        />
        {error && (
          <p id={`${id}-${name}-error`} part="field-error" className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const bodyError = problemText(errors.body);

  return (
    <form ref={formRef} part="base" className="review" data-state={state} noValidate onSubmit={submit} aria-busy={busy}>
      {heading}
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
              part={draft.rating === value ? 'star star-checked' : 'star'}
              className="star"
              role="radio"
              aria-checked={draft.rating === value}
              aria-label={starLabel(value)}
              data-filled={draft.rating !== null && value <= draft.rating ? '' : undefined}
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
        {ratingError && (
          <p id={`${id}-rating-error`} part="field-error" className="field-error">
            {ratingError}
          </p>
        )}
      </div>
      {field('title', reviewText('titleLabel'), review.REVIEW_TITLE_MAX_LENGTH)}
      <div className="field">
        <label htmlFor={`${id}-body`}>{reviewText('bodyLabel')}</label>
        <textarea
          id={`${id}-body`}
          part="input"
          rows={5}
          maxLength={review.REVIEW_BODY_MAX_LENGTH}
          value={draft.body}
          aria-invalid={bodyError ? 'true' : undefined}
          aria-describedby={bodyError ? `${id}-body-error` : undefined}
          onChange={(event) => setDraft((current) => ({ ...current, body: event.target.value }))}
        />
        {bodyError && (
          <p id={`${id}-body-error`} part="field-error" className="field-error">
            {bodyError}
          </p>
        )}
      </div>
      {field('name', reviewText('nameLabel'), review.REVIEW_NAME_MAX_LENGTH)}
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
