import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { dataRequest, DataRequestError } from '../../runtime/net/data-request.js';
import * as review from '../../runtime/reviews/review-request-rules.js';
import { reviewOutcomeText } from '../../runtime/reviews/review-request-texts.js';
import type { BlockProps } from '../block-props.js';
import type { ReviewRequestAttributes, ReviewRequestEvents } from './ReviewRequest.js';

export type ReviewPageState = 'loading' | 'form' | 'submitting' | 'done' | 'reviewed' | 'expired' | 'invalid' | 'unreachable';

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
 * The review request's state: the token (from the page address, or the server's), the request
 * looked up on the site API, the shopper's draft and its errors, and the submission with every
 * spec 02 §8 outcome.
 */
export function useReviewRequest({ attributes, emit, serverData }: Pick<BlockProps<ReviewRequestAttributes, ReviewRequestEvents>, 'attributes' | 'emit' | 'serverData'>) {
  const server = isReviewRequestServerData(serverData) ? serverData : null;
  // The page address is the browser's; the server knew it from the request (serverData). Without
  // that, the token is unknown (undefined) until hydration, and the block shows its loading state.
  const token = useSyncExternalStore(
    noSubscription,
    () => review.reviewRequestToken(attributes.token, location.href),
    () => (server ? server.token : attributes.token ? review.reviewRequestToken(attributes.token, '') : undefined),
  );
  const first = server && server.token === token ? server.first : null;
  const [state, setState] = useState<ReviewPageState>(first ? first.state : token === null ? 'invalid' : 'loading');
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
          setFormError(reviewOutcomeText('retry'));
          setState('form');
        } else {
          setState(outcome);
        }
      },
    );
  };

  const retry = () => setAttempt((count) => count + 1);
  const setText = (name: 'title' | 'body' | 'name') => (text: string) => setDraft((current) => ({ ...current, [name]: text }));

  return { id, state, info, draft, setText, errors, formError, stars, status, formRef, choose, submit, retry };
}
