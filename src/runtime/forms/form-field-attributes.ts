/**
 * The one field-attribute table of the form blocks: which `type`, `inputmode` and `autocomplete`
 * an input of each field type (spec 03 §3 field types) and of each part of a multi-part field
 * (spec 02 §3 parts: name First/Last, phone Country/Areacode/Prefix/Line, address
 * Line1/Line2/City/State/Zip/Country, date Month/Day/Year, time Hour/Minute/Second) carries.
 * The React form (src/react/form/FormFields.tsx) and the unrendered CMS fallback
 * (plain-form-html.ts) both read it, so the two never drift.
 */

export type FormInputMode = 'numeric' | 'decimal' | 'tel';

export interface FormInputAttributes {
  /** The input's `type`. */
  type: string;
  /** The on-screen keyboard to offer; undefined: the default one. */
  inputMode?: FormInputMode;
  /** The autofill hint (HTML `autocomplete`); undefined: none. */
  autoComplete?: string;
}

/** Single-input field types whose `<input type>` is not text. */
const SINGLE_INPUT_TYPE: Readonly<Record<string, string>> = { email: 'email', password: 'password', website: 'url' };
/** Single-input field types with a keyboard: amounts take decimals. */
const SINGLE_INPUT_MODE: Readonly<Record<string, FormInputMode>> = { number: 'decimal', currency: 'decimal' };
/** Single-input field types with an autofill hint; a password is never filled in by the browser. */
const SINGLE_AUTOCOMPLETE: Readonly<Record<string, string>> = { email: 'email', website: 'url', password: 'off' };

/** Parts typed as digits: date and time parts numeric, phone parts on the phone keypad. */
const PART_INPUT_MODE: Readonly<Record<string, FormInputMode>> = {
  Month: 'numeric',
  Day: 'numeric',
  Year: 'numeric',
  Hour: 'numeric',
  Minute: 'numeric',
  Second: 'numeric',
  Areacode: 'tel',
  Prefix: 'tel',
  Line: 'tel',
};

/** Autofill hints per multi-part field type and part. */
const PART_AUTOCOMPLETE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  name: { First: 'given-name', Last: 'family-name' },
  address: { Line1: 'address-line1', Line2: 'address-line2', City: 'address-level2', State: 'address-level1', Zip: 'postal-code', Country: 'country-name' },
  phone: { Country: 'tel-country-code', Areacode: 'tel-area-code', Prefix: 'tel-local-prefix', Line: 'tel-local-suffix' },
};

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** The input of a single-input field (text, email, number, website, password, currency, twitter ...). */
export function singleInputAttributes(fieldType: string): FormInputAttributes {
  return { type: own(SINGLE_INPUT_TYPE, fieldType) ?? 'text', inputMode: own(SINGLE_INPUT_MODE, fieldType), autoComplete: own(SINGLE_AUTOCOMPLETE, fieldType) };
}

/**
 * The text input of one part of a multi-part field. A phone's Country part is a country calling
 * code (digits on the phone keypad); an address's Country part is a country name (letters).
 */
export function partInputAttributes(fieldType: string, part: string): FormInputAttributes {
  const inputMode = fieldType === 'phone' && part === 'Country' ? 'tel' : fieldType === 'address' ? undefined : own(PART_INPUT_MODE, part);
  return { type: 'text', inputMode, autoComplete: own(PART_AUTOCOMPLETE, fieldType)?.[part] };
}
