import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { formFieldListSchema, type FormField } from '../../src/runtime/forms/form-definition.js';
import { formFieldsSchema, saveFormSubmissionSchema } from '../../src/runtime/forms/form-submission-schema.js';
import { validateFormValues } from '../../src/runtime/forms/form-validation.js';
import { plainFormInputs, serialiseFormValues, type FieldValue } from '../../src/runtime/forms/form-values.js';
import { CAPTCHA_INCOMPLETE_MESSAGE, FORM_INVALID_MESSAGE, FORM_NOT_CONFIGURED_MESSAGE, FORM_SERVER_ERROR_MESSAGE, formStatusMessage } from '../../src/runtime/forms/form-messages.js';
import type { CaptchaVerdict } from '../forms/captcha-verifier.js';
import { submissionsCsv } from '../forms/submissions-csv.js';
import { escapeHtml } from '../html-escape.js';
import { siteRedirectLocation } from '../site-origin.js';
import { createOwnerCheck } from '../owner-auth.js';
import { HttpError, badRequest, parseJsonField, parseWith, tooManyRequests } from '../http-errors.js';
import { RATE_LIMIT_WINDOW_MS, type RouteDeps } from './route-deps.js';
import { CRUMB_COOKIE_NAME } from '../../src/runtime/net/crumb.js';
import { isIssuedCrumb } from '../crumb.js';

/** How long a FormSubmissionKey stays valid. */
export const FORM_KEY_LIFETIME_MS = 60 * 60 * 1000;

export const FORM_KEY_INVALID_MESSAGE = 'The form submission key is missing, expired or already used. Reload the page and try again.';
/** How long a repeat of the same plain (no-script) post is answered without storing it again. */
export const PLAIN_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * A captcha verdict as an HTTP error, or null when the submission may go on: a missing or
 * rejected token gets spec 02 §8's 'Complete CAPTCHA before submitting.' (400, the form resets
 * its captcha); a provider that cannot be reached is a 503 the visitor can retry.
 */
export function captchaRefusal(verdict: CaptchaVerdict): HttpError | null {
  if (verdict.ok) return null;
  if (verdict.reason === 'unavailable') return new HttpError(503, FORM_SERVER_ERROR_MESSAGE, { captchaUnavailable: true });
  return badRequest(CAPTCHA_INCOMPLETE_MESSAGE, { captchaInvalid: true });
}

const formDefinitionBodySchema = z.strictObject({
  name: z.optional(z.string().check(z.maxLength(200))),
  /** Submissions need a captcha token that passes verification (spec 03 §4). */
  captcha: z.optional(z.boolean()),
  /** Shown after a successful submission: text or owner HTML (spec 02 §4). */
  successMessage: z.optional(z.string().check(z.maxLength(5000))),
  /** Where a successful submission goes instead (only http(s) or same-site paths are followed). */
  successRedirect: z.optional(z.string().check(z.maxLength(2000))),
  // Every field type and property of spec 03 §3, checked as the client checks the block JSON.
  fields: formFieldListSchema,
});

type FormFieldDefinition = FormField;

/**
 * Field id → message for every invalid field and every field the form lacks: the same rules the
 * form runs before sending (src/runtime/forms/form-validation.ts, spec 02 §5).
 */
export function findFieldErrors(definitions: FormFieldDefinition[], values: Record<string, unknown>): Record<string, string> {
  return validateFormValues(definitions, values as Record<string, FieldValue>);
}

/** A stored definition read back; definitions stored before every property existed get defaults. */
function storedFields(raw: unknown): FormFieldDefinition[] {
  const parsed = formFieldListSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(500, 'This form\'s stored definition is invalid: store it again with PUT /api/owner/forms/:formId.');
  return parsed.data;
}

/** The answer stored with a spent key, replayed for a repeat of the same submission. */
interface SaveResult {
  success: true;
  submissionId: string | null;
}

