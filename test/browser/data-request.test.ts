import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { DataRequestError, deleteData, forgetServerCrumb, getData, postData, putData } from '../../src/runtime/net/data-request.js';
import { captureConsole } from '../support/browser.js';
import { installFetchFake, type FetchFake } from '../support/fetch-fake.js';

// The real site API (server/, in-memory PGlite, fault routes on) answers /api/* on this page's
// own origin through the siteApiPlugin proxy in web-test-runner.config.mjs: real fetch, real
// cookies, real crumb check. Requests are counted where the page makes them (a fetch fake that
// passes every call through) and read back, with status and timing, from the browser's resource timing.

// A page as a site serves it: the page context, with the API on this same origin (the default).
const contextScript = Object.assign(document.createElement('script'), { type: 'application/json', id: 'ss-context', textContent: '{}' });
document.head.append(contextScript);

interface Echo {
  method: string;
  query: Record<string, string>;
  contentType: string | null;
  body: unknown;
}

const ECHO = '/api/test-faults/echo';

function uniqueId(): string {
  return crypto.randomUUID();
}

/** The crumb cookie as this page sees it. */
function pageCrumb(): string | null {
  const pair = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('crumb='));
  return pair ? decodeURIComponent(pair.slice('crumb='.length)) : null;
}

function setCrumbCookie(value: string, path = '/'): void {
  document.cookie = `crumb=${encodeURIComponent(value)}; path=${path}; SameSite=Lax`;
}

/** A crumb the site API signed (it takes no other): asked for, then the cookie it set is cleared. */
async function signedCrumb(): Promise<string> {
  const { crumb } = (await (await fetch('/api/crumb')).json()) as { crumb: string };
  clearCrumbCookies();
  return crumb;
}

function clearCrumbCookies(): void {
  for (const path of ['/', '/api']) document.cookie = `crumb=; path=${path}; max-age=0`;
}

/** The requests this page made whose URL carries `probe=<id>`, oldest first. */
function requestsWithProbe(id: string): PerformanceResourceTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => new URL(entry.name).searchParams.get('probe') === id,
  );
}

/** Every request the page made goes through this (and on to the real site API). */
let network: FetchFake;

/**
 * After a call settled: exactly `count` requests carried the probe (counted as they were made, so
 * none can still be on its way), and their resource timing entries, once the browser lists them.
 */
async function settledRequests(id: string, count: number): Promise<PerformanceResourceTiming[]> {
  expect(network.calls.filter((call) => call.url.searchParams.get('probe') === id).length, 'requests made').to.equal(count);
  await waitUntil(() => requestsWithProbe(id).length >= count, `expected ${count} requests with probe ${id}`);
  const entries = requestsWithProbe(id);
  expect(entries.length, 'resource timing entries').to.equal(count);
  return entries;
}

async function failure(promise: Promise<unknown>): Promise<DataRequestError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).to.be.instanceOf(DataRequestError);
  return outcome as DataRequestError;
}

/** Lets the server hand this page a crumb cookie, as any first API answer does. */
async function crumbFromServer(): Promise<string> {
  clearCrumbCookies();
  await getData(ECHO);
  const crumb = pageCrumb();
  expect(crumb, 'crumb cookie set by the server').to.match(/^[\w-]{16,}$/);
  return crumb!;
}

