// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRUMB_FAIL_MESSAGE, generateCrumb } from '../../../server/crumb.js';
import {
  CRUMB_REQUEST_TIMEOUT_MS,
  DataRequestError,
  dataRequest,
  deleteData,
  forgetServerCrumb,
  getData,
  postData,
  putData,
  type DataRequestEnvironment,
} from '../../../src/runtime/net/data-request.js';
import {
  DATA_RETRY_DELAY_MS,
  INTERNAL_SERVER_ERROR_MESSAGE,
  LOGIN_REQUIRED_EVENT,
  SERVICE_UNAVAILABLE_MESSAGE,
  SYSTEM_ERROR_EVENT,
  UNABLE_TO_CONNECT_MESSAGE,
  UNAUTHORIZED_REQUEST_MESSAGE,
} from '../../../src/runtime/net/data-request-messages.js';
import { CART_HEADER_NAME } from '../../../src/runtime/commerce/checkout-routes.js';
import { PAGE_ORIGIN, createCookieJar, siteApiForFile } from './site-api-test-server.js';
import { installTestClock } from '../../support/test-clock.js';

const api = siteApiForFile();

/** The jsdom page's address: `/` of the site API (a page the site serves) unless a test moves it. */
const moveThePage = (url: string) => (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({ url });

beforeAll(async () => {
  moveThePage(`${api.baseUrl}/`);
});
beforeEach(() => forgetServerCrumb());

/** A same-origin page: the crumb cookie is readable, cookies are on, sleeps are recorded. */
function page(jar = createCookieJar(), overrides: Partial<DataRequestEnvironment> = {}) {
  const sleeps: number[] = [];
  const environment: Partial<DataRequestEnvironment> = {
    fetch: jar.fetch,
    readCookies: jar.text,
    cookiesEnabled: () => true,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    eventTarget: document,
    ...overrides,
  };
  return { jar, sleeps, options: { baseUrl: api.baseUrl, environment } };
}

/**
 * A browser on a page of another site (PAGE_ORIGIN) that blocks third-party cookies: the API's
 * cookies never come back, and every request carries the page's Origin.
 */
function crossSiteBrowser() {
  const jar = createCookieJar({ storeCookies: false });
  const crossSite: typeof fetch = (input, init = {}) => jar.fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), origin: PAGE_ORIGIN } });
  return { jar, crossSite };
}

async function failure(promise: Promise<unknown>): Promise<DataRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataRequestError);
  return error as DataRequestError;
}

describe('data layer methods and bodies (spec 02 §7 generic data layer)', () => {
  it('puts the crumb cookie on every URL as the crumb query parameter', async () => {
    const { jar, options } = page();
    jar.set('crumb', 'abc123');
    const reply = await getData<{ query: Record<string, string> }>('/api/test-faults/echo', { ...options, data: { q: 'x' } });
    expect(reply.query).toEqual({ q: 'x', crumb: 'abc123' });
    expect(new URL(jar.requests[0]!.url).searchParams.get('crumb')).toBe('abc123');
    expect(jar.requests[0]!.init.credentials).toBe('include');
  });

  it('POST sends a form-encoded body by default; objects become JSON text', async () => {
    const { jar, options } = page();
    jar.set('crumb', 'c');
    const reply = await postData<{ contentType: string; body: unknown }>('/api/test-faults/echo', { ...options, data: { a: 'é', n: 2, obj: { x: 1 }, skip: undefined } });
    expect(reply.contentType).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(reply.body).toEqual({ a: 'é', n: '2', obj: '{"x":1}' });
  });

  it('PUT with json sends JSON with UTF-8 charset; DELETE sends data as query parameters', async () => {
    const { jar, options } = page();
    // One the server signed: it takes no other.
    const crumb = generateCrumb();
    jar.set('crumb', crumb);
    const put = await putData<{ method: string; contentType: string; body: unknown }>('/api/test-faults/echo', { ...options, json: true, data: { name: 'Zoë', list: [1, 2] } });
    expect(put).toMatchObject({ method: 'PUT', contentType: 'application/json; charset=UTF-8', body: { name: 'Zoë', list: [1, 2] } });
    const del = await deleteData<{ method: string; query: unknown }>('/api/test-faults/echo', { ...options, data: { cloneCart: false } });
    expect(del).toEqual({ method: 'DELETE', query: { cloneCart: 'false', crumb }, contentType: null, body: null });
  });
});

