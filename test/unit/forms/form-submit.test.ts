import { describe, expect, it, vi } from 'vitest';
import { formDefinitionSchema } from '../../../src/runtime/forms/form-definition.js';
import { FormSubmitter } from '../../../src/runtime/forms/form-submit.js';

type Answer = { status: number; body?: unknown } | 'network';

/** A FormSubmitter whose data layer talks to `answer` instead of the network. */
function submitterWith(answer: (path: string, body: URLSearchParams) => Answer) {
  const calls: Array<{ path: string; body: URLSearchParams }> = [];
  const submitter = new FormSubmitter({
    baseUrl: 'https://site.example',
    environment: {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input)).pathname;
        const body = new URLSearchParams(String(init?.body ?? ''));
        calls.push({ path, body });
        const reply = answer(path, body);
        if (reply === 'network') throw new TypeError('Failed to fetch');
        return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
      }) as typeof fetch,
      // A page that already has its crumb cookie (a page without one asks GET /api/crumb first).
      readCookies: () => 'crumb=c1',
      cookiesEnabled: () => true,
      sleep: async () => undefined,
      eventTarget: null,
    },
  });
  return { submitter, calls };
}

const definition = formDefinitionSchema.parse({ formId: 'contact', fields: [{ id: 'email', type: 'email' }] });
const extras = { pageFields: { pagePath: '/contact' } };

describe('FormSubmitter (spec 02 §4 submit cycle, §7 form calls, §8 messages)', () => {
  it('asks for a key, then saves with it and the page fields', async () => {
    const { submitter, calls } = submitterWith((path) =>
      path.endsWith('FormSubmissionKey') ? { status: 200, body: { key: 'k1' } } : { status: 200, body: { success: true, submissionId: '5' } },
    );
    expect(await submitter.submit(definition, { email: 'a@b.co' }, extras)).toEqual({ ok: true, submissionId: '5' });
    expect(calls.map((call) => call.path)).toEqual(['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
    expect(calls[1]!.body.get('key')).toBe('k1');
    expect(calls[1]!.body.get('form')).toBe('{"email":"a@b.co"}');
    expect(calls[1]!.body.get('pagePath')).toBe('/contact');
    expect(submitter.pendingKey).toBeNull();
  });

  it('keeps the key after a failure without an answer and sends it again (the idempotency key)', async () => {
    let saves = 0;
    const { submitter, calls } = submitterWith((path) => {
      if (path.endsWith('FormSubmissionKey')) return { status: 200, body: { key: 'k1' } };
      return ++saves <= 2 ? 'network' : { status: 200, body: { success: true, submissionId: '1' } };
    });
    const first = await submitter.submit(definition, { email: 'a@b.co' }, extras);
    expect(first).toMatchObject({ ok: false, retryable: true, status: 0, message: 'Unable to connect\u2026' });
    expect(submitter.pendingKey).toBe('k1');
    expect((await submitter.submit(definition, { email: 'a@b.co' }, extras)).ok).toBe(true);
    expect(calls.filter((call) => call.path.endsWith('FormSubmissionKey'))).toHaveLength(1);
    expect(calls.filter((call) => call.path.endsWith('SaveFormSubmission')).map((call) => call.body.get('key'))).toEqual(['k1', 'k1', 'k1']);
  });

  it("says 'Could not get a form submission key' when the key call fails, and the rate-limit text on 429", async () => {
    expect(await submitterWith(() => ({ status: 400, body: {} })).submitter.submit(definition, {}, extras)).toMatchObject({
      ok: false,
      message: 'Could not get a form submission key, please try again later.',
    });
    expect(await submitterWith(() => ({ status: 429, body: { error: 'slow down' } })).submitter.submit(definition, {}, extras)).toMatchObject({
      ok: false,
      message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    });
  });

  it('returns a 400 field map, and drops a key the server calls invalid so the next attempt gets a new one', async () => {
    let keys = 0;
    const { submitter } = submitterWith((path) =>
      path.endsWith('FormSubmissionKey')
        ? { status: 200, body: { key: `k${++keys}` } }
        : { status: 400, body: { error: 'One or more fields is invalid, please check your entries.', errors: { email: 'Please enter a valid email' } } },
    );
    expect(await submitter.submit(definition, { email: 'x' }, extras)).toMatchObject({ ok: false, fieldErrors: { email: 'Please enter a valid email' }, retryable: false });
    expect(submitter.pendingKey).toBe('k1');
    const expired = submitterWith((path) =>
      path.endsWith('FormSubmissionKey') ? { status: 200, body: { key: 'k9' } } : { status: 400, body: { error: 'expired', keyInvalid: true } },
    );
    await expired.submitter.submit(definition, {}, extras);
    expect(expired.submitter.pendingKey).toBeNull();
  });

  it('replaces a key that expired while the visitor typed, once, without showing an error', async () => {
    let keys = 0;
    const { submitter, calls } = submitterWith((path, body) => {
      if (path.endsWith('FormSubmissionKey')) return { status: 200, body: { key: `k${++keys}` } };
      return body.get('key') === 'k1' ? { status: 400, body: { error: 'expired', keyInvalid: true } } : { status: 200, body: { success: true, submissionId: '2' } };
    });
    expect(await submitter.submit(definition, { email: 'a@b.co' }, extras)).toEqual({ ok: true, submissionId: '2' });
    expect(calls.filter((call) => call.path.endsWith('SaveFormSubmission')).map((call) => call.body.get('key'))).toEqual(['k1', 'k2']);
  });

  it('tells the site owner once, in the console, how to register a form the API does not know (404)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { submitter } = submitterWith((path) => (path.endsWith('FormSubmissionKey') ? { status: 200, body: { key: 'k1' } } : { status: 404, body: { error: 'This form has not been configured yet.' } }));
    const unknown = formDefinitionSchema.parse({ formId: 'unregistered-form', fields: [{ id: 'email', type: 'email' }] });
    const outcome = await submitter.submit(unknown, { email: 'a@b.co' }, extras);
    await submitter.submit(unknown, { email: 'a@b.co' }, extras);
    expect(outcome).toMatchObject({ ok: false, message: 'This form has not been configured yet.' });
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      'Sitestack: the site API does not know the form "unregistered-form": register it with PUT /api/owner/forms/unregistered-form (README "Setting up a site"). Visitors read "This form has not been configured yet."',
    ]);
    errors.mockRestore();
  });
});
