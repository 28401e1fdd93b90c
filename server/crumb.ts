import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CRUMB_COOKIE_NAME, CRUMB_HEADER_NAME } from '../src/runtime/net/crumb.js';
import { HttpError } from './http-errors.js';

export function generateCrumb(): string {
  return randomBytes(18).toString('base64url');
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

/** Makes sure the visitor has a crumb cookie; returns its value. */
export function ensureCrumbCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CRUMB_COOKIE_NAME];
  if (existing) return existing;
  const crumb = generateCrumb();
  request.cookies[CRUMB_COOKIE_NAME] = crumb;
  setCrumbCookie(request, reply, crumb);
  return crumb;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
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
export function checkCrumb(request: FastifyRequest, reply: FastifyReply): void {
  const cookie = request.cookies[CRUMB_COOKIE_NAME];
  const presented = presentedCrumb(request);
  if (cookie && presented && sameText(cookie, presented)) return;
  const crumb = cookie || ensureCrumbCookie(request, reply);
  throw new HttpError(403, CRUMB_FAIL_MESSAGE, { crumbFail: true, crumb });
}