describe('crumb failure (spec 02 §4)', () => {
  it('retries once with the new crumb and succeeds, against the real crumb check', async () => {
    // An out-of-date crumb: the page presents one the server no longer has as its cookie.
    const jar = createCookieJar();
    const { options } = page(jar, { readCookies: () => (jar.text().includes('crumb=') ? jar.text() : 'crumb=out-of-date') });
    const reply = await postData<{ key: string }>('/api/form/FormSubmissionKey', options);
    expect(reply.key).toMatch(/^[\w-]{20,}$/);
    expect(jar.requests.map((request) => request.status)).toEqual([403, 200]);
    const retryCrumb = new URL(jar.requests[1]!.url).searchParams.get('crumb');
    expect(retryCrumb).toBeTruthy();
    expect(jar.text()).toContain(`crumb=${retryCrumb}`);
  });

  it('a page with no crumb yet asks GET /api/crumb once before its first write, so nothing is refused', async () => {
    const { jar, options } = page();
    await Promise.all([postData('/api/form/FormSubmissionKey', options), postData('/api/form/FormSubmissionKey', options)]);
    expect(jar.requests.map((request) => `${request.init.method} ${new URL(request.url).pathname} ${request.status}`)).toEqual([
      'GET /api/crumb 200',
      'POST /api/form/FormSubmissionKey 200',
      'POST /api/form/FormSubmissionKey 200',
    ]);
    // With the crumb cookie in place, later writes go straight out.
    await postData('/api/form/FormSubmissionKey', options);
    expect(jar.requests).toHaveLength(4);
  });

  it('works when the crumb cookie is not readable (API on another origin), using the crumb the API returns', async () => {
    const jar = createCookieJar();
    const { options } = page(jar, { readCookies: () => '' });
    await postData('/api/form/FormSubmissionKey', options);
    expect(jar.requests.map((request) => request.status)).toEqual([200, 200]);
    // The learned crumb is used from the start on the next call.
    await postData('/api/form/FormSubmissionKey', options);
    expect(jar.requests).toHaveLength(3);
  });

  it('a page of another site sends the crumb that API handed out, never a crumb cookie of its own (docs/embedding.md)', async () => {
    moveThePage('https://cms.example/blog/post');
    try {
      const jar = createCookieJar();
      // The host page happens to have a `crumb` cookie of its own.
      const { options } = page(jar, { readCookies: () => 'crumb=the-host-page-crumb' });
      await postData('/api/form/FormSubmissionKey', options);
      await postData('/api/form/FormSubmissionKey', options);
      const sent = jar.requests.map((request) => new URL(request.url).searchParams.get('crumb'));
      expect(sent[0]).toBeNull();
      expect(jar.requests.map((request) => request.status)).toEqual([200, 200, 200]);
      expect(sent.slice(1)).not.toContain('the-host-page-crumb');
    } finally {
      moveThePage(`${api.baseUrl}/`);
    }
  });

  it('a page of another site asks for a crumb bound to a cart or session before the first write that names it, so nothing is refused (docs/embedding.md)', async () => {
    moveThePage(`${PAGE_ORIGIN}/shop`);
    try {
      const { jar, crossSite } = crossSiteBrowser();
      const { options } = page(jar, { fetch: crossSite, readCookies: () => '' });
      const cart = (token: string) => ({ ...options, headers: { [CART_HEADER_NAME]: token } });
      const cartA = 'cart-token-a-0123456789abcdef';
      const cartB = 'cart-token-b-0123456789abcdef';
      const sent = () =>
        jar.requests.map((request) => `${new URL(request.url).pathname} ${new Headers(request.init.headers).get(CART_HEADER_NAME) ?? '-'} ${request.status}`);

      await postData('/api/form/FormSubmissionKey', options);
      // The first write naming a cart (the page kept the one an earlier visit made, or another tab's).
      await postData('/api/form/FormSubmissionKey', cart(cartA));
      await postData('/api/form/FormSubmissionKey', cart(cartA));
      // A write naming no cart goes out with the crumb it has.
      await postData('/api/form/FormSubmissionKey', options);
      // Another cart (the last one was ordered): asked for again.
      await postData('/api/form/FormSubmissionKey', cart(cartB));
      expect(sent()).toEqual([
        '/api/crumb - 200',
        '/api/form/FormSubmissionKey - 200',
        `/api/crumb ${cartA} 200`,
        `/api/form/FormSubmissionKey ${cartA} 200`,
        `/api/form/FormSubmissionKey ${cartA} 200`,
        '/api/form/FormSubmissionKey - 200',
        `/api/crumb ${cartB} 200`,
        `/api/form/FormSubmissionKey ${cartB} 200`,
      ]);
    } finally {
      moveThePage(`${api.baseUrl}/`);
    }
  });

  it('a crumbFail on a page of another site binds the crumb it carries to the state the refused write named', async () => {
    moveThePage(`${PAGE_ORIGIN}/shop`);
    try {
      const { jar, crossSite } = crossSiteBrowser();
      // Asking for a crumb fails: the write is refused once and retried with the crumbFail's crumb.
      let asks = 0;
      const noCrumbRoute: typeof fetch = async (input, init) => {
        if (!String(input).includes('/api/crumb')) return crossSite(input, init);
        asks++;
        throw new TypeError('offline');
      };
      const { options } = page(jar, { fetch: noCrumbRoute, readCookies: () => '' });
      const withCart = { ...options, headers: { [CART_HEADER_NAME]: 'cart-token-a-0123456789abcdef' } };
      await postData('/api/form/FormSubmissionKey', withCart);
      expect(asks).toBe(1);
      // The crumb from the crumbFail is known to be the cart's: the next write goes out with it
      // without asking again.
      await postData('/api/form/FormSubmissionKey', withCart);
      expect(asks).toBe(1);
      expect(jar.requests.map((request) => request.status)).toEqual([403, 200, 200]);
    } finally {
      moveThePage(`${api.baseUrl}/`);
    }
  });

  it('still recovers through the crumbFail retry when asking for a crumb fails', async () => {
    const jar = createCookieJar();
    const flaky: typeof fetch = async (input, init) => (String(input).endsWith('/api/crumb') ? Promise.reject(new TypeError('offline')) : jar.fetch(input, init));
    const { options } = page(jar, { fetch: flaky });
    const reply = await postData<{ key: string }>('/api/form/FormSubmissionKey', options);
    expect(reply.key).toBeTruthy();
    expect(jar.requests.map((request) => request.status)).toEqual([403, 200]);
  });

  it('does not wait for a crumb request that hangs: it gives up after CRUMB_REQUEST_TIMEOUT_MS and the crumbFail retry recovers', async () => {
    const jar = createCookieJar();
    let crumbAsked = false;
    const hanging: typeof fetch = async (input, init) => {
      if (!String(input).endsWith('/api/crumb')) return jar.fetch(input, init);
      crumbAsked = true;
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    };
    const time = installTestClock();
    try {
      const { options } = page(jar, { fetch: hanging });
      const replied = postData<{ key: string }>('/api/form/FormSubmissionKey', options);
      await vi.waitFor(() => expect(crumbAsked).toBe(true));
      time.tick(CRUMB_REQUEST_TIMEOUT_MS - 1);
      // Still waiting for its crumb a millisecond before the time-out: nothing sent yet.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(jar.requests).toHaveLength(0);
      time.tick(1);
      // Given up at the time-out on the runtime's clock, not on a real timer of its own.
      await vi.waitFor(() => expect(jar.requests).toHaveLength(2), { timeout: 2000 });
      const reply = await replied;
      expect(reply.key).toBeTruthy();
      // Sent without a crumb, refused, and sent again with the crumb the refusal carried.
      expect(jar.requests.map((request) => request.status)).toEqual([403, 200]);
    } finally {
      time.uninstall();
    }
  });

  it('does not retry when cookies are disabled', async () => {
    const { jar, options } = page(createCookieJar(), { cookiesEnabled: () => false });
    const error = await failure(postData('/api/form/FormSubmissionKey', options));
    expect(error.crumbFail).toBe(true);
    expect(error.message).toBe(CRUMB_FAIL_MESSAGE);
    expect(jar.requests).toHaveLength(1);
  });

  it('retries only once: a second crumbFail is a failure', async () => {
    // A browser that drops every cookie gets a fresh crumb each time and never matches.
    const jar = createCookieJar({ storeCookies: false });
    const { options } = page(jar);
    const error = await failure(postData('/api/form/FormSubmissionKey', options));
    expect(error.crumbFail).toBe(true);
    // The crumb asked for first, the write refused, its one retry refused.
    expect(jar.requests.map((request) => request.status)).toEqual([200, 403, 403]);
  });
});

