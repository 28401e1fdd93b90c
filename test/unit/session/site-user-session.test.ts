// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { dataRequest, type DataRequestOptions } from '../../../src/runtime/net/data-request.js';
import { SITE_USER_SESSION_HEADER, SITE_USER_XSRF_HEADER } from '../../../src/runtime/net/crumb.js';
import { SITE_USER_SESSION_EVENT, SITE_USER_SESSION_PATH, createSiteUserSession } from '../../../src/runtime/session/site-user-session.js';
import { SESSION_TOKEN_STORAGE_KEY, XSRF_TOKEN_STORAGE_KEY } from '../../../src/runtime/session/site-user-tokens.js';
import { createCookieJar, siteApiForFile } from '../net/site-api-test-server.js';

const api = siteApiForFile();

beforeAll(async () => {
  // The page is one the site serves, so the API's crumb cookie is the page's own.
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({ url: `${api.baseUrl}/` });
  const created = await fetch(`${api.baseUrl}/api/owner/site-users`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner-token-for-tests-0123456789', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@example.com', password: 'correct horse' }),
  });
  expect(created.status).toBe(201);
});

function session(options: { staleCrumbForLogout?: boolean } = {}) {
  const jar = createCookieJar();
  // With staleCrumbForLogout, the page holds an out-of-date crumb once signed in (from the
  // logout on): the server answers crumbFail and the data layer retries with the crumb it returns.
  const stale = options.staleCrumbForLogout === true;
  const readCookies = () => (stale ? jar.text().replace(/crumb=[^;]*/, 'crumb=stale') : jar.text());
  const storage = new Map<string, string>();
  const events = new EventTarget();
  const heard: boolean[] = [];
  events.addEventListener(SITE_USER_SESSION_EVENT, (event) => heard.push((event as CustomEvent<{ signedIn: boolean }>).detail.signedIn));
  const request = (<T,>(path: string, requestOptions: DataRequestOptions = {}) =>
    dataRequest<T>(path, {
      ...requestOptions,
      baseUrl: api.baseUrl,
      environment: { fetch: jar.fetch, readCookies: requestOptions.method === 'DELETE' ? readCookies : jar.text, cookiesEnabled: () => true, sleep: async () => {}, eventTarget: events },
    })) as typeof dataRequest;
  const client = createSiteUserSession({
    request,
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
    eventTarget: events,
  });
  return { client, jar, storage, heard };
}

describe('site-user session (spec 03 §3-4, §7) against the real site API', () => {
  it('logs in, keeps the xsrfToken for later requests, and logs out', async () => {
    const { client, jar, storage, heard } = session();
    await client.login({ email: 'member@example.com', password: 'correct horse', rememberMe: true });
    expect(client.xsrfToken).toMatch(/^[\w-]{20,}$/);
    expect(storage.get(XSRF_TOKEN_STORAGE_KEY)).toBe(client.xsrfToken);
    expect(client.headers()).toEqual({ [SITE_USER_XSRF_HEADER]: client.xsrfToken });
    expect(client.withToken({ headers: { a: '1' } }).headers).toEqual({ a: '1', [SITE_USER_XSRF_HEADER]: client.xsrfToken });

    await client.logout({ cloneCart: true });
    expect(client.xsrfToken).toBeNull();
    expect(storage.has(XSRF_TOKEN_STORAGE_KEY)).toBe(false);
    expect(heard).toEqual([true, false]);
    const logoutCalls = jar.requests.filter((r) => r.url.includes(SITE_USER_SESSION_PATH) && r.init.method === 'DELETE');
    expect(logoutCalls.at(-1)!.url).toContain('cloneCart=true');
  });

  it('sends the stored cross-site token on every later request, and none after logout (spec 03 §4)', async () => {
    const { client, jar } = session();
    const later = () =>
      dataRequest('/api/site-users/account', {
        baseUrl: api.baseUrl,
        environment: { fetch: jar.fetch, readCookies: jar.text, cookiesEnabled: () => true, sleep: async () => {}, eventTarget: null },
      });
    const sentWith = () => new Headers(jar.requests.at(-1)!.init.headers).get(SITE_USER_XSRF_HEADER);
    await client.login({ email: 'member@example.com', password: 'correct horse' });
    await expect(later()).resolves.toEqual({ email: 'member@example.com' });
    expect(sentWith()).toBe(client.xsrfToken);
    await client.logout();
    await expect(later()).rejects.toMatchObject({ loginRequired: true });
    expect(sentWith()).toBeNull();
  });

  it('retries a logout once when the crumb check fails (spec 03 §4)', async () => {
    const { client, jar } = session({ staleCrumbForLogout: true });
    await client.login({ email: 'member@example.com', password: 'correct horse' });
    await client.logout();
    const deletes = jar.requests.filter((r) => r.url.includes(SITE_USER_SESSION_PATH) && r.init.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    expect(deletes[0]!.url).toContain('crumb=stale');
    expect(deletes[1]!.url).not.toContain('crumb=stale');
    expect(client.xsrfToken).toBeNull();
  });

  it('rejects wrong credentials with the server message and stores nothing', async () => {
    const { client, storage, heard } = session();
    await expect(client.login({ email: 'member@example.com', password: 'wrong' })).rejects.toThrow('Incorrect email or password.');
    expect(storage.size).toBe(0);
    expect(heard).toEqual([]);
  });
});

describe('site-user session on a page of another site (issue 16, docs/embedding.md)', () => {
  it('keeps the session the API hands over and sends it back until logout', async () => {
    const storage = new Map<string, string>();
    const sent: Array<Record<string, string> | undefined> = [];
    const replies: unknown[] = [{ xsrfToken: 'xsrf-token-0123456789abcdef', sessionToken: 'session-token-0123456789abcdef' }, { success: true }];
    const client = createSiteUserSession({
      request: (async (_path: string, options: DataRequestOptions = {}) => {
        sent.push(options.headers);
        return replies.shift();
      }) as typeof dataRequest,
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
      eventTarget: null,
    });
    await client.login({ email: 'member@example.com', password: 'correct horse' });
    expect(storage.get(SESSION_TOKEN_STORAGE_KEY)).toBe('session-token-0123456789abcdef');
    expect(client.headers()).toEqual({ [SITE_USER_XSRF_HEADER]: 'xsrf-token-0123456789abcdef', [SITE_USER_SESSION_HEADER]: 'session-token-0123456789abcdef' });
    await client.logout();
    expect(sent[1]).toEqual({ [SITE_USER_XSRF_HEADER]: 'xsrf-token-0123456789abcdef', [SITE_USER_SESSION_HEADER]: 'session-token-0123456789abcdef' });
    expect(storage.has(SESSION_TOKEN_STORAGE_KEY)).toBe(false);
    expect(client.headers()).toEqual({});
  });
});
