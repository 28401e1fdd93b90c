import type { FormField } from './form-definition.js';
import { fieldHasValue } from './form-definition.js';

/**
 * Field values as the site API receives them, spec 02 §3 "Form submission" (field values by type)
 * and "Form summary display types" (the parts of each multi-part field).
 */

/** What the visitor has entered in one field: text, a list of parts or choices, or likert answers. */
export type FieldInput = string | string[] | Record<string, string>;

/** A serialised value: a string, a list of parts, or (likert) question → answer. */
export type FieldValue = string | string[] | Record<string, string>;

/** Parts of multi-part fields, in order (spec 02 §3 "Form summary display types"). */
export const FIELD_PARTS = Object.freeze({
  name: Object.freeze(['First', 'Last']),
  phone: Object.freeze(['Country', 'Areacode', 'Prefix', 'Line']),
  address: Object.freeze(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']),
  date: Object.freeze(['Month', 'Day', 'Year']),
  time: Object.freeze(['Hour', 'Minute', 'Second', 'Ampm']),
}) satisfies Record<string, readonly string[]>;

export type MultiPartType = keyof typeof FIELD_PARTS;

export function isMultiPartType(type: string): type is MultiPartType {
  return Object.hasOwn(FIELD_PARTS, type);
}

/** The parts a visitor fills in: a phone without showCountryCode has no country part. */
export function inputParts(field: Pick<FormField, 'type' | 'showCountryCode'>): readonly string[] {
  if (!isMultiPartType(field.type)) return [];
  if (field.type === 'phone' && !field.showCountryCode) return FIELD_PARTS.phone.slice(1);
  return FIELD_PARTS[field.type];
}

/** Likert scale, spec 02 §9: -2 to 2, each with its label. */
export const LIKERT_SCALE = Object.freeze([
  Object.freeze({ value: '-2', label: 'Strongly Disagree' }),
  Object.freeze({ value: '-1', label: 'Disagree' }),
  Object.freeze({ value: '0', label: 'Neutral' }),
  Object.freeze({ value: '1', label: 'Agree' }),
  Object.freeze({ value: '2', label: 'Strongly Agree' }),
]);

export const LIKERT_VALUES: readonly string[] = Object.freeze(LIKERT_SCALE.map((step) => step.value));

/** spec 02 §3: a hidden field takes the query-string parameter of the same name, else its default. */
export function hiddenFieldValue(field: Pick<FormField, 'id' | 'key' | 'value'>, search: string): string {
  const name = field.key || field.id;
  return new URLSearchParams(search).get(name) ?? field.value ?? '';
}

/** The empty input of a field, as the form starts. */
export function emptyFieldInput(field: FormField, search = ''): FieldInput {
  if (field.type === 'hidden') return hiddenFieldValue(field, search);
  if (isMultiPartType(field.type)) return inputParts(field).map(() => '');
  if (field.type === 'checkbox') return [];
  if (field.type === 'likert') return {};
  return '';
}

function asText(input: FieldInput | undefined): string {
  return typeof input === 'string' ? input : '';
}

function asList(input: FieldInput | undefined): string[] {
  return Array.isArray(input) ? input.map((part) => (typeof part === 'string' ? part : '')) : [];
}

/** spec 02 §3: a phone is a list of three parts, plus a leading empty country part when only three. */
export function phoneValue(parts: readonly string[]): string[] {
  const list = [...parts];
  return list.length === 3 ? ['', ...list] : list;
}

/** One field's value for SaveFormSubmission (spec 02 §3), or undefined for sections. */
export function serialiseFieldValue(field: FormField, input: FieldInput | undefined): FieldValue | undefined {
  if (!fieldHasValue(field)) return undefined;
  switch (field.type) {
    case 'name':
    case 'address':
    case 'date':
    case 'time': {
      const parts = asList(input);
      return inputParts(field).map((_, i) => (parts[i] ?? '').trim());
    }
    case 'phone': {
      const parts = asList(input);
      return phoneValue(inputParts(field).map((_, i) => (parts[i] ?? '').trim()));
    }
    case 'checkbox': {
      // Checked values in the order of the options, each once.
      const checked = new Set(asList(input));
      return (field.options ?? []).filter((option) => checked.has(option));
    }
    case 'likert': {
      const answers = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
      const out: Record<string, string> = {};
      for (const question of field.options ?? []) {
        const answer = answers[question];
        if (typeof answer === 'string' && answer !== '') out[question] = answer;
      }
      return out;
    }
    case 'password':
      return asText(input);
    default:
      return asText(input).trim();
  }
}

/** Field id → value for every field but sections (spec 02 §3). */
export function serialiseFormValues(fields: readonly FormField[], inputs: Readonly<Record<string, FieldInput>>): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = serialiseFieldValue(field, inputs[field.id]);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

/** The label of a likert answer ("1" → "Agree"), or the answer itself. */
export function likertLabel(answer: string): string {
  return LIKERT_SCALE.find((step) => step.value === answer)?.label ?? answer;
}

/**
 * A stored value in the summary display types of spec 02 §3, as column header suffix → text:
 * name → First, Last; phone → Country, Areacode, Prefix, Line; address → Line1 ... Country;
 * date → Month, Day, Year; time → Hour, Minute, Second, Ampm; likert → one column per question;
 * checkbox → the checked values joined; anything else → one column.
 */
export function summaryColumns(field: FormField): string[] {
  if (field.type === 'section') return [];
  if (isMultiPartType(field.type)) return [...FIELD_PARTS[field.type]];
  if (field.type === 'likert') return [...(field.options ?? [])];
  return [''];
}

export function summaryCells(field: FormField, value: unknown): string[] {
  if (field.type === 'section') return [];
  if (isMultiPartType(field.type)) {
    const parts = Array.isArray(value) ? value.map(String) : [];
    const all = field.type === 'phone' ? phoneValue(parts) : parts;
    return FIELD_PARTS[field.type].map((_, i) => all[i] ?? '');
  }
  if (field.type === 'likert') {
    const answers = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    return (field.options ?? []).map((question) => {
      const answer = answers[question];
      return typeof answer === 'string' ? `${likertLabel(answer)} (${answer})` : '';
    });
  }
  if (Array.isArray(value)) return [value.map(String).join(', ')];
  return [typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value)];
}

/**
 * The values of a plain HTML form post (the no-script fallback), read with the names the upgraded
 * form uses too: `id` for single values and choices (repeated for checkboxes), `id-Part` for the
 * parts of multi-part fields (`name-First`, `address-Zip`), `id-N` for likert question N.
 */
export function plainFormInputs(fields: readonly FormField[], body: Readonly<Record<string, unknown>>): Record<string, FieldInput> {
  const text = (name: string): string => {
    const value = body[name];
    if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : '';
    return typeof value === 'string' ? value : '';
  };
  const inputs: Record<string, FieldInput> = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    if (isMultiPartType(field.type)) inputs[field.id] = inputParts(field).map((part) => text(`${field.id}-${part}`));
    else if (field.type === 'checkbox') {
      const value = body[field.id];
      inputs[field.id] = (Array.isArray(value) ? value : [value]).filter((choice): choice is string => typeof choice === 'string');
    } else if (field.type === 'likert') {
      const answers: Record<string, string> = {};
      (field.options ?? []).forEach((question, i) => {
        const answer = text(`${field.id}-${i}`);
        if (answer !== '') answers[question] = answer;
      });
      inputs[field.id] = answers;
    } else inputs[field.id] = text(field.id);
  }
  return inputs;
}