describe('retry count (spec 02 §4, §9 data retry delay)', () => {
  it('retries a failed request after 200 ms, as many times as asked', async () => {
    const { jar, sleeps, options } = page();
    const reply = await getData<{ success: boolean }>(`/api/test-faults/flaky/retry-ok?failures=2`, { ...options, retries: 2 });
    expect(reply.success).toBe(true);
    expect(jar.requests).toHaveLength(3);
    expect(sleeps).toEqual([DATA_RETRY_DELAY_MS, DATA_RETRY_DELAY_MS]);
  });

  it('gives up when the retries run out, with the last failure', async () => {
    const { jar, options } = page();
    const error = await failure(getData('/api/test-faults/flaky/retry-out?failures=3', { ...options, retries: 1 }));
    expect(error.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(jar.requests).toHaveLength(2);
  });

  it('does not retry without a retry count, nor a 4xx', async () => {
    const { jar, options } = page();
    await failure(getData('/api/test-faults/flaky/no-retry?failures=1', options));
    await failure(getData('/api/test-faults/status/404', { ...options, retries: 3 }));
    expect(jar.requests).toHaveLength(2);
  });
});

describe('status messages (spec 02 §8 data layer)', () => {
  const cases: [number, string, boolean][] = [
    [401, UNAUTHORIZED_REQUEST_MESSAGE, false],
    [403, UNAUTHORIZED_REQUEST_MESSAGE, false],
    [500, INTERNAL_SERVER_ERROR_MESSAGE, false],
    [501, INTERNAL_SERVER_ERROR_MESSAGE, false],
    [503, SERVICE_UNAVAILABLE_MESSAGE, false],
    [404, UNABLE_TO_CONNECT_MESSAGE, true],
    [502, UNABLE_TO_CONNECT_MESSAGE, true],
    [429, UNABLE_TO_CONNECT_MESSAGE, true],
  ];
  for (const [status, message, network] of cases) {
    it(`status ${status} → "${message}"${network ? ', flagged as network' : ''}`, async () => {
      const error = await failure(getData(`/api/test-faults/status/${status}`, page().options));
      expect(error).toMatchObject({ status, message, network });
    });
  }

  it('JSON error bodies on 400, 401, 500 and 502 reach the failure handler', async () => {
    for (const status of [400, 401, 500, 502]) {
      const error = await failure(getData(`/api/test-faults/status/${status}?body=error`, page().options));
      expect(error.message).toBe(`Injected error for status ${status}`);
      expect(error.body).toEqual({ error: `Injected error for status ${status}` });
      expect(error.network).toBe(false);
    }
  });

  it('field errors of a real 400 (SaveFormSubmission) arrive as fieldErrors', async () => {
    await api.app.inject({
      method: 'PUT',
      url: '/api/owner/forms/contact',
      headers: { authorization: 'Bearer owner-token-for-tests-0123456789' },
      payload: { fields: [{ id: 'email', type: 'email', required: true }] },
    });
    const { options } = page();
    const { key } = await postData<{ key: string }>('/api/form/FormSubmissionKey', options);
    const error = await failure(postData('/api/form/SaveFormSubmission', { ...options, data: { key, formId: 'contact', form: { email: '' } } }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ email: 'This field is required.' });
  });

  it('an unparseable JSON reply gives the spec message naming the URL', async () => {
    const { options } = page();
    const error = await failure(getData('/api/test-faults/unparseable', options));
    let parseMessage = '';
    try {
      JSON.parse('{"unterminated": ');
    } catch (e) {
      parseMessage = (e as Error).message;
    }
    expect(error.message).toBe(`Internal Error: Unable to parse server response from (${api.baseUrl}/api/test-faults/unparseable) as JSON: ${parseMessage}`);
  });

  it('no server at all → "Unable to connect…", status 0, flagged as network', async () => {
    const { options } = page();
    const error = await failure(getData('/api/anything', { ...options, baseUrl: 'http://127.0.0.1:9' }));
    expect(error).toMatchObject({ status: 0, network: true, message: UNABLE_TO_CONNECT_MESSAGE });
  });

  it('a time-out fails the attempt as a network failure, on the runtime clock', async () => {
    let asked = false;
    let settled = false;
    const slow: typeof fetch = (_input, init) => {
      asked = true;
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    };
    const time = installTestClock();
    try {
      const failed = failure(getData('/api/x', { ...page(createCookieJar(), { fetch: slow }).options, timeoutMs: 3000 }));
      void failed.then(() => (settled = true));
      await vi.waitFor(() => expect(asked).toBe(true));
      time.tick(2999);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled, 'still waiting a millisecond before the time-out').toBe(false);
      time.tick(1);
      const error = await failed;
      expect(error).toMatchObject({ status: 0, network: true, message: UNABLE_TO_CONNECT_MESSAGE });
      expect((error.cause as Error).name).toBe('TimeoutError');
    } finally {
      time.uninstall();
    }
  });

  it('a request that answers in time leaves no time-out behind', async () => {
    const time = installTestClock();
    try {
      const { options } = page();
      await getData('/api/commerce/products', { ...options, timeoutMs: 3000 });
      expect(time.pending()).toBe(0);
    } finally {
      time.uninstall();
    }
  });
});

