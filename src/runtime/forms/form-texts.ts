import { CAPTCHA_LOAD_FAILED_MESSAGE, CAPTCHA_NOT_SET_UP_MESSAGE } from '../captcha/captcha-provider.js';
import { UNABLE_TO_CONNECT_MESSAGE } from '../net/data-request-messages.js';
import { siteText } from '../i18n/site-text.js';
import * as messages from './form-messages.js';
import * as validation from './form-validation.js';
import { LIKERT_SCALE } from './form-values.js';

/**
 * Every visitor-facing text the form and newsletter blocks draw, by catalogue key (`form.*`),
 * looked up through the site's translations (`siteText`). The upgraded form and its plain HTML
 * fallback both take their texts from here, so a translated site keeps one layout.
 */

/** Labels under the parts of multi-part fields. */
export const FORM_PART_LABELS = Object.freeze({
  First: 'First Name',
  Last: 'Last Name',
  Country: 'Country',
  Areacode: 'Area Code',
  Prefix: 'Prefix',
  Line: 'Line',
  Line1: 'Address Line 1',
  Line2: 'Address Line 2',
  City: 'City',
  State: 'State',
  Zip: 'Zip Code',
  Month: 'Month',
  Day: 'Day',
  Year: 'Year',
  Hour: 'Hour',
  Minute: 'Minute',
  Second: 'Second',
  Ampm: 'AM/PM',
});

export type FormPart = keyof typeof FORM_PART_LABELS;

/** The other texts the blocks draw (not spec messages). */
export const FORM_TEXTS = Object.freeze({
  selectPlaceholder: 'Select an option',
  honeypotLabel: 'Leave this empty',
  defaultSuccess: 'Thank you!',
  submitting: 'Submitting\u2026',
  invalidDefinition: 'This form cannot be shown: its definition is invalid.',
  formLabel: 'Form',
  newsletterLabel: 'Newsletter',
  suggestedAddresses: 'Suggested addresses',
  captchaNotSetUp: CAPTCHA_NOT_SET_UP_MESSAGE,
  captchaLoadFailed: CAPTCHA_LOAD_FAILED_MESSAGE,
});

export type FormTextName = keyof typeof FORM_TEXTS;

/** One of the blocks' own texts in the site's language. */
export function formText(name: FormTextName): string {
  return siteText(`form.${name}`, FORM_TEXTS[name]);
}

/** The label under a part ("First Name"), in the site's language. */
export function formPartLabel(part: string): string {
  return Object.hasOwn(FORM_PART_LABELS, part) ? siteText(`form.part.${part}`, FORM_PART_LABELS[part as FormPart]) : part;
}

/** A likert step's label ("Strongly Agree"), in the site's language. */
export function likertStepLabel(value: string): string {
  const step = LIKERT_SCALE.find((candidate) => candidate.value === value);
  return step ? siteText(`form.likert.${value}`, step.label) : value;
}

/** Template texts with a placeholder, for messages built from a value. */
export const TOO_LONG_TEMPLATE = 'Please use at most {max} characters.';
export const UNEXPECTED_OPTION_TEMPLATE = '{value} is not one of the expected options';

/**
 * Catalogue key of every fixed message a form shows (spec 02 §8 and §5, the data layer's
 * 'Unable to connect…'), so a message chosen in English (by the submit cycle, the validation
 * rules or the site API's field map) is shown in the site's language.
 */
export const FORM_MESSAGE_KEYS: Readonly<Record<string, string>> = Object.freeze({
  [messages.FORM_UNAUTHORIZED_MESSAGE]: 'form.unauthorized',
  [messages.FORM_NOT_CONFIGURED_MESSAGE]: 'form.notConfigured',
  [messages.FORM_RATE_LIMITED_MESSAGE]: 'form.rateLimited',
  [messages.FORM_SERVER_ERROR_MESSAGE]: 'form.serverError',
  [messages.FORM_UNKNOWN_ERROR_MESSAGE]: 'form.unknownError',
  [messages.FORM_KEY_FAILURE_MESSAGE]: 'form.keyFailure',
  [messages.FORM_FIELD_PARSE_FAILURE_MESSAGE]: 'form.fieldParseFailure',
  [messages.FORM_SAVE_FAILURE_MESSAGE]: 'form.saveFailure',
  [messages.CAPTCHA_INCOMPLETE_MESSAGE]: 'form.captchaIncomplete',
  [messages.FORM_INVALID_MESSAGE]: 'form.invalid',
  [messages.FIELD_ERRORS_ABOVE_MESSAGE]: 'form.fieldErrorsAbove',
  [messages.FIELD_ERRORS_BELOW_MESSAGE]: 'form.fieldErrorsBelow',
  [messages.ENTRIES_KEPT_MESSAGE]: 'form.entriesKept',
  [validation.FIELD_REQUIRED_MESSAGE]: 'form.fieldRequired',
  [validation.INVALID_EMAIL_MESSAGE]: 'form.invalidEmail',
  [validation.INVALID_NUMBER_MESSAGE]: 'form.invalidNumber',
  [validation.INVALID_URL_MESSAGE]: 'form.invalidUrl',
  [validation.INVALID_US_ZIP_MESSAGE]: 'form.invalidUsZip',
  [validation.UNKNOWN_FIELD_MESSAGE]: 'form.unknownField',
  [UNABLE_TO_CONNECT_MESSAGE]: 'net.unableToConnect',
});

const TOO_LONG = /^Please use at most (\d+) characters\.$/;
const UNEXPECTED_OPTION = /^(.*) is not one of the expected options$/s;

/**
 * A form message in the site's language. Known messages are looked up by key; any other text (an
 * owner's own server message) is shown as it came.
 */
export function localiseFormMessage(text: string): string {
  const known = FORM_MESSAGE_KEYS[text];
  if (known) return siteText(known, text);
  const tooLong = TOO_LONG.exec(text);
  if (tooLong) return siteText('form.tooLong', TOO_LONG_TEMPLATE, { max: tooLong[1]! });
  const unexpected = UNEXPECTED_OPTION.exec(text);
  if (unexpected) return siteText('form.unexpectedOption', UNEXPECTED_OPTION_TEMPLATE, { value: unexpected[1]! });
  return text;
}
