import { CAPTCHA_LOAD_FAILED_MESSAGE, CAPTCHA_NOT_SET_UP_MESSAGE } from '../captcha/captcha-provider.js';
import { textLookup } from '../i18n/text-lookup.js';
import { UNABLE_TO_CONNECT_MESSAGE } from '../net/data-request-messages.js';
import { netText } from '../net/net-texts.js';
import * as messages from './form-messages.js';
import * as validation from './form-validation.js';
import { LIKERT_SCALE } from './form-values.js';

/**
 * Every visitor-facing text the form and newsletter blocks draw, en-US, under catalogue keys
 * `form.*`, `form.part.*` and `form.likert.*`, looked up through the site's translations. The
 * upgraded form and its plain HTML fallback both take their texts from here, so a translated
 * site keeps one layout. Placeholders are `{name}`.
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
} as const);

export type FormPart = keyof typeof FORM_PART_LABELS;

/** The form's messages and the other texts the blocks draw. */
export const FORM_TEXTS = Object.freeze({
  /** Spec 02 §8 "Forms", verbatim (form-messages.ts chooses them). */
  unauthorized: messages.FORM_UNAUTHORIZED_MESSAGE,
  notConfigured: messages.FORM_NOT_CONFIGURED_MESSAGE,
  rateLimited: messages.FORM_RATE_LIMITED_MESSAGE,
  serverError: messages.FORM_SERVER_ERROR_MESSAGE,
  unknownError: messages.FORM_UNKNOWN_ERROR_MESSAGE,
  keyFailure: messages.FORM_KEY_FAILURE_MESSAGE,
  fieldParseFailure: messages.FORM_FIELD_PARSE_FAILURE_MESSAGE,
  saveFailure: messages.FORM_SAVE_FAILURE_MESSAGE,
  captchaIncomplete: messages.CAPTCHA_INCOMPLETE_MESSAGE,
  invalid: messages.FORM_INVALID_MESSAGE,
  fieldErrorsAbove: messages.FIELD_ERRORS_ABOVE_MESSAGE,
  fieldErrorsBelow: messages.FIELD_ERRORS_BELOW_MESSAGE,
  entriesKept: messages.ENTRIES_KEPT_MESSAGE,
  /** Spec 02 §5 field checks (form-validation.ts chooses them). */
  fieldRequired: validation.FIELD_REQUIRED_MESSAGE,
  invalidEmail: validation.INVALID_EMAIL_MESSAGE,
  invalidNumber: validation.INVALID_NUMBER_MESSAGE,
  invalidUrl: validation.INVALID_URL_MESSAGE,
  invalidUsZip: validation.INVALID_US_ZIP_MESSAGE,
  unknownField: validation.UNKNOWN_FIELD_MESSAGE,
  /** Messages built from a value (tooLongMessage, unexpectedOptionMessage). */
  tooLong: 'Please use at most {max} characters.',
  unexpectedOption: '{val} is not one of the expected options',
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
} as const);

export type FormTextName = keyof typeof FORM_TEXTS;

/** The likert steps' labels by value ("-2": "Strongly Disagree"), from the scale (form-values.ts). */
export const FORM_LIKERT_TEXTS = Object.freeze({
  '-2': LIKERT_SCALE[0]!.label,
  '-1': LIKERT_SCALE[1]!.label,
  '0': LIKERT_SCALE[2]!.label,
  '1': LIKERT_SCALE[3]!.label,
  '2': LIKERT_SCALE[4]!.label,
} as const);

/** One of the blocks' texts in the site's language. */
export const formText = /* @__PURE__ */ textLookup('form.', FORM_TEXTS);
export const formPartText = /* @__PURE__ */ textLookup('form.part.', FORM_PART_LABELS);
export const formLikertText = /* @__PURE__ */ textLookup('form.likert.', FORM_LIKERT_TEXTS);

/** The label under a part ("First Name"), in the site's language. */
export function formPartLabel(part: string): string {
  return Object.hasOwn(FORM_PART_LABELS, part) ? formPartText(part as FormPart) : part;
}

/** A likert step's label ("Strongly Agree"), in the site's language. */
export function likertStepLabel(value: string): string {
  return Object.hasOwn(FORM_LIKERT_TEXTS, value) ? formLikertText(value as keyof typeof FORM_LIKERT_TEXTS) : value;
}

/**
 * The fixed messages a form shows, chosen in English (by the submit cycle, the validation rules
 * or the site API's field map), by text, so each is shown in the site's language.
 */
const FORM_MESSAGE_NAMES: ReadonlyMap<string, FormTextName> = new Map(
  (
    ['unauthorized', 'notConfigured', 'rateLimited', 'serverError', 'unknownError', 'keyFailure', 'fieldParseFailure', 'saveFailure', 'captchaIncomplete', 'invalid', 'fieldErrorsAbove', 'fieldErrorsBelow', 'entriesKept', 'fieldRequired', 'invalidEmail', 'invalidNumber', 'invalidUrl', 'invalidUsZip', 'unknownField'] as const
  ).map((name) => [FORM_TEXTS[name], name]),
);

const TOO_LONG = /^Please use at most (\d+) characters\.$/;
const UNEXPECTED_OPTION = /^(.*) is not one of the expected options$/s;

/**
 * A form message in the site's language. Known messages (and the data layer's 'Unable to
 * connect…') are looked up by name; any other text (an owner's own server message) is shown as it came.
 */
export function localiseFormMessage(text: string): string {
  const known = FORM_MESSAGE_NAMES.get(text);
  if (known) return formText(known);
  if (text === UNABLE_TO_CONNECT_MESSAGE) return netText('unableToConnect');
  const tooLong = TOO_LONG.exec(text);
  if (tooLong) return formText('tooLong', { max: tooLong[1]! });
  const unexpected = UNEXPECTED_OPTION.exec(text);
  if (unexpected) return formText('unexpectedOption', { val: unexpected[1]! });
  return text;
}
