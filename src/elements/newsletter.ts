import { createElement } from 'react';
import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { FormBlock, type FormAttributes, type NewsletterEvents } from '../react/form/FormBlock.js';
import type { BlockProps } from '../react/block-props.js';
import formCss from '../styles/form.css?inline';
import newsletterCss from '../styles/newsletter.css?inline';
import { createBlockElement } from './block-element.js';
import { PLAIN_FALLBACK_FORM } from '../runtime/forms/typed-fallback-inputs.js';
import { FORM_DEFINITION_SCHEMA_PARTS } from '../runtime/forms/form-definition.js';

function Newsletter(props: BlockProps<FormAttributes, NewsletterEvents>) {
  return createElement(FormBlock, { ...props, variant: 'newsletter' });
}

/**
 * Newsletter sign-up with the same machinery as `<ss-form>` (validation, idempotent submit, spec 02 §8
 * messages): usually an email field and an optional name. As spec 02 §5 says, a newsletter form shows
 * no 'scroll down / scroll up to review' messages, and a successful sign-up fires
 * `ss-newsletter-subscribe` and tracks a `newsletter_subscribe` events-service event (spec 02 §4;
 * the form's id and name only, never the entries; subject to consent). Fields and button sit on one
 * row when the block is at least 32rem wide. Popups embed it. The plain fallback form of
 * `plainFormHtml` works here too, with the same no-shift guarantee (and the server leaves it out of a
 * page it renders, as for `<ss-form>`).
 *
 * ```html
 * <ss-newsletter>
 *   <script type="application/json">
 *     {"formId": "newsletter", "submitButtonText": "Subscribe", "successMessage": "You're on the list.",
 *      "fields": [{"id": "email", "type": "email", "title": "Email", "required": true}]}
 *   </script>
 * </ss-newsletter>
 * ```
 *
 * Parts and custom properties: as `<ss-form>`.
 *
 * @tag ss-newsletter
 * @summary Newsletter sign-up: email (and optional name) with the form block's submit cycle.
 *
 * @attr {text} submitting-text - Button text while sending. Default: the site's `form.submitting` text (Submitting…).
 * @attr {JSON} data-block-json - The definition: formId, fields (an email, optionally a name), submitButtonText, successMessage ...
 *
 * @fires ss-newsletter-subscribe - The visitor subscribed (the tracking hook). detail: `{ formId }`.
 * @fires ss-form-submit-success - The submission was stored. detail: `{ formId, submissionId, isNewsletter: true, redirect }`.
 * @fires ss-form-submit-error - A submit attempt failed. detail: `{ formId, message, status, fieldErrors }`.
 *
 * @csspart base - The wrapper; `data-state` is idle, submitting, error, success or invalid.
 * @csspart form - The form element.
 * @csspart fields - The fields row.
 * @csspart field - One field.
 * @csspart label - A field's label.
 * @csspart field-error - A field's error message.
 * @csspart input - A text input.
 * @csspart required - The required marker.
 * @csspart subfield - A name part.
 * @csspart message - The form-level message (an alert).
 * @csspart message-note - After a failure that can be retried, the line under the message saying the entries are kept.
 * @csspart submit - The subscribe button.
 * @csspart success - The success message.
 * @csspart error - The message shown when the definition is invalid.
 *
 * @cssprop --ss-newsletter-layout - `row` puts fields and button on one line when wide enough; `column` keeps the button under the fields. Default: row.
 * @cssprop --ss-form-gap - Space between fields. Default: 1.25rem.
 * @cssprop --ss-form-input-border - Input border. Default: 1px solid (text colour at 35%).
 * @cssprop --ss-form-input-padding - Input padding. Default: 0.6rem 0.75rem.
 * @cssprop --ss-form-input-background - Input background. Default: transparent.
 * @cssprop --ss-form-button-background - Subscribe button background. Default: the accent colour.
 * @cssprop --ss-form-button-color - Subscribe button text colour. Default: white.
 * @cssprop --ss-form-suggestions-background - Background of a suggestions list. Default: the system Canvas colour.
 * @cssprop --ss-form-suggestions-color - Text of a suggestions list. Default: the system CanvasText colour.
 * @cssprop --ss-color-error - Error colour. Default: #b3261e.
 */
export class SsNewsletter extends createBlockElement({
  tag: 'ss-newsletter',
  schemas: FORM_DEFINITION_SCHEMA_PARTS,
  unrenderedFallback: PLAIN_FALLBACK_FORM,
  component: Newsletter,
  attributes: {
    // Empty: the site's 'form.submitting' text (en-US "Submitting…").
    'submitting-text': stringAttribute(''),
  },
  styles: [formCss, newsletterCss],
}) {}

export type { NewsletterEvents };
export default SsNewsletter;

declare global {
  interface HTMLElementTagNameMap {
    'ss-newsletter': SsNewsletter;
  }
}