describe('data layer', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    performance.setResourceTimingBufferSize(1000);
    performance.clearResourceTimings();
    clearCrumbCookies();
    forgetServerCrumb();
    network = installFetchFake();
  });
  afterEach(() => {
    network.restore();
    console$.restore();
    clearCrumbCookies();
    expect(console$.errors, console$.errors.join("\n")).to.deep.equal([]);
    expect(console$.warnings).to.deep.equal([]);
  });

  describe('requests (spec 02 §7 generic data layer)', () => {
    it('puts the crumb cookie the server set on every URL, for GET, POST, PUT and DELETE', async () => {
      const crumb = await crumbFromServer();
      const probe = uniqueId();
      const replies = [
        await getData<Echo>(`${ECHO}?probe=${probe}`, { data: { q: 'x' } }),
        await postData<Echo>(`${ECHO}?probe=${probe}`, { data: { a: '1' } }),
        await putData<Echo>(`${ECHO}?probe=${probe}`, { data: { a: '1' } }),
        await deleteData<Echo>(`${ECHO}?probe=${probe}`, { data: { cloneCart: false } }),
      ];
      expect(replies.map((reply) => reply.method)).to.deep.equal(['GET', 'POST', 'PUT', 'DELETE']);
      for (const reply of replies) expect(reply.query.crumb).to.equal(crumb);
      expect(replies[0]!.query).to.deep.equal({ probe, q: 'x', crumb });
      expect(replies[3]!.query).to.deep.equal({ probe, cloneCart: 'false', crumb });
      // The crumb passed the real check on the first try: one request per call, each URL with it.
      const entries = await settledRequests(probe, 4);
      for (const entry of entries) expect(new URL(entry.name).searchParams.get('crumb')).to.equal(crumb);
    });

    it('sends a form-encoded body by default; objects and arrays as JSON text, null and undefined left out', async () => {
      await crumbFromServer();
      const reply = await postData<Echo>(ECHO, { data: { a: 'é & ü', n: 2, yes: true, obj: { x: 1 }, list: [1, 2], skip: undefined, none: null } });
      expect(reply.contentType).to.equal('application/x-www-form-urlencoded; charset=UTF-8');
      expect(reply.body).to.deep.equal({ a: 'é & ü', n: '2', yes: 'true', obj: '{"x":1}', list: '[1,2]' });
    });

    it('sends JSON with a UTF-8 charset when asked, for POST and PUT', async () => {
      await crumbFromServer();
      const data = { text: 'é ✓', n: 2, nested: { list: [1, 'two'] } };
      const posted = await postData<Echo>(ECHO, { data, json: true });
      const put = await putData<Echo>(ECHO, { data, json: true });
      for (const reply of [posted, put]) {
        expect(reply.contentType).to.equal('application/json; charset=UTF-8');
        expect(reply.body).to.deep.equal(data);
      }
      expect([posted.method, put.method]).to.deep.equal(['POST', 'PUT']);
    });

    it('resolves with the parsed reply of a real endpoint', async () => {
      const settings = await getData<{ pageLoadId: string; rolloutFlags: Record<string, boolean> }>('/api/1/performance/settings');
      expect(settings.pageLoadId).to.be.a('string').and.not.equal('');
      expect(settings.rolloutFlags).to.be.an('object');
    });
  });

  describe('crumb failure (spec 02 §4)', () => {
    it('recovers from a stale crumb with exactly one retry that carries the new crumb', async () => {
      // The page still reads an old crumb; the cookie the browser sends the API is a newer one.
      const fresh = await signedCrumb();
      setCrumbCookie(fresh, '/api');
      setCrumbCookie('stale-crumb');
      expect(pageCrumb()).to.equal('stale-crumb');
      const probe = uniqueId();
      const reply = await postData<Echo>(`${ECHO}?probe=${probe}`, { data: { a: '1' } });
      expect(reply.query.crumb).to.equal(fresh);
      expect(reply.body).to.deep.equal({ a: '1' });
      const [first, retry] = await settledRequests(probe, 2);
      expect(new URL(first!.name).searchParams.get('crumb')).to.equal('stale-crumb');
      expect(new URL(retry!.name).searchParams.get('crumb')).to.equal(fresh);
    });

    it('without a crumb cookie, asks the API for one first: the write goes out once, with it', async () => {
      expect(pageCrumb()).to.equal(null);
      const probe = uniqueId();
      const reply = await postData<Echo>(`${ECHO}?probe=${probe}`, { json: true, data: { a: 1 } });
      const crumb = pageCrumb();
      expect(crumb, 'crumb cookie set by GET /api/crumb').to.match(/^[\w-]{16,}$/);
      expect(reply.query.crumb).to.equal(crumb);
      expect(reply.body).to.deep.equal({ a: 1 });
      const [only] = await settledRequests(probe, 1);
      expect(new URL(only!.name).searchParams.get('crumb')).to.equal(crumb);
      const asked = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname === '/api/crumb');
      expect(asked.length).to.be.greaterThan(0);
    });

    it('recovers from a stale crumb on a real state-changing endpoint (FormSubmissionKey)', async () => {
      setCrumbCookie(await signedCrumb(), '/api');
      setCrumbCookie('stale-crumb');
      const probe = uniqueId();
      const reply = await postData<{ key: string }>(`/api/form/FormSubmissionKey?probe=${probe}`);
      expect(reply.key).to.match(/^[\w-]{20,}$/);
      await settledRequests(probe, 2);
    });
  });

  describe('retry count (spec 02 §4, §9 data retry delay)', () => {
    it('retries a failed request after 200 ms, as many times as asked', async () => {
      const probe = uniqueId();
      const reply = await getData<{ success: boolean }>(`/api/test-faults/flaky/${probe}?failures=2&probe=${probe}`, { retries: 2 });
      expect(reply.success).to.equal(true);
      const entries = await settledRequests(probe, 3);
      expect(entries.map((entry) => entry.responseStatus)).to.deep.equal([503, 503, 200]);
      for (let i = 1; i < entries.length; i++) {
        // Resource timing is coarsened by up to 0.1 ms.
        expect(entries[i]!.startTime - entries[i - 1]!.responseEnd, `wait before attempt ${i + 1}`).to.be.at.least(199.8);
      }
    });

    it('gives up when the retries run out, with the last failure', async () => {
      const probe = uniqueId();
      const error = await failure(getData(`/api/test-faults/flaky/${probe}?failures=3&probe=${probe}`, { retries: 1 }));
      expect(error.status).to.equal(503);
      expect(error.message).to.equal('This service is temporarily unavailable. Please try again later.');
      await settledRequests(probe, 2);
    });

    it('makes a single request without a retry count', async () => {
      const probe = uniqueId();
      const error = await failure(getData(`/api/test-faults/flaky/${probe}?failures=1&probe=${probe}`));
      expect(error.status).to.equal(503);
      await settledRequests(probe, 1);
    });

    it('retries a POST body unchanged', async () => {
      await crumbFromServer();
      const probe = uniqueId();
      const reply = await postData<{ success: boolean; method: string; body: unknown }>(`/api/test-faults/flaky/${probe}?failures=1&probe=${probe}`, {
        data: { answer: 'forty-two' },
        retries: 1,
      });
      expect(reply).to.deep.equal({ success: true, method: 'POST', body: { answer: 'forty-two' } });
      await settledRequests(probe, 2);
    });
  });

  describe('error messages (spec 02 §8 data layer)', () => {
    const table: [status: number, message: string, network: boolean][] = [
      [401, 'Unauthorized request', false],
      [403, 'Unauthorized request', false],
      [500, 'Internal server error. Please try again later.', false],
      [501, 'Internal server error. Please try again later.', false],
      [503, 'This service is temporarily unavailable. Please try again later.', false],
      [400, 'Unable to connect…', true],
      [409, 'Unable to connect…', true],
      [429, 'Unable to connect…', true],
      [502, 'Unable to connect…', true],
      [504, 'Unable to connect…', true],
    ];
    for (const [status, message, network] of table) {
      it(`status ${status} → "${message}"${network ? ', flagged as network' : ''}`, async () => {
        const error = await failure(getData(`/api/test-faults/status/${status}?body=none`));
        expect(error.status).to.equal(status);
        expect(error.message).to.equal(message);
        expect(error.network).to.equal(network);
      });
    }

    it('no reply at all → "Unable to connect…", status 0, flagged as network', async () => {
      // Port 9 (discard) never answers a browser: the request fails without any reply.
      const error = await failure(getData('/api/test-faults/echo', { baseUrl: 'http://127.0.0.1:9' }));
      expect(error.status).to.equal(0);
      expect(error.message).to.equal('Unable to connect…');
      expect(error.network).to.equal(true);
      // The API is on another origin: one set-up hint names the setting that allows this page.
      expect(console$.errors.splice(0)).to.deep.equal([
        `Sitestack: the site API at http://127.0.0.1:9 could not be reached from this page (${location.origin}). If the API is running, add ${location.origin} to its ALLOWED_ORIGINS setting (README "Configuration").`,
      ]);
    });

    for (const status of [400, 401, 500, 502]) {
      it(`a JSON error body on ${status} reaches the failure handler`, async () => {
        const error = await failure(getData(`/api/test-faults/status/${status}?body=error`));
        expect(error.status).to.equal(status);
        expect(error.message).to.equal(`Injected error for status ${status}`);
        expect(error.body).to.deep.equal({ error: `Injected error for status ${status}` });
        expect(error.network).to.equal(false);
      });
    }

    it("a real 400's JSON error body reaches the failure handler (SaveFormSubmission without a form id)", async () => {
      await crumbFromServer();
      const error = await failure(postData('/api/form/SaveFormSubmission', { data: { key: 'some-key', form: { name: 'Ada' } } }));
      expect(error.status).to.equal(400);
      expect(error.body?.error).to.be.a('string').and.match(/^Invalid request body: .*formId/);
      expect(error.message).to.equal(error.body!.error);
      expect(error.network).to.equal(false);
    });

    it('an unparseable JSON reply gives the spec message with the URL and the parser message', async () => {
      const crumb = await crumbFromServer();
      const error = await failure(getData('/api/test-faults/unparseable'));
      let parserMessage = '';
      try {
        JSON.parse('{"unterminated": ');
      } catch (parseError) {
        parserMessage = (parseError as Error).message;
      }
      const url = `${location.origin}/api/test-faults/unparseable?crumb=${crumb}`;
      expect(error.message).to.equal(`Internal Error: Unable to parse server response from (${url}) as JSON: ${parserMessage}`);
      expect(error.url).to.equal(url);
      expect(error.network).to.equal(false);
    });
  });

  describe('loginRequired and authorizationFail (spec 02 §4)', () => {
    it('a loginRequired reply fires ss-login-required on document and fails the request', async () => {
      const fired = oneEvent(document, 'ss-login-required');
      const error = await failure(getData('/api/test-faults/status/401?flag=loginRequired'));
      const event = (await fired) as CustomEvent<{ url: string }>;
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(event.detail.url).to.equal(error.url);
      expect(error.loginRequired).to.equal(true);
      expect(error.message).to.equal('Unauthorized request');
    });

    it('loginRequired on a 200 reply also fires the event and fails', async () => {
      const fired = oneEvent(document, 'ss-login-required');
      const error = await failure(getData('/api/test-faults/status/200?flag=loginRequired'));
      await fired;
      expect(error.loginRequired).to.equal(true);
    });

    it('the real site-user endpoint without a session fires ss-login-required', async () => {
      const fired = oneEvent(document, 'ss-login-required');
      const error = await failure(getData('/api/site-users/account'));
      const event = (await fired) as CustomEvent<{ url: string }>;
      expect(error.status).to.equal(401);
      expect(event.detail.url).to.equal(error.url);
    });

    it('an authorizationFail reply fires ss-system-error on document for the system-error overlay', async () => {
      const fired = oneEvent(document, 'ss-system-error');
      const error = await failure(getData('/api/test-faults/status/403?flag=authorizationFail'));
      const event = (await fired) as CustomEvent<{ url: string; format: string; message: string }>;
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(event.detail).to.deep.equal({ url: error.url, format: 'JSON', message: 'Unauthorized request' });
      expect(error.authorizationFail).to.equal(true);
    });
  });
});
