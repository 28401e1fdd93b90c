import { isVisibleField, type FormDefinition, type FormField } from './form-definition.js';
import { COUNTER_MAX_ATTRIBUTE, characterCounter } from './character-counter.js';
import { FORM_PART_LABELS, FORM_TEXTS, type FormPart } from './form-texts.js';
import { LIKERT_SCALE, inputParts } from './form-values.js';
import { partInputAttributes, singleInputAttributes, type FormInputAttributes } from './form-field-attributes.js';
import { PLAIN_FORM_CLASS } from './typed-fallback-inputs.js';

/**
 * The no-script fallback of `<ss-form>` / `<ss-newsletter>` (issue 4: "a plain HTML form is the
 * no-JS fallback"): a real `<form method="post">` with the same fields, names and texts as the
 * upgraded form, posting to the site API's plain-form route. Its `ssf-*` classes are styled by
 * the pre-upgrade rules (src/styles/pre-upgrade.css) so it takes the box the upgraded form takes:
 * the upgrade shifts nothing. Owners paste its output into the element, after the block JSON.
 */

/** Where a plain form posts: the site API's no-script route for the form. */
export function plainFormAction(formId: string, apiBase = ''): string {
  return `${apiBase.replace(/\/+$/, '')}/api/form/plain/${encodeURIComponent(formId)}`;
}

/** The field names of the plain post, the same as the upgraded form's (see plainFormInputs). */
export const HONEYPOT_FIELD_NAME = 'website_confirm';

export interface PlainFormOptions {
  /** Where the form posts; default: plainFormAction(definition.formId). */
  action?: string;
  /** Prefix of element ids (unique on the page); default: `ssf-<formId>`. */
  idPrefix?: string;
  /** A text in the site's language (key, en-US text); default: the en-US text. */
  translate?: (key: string, english: string) => string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function attributes(list: Record<string, string | boolean | undefined>): string {
  return Object.entries(list)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value as string)}"`))
    .join('');
}

/** The field-attribute table's entry as HTML attributes. */
function inputAttributes(entry: FormInputAttributes): Record<string, string | undefined> {
  return { type: entry.type, inputmode: entry.inputMode, autocomplete: entry.autoComplete };
}