describe('loginRequired and authorizationFail (spec 02 §4)', () => {
  it('a loginRequired reply fires ss-login-required on document (bubbling, composed) and fails', async () => {
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener(LOGIN_REQUIRED_EVENT, listener);
    try {
      const error = await failure(getData('/api/site-users/account', page().options));
      expect(error.loginRequired).toBe(true);
      expect(error.message).toBe('Please log in to continue.');
    } finally {
      document.removeEventListener(LOGIN_REQUIRED_EVENT, listener);
    }
    expect(events).toHaveLength(1);
    expect(events[0]!.bubbles).toBe(true);
    expect(events[0]!.composed).toBe(true);
    expect(events[0]!.detail.url).toBe(`${api.baseUrl}/api/site-users/account`);
  });

  it('an authorizationFail reply fires ss-system-error for the overlay', async () => {
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener(SYSTEM_ERROR_EVENT, listener);
    try {
      const error = await failure(
        dataRequest('/api/owner/stats', { ...page().options, headers: { authorization: 'Bearer not-the-owner-token-at-all' } }),
      );
      expect(error.authorizationFail).toBe(true);
    } finally {
      document.removeEventListener(SYSTEM_ERROR_EVENT, listener);
    }
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toEqual({ url: `${api.baseUrl}/api/owner/stats`, format: 'JSON', message: 'The owner token is not valid.' });
  });
});

describe('API base from the page context (spec 02 §7; DESIGN: context.apiBase)', () => {
  it('without an explicit base, calls go to the page context apiBase', async () => {
    const { setPageContext } = await import('../../../src/runtime/context/current-context.js');
    setPageContext({ apiBase: api.baseUrl });
    const jar = createCookieJar();
    jar.set('crumb', 'ctx');
    const reply = await getData<{ query: Record<string, string> }>('/api/test-faults/echo', { environment: { fetch: jar.fetch, readCookies: jar.text } });
    expect(reply.query).toEqual({ crumb: 'ctx' });
    expect(jar.requests[0]!.url).toBe(`${api.baseUrl}/api/test-faults/echo?crumb=ctx`);
  });
});
