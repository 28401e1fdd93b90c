import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { FORM_KEY_INVALID_MESSAGE, FORM_KEY_LIFETIME_MS } from '../../../server/routes/forms.js';
import { FORM_NOT_CONFIGURED_MESSAGE } from '../../../src/runtime/forms/form-messages.js';
import { CRUMB, NOW, buildTestApp, ownerHeaders, postForm, useTestServer } from './server-test-harness.js';

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));

async function configureContactForm() {
  const reply = await app.inject({
    method: 'PUT',
    url: '/api/owner/forms/contact',
    headers: ownerHeaders,
    payload: {
      name: 'Contact',
      fields: [
        { id: 'name-1', type: 'name', title: 'Name', required: true },
        { id: 'email-2', type: 'email', title: 'Email', required: true },
        { id: 'message-3', type: 'textarea', title: 'Message' },
      ],
    },
  });
  expect(reply.statusCode).toBe(200);
}

async function submissionKey(): Promise<string> {
  const reply = await postForm(app, '/api/form/FormSubmissionKey', {});
  expect(reply.statusCode).toBe(200);
  return reply.json().key as string;
}

const validFields = { 'name-1': ['Ada', 'Lovelace'], 'email-2': 'ada@example.com', 'message-3': 'Hello' };

function save(key: string, extra: Record<string, string> = {}, form: unknown = validFields) {
  return postForm(app, '/api/form/SaveFormSubmission', {
    key,
    formId: 'contact',
    collectionId: 'col-1',
    objectName: 'block-abc',
    isOverlayForm: 'false',
    submitButtonText: 'Send',
    form: JSON.stringify(form),
    pageTitle: 'Contact us',
    pageId: 'page-1',
    contentSource: 'c',
    pagePath: '/contact',
    pagePermissionTypeValue: '1',
    ...extra,
  });
}

describe('POST /api/form/FormSubmissionKey and SaveFormSubmission (spec 02 §7)', () => {
  it('hands out a key (data.key) and stores a submission made with it, readable by the owner', async () => {
    await configureContactForm();
    const key = await submissionKey();
    expect(key).toMatch(/^[\w-]{20,}$/);

    const saved = await save(key);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true });

    const list = await app.inject({ method: 'GET', url: '/api/owner/form-submissions?formId=contact', headers: ownerHeaders });
    expect(list.statusCode).toBe(200);
    const [submission] = list.json().submissions;
    expect(submission).toMatchObject({
      formId: 'contact',
      fields: validFields,
      isOverlayForm: false,
      page: { pageTitle: 'Contact us', pagePath: '/contact', contentSource: 'c' },
      createdAt: NOW.toISOString(),
    });
  });

  it('accepts a JSON body as well as a form-encoded one', async () => {
    await configureContactForm();
    const key = await submissionKey();
    const reply = await app.inject({
      method: 'POST',
      url: `/api/form/SaveFormSubmission?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      payload: { key, formId: 'contact', form: JSON.stringify(validFields), isOverlayForm: true },
    });
    expect(reply.statusCode).toBe(200);
  });

  it('answers a repeated save with the same key with the first result, storing one row', async () => {
    // issue 4: the submission key doubles as an idempotency key
    await configureContactForm();
    const key = await submissionKey();
    const first = await save(key);
    expect(first.statusCode).toBe(200);
    const again = await save(key);
    expect(again.statusCode).toBe(200);
    expect(again.json().submissionId).toBe(first.json().submissionId);
    const rows = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM form_submissions');
    expect(Number(rows.rows[0]!.count)).toBe(1);
  });

  it('refuses an unknown or expired key', async () => {
    await configureContactForm();
    expect((await save('not-a-key')).json().error).toBe(FORM_KEY_INVALID_MESSAGE);

    const key = await submissionKey();
    await app.close();
    app = await buildTestApp(db, { now: () => new Date(NOW.getTime() + FORM_KEY_LIFETIME_MS + 1) });
    const late = await save(key);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(FORM_KEY_INVALID_MESSAGE);
  });

  it('answers 404 with the spec message for a form that was never configured', async () => {
    const key = await submissionKey();
    const reply = await save(key);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toBe(FORM_NOT_CONFIGURED_MESSAGE);
  });

  it('answers 400 with data.errors (field id → message) for missing required fields, and stores nothing', async () => {
    await configureContactForm();
    const key = await submissionKey();
    const reply = await save(key, {}, { 'name-1': ['', ''], 'message-3': 'Hi' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({ 'name-1': 'This field is required.', 'email-2': 'This field is required.' });
    const count = await db.query<{ n: string }>('SELECT count(*) AS n FROM form_submissions');
    expect(Number(count.rows[0]?.n)).toBe(0);
    // The failed save did not spend the key: the visitor can correct and resend.
    expect((await save(key)).statusCode).toBe(200);
  });

  it('rejects bad input with a clear 400: missing fields, unknown fields, unparseable form JSON', async () => {
    await configureContactForm();
    const key = await submissionKey();
    const missing = await postForm(app, '/api/form/SaveFormSubmission', { key });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Invalid request body: formId is required; form is required.');

    const unknown = await save(key, { favouriteColour: 'blue' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('unknown field favouriteColour');

    const badJson = await postForm(app, '/api/form/SaveFormSubmission', { key, formId: 'contact', form: '{not json' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error).toMatch(/^Invalid request body: form is not valid JSON/);

    const badBoolean = await save(key, { isOverlayForm: 'maybe' });
    expect(badBoolean.statusCode).toBe(400);
    expect(badBoolean.json().error).toContain('isOverlayForm has the wrong type');
  });

  it('limits submissions per client with a clear 429', async () => {
    await app.close();
    app = await buildTestApp(db, { rateLimits: { formSubmission: 2 } });
    expect((await postForm(app, '/api/form/FormSubmissionKey', {})).statusCode).toBe(200);
    expect((await postForm(app, '/api/form/FormSubmissionKey', {})).statusCode).toBe(200);
    const limited = await postForm(app, '/api/form/FormSubmissionKey', {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests: the limit is 2 per 60 seconds here\. Try again in \d+ seconds\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('owner form configuration', () => {
  it('needs the owner token to configure forms or read submissions', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/owner/form-submissions' });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/api/owner/form-submissions', headers: { authorization: 'Bearer wrong-token-wrong-token' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ authorizationFail: true });
    const put = await app.inject({ method: 'PUT', url: '/api/owner/forms/x', payload: { fields: [] } });
    expect(put.statusCode).toBe(401);
  });

  it('rejects duplicate field ids', async () => {
    const reply = await app.inject({
      method: 'PUT',
      url: '/api/owner/forms/contact',
      headers: ownerHeaders,
      payload: { fields: [{ id: 'a', type: 'text' }, { id: 'a', type: 'email' }] },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Invalid request body: field ids must be unique.');
  });
});
