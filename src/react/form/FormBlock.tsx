import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { CAPTCHA_NOT_SET_UP_MESSAGE, renderCaptcha, type CaptchaWidget } from '../../runtime/captcha/captcha-provider.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { isPlaceAutocompleteOffered } from '../../runtime/forms/address-places.js';
import { formBlockJsonText, parseFormBlockJson, type FormBlockJson } from '../../runtime/forms/form-block-json.js';
import { isVisibleField, type FormDefinition } from '../../runtime/forms/form-definition.js';
import {
  CAPTCHA_INCOMPLETE_MESSAGE,
  ENTRIES_KEPT_MESSAGE,
  FIELD_ERRORS_ABOVE_MESSAGE,
  FIELD_ERRORS_BELOW_MESSAGE,
  FORM_INVALID_MESSAGE,
  FORM_SCROLL_OFFSET_PX,
} from '../../runtime/forms/form-messages.js';
import { formPageFields } from '../../runtime/forms/form-submit.js';
import { formSession } from '../../runtime/forms/form-session.js';
import { validateFormValues } from '../../runtime/forms/form-validation.js';
import { emptyFieldInput, serialiseFormValues, type FieldInput } from '../../runtime/forms/form-values.js';
import { formText, localiseFormMessage } from '../../runtime/forms/form-texts.js';
import { typedFallbackInputs, typedFormInputs } from '../../runtime/forms/typed-fallback-inputs.js';
import { safeRedirectUrl } from '../../runtime/forms/redirect-url.js';
import { HONEYPOT_FIELD_NAME, plainFormAction } from '../../runtime/forms/plain-form-html.js';
import { renderSuccessHtml } from '../../runtime/forms/success-html.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.js';
import { FormFieldView } from './FormFields.js';

export interface FormAttributes {
  submittingText: string;
}

export interface FormSubmitSuccessDetail {
  formId: string;
  /** The stored submission's id, when the server gave one. */
  submissionId: string | null;
  isNewsletter: boolean;
  /** Where the visitor is sent next, or null when the success message is shown. */
  redirect: string | null;
}

export interface FormSubmitErrorDetail {
  formId: string;
  /** The message shown (spec 02 §8). */
  message: string;
  /** HTTP status; 0 when no answer arrived, -1 for client-side checks. */
  status: number;
  fieldErrors: Record<string, string>;
}

export interface FormEvents {
  'ss-form-submit-success': FormSubmitSuccessDetail;
  'ss-form-submit-error': FormSubmitErrorDetail;
}

export interface NewsletterSubscribeDetail {
  formId: string;
}

export interface NewsletterEvents extends FormEvents {
  'ss-newsletter-subscribe': NewsletterSubscribeDetail;
}

type Status = 'idle' | 'submitting' | 'success' | 'error';

const sameJson = (a: FormBlockJson, b: FormBlockJson) => JSON.stringify(a) === JSON.stringify(b);

const reported = new WeakSet<HTMLElement>();

function initialInputs(definition: FormDefinition, host: HTMLElement): Record<string, FieldInput> {
  const search = typeof location === 'undefined' ? '' : location.search;
  // Entries typed into the plain fallback form before the upgrade carry over (nothing lost).
  const typed = typedFallbackInputs(definition.fields, host);
  return Object.fromEntries(definition.fields.map((field) => [field.id, typed[field.id] ?? emptyFieldInput(field, search)]));
}

function firstKnownErrorId(definition: FormDefinition, errors: Record<string, string>): string | null {
  return definition.fields.find((field) => errors[field.id] && isVisibleField(field))?.id ?? null;
}

/**
 * `<ss-form>` and `<ss-newsletter>`: a form definition from block JSON, every field type, client
 * validation, and the submit cycle of spec 02 §4 against the site API.
 */
