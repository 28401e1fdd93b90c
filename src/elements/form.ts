import { createElement } from 'react';
import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { FormBlock, type FormAttributes, type FormEvents } from '../react/form/FormBlock.js';
import type { BlockProps } from '../react/block-props.js';
import formCss from '../styles/form.css?inline';
import { createBlockElement } from './block-element.js';
import { PLAIN_FALLBACK_FORM } from '../runtime/forms/typed-fallback-inputs.js';
import { FORM_DEFINITION_SCHEMA_PARTS } from '../runtime/forms/form-definition.js';

function Form(props: BlockProps<FormAttributes, FormEvents>) {
  return createElement(FormBlock, { ...props, variant: 'form' });
}

/**
 * A site form (spec 02 §3-5, §7-8; field types of spec 03 §3). The definition is block JSON in a
 * `data-block-json` attribute or a child `<script type="application/json">`; put the plain HTML form
 * that `plainFormHtml(definition)` (src/runtime/forms/plain-form-html.ts) writes after it as the
 * no-script fallback: a real `<form method="post">` with the same fields, texts and names, which the
 * pre-upgrade rules of `sitestack.css` lay out in exactly the box the upgraded form takes, so the
 * upgrade shifts nothing; anything typed into it before the upgrade stays in the upgraded form. A page
 * the server renders does not need it (its drawing is already the no-script form), so the server leaves
 * it out there, unless the definition is invalid and the block shows it. Field types: text,
 * textarea (`maxLength`: 'count / max' counter, error state when over), email, number, website,
 * password, twitter, date, time, name, address, phone (`showCountryCode`), currency
 * (`currencySymbol`), section (`underline`, sends no value), radio, checkbox, select, likert (each
 * option is a question answered from Strongly Disagree (-2) to Strongly Agree (2)) and hidden (its
 * value is the page's query parameter named by `key`, else `value`). Entries are checked before any
 * request (required, email, number, URL, US zip of 5 digits) with 'One or more fields is invalid,
 * please check your entries.', each message before its field title (`aria-invalid`,
 * `aria-describedby`), the first invalid field focused and the form message in an alert. Sending
 * asks for a FormSubmissionKey, then SaveFormSubmission; the key is kept until the server answers,
 * so retrying after a lost answer, a time-out or a 5xx sends the same key and the server stores the
 * submission once. Every status message of spec 02 §8 is shown verbatim and the entries stay in the
 * form. On success: `successRedirect` is followed when it is an http(s) URL or a same-site path
 * (`javascript:` and other schemes are refused), else the success text or owner HTML (sanitised,
 * through the Trusted Types policy; its scripts re-run, docs/security.md "Owner HTML") replaces the form and takes focus. A hidden honeypot
 * field lets the server drop bots silently. When the site has a maps key (`mapsRenderKey` in the
 * page context), an address's first line suggests places (WAI-ARIA combobox; the site API's places
 * endpoints with productPage and productSection) and fills every part from the chosen one; a server
 * without a places provider leaves plain inputs and shows no error. With `"captcha": true` the site's captcha
 * (`captchaSettings.siteKey` in the page context) is rendered lazily, compact below 320 px. Visitors
 * without script send that plain form to `/api/form/plain/{formId}` with the same field names
 * (`email`, `name-First`, `address-Zip` ...); it is stored with the same rules, once (see
 * `demo/forms.html`). Every text the block draws (part labels, the select placeholder,
 * likert steps, the spec 02 §8 messages and field messages, even those the site API sends) comes
 * from the `form.*` keys of the catalogue, so a site's `#ss-messages` translates them; give
 * `plainFormHtml` the same texts (`translate` option) so the fallback keeps the upgraded layout.
 *
 * ```html
 * <ss-form>
 *   <script type="application/json">
 *     {"formId": "contact", "submitButtonText": "Send", "successMessage": "Thanks!",
 *      "fields": [{"id": "email", "type": "email", "title": "Email", "required": true},
 *                 {"id": "message", "type": "textarea", "title": "Message", "maxLength": 500}]}
 *   </script>
 *   <form class="ssf-form" method="post" action="/api/form/plain/contact"> …plainFormHtml(definition)… </form>
 * </ss-form>
 * ```
 *
 * @tag ss-form
 * @summary A site form: every field type, validation, and a submit cycle that never loses entries.
 *
 * @attr {text} submitting-text - Button text while the form is being sent. Default: the site's `form.submitting` text (Submitting…).
 * @attr {JSON} data-block-json - The definition (`formId`, `fields`, `submitButtonText`, `successMessage`, `successHtml`, `successRedirect`, `captcha`, `collectionId`, `objectName`, `isOverlayForm`); or a child JSON script.
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
 * @csspart captcha-problem - The note under the captcha when it cannot load or run.
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
 * @cssprop --ss-form-input-background - Input background. Default: transparent.
 * @cssprop --ss-form-suggestions-background - Background of the address suggestions list. Default: the system Canvas colour.
 * @cssprop --ss-form-suggestions-color - Text of the address suggestions list. Default: the system CanvasText colour.
 * @cssprop --ss-form-button-background - Submit button background. Default: the accent colour.
 * @cssprop --ss-form-button-color - Submit button text colour. Default: white.
 * @cssprop --ss-color-error - Error colour. Default: #b3261e.
 * @cssprop --ss-color-accent - Focus ring and button colour.
 */
export class SsForm extends createBlockElement({
  tag: 'ss-form',
  schemas: FORM_DEFINITION_SCHEMA_PARTS,
  unrenderedFallback: PLAIN_FALLBACK_FORM,
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