/** The plain HTML form for a definition (block JSON), as one string of markup. */
export function plainFormHtml(definition: FormDefinition, options: PlainFormOptions = {}): string {
  const t = options.translate ?? ((_key: string, english: string) => english);
  const prefix = options.idPrefix ?? `ssf-${definition.formId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const partLabel = (part: string) => (Object.hasOwn(FORM_PART_LABELS, part) ? t(`form.part.${part}`, FORM_PART_LABELS[part as FormPart]) : part);
  const title = (field: FormField) => escapeHtml(field.title || field.id);
  const required = (field: FormField) => (field.required ? '<span class="ssf-required" aria-hidden="true"> *</span>' : '');
  const description = (field: FormField, id: string) => (field.description ? `<p class="ssf-description" id="${id}">${escapeHtml(field.description)}</p>` : '');

  const fieldHtml = (field: FormField): string => {
    const id = `${prefix}-${field.id}`;
    const described = field.description ? `${id}-description` : undefined;
    switch (field.type) {
      case 'hidden':
        return `<input${attributes({ type: 'hidden', name: field.id, value: field.value ?? '' })}>`;
      case 'section':
        return `<div class="ssf-section"${field.underline ? ' data-underline=""' : ''}><h3 class="ssf-section-title">${escapeHtml(field.title)}</h3>${
          field.description ? `<p class="ssf-description">${escapeHtml(field.description)}</p>` : ''
        }</div>`;
      case 'name':
      case 'address':
      case 'date':
      case 'time':
      case 'phone': {
        const parts = inputParts(field)
          .map((part, i) => {
            const partId = `${id}-${part}`;
            const name = `${field.id}-${part}`;
            const control =
              part === 'Ampm'
                ? `<select class="ssf-input" id="${partId}" name="${name}"><option value=""></option><option value="AM">AM</option><option value="PM">PM</option></select>`
                : `<input${attributes({
                    class: 'ssf-input',
                    id: partId,
                    name,
                    ...inputAttributes(partInputAttributes(field.type, part)),
                    required: field.required && i === 0,
                  })}>`;
            return `<div class="ssf-subfield ssf-subfield-${part.toLowerCase()}">${control}<label class="ssf-sublabel" for="${partId}">${escapeHtml(partLabel(part))}</label></div>`;
          })
          .join('');
        return `<fieldset class="ssf-field ssf-field-${field.type}"${attributes({ 'aria-describedby': described })}><legend class="ssf-label"><span>${title(field)}</span>${required(field)}</legend>${description(field, `${id}-description`)}<div class="ssf-parts">${parts}</div></fieldset>`;
      }
      case 'radio':
      case 'checkbox': {
        const type = field.type;
        const choices = (field.options ?? [])
          .map(
            (option, i) =>
              `<div class="ssf-option"><input${attributes({
                class: 'ssf-choice',
                id: `${id}-${i}`,
                type,
                name: field.id,
                value: option,
                required: type === 'radio' && field.required && i === 0,
              })}><label for="${id}-${i}">${escapeHtml(option)}</label></div>`,
          )
          .join('');
        return `<fieldset class="ssf-field ssf-field-${type}"${attributes({ 'aria-describedby': described })}><legend class="ssf-label"><span>${title(field)}</span>${required(field)}</legend>${description(field, `${id}-description`)}<div class="ssf-options">${choices}</div></fieldset>`;
      }
      case 'likert': {
        const questions = (field.options ?? [])
          .map((question, q) => {
            const steps = LIKERT_SCALE.map(
              (step) =>
                `<div class="ssf-option"><input class="ssf-choice" id="${id}-${q}-${step.value}" type="radio" name="${field.id}-${q}" value="${step.value}"><label for="${id}-${q}-${step.value}">${escapeHtml(t(`form.likert.${step.value}`, step.label))}</label></div>`,
            ).join('');
            return `<div class="ssf-likert-question" role="radiogroup" aria-labelledby="${id}-q-${q}"><span id="${id}-q-${q}">${escapeHtml(question)}</span><div class="ssf-likert-scale">${steps}</div></div>`;
          })
          .join('');
        return `<fieldset class="ssf-field ssf-field-likert"${attributes({ 'aria-describedby': described })}><legend class="ssf-label"><span>${title(field)}</span>${required(field)}</legend>${description(field, `${id}-description`)}${questions}</fieldset>`;
      }
      case 'select': {
        const choices = (field.options ?? []).map((option) => `<option value="${escapeHtml(option)}">${escapeHtml(option)}</option>`).join('');
        return `<div class="ssf-field ssf-field-select"><label class="ssf-label" for="${id}"><span>${title(field)}</span>${required(field)}</label>${description(field, `${id}-description`)}<select${attributes({
          class: 'ssf-input',
          id,
          name: field.id,
          required: field.required,
          'aria-describedby': described,
        })}><option value="">${escapeHtml(t('form.selectPlaceholder', FORM_TEXTS.selectPlaceholder))}</option>${choices}</select></div>`;
      }
      default: {
        const counter = field.type === 'textarea' ? characterCounter(0, field.maxLength) : null;
        const common = {
          class: 'ssf-input',
          id,
          name: field.id,
          placeholder: field.placeholder,
          required: field.required,
          'aria-describedby': [described, counter && `${id}-counter`].filter(Boolean).join(' ') || undefined,
        };
        const symbol = field.type === 'currency' ? field.currencySymbol || '$' : field.type === 'twitter' ? '@' : null;
        const control =
          field.type === 'textarea'
            ? `<textarea${attributes({ ...common, rows: '5', maxlength: field.maxLength ? String(field.maxLength) : undefined })}></textarea>`
            : `<div class="ssf-input-row">${symbol ? `<span class="ssf-prefix" aria-hidden="true">${escapeHtml(symbol)}</span>` : ''}<input${attributes({
                ...common,
                ...inputAttributes(singleInputAttributes(field.type)),
              })}></div>`;
        return `<div class="ssf-field ssf-field-${field.type}"><label class="ssf-label" for="${id}"><span>${title(field)}</span>${required(field)}</label>${description(field, `${id}-description`)}${control}${
          counter ? `<span class="ssf-counter" id="${id}-counter" ${COUNTER_MAX_ATTRIBUTE}="${field.maxLength}">${escapeHtml(counter.text)}</span>` : ''
        }</div>`;
      }
    }
  };

  const visible = definition.fields.filter(isVisibleField).map(fieldHtml).join('');
  const hidden = definition.fields.filter((field) => !isVisibleField(field)).map(fieldHtml).join('');
  const label = definition.name || (definition.isNewsletter ? t('form.newsletterLabel', FORM_TEXTS.newsletterLabel) : t('form.formLabel', FORM_TEXTS.formLabel));
  const honeypot = `<div class="ssf-honeypot" aria-hidden="true"><label>${escapeHtml(t('form.honeypotLabel', FORM_TEXTS.honeypotLabel))}<input type="text" name="${HONEYPOT_FIELD_NAME}" tabindex="-1" autocomplete="off"></label></div>`;
  // A captcha needs script: the box it will take is kept, and the server refuses the plain post.
  const captcha = definition.captcha ? '<div class="ssf-captcha"></div>' : '';
  return `<form${attributes({
    class: PLAIN_FORM_CLASS,
    method: 'post',
    action: options.action ?? plainFormAction(definition.formId),
    'aria-label': label,
  })}><div class="ssf-fields">${visible}</div>${hidden}${honeypot}${captcha}<div class="ssf-actions"><button class="ssf-submit" type="submit">${escapeHtml(definition.submitButtonText)}</button></div></form>`;
}