export function FormBlock({
  host,
  attributes,
  emit,
  variant,
}: BlockProps<FormAttributes, NewsletterEvents> & { variant: 'form' | 'newsletter' }) {
  const tag = `ss-${variant}`;
  const read = useCallback(
    (element: HTMLElement) => parseFormBlockJson(formBlockJsonText(element), tag, variant === 'newsletter' ? { isNewsletter: true } : {}),
    [tag, variant],
  );
  const parsed = useLightDom(host, read, sameJson);
  if (!parsed.ok) {
    if (!reported.has(host)) {
      reported.add(host);
      console.error(`Sitestack: ${parsed.message}`);
    }
    return (
      <div part="base" className={`form ${variant}`} data-state="invalid">
        <p part="error" className="block-error" role="alert">
          {formText('invalidDefinition')}
        </p>
        {/* The page's plain fallback form (if any) stays usable, so visitors can still send it. */}
        <slot />
      </div>
    );
  }
  return <FormView key={parsed.definition.formId} definition={parsed.definition} host={host} attributes={attributes} emit={emit} variant={variant} />;
}

function FormView({
  definition,
  host,
  attributes,
  emit,
  variant,
}: BlockProps<FormAttributes, NewsletterEvents> & { definition: FormDefinition; variant: 'form' | 'newsletter' }) {
  // Entries, the pending key and the sent state survive the element being moved (runtime session).
  const session = useMemo(() => formSession(host, definition.formId), [host, definition.formId]);
  const [inputs, setInputs] = useState(() => session.inputs ?? initialInputs(definition, host));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>(() => (session.submitted ? 'success' : 'idle'));
  const [message, setMessage] = useState<string | null>(null);
  // A retryable failure: a second line after the message says the entries are kept (issue 18).
  const [entriesKept, setEntriesKept] = useState(false);
  const [serverFieldErrors, setServerFieldErrors] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaProblem, setCaptchaProblem] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const submitting = useRef(false);
  const justSent = useRef(false);
  const captcha = useRef<CaptchaWidget | null>(null);
  const captchaContainer = useRef<HTMLDivElement | null>(null);
  const base = useRef<HTMLDivElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const messageRef = useRef<HTMLDivElement | null>(null);
  const successRef = useRef<HTMLDivElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const idBase = useId().replace(/:/g, '');
  const isNewsletter = definition.isNewsletter;
  const visibleFields = useMemo(() => definition.fields.filter(isVisibleField), [definition]);
  const hiddenFields = useMemo(() => definition.fields.filter((field) => field.type === 'hidden'), [definition]);
  const [placesOffered] = useState(() => isPlaceAutocompleteOffered(getPageContext()));

  // spec 01 §7 form-render census, once per form shown (the analytics chunk checks consent and
  // swallows failures); loaded on demand so the form chunk stays small.
  useEffect(() => {
    void import('../../runtime/analytics/census.js').then(
      (census) => census.recordFormRender(definition.formId),
      () => undefined,
    );
  }, [definition.formId]);

  // Captcha (spec 03 §4): rendered lazily into its container when the form asks for one.
  useEffect(() => {
    if (!definition.captcha || !captchaContainer.current) return;
    let cancelled = false;
    const settings = getPageContext().captchaSettings ?? {};
    renderCaptcha(captchaContainer.current, settings, (token) => {
      if (!cancelled) setCaptchaToken(token);
    }).then(
      (widget) => {
        if (cancelled) return;
        captcha.current = widget;
      },
      (error: Error) => {
        if (cancelled) return;
        // The owner's problem, not the visitor's: said once in the console, and shown quietly.
        console.error(`Sitestack: <ss-${variant}> ${error.message}`);
        setCaptchaProblem(error.message === CAPTCHA_NOT_SET_UP_MESSAGE ? formText('captchaNotSetUp') : formText('captchaLoadFailed'));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [definition.captcha, variant]);

  // Entries typed into the server-drawn form before hydration: React keeps them in the page but
  // not in its state (the next render would clear them), so they are taken into the state.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedFormInputs(definition.fields, form);
    setInputs((current) => (Object.entries(typed).every(([id, input]) => JSON.stringify(current[id]) === JSON.stringify(input)) ? current : { ...current, ...typed }));
  }, [definition]);

  // The first errored field gets focus after errors are shown (spec 02 §4).
  useLayoutEffect(() => {
    if (focusRequest === 0) return;
    const root = base.current;
    if (!root) return;
    const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset), [role="radiogroup"][aria-invalid="true"] input');
    const target = invalid ?? messageRef.current;
    target?.focus({ preventScroll: false });
  }, [focusRequest]);

  // Success: focus moves to the message, or the page scrolls to the form (offset 25) when empty.
  useLayoutEffect(() => {
    if (status !== 'success' || redirecting) return;
    const success = successRef.current;
    if (definition.successHtml && success) void renderSuccessHtml(success.querySelector('[data-success-html]')!, definition.successHtml);
    // Focus and scroll only right after sending, not when a sent form's element is moved.
    if (!justSent.current) return;
    justSent.current = false;
    if (success && success.textContent!.trim() !== '') {
      success.focus();
      return;
    }
    const top = host.getBoundingClientRect().top + window.scrollY - FORM_SCROLL_OFFSET_PX;
    window.scrollTo({ top, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [status, redirecting, definition.successHtml, host, reducedMotion]);

  useEffect(() => {
    if (!session.submitted) session.inputs = inputs;
  }, [session, inputs]);

  const setInput = (id: string, value: FieldInput) => {
    setInputs((current) => ({ ...current, [id]: value }));
    if (fieldErrors[id]) {
      setFieldErrors((current) => {
        const next = { ...current };
        delete next[id];
        return next;
      });
    }
  };

  const fail = (english: string, errors: Record<string, string>, fromServer: boolean, statusCode: number, retryable = false) => {
    // Shown (and reported) in the site's language; field messages are translated where shown.
    const text = localiseFormMessage(english);
    setFieldErrors(errors);
    setServerFieldErrors(fromServer && Object.keys(errors).length > 0);
    setMessage(text);
    setEntriesKept(retryable);
    setStatus('error');
    setFocusRequest((n) => n + 1);
    emit('ss-form-submit-error', { formId: definition.formId, message: text, status: statusCode, fieldErrors: errors });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // spec 02 §5: a form already submitting ignores another submit.
    if (submitting.current) return;
    const values = serialiseFormValues(definition.fields, inputs);
    const errors = validateFormValues(definition.fields, values);
    if (Object.keys(errors).length > 0) {
      fail(FORM_INVALID_MESSAGE, errors, false, -1);
      return;
    }
    // spec 02 §5: a form needs a completed captcha when a captcha container exists.
    const token = captcha.current?.token() || captchaToken;
    if (definition.captcha && !token) {
      fail(CAPTCHA_INCOMPLETE_MESSAGE, {}, false, -1);
      return;
    }
    submitting.current = true;
    setStatus('submitting');
    setMessage(null);
    setFieldErrors({});
    setServerFieldErrors(false);
    const context = getPageContext();
    const outcome = await session.submitter.submit(definition, values, {
      pageFields: formPageFields(context, { title: document.title, pathname: location.pathname }),
      captchaKey: token || undefined,
      honeypot,
    });
    submitting.current = false;
    if (!outcome.ok) {
      // spec 02 §4: on failure the form unlocks, errors are shown and the captcha is reset.
      captcha.current?.reset();
      const known = Object.fromEntries(
        Object.entries(outcome.fieldErrors ?? {}).filter(([id]) => definition.fields.some((field) => field.id === id && isVisibleField(field))),
      );
      fail(outcome.message, known, true, outcome.status, outcome.retryable);
      return;
    }
    const redirect = safeRedirectUrl(definition.successRedirect, location.href);
    // Cancelable: a page that calls preventDefault() keeps the visitor here (no redirect).
    const proceed = emit('ss-form-submit-success', { formId: definition.formId, submissionId: outcome.submissionId, isNewsletter, redirect }, { cancelable: true });
    if (isNewsletter) {
      emit('ss-newsletter-subscribe', { formId: definition.formId });
      // spec 02 §4: newsletter forms track a subscribe event (loaded on demand, like the census).
      void import('../../runtime/forms/newsletter-tracking.js').then(
        (tracking) => tracking.trackNewsletterSubscribe(definition.formId, definition.name),
        () => undefined,
      );
    }
    session.submitted = true;
    session.inputs = null;
    justSent.current = true;
    if (redirect && proceed) {
      setRedirecting(true);
      setStatus('success');
      location.assign(redirect);
      return;
    }
    setStatus('success');
  };

  const submitLabel = status === 'submitting' ? attributes.submittingText || formText('submitting') : definition.submitButtonText;
  const showReviewMessages = serverFieldErrors && !isNewsletter && status === 'error';
  const firstErrorId = firstKnownErrorId(definition, fieldErrors);
  const successText = definition.successMessage ?? (definition.successHtml ? '' : formText('defaultSuccess'));

  return (
    <div
      part="base"
      ref={base}
      className={`form ${variant}${status === 'submitting' ? ' submitting' : ''}`}
      data-state={status}
      data-first-error={firstErrorId ?? undefined}
    >
      {status === 'success' && !redirecting ? (
        <div part="success" className="success" ref={successRef} tabIndex={-1} role="status">
          {successText ? <p className="success-text">{successText}</p> : null}
          {definition.successHtml ? <div data-success-html="" /> : null}
        </div>
      ) : (
        // A real form posting to the site API's no-script route (issue 15): drawn by the server in
        // a declarative shadow root, it is sent without script; with script, onSubmit takes over.
        <form
          part="form"
          ref={formRef}
          className="form-body"
          method="post"
          action={plainFormAction(definition.formId, getPageContext().apiBase)}
          noValidate
          aria-busy={status === 'submitting' || undefined}
          aria-label={definition.name || formText(isNewsletter ? 'newsletterLabel' : 'formLabel')}
          onSubmit={(event) => void onSubmit(event)}
        >
          {showReviewMessages ? (
            <p part="review-message" className="review-message">
              {localiseFormMessage(FIELD_ERRORS_ABOVE_MESSAGE)}
            </p>
          ) : null}
          <div part="fields" className="fields">
            {visibleFields.map((field) => (
              <FormFieldView
                key={field.id}
                field={field}
                input={inputs[field.id] ?? ''}
                error={fieldErrors[field.id]}
                idBase={`${idBase}-${field.id}`}
                disabled={false}
                placesOffered={placesOffered}
                onChange={(value) => setInput(field.id, value)}
              />
            ))}
          </div>
          {/* Hidden fields travel in a post without script (with script, their values come from the inputs state). */}
          {hiddenFields.map((field) => (
            <input key={field.id} type="hidden" name={field.id} defaultValue={field.value ?? ''} />
          ))}
          {/* Honeypot: hidden from people and assistive technology; bots fill it and are dropped. */}
          <div className="honeypot" aria-hidden="true">
            <label>
              {formText('honeypotLabel')}
              <input type="text" name={HONEYPOT_FIELD_NAME} tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.currentTarget.value)} />
            </label>
          </div>
          {definition.captcha ? (
            <div part="captcha" className="captcha">
              <div ref={captchaContainer} className="captcha-container" />
              {captchaProblem ? (
                <p part="captcha-problem" className="captcha-problem">
                  {captchaProblem}
                </p>
              ) : null}
            </div>
          ) : null}
          <div part="message" className="message" ref={messageRef} tabIndex={-1} role="alert" data-state={message ? 'shown' : 'empty'}>
            <span className="message-text">{message}</span>
            {message && entriesKept ? (
              <span part="message-note" className="message-note">
                {localiseFormMessage(ENTRIES_KEPT_MESSAGE)}
              </span>
            ) : null}
          </div>
          {showReviewMessages ? (
            <p part="review-message" className="review-message">
              {localiseFormMessage(FIELD_ERRORS_BELOW_MESSAGE)}
            </p>
          ) : null}
          <div className="actions">
            {/* spec 02 §4: a button bound to the captcha stays disabled until it is completed (and again
                after a failure resets it); aria-disabled keeps it focusable so a press explains why. */}
            <button
              part="submit"
              className="submit"
              type="submit"
              aria-disabled={status === 'submitting' || (definition.captcha && !captchaProblem && !captchaToken) || undefined}
            >
              {submitLabel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
