import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_USER_SESSION_HEADER, SITE_USER_XSRF_HEADER } from '../../../src/runtime/net/crumb.js';
import type * as SessionModule from '../../../src/runtime/session/site-user-session.js';
import type * as TokensModule from '../../../src/runtime/session/site-user-tokens.js';

/** Fresh copies of the session and token modules, as a new page of the tab loads them. */
const freshPage = async (): Promise<{ tokens: typeof TokensModule; session: typeof SessionModule }> => {
  vi.resetModules();
  return { tokens: await import('../../../src/runtime/session/site-user-tokens.js'), session: await import('../../../src/runtime/session/site-user-session.js') };
};
const mapStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return { map, storage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } };
};
const refusing = {
  getItem: (): string | null => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};
/** A session whose site API answers `replies` in turn. */
const sessionWith = (module: typeof SessionModule, storage: TokensModule.TokenStorage | null, replies: unknown[]) =>
  module.createSiteUserSession({ request: (async () => replies.shift()) as never, storage, eventTarget: null });
const LOGIN_HERE = { xsrfToken: 'xsrf-token-0123456789abcdef' };
const LOGIN_FROM_ANOTHER_SITE = { xsrfToken: 'xsrf-token-0123456789abcdef', sessionToken: 'session-token-0123456789abcdef' };

// spec 03 §4 site-user session: "the returned cross-site token is stored and sent on later requests".
describe('site-user tokens: stored at login, sent by the data layer on later requests (spec 03 §4)', () => {
  let page: Awaited<ReturnType<typeof freshPage>>;
  beforeEach(async () => {
    page = await freshPage();
  });

  it('sends nothing for a visitor who never signed in', () => {
    expect(page.tokens.siteUserHeaders(mapStorage().storage)).toEqual({});
  });

  it('sends the token from login on, and the session only when the API handed it over (a page on another site)', async () => {
    await sessionWith(page.session, mapStorage().storage, [LOGIN_HERE]).login({ email: 'member@example.com', password: 'correct horse' });
    expect(page.tokens.siteUserHeaders()).toEqual({ [SITE_USER_XSRF_HEADER]: LOGIN_HERE.xsrfToken });
    await sessionWith(page.session, mapStorage().storage, [LOGIN_FROM_ANOTHER_SITE]).login({ email: 'member@example.com', password: 'correct horse' });
    expect(page.tokens.siteUserHeaders()).toEqual({ [SITE_USER_XSRF_HEADER]: LOGIN_FROM_ANOTHER_SITE.xsrfToken, [SITE_USER_SESSION_HEADER]: LOGIN_FROM_ANOTHER_SITE.sessionToken });
  });

  it("a later page of the tab sends what an earlier page's login stored, until logout", async () => {
    const { map, storage } = mapStorage();
    await sessionWith(page.session, storage, [LOGIN_FROM_ANOTHER_SITE]).login({ email: 'member@example.com', password: 'correct horse' });
    expect(Object.fromEntries(map)).toEqual({ [page.tokens.XSRF_TOKEN_STORAGE_KEY]: LOGIN_FROM_ANOTHER_SITE.xsrfToken, [page.tokens.SESSION_TOKEN_STORAGE_KEY]: LOGIN_FROM_ANOTHER_SITE.sessionToken });
    const next = await freshPage();
    expect(next.tokens.siteUserHeaders(storage)).toEqual({ [SITE_USER_XSRF_HEADER]: LOGIN_FROM_ANOTHER_SITE.xsrfToken, [SITE_USER_SESSION_HEADER]: LOGIN_FROM_ANOTHER_SITE.sessionToken });
    // That page's session starts signed in and ends it.
    const session = sessionWith(next.session, storage, [{ success: true }]);
    expect(session.xsrfToken).toBe(LOGIN_FROM_ANOTHER_SITE.xsrfToken);
    await session.logout();
    expect(map.size).toBe(0);
    expect(next.tokens.siteUserHeaders()).toEqual({});
  });

  it('keeps the token in memory for the page where the browser refuses storage', async () => {
    expect(page.tokens.siteUserHeaders(refusing)).toEqual({});
    await sessionWith(page.session, refusing, [LOGIN_HERE]).login({ email: 'member@example.com', password: 'correct horse' });
    expect(page.tokens.siteUserHeaders()).toEqual({ [SITE_USER_XSRF_HEADER]: LOGIN_HERE.xsrfToken });
  });

  it('reads no storage where there is none (the server renderer, a sandboxed frame)', () => {
    expect(page.tokens.siteUserHeaders(null)).toEqual({});
  });
});
