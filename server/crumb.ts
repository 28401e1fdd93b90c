import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CRUMB_COOKIE_NAME, CRUMB_HEADER_NAME } from '../src/runtime/net/crumb.js';
import { HttpError } from './http-errors.js';
import { SIGNATURE_LENGTH, hasValidSignature, sameText, signatureOf } from './signing.js';

/** base64url of 18 random bytes, then the server's signature of it (server/signing.ts). */
const CRUMB_ID_LENGTH = 24;

/** A new crumb: a random id and the server's signature of it, so the server can tell its own crumbs. */
export function generateCrumb(secret?: string): string {
  const id = randomBytes(18).toString('base64url');
  return `${id}${signatureOf('crumb', id, secret)}`;
}

/**
 * Whether this server issued `crumb` (its signature checks out). The client cannot mint one: a
 * rate limit keyed on it counts per visitor without trusting a value the client chose.
 */
export function isIssuedCrumb(crumb: string | undefined, secret?: string): crumb is string {
  if (typeof crumb !== 'string' || crumb.length !== CRUMB_ID_LENGTH + SIGNATURE_LENGTH) return false;
  return hasValidSignature('crumb', crumb.slice(0, CRUMB_ID_LENGTH), crumb.slice(CRUMB_ID_LENGTH), secret);
}

/** Sets the crumb cookie: readable by the page's script (it copies it into each request). */
export function setCrumbCookie(request: FastifyRequest, reply: FastifyReply, crumb: string): void {
  const secure = request.protocol === 'https';
  reply.setCookie(CRUMB_COOKIE_NAME, crumb, {
    path: '/',
    httpOnly: false,
    // Cross-site pages (a CMS on another host) only send the cookie when it is SameSite=None.
    sameSite: secure ? 'none' : 'lax',
    secure,
  });
}

/** Requests that arrived without a crumb cookie (the one they now hold was made for them). */
const arrivedWithoutCrumb = new WeakSet<FastifyRequest>();

/** Makes sure the visitor has a crumb cookie; returns its value. */
export function ensureCrumbCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CRUMB_COOKIE_NAME];
  if (existing) return existing;
  const crumb = generateCrumb();
  arrivedWithoutCrumb.add(request);
  request.cookies[CRUMB_COOKIE_NAME] = crumb;
  setCrumbCookie(request, reply, crumb);
  return crumb;
}


/** The crumb a request presents: `crumb` query parameter, CSRF header, or `crumb` body field. */
export function presentedCrumb(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (typeof query.crumb === 'string' && query.crumb) return query.crumb;
  const header = request.headers[CRUMB_HEADER_NAME];
  if (typeof header === 'string' && header) return header;
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof body.crumb === 'string') return body.crumb;
  return undefined;
}

export const CRUMB_FAIL_MESSAGE = 'The request crumb is missing or out of date; retry with the crumb returned here.';

/**
 * Rejects a state-changing request whose crumb does not match the crumb cookie, with the
 * `crumbFail` reply the data layer recovers from (spec 02 §4): it carries the current crumb, and
 * a visitor without one gets a new crumb cookie.
 */
export function checkCrumb(request: FastifyRequest, reply: FastifyReply, fromAllowedOrigin: (request: FastifyRequest) => boolean = () => false): void {
  const cookie = request.cookies[CRUMB_COOKIE_NAME];
  const presented = presentedCrumb(request);
  if (cookie && presented && sameText(cookie, presented)) return;
  // A page on another site whose browser keeps the API's cookies from it (third-party cookies
  // blocked, or SameSite=Lax over http): the crumb this server signed, sent as a header or
  // parameter from an origin in ALLOWED_ORIGINS, stands in for the cookie (README "Embedding").
  const cookieSent = Boolean(cookie) && !arrivedWithoutCrumb.has(request);
  if (!cookieSent && isIssuedCrumb(presented) && fromAllowedOrigin(request)) return;
  const crumb = cookie || ensureCrumbCookie(request, reply);
  throw new HttpError(403, CRUMB_FAIL_MESSAGE, { crumbFail: true, crumb });
}
