import { createElement } from 'react';
import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { FormBlock, type FormAttributes, type FormEvents } from '../react/form/FormBlock.js';
import type { BlockProps } from '../react/block-props.js';
import formCss from '../styles/form.css?inline';
import { createBlockElement } from './block-element.js';

function Form(props: BlockProps<FormAttributes, FormEvents>) {
  return createElement(FormBlock, { ...props, variant: 'form' });
}

/**
 * Form block (spec 02 §3-5, §7-8; spec 03 §3 field types). The definition comes as block JSON in a
 * `data-block-json` attribute or a child `<script type="application/json">`; a plain HTML form
 * beside it is the no-script fallback. Submissions go to the site API with a single-use key that
 * doubles as an idempotency key, so retrying after a failure never stores twice.
 *
 * @tag ss-form
 * @summary A site form: every field type, validation, and a submit cycle that never loses entries.
 *
 * @attr {string} submitting-text - Button text while the form is being sent. Default: "Submitting…".
 * @attr {string} data-block-json - The form definition (formId, fields, submitButtonText, successMessage, successHtml, successRedirect, captcha ...).
 *
 * @fires ss-form-submit-success - The submission was stored; cancelable (preventDefault() skips the redirect and shows the success message). detail: `{ formId, submissionId, isNewsletter, redirect }`.
 * @fires ss-form-submit-error - A submit attempt failed (validation, captcha or server). detail: `{ formId, message, status, fieldErrors }`.
 *
 * @csspart base - The wrapper; `data-state` is idle, submitting, error, success or invalid.
 * @csspart form - The form element.
 * @csspart fields - The list of fields.
 * @csspart field - One field; `data-state` is valid or error.
 * @csspart label - A field's label (or legend), error message first.
 * @csspart field-error - A field's error message.
 * @csspart description - A field's description.
 * @csspart input - A text input, textarea or select.
 * @csspart subfield - One part of a multi-part field (name, address, date, time, phone).
 * @csspart sublabel - The label under a part.
 * @csspart option - One radio, checkbox or likert choice.
 * @csspart choice - The radio or checkbox input.
 * @csspart likert-question - One likert question and its scale.
 * @csspart counter - The textarea character counter ("count / max"); `data-state` over when too long.
 * @csspart prefix - The currency symbol or twitter @.
 * @csspart suggestions - The list of suggested places under an address's first line (sites with a maps key).
 * @csspart suggestion - One suggested place; `aria-selected` marks the active one.
 * @csspart section - A section heading (`data-underline` when underlined).
 * @csspart required - The required marker.
 * @csspart captcha - The captcha area.
 * @csspart message - The form-level message (an alert).
 * @csspart message-note - After a failure that can be retried, the line under the message saying the entries are kept.
 * @csspart review-message - 'Please scroll down/up to review' messages around server field errors.
 * @csspart submit - The submit button.
 * @csspart success - The success message.
 * @csspart error - The message shown when the definition is invalid.
 *
 * @cssprop --ss-form-gap - Space between fields. Default: 1.25rem.
 * @cssprop --ss-form-input-border - Input border. Default: 1px solid (text colour at 35%).
 * @cssprop --ss-form-input-padding - Input padding. Default: 0.6rem 0.75rem.
 * @cssprop --ss-form-button-background - Submit button background. Default: the accent colour.
 * @cssprop --ss-form-button-color - Submit button text colour. Default: white.
 * @cssprop --ss-color-error - Error colour. Default: #b3261e.
 * @cssprop --ss-color-accent - Focus ring and button colour.
 */
export class SsForm extends createBlockElement({
  tag: 'ss-form',
  component: Form,
  attributes: {
    // Empty: the site's 'form.submitting' text (en-US "Submitting…").
    'submitting-text': stringAttribute(''),
  },
  styles: [formCss],
}) {}

export type { FormEvents };
export default SsForm;

declare global {
  interface HTMLElementTagNameMap {
    'ss-form': SsForm;
  }
}
