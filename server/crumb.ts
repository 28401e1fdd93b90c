import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CRUMB_COOKIE_NAME, CRUMB_HEADER_NAME } from '../src/runtime/net/crumb.js';
import { HttpError } from './http-errors.js';
import { SIGNATURE_LENGTH, hasValidSignature, sameText, signatureOf } from './signing.js';

/**
 * base64url of 18 bytes (the issue time in whole seconds, 6 bytes, then 12 random bytes), then
 * the server's signature of it (server/signing.ts).
 */
const CRUMB_ID_LENGTH = 24;

/**
 * How long a crumb stands in for its cookie on a page of another site (README "Embedding"); a
 * page that keeps running past it gets a crumbFail with a fresh crumb and retries once.
 */
export const CROSS_SITE_CRUMB_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** A new crumb: its issue time and a random part, signed, so the server can tell its own crumbs and their age. */
export function generateCrumb(secret?: string, now: number = Date.now()): string {
  const id = Buffer.alloc(18);
  id.writeUIntBE(Math.floor(now / 1000), 0, 6);
  randomBytes(12).copy(id, 6);
  const text = id.toString('base64url');
  return `${text}${signatureOf('crumb', text, secret)}`;
}

/** When an issued crumb was made (ms since the epoch); meaningful only for a crumb that isIssuedCrumb. */
export function crumbIssuedAt(crumb: string): number {
  return Buffer.from(crumb.slice(0, CRUMB_ID_LENGTH), 'base64url').readUIntBE(0, 6) * 1000;
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

/** Whether a crumb is young enough to stand in for its cookie (not from the future either). */
function isFreshCrumb(crumb: string, now: number = Date.now()): boolean {
  const age = now - crumbIssuedAt(crumb);
  return age >= -60_000 && age <= CROSS_SITE_CRUMB_MAX_AGE_MS;
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
  if (!cookieSent && isIssuedCrumb(presented) && fromAllowedOrigin(request) && isFreshCrumb(presented)) return;
  const crumb = cookie || ensureCrumbCookie(request, reply);
  throw new HttpError(403, CRUMB_FAIL_MESSAGE, { crumbFail: true, crumb });
}
