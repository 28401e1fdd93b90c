import type { FormField } from './form-definition.js';
import { fieldHasValue } from './form-definition.js';
import { FIELD_PARTS, LIKERT_VALUES, type FieldValue } from './form-values.js';
import { characterCounter } from './character-counter.js';

/**
 * Field rules checked before any request and again by the site API (spec 02 §5): required,
 * email, number, URL, US zip, textarea maximum length, choices. Both sides call
 * `validateFormValues`, so a visitor never sees a server error the form could have caught.
 */

export const FIELD_REQUIRED_MESSAGE = 'This field is required.';
/** spec 02 §5 translation string. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email';
export const INVALID_NUMBER_MESSAGE = 'Please enter a valid number.';
export const INVALID_URL_MESSAGE = 'Please enter a valid URL.';
export const INVALID_US_ZIP_MESSAGE = 'US zip codes must be exactly 5 digits.';
export const UNKNOWN_FIELD_MESSAGE = 'This field is not part of the form.';
export const tooLongMessage = (max: number) => `Please use at most ${max} characters.`;
/** spec 03 §5 translation string. */
export const unexpectedOptionMessage = (value: string) => `${value} is not one of the expected options`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const NUMBER_PATTERN = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;
const WEBSITE_PATTERN = /^(https?:\/\/)?[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?(\.[a-z0-9\u00a1-\uffff-]+)+(:\d{1,5})?([/?#]\S*)?$/i;
/** spec 02 §5: US zip must be exactly 5 digits. */
export const US_ZIP_PATTERN = /^\d{5}$/;

export const isValidEmail = (text: string) => text.length <= 320 && EMAIL_PATTERN.test(text);
export const isValidNumber = (text: string) => NUMBER_PATTERN.test(text);
export const isValidWebsite = (text: string) => text.length <= 2000 && WEBSITE_PATTERN.test(text);
export const isValidUsZip = (text: string) => US_ZIP_PATTERN.test(text);

/** An address is checked as a US one when its country is empty or names the US. */
export function isUsCountry(country: string): boolean {
  return /^(|us|usa|u\.s\.a?\.?|united states( of america)?)$/i.test(country.trim());
}

/** Whether a value counts as filled in for a required field. */
export function isFilledValue(value: FieldValue | undefined): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((part) => typeof part === 'string' && part.trim() !== '');
  if (value && typeof value === 'object') return Object.values(value).some((answer) => typeof answer === 'string' && answer !== '');
  return false;
}

/** The message for one field's value, or null when it is fine. */
export function validateFieldValue(field: FormField, value: FieldValue | undefined): string | null {
  if (!fieldHasValue(field)) return null;
  if (!isFilledValue(value)) return field.required ? FIELD_REQUIRED_MESSAGE : null;
  const textValue = typeof value === 'string' ? value.trim() : '';
  switch (field.type) {
    case 'email':
      return isValidEmail(textValue) ? null : INVALID_EMAIL_MESSAGE;
    case 'number':
    case 'currency':
      return isValidNumber(textValue) ? null : INVALID_NUMBER_MESSAGE;
    case 'website':
      return isValidWebsite(textValue) ? null : INVALID_URL_MESSAGE;
    case 'textarea':
      return characterCounter(textValue.length, field.maxLength)?.over ? tooLongMessage(field.maxLength!) : null;
    case 'address': {
      if (!Array.isArray(value)) return null;
      const zip = (value[FIELD_PARTS.address.indexOf('Zip')] ?? '').trim();
      const country = value[FIELD_PARTS.address.indexOf('Country')] ?? '';
      return zip !== '' && isUsCountry(country) && !isValidUsZip(zip) ? INVALID_US_ZIP_MESSAGE : null;
    }
    case 'radio':
    case 'select':
      return (field.options ?? []).includes(textValue) ? null : unexpectedOptionMessage(textValue);
    case 'checkbox': {
      if (!Array.isArray(value)) return null;
      const wrong = value.find((choice) => !(field.options ?? []).includes(choice));
      return wrong === undefined ? null : unexpectedOptionMessage(wrong);
    }
    case 'likert': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
      for (const [question, answer] of Object.entries(value)) {
        if (!(field.options ?? []).includes(question)) return unexpectedOptionMessage(question);
        if (!LIKERT_VALUES.includes(answer)) return unexpectedOptionMessage(answer);
      }
      if (field.required && Object.keys(value).length < (field.options ?? []).length) return FIELD_REQUIRED_MESSAGE;
      return null;
    }
    default:
      return null;
  }
}

/** Field id → message for every invalid field, and every value the form has no field for. */
export function validateFormValues(fields: readonly FormField[], values: Readonly<Record<string, FieldValue>>): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(fields.map((field) => field.id));
  for (const field of fields) {
    const message = validateFieldValue(field, values[field.id]);
    if (message) errors[field.id] = message;
  }
  for (const id of Object.keys(values)) {
    if (!known.has(id)) errors[id] = UNKNOWN_FIELD_MESSAGE;
  }
  return errors;
}
