import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import {
  captchaStartupNotice,
  captchaVerifierFor,
  siteverifyCaptchaVerifier,
  tokenPresenceOnlyVerifier,
  type CaptchaVerifier,
} from '../../../server/forms/captcha-verifier.js';
import { readConfig } from '../../../server/config.js';
import { CAPTCHA_INCOMPLETE_MESSAGE, FORM_SERVER_ERROR_MESSAGE } from '../../../src/runtime/forms/form-messages.js';
import { buildTestApp, openTestDatabase, ownerHeaders, postForm, resetDatabase } from './server-test-harness.js';

/**
 * A local provider with reCAPTCHA's siteverify contract (no internet): POST secret, response and
 * remoteip form-encoded; answers `{ success }`. Token "good" passes once (tokens are single-use),
 * "down" makes it answer 500.
 */
interface VerifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}
let provider: Server;
let verifyUrl: string;
const verifyCalls: VerifyCall[] = [];
const spent = new Set<string>();

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const params = new URLSearchParams(body);
      const call = { secret: params.get('secret'), response: params.get('response'), remoteip: params.get('remoteip') };
      verifyCalls.push(call);
      if (call.response === 'down') {
        response.writeHead(500).end('oops');
        return;
      }
      const success = call.secret === 'the-secret' && (call.response ?? '').startsWith('good') && !spent.has(call.response!);
      if (success) spent.add(call.response!);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(success ? { success: true, hostname: 'localhost' } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(async () => new Promise<void>((resolve) => provider.close(() => resolve())));

describe('siteverify captcha verifier (reCAPTCHA contract, local fake provider)', () => {
  beforeEach(() => {
    verifyCalls.length = 0;
  });

  it('posts secret, response and remoteip form-encoded and trusts only success: true', async () => {
    const verifier = siteverifyCaptchaVerifier({ secret: 'the-secret', verifyUrl });
    expect(await verifier.verify('good-1', '203.0.113.9')).toEqual({ ok: true, verified: true });
    expect(verifyCalls[0]).toEqual({ secret: 'the-secret', response: 'good-1', remoteip: '203.0.113.9' });
    // single-use tokens: the provider refuses a replayed one
    expect(await verifier.verify('good-1')).toEqual({ ok: false, reason: 'rejected' });
    expect(await verifier.verify('forged')).toEqual({ ok: false, reason: 'rejected' });
  });

  it('refuses a missing token without asking the provider', async () => {
    const verifier = siteverifyCaptchaVerifier({ secret: 'the-secret', verifyUrl });
    expect(await verifier.verify(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifier.verify('')).toEqual({ ok: false, reason: 'missing' });
    expect(verifyCalls).toHaveLength(0);
  });

  it('reports an unreachable or failing provider as unavailable, not as a bad token', async () => {
    expect(await siteverifyCaptchaVerifier({ secret: 'the-secret', verifyUrl }).verify('down')).toEqual({ ok: false, reason: 'unavailable' });
    const nowhere = siteverifyCaptchaVerifier({ secret: 'the-secret', verifyUrl: 'http://127.0.0.1:1/siteverify', timeoutMs: 2000 });
    expect(await nowhere.verify('good-x')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('is configured by CAPTCHA_SECRET and CAPTCHA_VERIFY_URL; without a secret, tokens are required but not verified, and start-up says so', async () => {
    const config = readConfig({ CAPTCHA_SECRET: 'the-secret', CAPTCHA_VERIFY_URL: verifyUrl });
    expect(config.captchaSecret).toBe('the-secret');
    expect(config.captchaVerifyUrl).toBe(verifyUrl);
    const configured = captchaVerifierFor(config);
    expect(configured.verifies).toBe(true);
    expect(captchaStartupNotice(configured)).toBeNull();
    const unset = captchaVerifierFor(readConfig({}));
    expect(unset).toBe(tokenPresenceOnlyVerifier);
    expect(captchaStartupNotice(unset)).toMatch(/CAPTCHA_SECRET is not set, so captcha tokens are not verified/);
    expect(await unset.verify('anything')).toEqual({ ok: true, verified: false });
    expect(await unset.verify(undefined)).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('SaveFormSubmission refuses a form that asks for a captcha without a verified token', () => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ db, close: closeDb } = await openTestDatabase());
  });
  afterAll(async () => closeDb());
  afterEach(async () => app.close());

  async function start(captcha: CaptchaVerifier) {
    await resetDatabase(db);
    app = await buildTestApp(db, { rateLimits: { formSubmission: 1000 }, captcha });
    const fields = [{ id: 'email', type: 'email', title: 'Email', required: true }];
    expect((await app.inject({ method: 'PUT', url: '/api/owner/forms/guarded', headers: ownerHeaders, payload: { name: 'Guarded', fields, captcha: true } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/owner/forms/open', headers: ownerHeaders, payload: { name: 'Open', fields } })).statusCode).toBe(200);
  }
  const newKey = async () => (await postForm(app, '/api/form/FormSubmissionKey', {})).json().key as string;
  const save = (key: string, formId: string, captchaKey?: string) =>
    postForm(app, '/api/form/SaveFormSubmission', { key, formId, form: JSON.stringify({ email: 'ada@example.com' }), ...(captchaKey ? { captchaKey } : {}) });
  const rows = async () => (await db.query<{ page: { captchaVerified?: boolean } }>('SELECT page FROM form_submissions ORDER BY id')).rows;

  it("spec 02 §8 'Complete CAPTCHA before submitting.' for a missing or rejected token; nothing stored, the key stays usable", async () => {
    await start(siteverifyCaptchaVerifier({ secret: 'the-secret', verifyUrl }));
    const key = await newKey();
    const missing = await save(key, 'guarded');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: CAPTCHA_INCOMPLETE_MESSAGE, captchaInvalid: true });
    const forged = await save(key, 'guarded', 'forged-token');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(CAPTCHA_INCOMPLETE_MESSAGE);
    expect(await rows()).toHaveLength(0);
    // the same key with a good token now stores the submission, marked as verified
    const good = await save(key, 'guarded', 'good-save-1');
    expect(good.statusCode).toBe(200);
    expect((await rows()).map((row) => row.page.captchaVerified)).toEqual([true]);
    // a repeat of the answered key gets the first answer, though its token is spent
    const repeat = await save(key, 'guarded', 'good-save-1');
    expect(repeat.json()).toEqual(good.json());
    expect(await rows()).toHaveLength(1);
  });

  it('answers 503 with the spec server-error text when the provider cannot be asked (retryable, nothing stored)', async () => {
    await start(siteverifyCaptchaVerifier({ secret: 'the-secret', verifyUrl }));
    const reply = await save(await newKey(), 'guarded', 'down');
    expect(reply.statusCode).toBe(503);
    expect(reply.json().error).toBe(FORM_SERVER_ERROR_MESSAGE);
    expect(await rows()).toHaveLength(0);
  });

  it('does not ask the provider for forms without a captcha', async () => {
    verifyCalls.length = 0;
    await start(siteverifyCaptchaVerifier({ secret: 'the-secret', verifyUrl }));
    expect((await save(await newKey(), 'open')).statusCode).toBe(200);
    expect(verifyCalls).toHaveLength(0);
  });

  it('without a secret: a token is still required, any token is accepted and stored as unverified', async () => {
    await start(tokenPresenceOnlyVerifier);
    expect((await save(await newKey(), 'guarded')).json().error).toBe(CAPTCHA_INCOMPLETE_MESSAGE);
    expect((await save(await newKey(), 'guarded', 'local-token')).statusCode).toBe(200);
    expect((await rows()).map((row) => row.page.captchaVerified)).toEqual([false]);
  });

  it('a plain (no-script) post to a captcha form is refused with the captcha message', async () => {
    await start(siteverifyCaptchaVerifier({ secret: 'the-secret', verifyUrl }));
    const reply = await app.inject({
      method: 'POST',
      url: '/api/form/plain/guarded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=ada%40example.com',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain(CAPTCHA_INCOMPLETE_MESSAGE);
    expect(await rows()).toHaveLength(0);
  });

  it('a plain post repeated (double click, reload) is stored once; other entries are stored anew', async () => {
    await start(tokenPresenceOnlyVerifier);
    const post = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/form/plain/open',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${encodeURIComponent(email)}`,
      });
    const first = await post('ada@example.com');
    const again = await post('ada@example.com');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await rows()).toHaveLength(1);
    expect((await post('grace@example.com')).statusCode).toBe(200);
    expect(await rows()).toHaveLength(2);
  });
});
