import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';

/**
 * Request bodies of the form calls, spec 02 §3 "Form submission" and §7. Shared by the client
 * (which builds them) and the site API (which validates them). Form-encoded bodies carry every
 * value as a string, so booleans accept "true"/"false" as well.
 */

/** A boolean sent as JSON or as a form-encoded "true"/"false". */
export const formBooleanSchema = lazySchema(() => z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
]));

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * Page fields sent with form submissions and census calls, spec 02 §3 (the second reading:
 * pageTitle, pageId, contentSource i or c, pagePath, pagePermissionTypeValue).
 */
export const pageFieldsShape = {
  pageTitle: z.optional(text(500)),
  pageId: z.optional(text(100)),
  contentSource: z.optional(z.enum(['i', 'c'])),
  pagePath: z.optional(text(2000)),
  pagePermissionTypeValue: z.optional(text(20)),
};

/** A field value, spec 02 §3: a string, a list of parts, or (likert) question → answer. */
export const formFieldValueSchema = lazySchema(() => z.union([
  text(10_000),
  z.array(text(10_000)).check(z.maxLength(100)),
  z.record(text(500), text(500)),
]));

/** The `form` field: field id → value. */
export const formFieldsSchema = lazySchema(() => z.record(text(100), formFieldValueSchema));

/** Body of POST /api/form/SaveFormSubmission, spec 02 §7. `form` is a JSON string. */
export const saveFormSubmissionSchema = lazySchema(() => z.strictObject({
  key: text(100).check(z.minLength(1)),
  formId: text(100).check(z.minLength(1)),
  collectionId: z.optional(text(100)),
  objectName: z.optional(text(200)),
  isOverlayForm: z.optional(formBooleanSchema),
  submitButtonText: z.optional(text(200)),
  form: text(200_000),
  captchaKey: z.optional(text(4000)),
  /** The honeypot input: people leave it empty; a filled one is accepted and silently dropped. */
  honeypot: z.optional(text(2000)),
  crumb: z.optional(text(200)),
  ...pageFieldsShape,
}));
