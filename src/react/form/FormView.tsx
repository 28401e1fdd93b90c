import { Suspense, memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getPageContext } from '../../runtime/context/current-context.js';
import { pageAddress } from '../../runtime/blocks/drawn-address.js';
import { whenIdle } from '../../runtime/dom/when-idle.js';
import { isPlaceAutocompleteOffered } from '../../runtime/forms/address-places.js';
import { isVisibleField, type FormDefinition } from '../../runtime/forms/form-definition.js';
import { ENTRIES_KEPT_MESSAGE, FIELD_ERRORS_ABOVE_MESSAGE, FIELD_ERRORS_BELOW_MESSAGE } from '../../runtime/forms/form-messages.js';
import { formSession } from '../../runtime/forms/form-session.js';
import { emptyFieldInput, type FieldInput } from '../../runtime/forms/form-values.js';
import { formText, localiseFormMessage } from '../../runtime/forms/form-texts.js';
import { typedFallbackInputs, typedFormInputs } from '../../runtime/forms/typed-fallback-inputs.js';
import { HONEYPOT_FIELD_NAME, plainFormAction } from '../../runtime/forms/plain-form-html.js';
import type { BlockProps } from '../block-props.js';
import type { FormAttributes, NewsletterEvents } from './FormBlock.js';
import { FormFieldView, type FieldProps } from './FormFields.js';
import { useFormCaptcha } from './use-form-captcha.js';
import { useFormSubmit } from './use-form-submit.js';

function initialInputs(definition: FormDefinition, host: HTMLElement): Record<string, FieldInput> {
  // The page's own address: the browser's, or on the server the page being rendered (its DOM has
  // the page URL), so a hidden field the server draws already holds the query's value and a post
  // without script sends it (spec 02 §3). (A hydrating form may differ from the server's drawing
  // here: React sets a hidden input's value as it hydrates.)
  const { search } = pageAddress(host.ownerDocument);
  // Entries typed into the plain fallback form before the upgrade carry over (nothing lost).
  const typed = typedFallbackInputs(definition.fields, host);
  return Object.fromEntries(definition.fields.map((field) => [field.id, typed[field.id] ?? emptyFieldInput(field, search)]));
}

function firstKnownErrorId(definition: FormDefinition, errors: Record<string, string>): string | null {
  return definition.fields.find((field) => errors[field.id] && isVisibleField(field))?.id ?? null;
}

interface FormFieldSlotProps extends Omit<FieldProps, 'onChange' | 'disabled'> {
  setInput(id: string, value: FieldInput): void;
}

/**
 * One field of the form, drawn again only when its own input, error or definition changes: a
 * keystroke redraws its field, not every field of the form (on a phone, a long form's every
 * control updated per keystroke took tens of milliseconds).
 *
 * Each field is also a hydration boundary of its own (`<Suspense>`; nothing in it suspends): on
 * a form the server drew, a keystroke before hydration hydrates the form and the field typed in,
 * in the keystroke's task, and React hydrates the other fields after it in the background
 * (selective hydration), instead of every control of the form before the keystroke is answered
 * (about 150 ms on a phone for the demo's contact form, 70 ms after). A field whose state changes
 * meanwhile (an entry typed before the code came, an error) is hydrated first.
 */
const FormFieldSlot = memo(function FormFieldSlot({ setInput, ...props }: FormFieldSlotProps) {
  const { id } = props.field;
  const onChange = useCallback((value: FieldInput) => setInput(id, value), [setInput, id]);
  return (
    <Suspense>
      <FormFieldView {...props} disabled={false} onChange={onChange} />
    </Suspense>
  );
});

/** A valid form definition drawn as a form: its fields, captcha, messages and submit button. */
export function FormView({
  definition,
  host,
  attributes,
  emit,
  variant,
}: BlockProps<FormAttributes, NewsletterEvents> & { definition: FormDefinition; variant: 'form' | 'newsletter' }) {
  // Entries, the pending key and the sent state survive the element being moved (runtime session).
  const session = useMemo(() => formSession(host, definition.formId), [host, definition.formId]);
  const [inputs, setInputs] = useState(() => session.inputs ?? initialInputs(definition, host));
  const [honeypot, setHoneypot] = useState('');
  const formRef = useRef<HTMLFormElement | null>(null);
  const idBase = useId().replace(/:/g, '');
  const isNewsletter = definition.isNewsletter;
  const visibleFields = useMemo(() => definition.fields.filter(isVisibleField), [definition]);
  const hiddenFields = useMemo(() => definition.fields.filter((field) => field.type === 'hidden'), [definition]);
  const [placesOffered] = useState(() => isPlaceAutocompleteOffered(getPageContext()));

  // spec 01 §7 form-render census, once per form shown (the analytics chunk checks consent and
  // swallows failures); loaded on demand so the form chunk stays small, and in idle time, so that
  // analytics never stands between a visitor's first keystroke and the form answering it.
  useEffect(
    () =>
      whenIdle(() => {
        void import('../../runtime/analytics/census.js').then(
          (census) => census.recordFormRender(definition.formId),
          () => undefined,
        );
      }),
    [definition.formId],
  );

  const { captcha, captchaContainer, captchaToken, captchaProblem } = useFormCaptcha(definition.captcha, variant);

  // Entries typed into the server-drawn form before hydration: React keeps them in the page but
  // not in its state (the next render would clear them), so they are taken into the state.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedFormInputs(definition.fields, form);
    setInputs((current) => (Object.entries(typed).every(([id, input]) => JSON.stringify(current[id]) === JSON.stringify(input)) ? current : { ...current, ...typed }));
  }, [definition]);

  const { status, message, fieldErrors, entriesKept, serverFieldErrors, redirecting, base, messageRef, successRef, clearFieldError, onSubmit } = useFormSubmit({
    definition,
    host,
    session,
    inputs,
    honeypot,
    emit,
    captcha,
    captchaToken,
  });

  useEffect(() => {
    if (!session.submitted) session.inputs = inputs;
  }, [session, inputs]);

  const setInput = useCallback(
    (id: string, value: FieldInput) => {
      setInputs((current) => ({ ...current, [id]: value }));
      clearFieldError(id);
    },
    [clearFieldError],
  );

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
              <FormFieldSlot
                key={field.id}
                field={field}
                input={inputs[field.id] ?? ''}
                error={fieldErrors[field.id]}
                idBase={`${idBase}-${field.id}`}
                placesOffered={placesOffered}
                setInput={setInput}
              />
            ))}
          </div>
          {/* Hidden fields travel in a post without script (with script, their values come from the inputs state): the page query's value, else the default. */}
          {hiddenFields.map((field) => {
            const value = inputs[field.id];
            return <input key={field.id} type="hidden" name={field.id} defaultValue={typeof value === 'string' ? value : (field.value ?? '')} />;
          })}
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
