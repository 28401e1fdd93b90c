import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { LOGIN_FAILED_MESSAGE, LOGIN_REQUIRED_MESSAGE, SITE_USER_SESSION_COOKIE, XSRF_TOKEN_MISMATCH_MESSAGE } from '../../../server/routes/session.js';
import { SITE_USER_XSRF_HEADER } from '../../../src/runtime/net/crumb.js';
import { SITE_USER_SESSION_HEADER } from '../../../src/runtime/net/crumb.js';
import { CRUMB, buildTestApp, openTestDatabase, ownerHeaders, postJson, resetDatabase, withCrumb } from './server-test-harness.js';

let db: Database;
let closeDb: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
});
afterAll(async () => closeDb());
beforeEach(async () => {
  await resetDatabase(db);
  app = await buildTestApp(db);
  const created = await app.inject({ method: 'POST', url: '/api/owner/site-users', headers: ownerHeaders, payload: { email: 'Member@Example.com', password: 'correct horse' } });
  expect(created.statusCode).toBe(201);
});
afterEach(async () => app.close());

function sessionCookie(reply: { cookies: { name: string; value: string }[] }): string | undefined {
  return reply.cookies.find((cookie) => cookie.name === SITE_USER_SESSION_COOKIE)?.value;
}

describe('site-user session (spec 03 §7)', () => {
  it('logs in with email and password, returns xsrfToken, and the session identifies the user', async () => {
    const login = await postJson(app, '/api/site-users/account/session', { email: 'member@example.com', password: 'correct horse', rememberMe: true });
    expect(login.statusCode).toBe(200);
    expect(login.json().xsrfToken).toMatch(/^[\w-]{20,}$/);
    const token = sessionCookie(login);
    expect(token).toBeDefined();
    const cookie = login.cookies.find((c) => c.name === SITE_USER_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 3600 });

    const me = await app.inject({ method: 'GET', url: '/api/site-users/account', cookies: { [SITE_USER_SESSION_COOKIE]: token as string } });
    expect(me.json()).toEqual({ email: 'member@example.com' });
  });

  it('a session cookie without rememberMe ends with the browser session', async () => {
    const login = await app.inject(withCrumb({ method: 'POST', url: '/api/site-users/account/session', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=member%40example.com&password=correct+horse&rememberMe=false' }));
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((c) => c.name === SITE_USER_SESSION_COOKIE)?.maxAge).toBeUndefined();
  });

  it('refuses a wrong password or unknown email with the same 401 message', async () => {
    const wrong = await postJson(app, '/api/site-users/account/session', { email: 'member@example.com', password: 'nope' });
    const unknown = await postJson(app, '/api/site-users/account/session', { email: 'nobody@example.com', password: 'nope' });
    for (const reply of [wrong, unknown]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error: LOGIN_FAILED_MESSAGE });
    }
  });

  it('rejects a malformed login body', async () => {
    const reply = await postJson(app, '/api/site-users/account/session', { email: 'not-an-email', password: '' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Invalid request body: email must be a valid email address; password must not be empty.');
  });

  it('logout (DELETE, cloneCart query) ends the session; without a crumb it answers crumbFail and the retry succeeds', async () => {
    const login = await postJson(app, '/api/site-users/account/session', { email: 'member@example.com', password: 'correct horse' });
    const token = sessionCookie(login) as string;

    const xsrf = { [SITE_USER_XSRF_HEADER]: login.json().xsrfToken as string };
    const noCrumb = await app.inject({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=true', headers: xsrf, cookies: { [SITE_USER_SESSION_COOKIE]: token } });
    expect(noCrumb.statusCode).toBe(403);
    const fail = noCrumb.json();
    expect(fail.crumbFail).toBe(true);
    // The retry with the new crumb (spec 03 §4: retried once on crumbFail).
    const retry = await app.inject({
      method: 'DELETE',
      url: `/api/site-users/account/session?cloneCart=true&crumb=${fail.crumb}`,
      headers: xsrf,
      cookies: { [SITE_USER_SESSION_COOKIE]: token, crumb: fail.crumb },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ success: true, loggedOut: true, cloneCart: true });

    const me = await app.inject({ method: 'GET', url: '/api/site-users/account', cookies: { [SITE_USER_SESSION_COOKIE]: token } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: LOGIN_REQUIRED_MESSAGE, loginRequired: true });
  });

  it('ends a live session only with the xsrfToken its login returned', async () => {
    const login = await postJson(app, '/api/site-users/account/session', { email: 'member@example.com', password: 'correct horse' });
    const token = sessionCookie(login) as string;
    for (const headers of [{}, { [SITE_USER_XSRF_HEADER]: 'forged-token' }]) {
      const refused = await app.inject(withCrumb({ method: 'DELETE', url: '/api/site-users/account/session', headers, cookies: { [SITE_USER_SESSION_COOKIE]: token } }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(XSRF_TOKEN_MISMATCH_MESSAGE);
    }
    const me = await app.inject({ method: 'GET', url: '/api/site-users/account', cookies: { [SITE_USER_SESSION_COOKIE]: token } });
    expect(me.statusCode).toBe(200);
  });

  it('rejects a cloneCart that is not a boolean', async () => {
    const reply = await app.inject(withCrumb({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=yes' }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Invalid query: cloneCart has the wrong type.');
  });

  it('limits login attempts with a 429', async () => {
    await app.close();
    app = await buildTestApp(db, { rateLimits: { login: 3 } });
    for (let i = 0; i < 3; i++) expect((await postJson(app, '/api/site-users/account/session', { email: 'member@example.com', password: 'x' })).statusCode).toBe(401);
    expect((await postJson(app, '/api/site-users/account/session', { email: 'member@example.com', password: 'correct horse' })).statusCode).toBe(429);
  });
});

describe('POST /api/auth/Logout (spec 01 §7)', () => {
  it('ends the site-user session and clears its cookie', async () => {
    const login = await postJson(app, '/api/site-users/account/session', { email: 'member@example.com', password: 'correct horse' });
    const token = sessionCookie(login) as string;
    const logout = await app.inject(withCrumb({ method: 'POST', url: '/api/auth/Logout', cookies: { crumb: CRUMB, [SITE_USER_SESSION_COOKIE]: token } }));
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === SITE_USER_SESSION_COOKIE)?.value).toBe('');
    const me = await app.inject({ method: 'GET', url: '/api/site-users/account', cookies: { [SITE_USER_SESSION_COOKIE]: token } });
    expect(me.statusCode).toBe(401);
  });
});

describe('owner site-user management', () => {
  it('refuses a duplicate email and a short password', async () => {
    const dup = await app.inject({ method: 'POST', url: '/api/owner/site-users', headers: ownerHeaders, payload: { email: 'member@example.com', password: 'another one' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toBe('A site user with the email member@example.com already exists.');
    const short = await app.inject({ method: 'POST', url: '/api/owner/site-users', headers: ownerHeaders, payload: { email: 'x@example.com', password: 'short' } });
    expect(short.json().error).toBe('Invalid request body: password must be at least 8 characters.');
  });
});

describe('a site-user session for a page on another site (issue 16, docs/embedding.md)', () => {
  const crossSiteLogin = async () => {
    const crumb = (await app.inject({ method: 'GET', url: '/api/crumb', headers: { origin: 'https://cms.example' } })).json().crumb as string;
    return app.inject({
      method: 'POST',
      url: `/api/site-users/account/session?crumb=${encodeURIComponent(crumb)}`,
      headers: { origin: 'https://cms.example' },
      payload: { email: 'member@example.com', password: 'correct horse' },
    });
  };

  it('hands the session to the page, which sends it back in the session header', async () => {
    const login = await crossSiteLogin();
    expect(login.statusCode).toBe(200);
    const { sessionToken, xsrfToken } = login.json() as { sessionToken: string; xsrfToken: string };
    expect(sessionToken).toMatch(/^[\w-]{20,}$/);
    const me = await app.inject({ method: 'GET', url: '/api/site-users/account', headers: { [SITE_USER_SESSION_HEADER]: sessionToken } });
    expect(me.json()).toEqual({ email: 'member@example.com' });
    // Logout by header ends it, with the xsrf token as ever, and a crumb asked for with the
    // session it names (the crumb is bound to it).
    const crumb = (await app.inject({ method: 'GET', url: '/api/crumb', headers: { origin: 'https://cms.example', [SITE_USER_SESSION_HEADER]: sessionToken } })).json().crumb as string;
    const out = await app.inject({
      method: 'DELETE',
      url: `/api/site-users/account/session?crumb=${encodeURIComponent(crumb)}`,
      headers: { origin: 'https://cms.example', [SITE_USER_SESSION_HEADER]: sessionToken, [SITE_USER_XSRF_HEADER]: xsrfToken },
    });
    expect(out.json()).toMatchObject({ loggedOut: true });
    expect((await app.inject({ method: 'GET', url: '/api/site-users/account', headers: { [SITE_USER_SESSION_HEADER]: sessionToken } })).statusCode).toBe(401);
  });

  it('keeps the session in its cookie alone for a page on the server\'s own site', async () => {
    const login = await postJson(app, '/api/site-users/account/session', { email: 'member@example.com', password: 'correct horse' });
    expect(login.json().sessionToken).toBeUndefined();
  });

  it('ignores a session header that is no token', async () => {
    const me = await app.inject({ method: 'GET', url: '/api/site-users/account', headers: { [SITE_USER_SESSION_HEADER]: "' OR 1=1 --" } });
    expect(me.statusCode).toBe(401);
  });
});
