import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { SITE_USER_SESSION_HEADER, SITE_USER_XSRF_HEADER } from '../../src/runtime/net/crumb.js';
import { SITE_USER_SESSION_TOKEN_PATTERN, siteUserLoginSchema, siteUserLogoutQuerySchema } from '../../src/runtime/session/site-user-session-schema.js';
import { cookieOrHeader, isFromAnotherOrigin } from '../origin-check.js';
import type { Queryable } from '../db/database.js';
import { HttpError, badRequest, parseWith } from '../http-errors.js';
import { createOwnerCheck } from '../owner-auth.js';
import { RATE_LIMIT_WINDOW_MS, type RouteDeps } from './route-deps.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** The site-user session cookie (httpOnly; the page never reads it). */
export const SITE_USER_SESSION_COOKIE = 'ss_siteuser';
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_ME_LIFETIME_MS = 30 * SESSION_LIFETIME_MS;
export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password.';
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt:${salt.toString('hex')}:${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split(':');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Compared against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = `scrypt:${'00'.repeat(16)}:${'00'.repeat(32)}`;

export const XSRF_TOKEN_MISMATCH_MESSAGE = `The ${SITE_USER_XSRF_HEADER} header does not match this session; sign in again.`;

/** Constant-time comparison of a presented token with the stored one. */
function sameSecret(presented: string | string[] | undefined, stored: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface SessionRow {
  user_id: string;
  email: string;
  xsrf_token: string;
}

/** The visitor's session: its cookie, else (a page on another site) the session header. */
const sessionToken = (request: FastifyRequest) => cookieOrHeader(request, SITE_USER_SESSION_COOKIE, SITE_USER_SESSION_HEADER, SITE_USER_SESSION_TOKEN_PATTERN);

async function findSession(db: Queryable, request: FastifyRequest, now: Date): Promise<SessionRow | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const found = await db.query<SessionRow>(
    `SELECT s.user_id, u.email, s.xsrf_token FROM site_user_sessions s JOIN site_users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash(token), now.toISOString()],
  );
  return found.rows[0] ?? null;
}

async function endSession(db: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const token = sessionToken(request);
  reply.clearCookie(SITE_USER_SESSION_COOKIE, { path: '/' });
  if (!token) return false;
  const deleted = await db.query('DELETE FROM site_user_sessions WHERE token_hash = $1 RETURNING token_hash', [tokenHash(token)]);
  return deleted.rows.length > 0;
}

/** Site-user session (spec 03 §7) and account logout (spec 01 §7). */
export function registerSessionRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  const requireOwner = createOwnerCheck(deps.ownerToken);

  api.post('/site-users/account/session', { config: { visitorData: true, rateLimit: { max: deps.rateLimits.login, timeWindow: RATE_LIMIT_WINDOW_MS } } }, async (request, reply) => {
    const body = parseWith(siteUserLoginSchema, request.body);
    const email = body.email.toLowerCase();
    const user = await db.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM site_users WHERE email = $1', [email]);
    const row = user.rows[0];
    const valid = await verifyPassword(body.password, row?.password_hash ?? DUMMY_HASH);
    if (!row || !valid) throw new HttpError(401, LOGIN_FAILED_MESSAGE);
    const token = randomBytes(32).toString('base64url');
    const xsrfToken = randomBytes(24).toString('base64url');
    const created = now();
    const lifetime = body.rememberMe ? REMEMBER_ME_LIFETIME_MS : SESSION_LIFETIME_MS;
    await db.query('INSERT INTO site_user_sessions (token_hash, user_id, xsrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      tokenHash(token),
      row.id,
      xsrfToken,
      created.toISOString(),
      new Date(created.getTime() + lifetime).toISOString(),
    ]);
    reply.setCookie(SITE_USER_SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: request.protocol === 'https' ? 'none' : 'lax',
      secure: request.protocol === 'https',
      // Without rememberMe the cookie ends with the browser session.
      ...(body.rememberMe ? { maxAge: Math.floor(REMEMBER_ME_LIFETIME_MS / 1000) } : {}),
    });
    // A page on another site may never see the cookie: it keeps the session itself.
    return { xsrfToken, email, ...(isFromAnotherOrigin(request) ? { sessionToken: token } : {}) };
  });

  api.delete('/site-users/account/session', { config: { visitorData: true } }, async (request, reply) => {
    const query = parseWith(siteUserLogoutQuerySchema, request.query, 'query');
    // A live session ends only with the xsrfToken its login handed out (spec 03 §4 site-user session).
    const session = await findSession(db, request, now());
    if (session && !sameSecret(request.headers[SITE_USER_XSRF_HEADER], session.xsrf_token)) {
      throw new HttpError(403, XSRF_TOKEN_MISMATCH_MESSAGE);
    }
    const ended = await endSession(db, request, reply);
    return { success: true, loggedOut: ended, cloneCart: query.cloneCart ?? false };
  });

  // Who is logged in; a visitor without a session gets the loginRequired reply (spec 02 §4).
  api.get('/site-users/account', { config: { visitorData: true } }, async (request) => {
    const session = await findSession(db, request, now());
    if (!session) throw new HttpError(401, LOGIN_REQUIRED_MESSAGE, { loginRequired: true });
    return { email: session.email };
  });

  api.post('/auth/Logout', { config: { visitorData: true } }, async (request, reply) => {
    await endSession(db, request, reply);
    return { success: true };
  });

  api.post('/owner/site-users', { preHandler: requireOwner, config: { crumb: false } }, async (request, reply) => {
    const body = parseWith(
      z.strictObject({
        email: z.email('email must be a valid email address').check(z.maxLength(320)),
        password: z.string().check(z.minLength(8, 'password must be at least 8 characters'), z.maxLength(1000)),
      }),
      request.body,
    );
    const inserted = await db.query<{ id: string }>(
      'INSERT INTO site_users (email, password_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING id',
      [body.email.toLowerCase(), await hashPassword(body.password), now().toISOString()],
    );
    if (inserted.rows.length === 0) throw badRequest(`A site user with the email ${body.email.toLowerCase()} already exists.`);
    return reply.code(201).send({ id: String(inserted.rows[0]?.id), email: body.email.toLowerCase() });
  });
}
