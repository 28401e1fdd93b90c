import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';

/**
 * A form's definition (spec 03 §3 "Form field types and editable properties"): the block JSON of
 * `<ss-form>` and the definition the site API stores for SaveFormSubmission. One schema for both,
 * so the client and the server check the same things.
 */

/** Every field type of spec 03 §3. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'currency',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

const text = (max: number) => z.string().check(z.maxLength(max));

/** The most characters a textarea may hold: a whole number from 0 to 100,000, else none (spec 01 §5). */
export function textareaMaximum(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100_000 ? value : undefined;
}

export const formFieldSchema = lazySchema(() => z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')),
  type: z.enum(FORM_FIELD_TYPES),
  title: z._default(text(500), ''),
  description: z.optional(text(2000)),
  required: z._default(z.boolean(), false),
  placeholder: z.optional(text(500)),
  /** radio, checkbox, select: the choices; likert: the questions. */
  options: z.optional(z.array(text(500)).check(z.maxLength(200))),
  /**
   * textarea: the most characters (spec 01 §5 counter); 0 means no limit. Any other value (not a
   * whole number, negative, beyond 100,000) means no counter either, as the spec says of a
   * non-number: the field stays, the form is not refused for it.
   */
  maxLength: z.optional(z.pipe(z.unknown(), z.transform(textareaMaximum))),
  /** currency: the symbol shown before the amount. */
  currencySymbol: z.optional(text(8)),
  /** phone: show the country-code part. */
  showCountryCode: z.optional(z.boolean()),
  /** section: draw a line under its title. */
  underline: z.optional(z.boolean()),
  /** hidden: the query-string parameter it reads (default: its id). */
  key: z.optional(text(100)),
  /** hidden: its default value. */
  value: z.optional(text(10_000)),
}));

export type FormField = z.infer<typeof formFieldSchema>;

function uniqueIds(fields: readonly { id: string }[]): boolean {
  return new Set(fields.map((field) => field.id)).size === fields.length;
}

export const formFieldListSchema = lazySchema(() => z.array(formFieldSchema).check(
  z.maxLength(200),
  z.refine(uniqueIds, 'field ids must be unique'),
));

/** The block JSON of `<ss-form>` / `<ss-newsletter>`. */
export const formDefinitionSchema = lazySchema(() => z.object({
  formId: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.optional(text(200)),
  collectionId: z.optional(text(100)),
  objectName: z.optional(text(200)),
  fields: formFieldListSchema,
  submitButtonText: z._default(text(200), 'Submit'),
  /** Plain-text message shown after success. */
  successMessage: z.optional(text(5000)),
  /** Owner HTML shown after success (through the Trusted Types policy; its scripts re-run). */
  successHtml: z.optional(text(50_000)),
  /** Followed after success when it is an http(s) URL or a same-site path. */
  successRedirect: z.optional(text(2000)),
  /** Newsletter forms: no 'scroll up/down to review' messages; a subscribe event is tracked. */
  isNewsletter: z._default(z.boolean(), false),
  /** Shown in an overlay (popup). */
  isOverlayForm: z._default(z.boolean(), false),
  /** Require the site's captcha before submitting (spec 03 §4). */
  captcha: z._default(z.boolean(), false),
}));

export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** The form-definition schema's parts, each after the parts it holds (BlockDefinition `schemas`). */
export const FORM_DEFINITION_SCHEMA_PARTS: readonly object[] = [formFieldSchema, formFieldListSchema, formDefinitionSchema];

/** Field types that carry no value (spec 02 §3: section items are skipped). */
export function fieldHasValue(field: Pick<FormField, 'type'>): boolean {
  return field.type !== 'section';
}

/** Field types the visitor does not see. */
export function isVisibleField(field: Pick<FormField, 'type'>): boolean {
  return field.type !== 'hidden';
}