/**
 * The rate-limit bucket of a form call (issue 17): the client address, plus the visitor's crumb
 * when this server issued it (signed), so visitors behind one address keep their own budgets. A
 * crumb the client made up (rotated per request to dodge the limit) counts as no crumb: it shares
 * the address's bucket. Minting signed crumbs costs a request each, and every form call also
 * counts against the address-wide cap (`formAddressKey`).
 */
export function formVisitorKey(request: { ip: string; headers: { cookie?: string | undefined } }): string {
  // The cookie as sent: not the one this very request was just given (request.cookies has that),
  // or a client sending no cookies would get a fresh bucket each time.
  const sent = new RegExp(`(?:^|;\\s*)${CRUMB_COOKIE_NAME}=([^;]{1,200})`).exec(request.headers.cookie ?? '')?.[1];
  return isIssuedCrumb(sent) ? `visitor:${request.ip}:${sent}` : `address:${request.ip}`;
}

/** The address-wide bucket every form call also counts against. */
export const formAddressKey = (request: { ip: string }): string => `form-address:${request.ip}`;

/** How many visitors' worth of form calls one address may make in a window. */
export const FORM_ADDRESS_VISITORS = 5;

/** The page a plain form was posted from, when it is an http(s) URL. */
function safeBackLink(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export const PLAIN_THANK_YOU_MESSAGE = 'Thank you! Your form was sent.';

/** An owner's success message (text or HTML) as plain text for the no-script thank-you page. */
export function successMessageText(html: string | null | undefined): string {
  if (!html) return '';
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

export const PLAIN_CAPTCHA_NEEDS_SCRIPT_MESSAGE = 'This form asks for a captcha, which needs JavaScript: turn it on and send the form again.';

/** The idempotency key of a plain post: the form, the visitor and their entries. */
export function plainSubmissionKey(formId: string, visitor: string, values: Record<string, FieldValue>): string {
  const digest = createHash('sha256').update(JSON.stringify([formId, visitor, values])).digest('base64url');
  return `plain:${digest}`;
}

/** A small answer page for the no-script form fallback. */
export function plainPage(title: string, lines: readonly string[], back: string | null): string {
  const items = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const link = back ? `<p><a href="${escapeHtml(back)}">Back to the page</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${items}${link}</main></body></html>`;
}

/**
 * A refusal of the no-script post as the page the visitor's browser shows: whatever refused it
 * (the rate limits, the origin check, a body the parser rejects, a failure of the server) answers
 * through the API's error handler in JSON; a browser without script would show that JSON. The
 * page keeps the status and carries the text the scripted form shows for it (spec 02 §8).
 */
async function plainRefusalPage(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const type = String(reply.getHeader('content-type') ?? '');
  if (reply.statusCode < 400 || !type.startsWith('application/json') || typeof payload !== 'string') return payload;
  let error: unknown = null;
  try {
    error = (JSON.parse(payload) as { error?: unknown }).error;
  } catch {
    // Not the error handler's JSON: the status's own text.
  }
  reply.type('text/html; charset=utf-8');
  return plainPage('Form not sent', [formStatusMessage(reply.statusCode, typeof error === 'string' ? error : null)], safeBackLink(request.headers.referer));
}

/** Spec 02 §7 form calls, plus the owner's form configuration and submissions read-out. */
export function registerFormRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  // Per visitor (issue 4, issue 17): the address plus the crumb this server signed; requests
  // without one share their address's bucket. Every form call also counts against an address-wide
  // cap of a few visitors' worth, and every API call against the per-address API limit.
  const formRateLimit = {
    rateLimit: { max: deps.rateLimits.formSubmission, timeWindow: RATE_LIMIT_WINDOW_MS, keyGenerator: formVisitorKey },
  };
  const addressMax = deps.rateLimits.formSubmission * FORM_ADDRESS_VISITORS;
  const countForAddress = api.createRateLimit({ max: addressMax, timeWindow: RATE_LIMIT_WINDOW_MS, keyGenerator: formAddressKey });
  const formAddressLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = await countForAddress(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', String(counted.ttlInSeconds));
    throw tooManyRequests(addressMax, RATE_LIMIT_WINDOW_MS, counted.ttl);
  };
  const requireOwner = createOwnerCheck(deps.ownerToken);

  api.post('/form/FormSubmissionKey', { config: formRateLimit, onRequest: formAddressLimit }, async () => {
    const created = now();
    const key = randomBytes(24).toString('base64url');
    await db.query('INSERT INTO form_submission_keys (key, created_at, expires_at) VALUES ($1, $2, $3)', [
      key,
      created.toISOString(),
      new Date(created.getTime() + FORM_KEY_LIFETIME_MS).toISOString(),
    ]);
    return { key };
  });

  api.post('/form/SaveFormSubmission', { config: formRateLimit, onRequest: formAddressLimit }, async (request) => {
    const body = parseWith(saveFormSubmissionSchema, request.body);
    const fields = parseWith(formFieldsSchema, parseJsonField(body.form, 'form'), 'form fields');
    // A repeat of a key already answered gets that answer, before anything else is checked (its
    // captcha token was spent on the first attempt).
    const answered = await db.query<{ result: SaveResult }>(
      'SELECT result FROM form_submission_keys WHERE key = $1 AND form_id = $2 AND result IS NOT NULL',
      [body.key, body.formId],
    );
    if (answered.rows[0]) return answered.rows[0].result;
    const form = await db.query<{ captcha: boolean; fields: unknown }>('SELECT captcha, fields FROM form_definitions WHERE form_id = $1', [body.formId]);
    const definition = form.rows[0];
    if (!definition) throw new HttpError(404, FORM_NOT_CONFIGURED_MESSAGE);
    // Checked outside the transaction: the provider call must not hold the key's row lock.
    let captchaVerified = false;
    if (definition.captcha) {
      const verdict = await deps.captcha.verify(body.captchaKey || undefined, request.ip);
      const refusal = captchaRefusal(verdict);
      if (refusal) throw refusal;
      captchaVerified = verdict.ok && verdict.verified;
    }
    const when = now();
    return db.transaction(async (tx): Promise<SaveResult> => {
      // The key is spent in the same transaction as the write: a failed save leaves it usable.
      // A concurrent save with the same key waits on this row lock and then sees it spent.
      const spent = await tx.query(
        'UPDATE form_submission_keys SET used_at = $2 WHERE key = $1 AND used_at IS NULL AND expires_at > $2 RETURNING key',
        [body.key, when.toISOString()],
      );
      if (spent.rows.length === 0) {
        // Idempotency: a key already spent on this form answers with the first save's result.
        const replay = await tx.query<{ result: SaveResult }>(
          'SELECT result FROM form_submission_keys WHERE key = $1 AND form_id = $2 AND result IS NOT NULL',
          [body.key, body.formId],
        );
        if (replay.rows[0]) return replay.rows[0].result;
        throw badRequest(FORM_KEY_INVALID_MESSAGE, { keyInvalid: true });
      }
      const remember = async (result: SaveResult) => {
        await tx.query('UPDATE form_submission_keys SET form_id = $2, result = $3 WHERE key = $1', [body.key, body.formId, JSON.stringify(result)]);
        return result;
      };
      // A filled honeypot is a bot: it gets the answer people get, and nothing is stored.
      if (body.honeypot !== undefined && body.honeypot.trim() !== '') return remember({ success: true, submissionId: null });
      const errors = findFieldErrors(storedFields(definition.fields), fields);
      if (Object.keys(errors).length > 0) throw badRequest(FORM_INVALID_MESSAGE, { errors });
      const page = {
        pageTitle: body.pageTitle,
        pageId: body.pageId,
        contentSource: body.contentSource,
        pagePath: body.pagePath,
        pagePermissionTypeValue: body.pagePermissionTypeValue,
        captchaPresented: body.captchaKey !== undefined && body.captchaKey !== '',
        captchaVerified,
      };
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO form_submissions (form_id, collection_id, object_name, is_overlay_form, submit_button_text, fields, page, created_at, submission_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          body.formId,
          body.collectionId ?? null,
          body.objectName ?? null,
          body.isOverlayForm ?? false,
          body.submitButtonText ?? null,
          JSON.stringify(fields),
          JSON.stringify(page),
          when.toISOString(),
          body.key,
        ],
      );
      return remember({ success: true, submissionId: String(inserted.rows[0]?.id) });
    });
  });

  api.put('/owner/forms/:formId', { preHandler: requireOwner, config: { crumb: false } }, async (request) => {
    const { formId } = parseWith(z.strictObject({ formId: z.string().check(z.minLength(1), z.maxLength(100)) }), request.params, 'form id');
    const body = parseWith(formDefinitionBodySchema, request.body);
    const ids = body.fields.map((field) => field.id);
    if (new Set(ids).size !== ids.length) throw badRequest('Invalid request body: field ids must be unique.');
    await db.query(
      `INSERT INTO form_definitions (form_id, name, fields, captcha, success_message, success_redirect, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (form_id) DO UPDATE SET name = EXCLUDED.name, fields = EXCLUDED.fields, captcha = EXCLUDED.captcha,
         success_message = EXCLUDED.success_message, success_redirect = EXCLUDED.success_redirect, updated_at = EXCLUDED.updated_at`,
      [formId, body.name ?? '', JSON.stringify(body.fields), body.captcha ?? false, body.successMessage ?? null, body.successRedirect ?? null, now().toISOString()],
    );
    return {
      formId,
      name: body.name ?? '',
      fields: body.fields,
      captcha: body.captcha ?? false,
      successMessage: body.successMessage ?? null,
      successRedirect: body.successRedirect ?? null,
    };
  });

  api.get('/owner/forms', { preHandler: requireOwner }, async () => {
    const forms = await db.query<{ form_id: string; name: string; fields: unknown; captcha: boolean; success_message: string | null; success_redirect: string | null }>(
      'SELECT form_id, name, fields, captcha, success_message, success_redirect FROM form_definitions ORDER BY form_id',
    );
    return {
      forms: forms.rows.map((row) => ({
        formId: row.form_id,
        name: row.name,
        fields: row.fields,
        captcha: row.captcha,
        successMessage: row.success_message,
        successRedirect: row.success_redirect,
      })),
    };
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

  // The owner's read-out of one form (issue 4): JSON newest first, or CSV with the field titles
  // as columns in the summary display types of spec 02 §3.
  const submissionsQuerySchema = z.strictObject({
    formId: z.string().check(z.minLength(1), z.maxLength(100)),
    format: z.optional(z.enum(['json', 'csv'])),
    limit: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,5}$/, 'limit must be a number')), z.transform(Number))),
  });

  async function readSubmissions(formId: string, limit: number) {
    const form = await db.query<{ name: string; fields: unknown }>('SELECT name, fields FROM form_definitions WHERE form_id = $1', [formId]);
    const definition = form.rows[0];
    if (!definition) throw new HttpError(404, FORM_NOT_CONFIGURED_MESSAGE);
    const rows = await db.query<{ id: string; fields: Record<string, unknown>; page: Record<string, unknown>; created_at: string | Date }>(
      'SELECT id, fields, page, created_at FROM form_submissions WHERE form_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
      [formId, limit],
    );
    return {
      name: definition.name,
      fields: storedFields(definition.fields),
      submissions: rows.rows.map((row) => ({
        id: String(row.id),
        createdAt: new Date(row.created_at).toISOString(),
        fields: row.fields,
        page: row.page,
      })),
    };
  }

  const sendSubmissions = async (request: { query: unknown }, reply: FastifyReply, forced?: 'csv') => {
    const query = parseWith(submissionsQuerySchema, request.query, 'query');
    const { name, fields, submissions } = await readSubmissions(query.formId, Math.min(query.limit ?? 1000, 10_000));
    if ((forced ?? query.format) === 'csv') {
      const fileName = `${query.formId.replace(/[^A-Za-z0-9_-]/g, '_')}-submissions.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(submissionsCsv(fields, submissions));
    }
    return { formId: query.formId, name, fields, submissions };
  };

  api.get('/form/submissions', { preHandler: requireOwner }, (request, reply) => sendSubmissions(request, reply));
  api.get('/form/submissions.csv', { preHandler: requireOwner }, (request, reply) => sendSubmissions(request, reply, 'csv'));

  // The no-script fallback (issue 4: a plain HTML form): a form-encoded post of the fields under
  // the names the upgraded form uses. No crumb can be read without script, so this route relies
  // on the same-origin check for writes, the honeypot and the per-visitor rate limit.
  api.post('/form/plain/:formId', { config: { ...formRateLimit, crumb: false }, onRequest: formAddressLimit, onSend: plainRefusalPage }, async (request, reply) => {
    const { formId } = parseWith(z.strictObject({ formId: z.string().check(z.minLength(1), z.maxLength(100)) }), request.params, 'form id');
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const back = safeBackLink(request.headers.referer);
    const form = await db.query<{ fields: unknown; captcha: boolean; success_message: string | null; success_redirect: string | null }>(
      'SELECT fields, captcha, success_message, success_redirect FROM form_definitions WHERE form_id = $1',
      [formId],
    );
    if (!form.rows[0]) return reply.code(404).type('text/html; charset=utf-8').send(plainPage('Form not sent', [FORM_NOT_CONFIGURED_MESSAGE], back));
    const fields = storedFields(form.rows[0].fields);
    const honeypot = typeof body.website_confirm === 'string' ? body.website_confirm.trim() : '';
    if (honeypot === '') {
      // A captcha needs script: a plain post cannot carry a token, so it is refused plainly.
      if (form.rows[0].captcha) {
        return reply.code(400).type('text/html; charset=utf-8').send(plainPage('Form not sent', [CAPTCHA_INCOMPLETE_MESSAGE, PLAIN_CAPTCHA_NEEDS_SCRIPT_MESSAGE], back));
      }
      const values = serialiseFormValues(fields, plainFormInputs(fields, body));
      const errors = findFieldErrors(fields, values);
      if (Object.keys(errors).length > 0) {
        const lines = fields.filter((field) => errors[field.id]).map((field) => `${field.title || field.id}: ${errors[field.id]}`);
        return reply.code(400).type('text/html; charset=utf-8').send(plainPage('Please check your entries', lines, back));
      }
      const when = now();
      // Idempotency without script: the same visitor posting the same entries again (a double
      // click, a reload that re-posts) within the window is answered as before and stored once.
      const key = plainSubmissionKey(formId, formVisitorKey(request), values);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM form_submission_keys WHERE key = $1 AND expires_at <= $2', [key, when.toISOString()]);
        const fresh = await tx.query(
          `INSERT INTO form_submission_keys (key, created_at, expires_at, used_at, form_id) VALUES ($1, $2, $3, $2, $4)
           ON CONFLICT (key) DO NOTHING RETURNING key`,
          [key, when.toISOString(), new Date(when.getTime() + PLAIN_REPEAT_WINDOW_MS).toISOString(), formId],
        );
        if (fresh.rows.length === 0) return;
        await tx.query('INSERT INTO form_submissions (form_id, fields, page, created_at) VALUES ($1, $2, $3, $4)', [
          formId,
          JSON.stringify(values),
          JSON.stringify({ pagePath: back ? new URL(back).pathname : undefined, noScript: true }),
          when.toISOString(),
        ]);
      });
    }
    // As the upgraded form does (spec 02 §4): the owner's redirect when it is safe, else their
    // success message (as text: a page without script runs none of its HTML), else a thank-you.
    // A relative redirect is a path on this site: on SITE_ORIGIN, never on the Host header or the
    // Referer (which a page on an embedding origin sets).
    const redirect = siteRedirectLocation(form.rows[0].success_redirect, deps.siteOrigin);
    if (redirect) return reply.code(303).header('location', redirect).send();
    const message = successMessageText(form.rows[0].success_message);
    return reply.code(200).type('text/html; charset=utf-8').send(plainPage('Thank you', [message || PLAIN_THANK_YOU_MESSAGE], back));
  });
}
