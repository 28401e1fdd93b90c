import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { formFieldsSchema, saveFormSubmissionSchema } from '../../src/runtime/forms/form-submission-schema.js';
import { createOwnerCheck } from '../owner-auth.js';
import { HttpError, badRequest, parseJsonField, parseWith } from '../http-errors.js';
import { RATE_LIMIT_WINDOW_MS, type RouteDeps } from './route-deps.js';

/** How long a FormSubmissionKey stays valid. */
export const FORM_KEY_LIFETIME_MS = 60 * 60 * 1000;

export const FORM_NOT_CONFIGURED_MESSAGE = 'This form has not been configured yet.';
export const FORM_KEY_INVALID_MESSAGE = 'The form submission key is missing, expired or already used. Reload the page and try again.';
export const FORM_FIELD_REQUIRED_MESSAGE = 'This field is required.';

/** A configured form field: which ids exist and which must be filled in. */
const formFieldDefinitionSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.string().check(z.minLength(1), z.maxLength(50)),
  title: z.optional(z.string().check(z.maxLength(500))),
  required: z.optional(z.boolean()),
});

const formDefinitionBodySchema = z.strictObject({
  name: z.optional(z.string().check(z.maxLength(200))),
  fields: z.array(formFieldDefinitionSchema).check(z.maxLength(200)),
});

type FormFieldDefinition = z.infer<typeof formFieldDefinitionSchema>;

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((part) => typeof part === 'string' && part.trim() !== '');
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return false;
}

/** Field id → message for every required field left empty, and every field the form lacks. */
export function findFieldErrors(definitions: FormFieldDefinition[], values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(definitions.map((field) => field.id));
  for (const field of definitions) {
    if (field.required && field.type !== 'section' && !isFilled(values[field.id])) errors[field.id] = FORM_FIELD_REQUIRED_MESSAGE;
  }
  for (const id of Object.keys(values)) {
    if (!known.has(id)) errors[id] = 'This field is not part of the form.';
  }
  return errors;
}

/** Spec 02 §7 form calls, plus the owner's form configuration and submissions read-out. */
export function registerFormRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  const formRateLimit = { rateLimit: { max: deps.rateLimits.formSubmission, timeWindow: RATE_LIMIT_WINDOW_MS } };
  const requireOwner = createOwnerCheck(deps.ownerToken);

  api.post('/form/FormSubmissionKey', { config: formRateLimit }, async () => {
    const created = now();
    const key = randomBytes(24).toString('base64url');
    await db.query('INSERT INTO form_submission_keys (key, created_at, expires_at) VALUES ($1, $2, $3)', [
      key,
      created.toISOString(),
      new Date(created.getTime() + FORM_KEY_LIFETIME_MS).toISOString(),
    ]);
    return { key };
  });

  api.post('/form/SaveFormSubmission', { config: formRateLimit }, async (request) => {
    const body = parseWith(saveFormSubmissionSchema, request.body);
    const fields = parseWith(formFieldsSchema, parseJsonField(body.form, 'form'), 'form fields');
    const when = now();
    return db.transaction(async (tx) => {
      const form = await tx.query<{ fields: FormFieldDefinition[] }>('SELECT fields FROM form_definitions WHERE form_id = $1', [body.formId]);
      const definition = form.rows[0];
      if (!definition) throw new HttpError(404, FORM_NOT_CONFIGURED_MESSAGE);
      // The key is spent in the same transaction as the write: a failed save leaves it usable.
      const spent = await tx.query(
        'UPDATE form_submission_keys SET used_at = $2 WHERE key = $1 AND used_at IS NULL AND expires_at > $2 RETURNING key',
        [body.key, when.toISOString()],
      );
      if (spent.rows.length === 0) throw badRequest(FORM_KEY_INVALID_MESSAGE);
      const errors = findFieldErrors(definition.fields, fields);
      if (Object.keys(errors).length > 0) throw badRequest('One or more fields is invalid.', { errors });
      const page = {
        pageTitle: body.pageTitle,
        pageId: body.pageId,
        contentSource: body.contentSource,
        pagePath: body.pagePath,
        pagePermissionTypeValue: body.pagePermissionTypeValue,
        captchaPresented: body.captchaKey !== undefined && body.captchaKey !== '',
      };
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO form_submissions (form_id, collection_id, object_name, is_overlay_form, submit_button_text, fields, page, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          body.formId,
          body.collectionId ?? null,
          body.objectName ?? null,
          body.isOverlayForm ?? false,
          body.submitButtonText ?? null,
          JSON.stringify(fields),
          JSON.stringify(page),
          when.toISOString(),
        ],
      );
      return { success: true, submissionId: String(inserted.rows[0]?.id) };
    });
  });

  api.put('/owner/forms/:formId', { preHandler: requireOwner, config: { crumb: false } }, async (request) => {
    const { formId } = parseWith(z.strictObject({ formId: z.string().check(z.minLength(1), z.maxLength(100)) }), request.params, 'form id');
    const body = parseWith(formDefinitionBodySchema, request.body);
    const ids = body.fields.map((field) => field.id);
    if (new Set(ids).size !== ids.length) throw badRequest('Invalid request body: field ids must be unique.');
    await db.query(
      `INSERT INTO form_definitions (form_id, name, fields, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (form_id) DO UPDATE SET name = EXCLUDED.name, fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at`,
      [formId, body.name ?? '', JSON.stringify(body.fields), now().toISOString()],
    );
    return { formId, name: body.name ?? '', fields: body.fields };
  });

  api.get('/owner/forms', { preHandler: requireOwner }, async () => {
    const forms = await db.query<{ form_id: string; name: string; fields: unknown }>('SELECT form_id, name, fields FROM form_definitions ORDER BY form_id');
    return { forms: forms.rows.map((row) => ({ formId: row.form_id, name: row.name, fields: row.fields })) };
  });

  api.get('/owner/form-submissions', { preHandler: requireOwner }, async (request) => {
    const query = parseWith(
      z.strictObject({
        formId: z.optional(z.string().check(z.maxLength(100))),
        limit: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,4}$/, 'limit must be a number')), z.transform(Number))),
      }),
      request.query,
      'query',
    );
    const limit = Math.min(query.limit ?? 100, 1000);
    const rows = await db.query<{ id: string; form_id: string; fields: unknown; page: unknown; is_overlay_form: boolean; created_at: string | Date }>(
      `SELECT id, form_id, fields, page, is_overlay_form, created_at FROM form_submissions
       WHERE ($1::text IS NULL OR form_id = $1) ORDER BY id DESC LIMIT $2`,
      [query.formId ?? null, limit],
    );
    return {
      submissions: rows.rows.map((row) => ({
        id: String(row.id),
        formId: row.form_id,
        fields: row.fields,
        page: row.page,
        isOverlayForm: row.is_overlay_form,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  });
}
