import { useCallback, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CaptchaWidget } from '../../runtime/captcha/captcha-provider.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { isVisibleField, type FormDefinition } from '../../runtime/forms/form-definition.js';
import { CAPTCHA_INCOMPLETE_MESSAGE, FORM_INVALID_MESSAGE, FORM_SCROLL_OFFSET_PX } from '../../runtime/forms/form-messages.js';
import { formPageFields } from '../../runtime/forms/form-submit.js';
import type { FormSession } from '../../runtime/forms/form-session.js';
import { validateFormValues } from '../../runtime/forms/form-validation.js';
import { serialiseFormValues, type FieldInput } from '../../runtime/forms/form-values.js';
import { localiseFormMessage } from '../../runtime/forms/form-texts.js';
import { safeRedirectUrl } from '../../runtime/forms/redirect-url.js';
import { loadSuccessHtml, renderSuccessHtml } from '../../runtime/forms/success-html.js';
import type { BlockProps } from '../block-props.js';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.js';
import type { FormAttributes, NewsletterEvents } from './FormBlock.js';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

interface FormSubmitInput {
  definition: FormDefinition;
  host: HTMLElement;
  session: FormSession;
  inputs: Record<string, FieldInput>;
  honeypot: string;
  emit: BlockProps<FormAttributes, NewsletterEvents>['emit'];
  captcha: RefObject<CaptchaWidget | null>;
  captchaToken: string;
}

/**
 * The submit cycle of spec 02 §4: client checks, the call through the form session, field and
 * form errors with focus on the first, then the success message (focused, or the page scrolled
 * to the form) or the redirect.
 */
export function useFormSubmit({ definition, host, session, inputs, honeypot, emit, captcha, captchaToken }: FormSubmitInput) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>(() => (session.submitted ? 'success' : 'idle'));
  const [message, setMessage] = useState<string | null>(null);
  // A retryable failure: a second line after the message says the entries are kept (issue 18).
  const [entriesKept, setEntriesKept] = useState(false);
  const [serverFieldErrors, setServerFieldErrors] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [redirecting, setRedirecting] = useState(false);
  const submitting = useRef(false);
  const justSent = useRef(false);
  const base = useRef<HTMLDivElement | null>(null);
  const messageRef = useRef<HTMLDivElement | null>(null);
  const successRef = useRef<HTMLDivElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const isNewsletter = definition.isNewsletter;

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
    if (definition.successHtml && success) {
      renderSuccessHtml(success.querySelector('[data-success-html]')!, definition.successHtml).catch((error: Error) =>
        console.error(`Sitestack: <${host.localName}>: the success message could not be shown: ${error.message}`),
      );
    }
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
  // Stable, so the fields that did not change are not drawn again as the visitor types.
  const clearFieldError = useCallback((id: string) => {
    setFieldErrors((current) => {
      if (!current[id]) return current;
      const next = { ...current };
      delete next[id];
      return next;
    });
  }, []);

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
    // The owner's success HTML needs the sanitiser: fetched while the submission is on its way.
    const successHtmlReady = definition.successHtml ? loadSuccessHtml().then(() => undefined, () => undefined) : null;
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
    // Usually there already; the success message shows with the owner's HTML in it, so focus goes
    // to it (spec 02 §4) rather than the page scrolling to an empty message.
    if (successHtmlReady) await successHtmlReady;
    setStatus('success');
  };

  return { status, message, fieldErrors, entriesKept, serverFieldErrors, redirecting, base, messageRef, successRef, clearFieldError, onSubmit };
}
