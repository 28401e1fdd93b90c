import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_HEADER_NAME } from '../src/runtime/commerce/checkout-routes.js';
import { CROSS_SITE_STATE_HEADERS, CRUMB_COOKIE_NAME, CRUMB_HEADER_NAME, SITE_USER_SESSION_HEADER } from '../src/runtime/net/crumb.js';
import { SITE_USER_SESSION_TOKEN_PATTERN } from '../src/runtime/session/site-user-session-schema.js';
import { HttpError } from './http-errors.js';
import { cartBinding, requestCartRef } from './commerce/cart-credentials.js';
import { cookieOrHeader, isFromAnotherOrigin } from './origin-check.js';
import { SITE_USER_SESSION_COOKIE } from './routes/session.js';
import { markVisitorData } from './visitor-data-caching.js';
import { SIGNATURE_LENGTH, hasValidSignature, sameText, signatureOf } from './signing.js';

/**
 * base64url of 18 bytes (the issue time in whole seconds, 6 bytes, then 12 random bytes), then
 * the server's signature of it (server/signing.ts).
 */
const CRUMB_ID_LENGTH = 24;

/**
 * How long a crumb stands in for its cookie on a page of another site (docs/embedding.md); a
 * page that keeps running past it gets a crumbFail with a fresh crumb and retries once.
 */
export const CROSS_SITE_CRUMB_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** base64url of the issue time in whole seconds (6 bytes) and 12 random bytes. */
function crumbId(now: number): string {
  const id = Buffer.alloc(18);
  id.writeUIntBE(Math.floor(now / 1000), 0, 6);
  randomBytes(12).copy(id, 6);
  return id.toString('base64url');
}

/** A new crumb: its issue time and a random part, signed, so the server can tell its own crumbs and their age. */
export function generateCrumb(secret?: string, now: number = Date.now()): string {
  const text = crumbId(now);
  return `${text}${signatureOf('crumb', text, secret)}`;
}

/**
 * The cross-site state (docs/embedding.md) a request names, keyed by its header in
 * CROSS_SITE_STATE_HEADERS: the cart and the site-user session.
 */
export type CrossSiteState = Partial<Record<(typeof CROSS_SITE_STATE_HEADERS)[number], string>>;

/**
 * The cart and session a request from a page of `origin` names, read from the same source the
 * routes read them from (issue 46): the cookie first (a browser that allows third-party cookies
 * sends it along with the header), else the header. A crumb bound to the header while a route
 * acts on the cookie would guard another cart than the one written to.
 */
export function crossSiteStateOf(request: Pick<FastifyRequest, 'headers' | 'cookies'>, origin: string): CrossSiteState {
  const state: CrossSiteState = {};
  const cart = cartBinding(requestCartRef(request, origin));
  if (cart) state[CART_HEADER_NAME] = cart;
  const session = cookieOrHeader(request, SITE_USER_SESSION_COOKIE, SITE_USER_SESSION_HEADER, SITE_USER_SESSION_TOKEN_PATTERN);
  if (session) state[SITE_USER_SESSION_HEADER] = session;
  return state;
}

/** Characters of a crumb's tag for one state value: 11 base64url characters (66 bits) of its signature. */
const STATE_TAG_LENGTH = 11;

/** A state value's tag in a cross-site crumb ('' for "none": a crumb issued without a cart is bound to having none). */
const stateTag = (name: string, value: string | undefined, secret?: string) => signatureOf(`crumb-state-${name}`, value ?? '', secret).slice(0, STATE_TAG_LENGTH);

const CROSS_SITE_CRUMB_LENGTH = CRUMB_ID_LENGTH + STATE_TAG_LENGTH * CROSS_SITE_STATE_HEADERS.length + SIGNATURE_LENGTH;

/** What a cross-site crumb's signature covers: its id, its state tags and the page origin it was issued to. */
const crossSiteSigned = (idAndTags: string, origin: string) => `${idAndTags}\n${origin}`;

/**
 * A crumb for a page of another site (docs/embedding.md): the server's signature covers its
 * issue time, the page's origin and the cart and session it was issued with (as tags, so the crumb
 * never shows them), so it stands in for the crumb cookie only on requests from that origin that
 * name that state, and only while it is young (CROSS_SITE_CRUMB_MAX_AGE_MS).
 */
export function crossSiteCrumb(origin: string, state: CrossSiteState = {}, secret?: string, now: number = Date.now()): string {
  const text = crumbId(now) + CROSS_SITE_STATE_HEADERS.map((name) => stateTag(name, state[name], secret)).join('');
  return `${text}${signatureOf('cross-site-crumb', crossSiteSigned(text, origin), secret)}`;
}

/**
 * Whether `crumb` is a cross-site crumb this server issued to `origin` for the state a request
 * names: each cart or session the request names must be the one the crumb was issued with. A
 * request that names none (a form, an analytics hit) needs only the origin.
 */
export function isCrossSiteCrumbFor(crumb: string | undefined, origin: string, state: CrossSiteState = {}, secret?: string): crumb is string {
  if (typeof crumb !== 'string' || crumb.length !== CROSS_SITE_CRUMB_LENGTH) return false;
  const text = crumb.slice(0, -SIGNATURE_LENGTH);
  if (!hasValidSignature('cross-site-crumb', crossSiteSigned(text, origin), crumb.slice(-SIGNATURE_LENGTH), secret)) return false;
  return CROSS_SITE_STATE_HEADERS.every((name, index) => {
    const value = state[name];
    const start = CRUMB_ID_LENGTH + index * STATE_TAG_LENGTH;
    return value === undefined || sameText(text.slice(start, start + STATE_TAG_LENGTH), stateTag(name, value, secret));
  });
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

/** Whether a cross-site crumb is young enough to stand in for its cookie (not from the future either). */
function isFreshCrumb(crumb: string, now: number = Date.now()): boolean {
  const age = now - crumbIssuedAt(crumb);
  return age >= -60_000 && age <= CROSS_SITE_CRUMB_MAX_AGE_MS;
}

/**
 * Makes sure the visitor has a crumb cookie this server signed; returns its value. A cookie it did
 * not sign (tossed by a sibling subdomain, or signed with a key from before a restart) is replaced.
 */
export function ensureCrumbCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CRUMB_COOKIE_NAME];
  if (isIssuedCrumb(existing)) return existing;
  const crumb = generateCrumb();
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
 * The origin of a request's page when it is one of ALLOWED_ORIGINS and not this site (a page of
 * another site that embeds the blocks), else null.
 */
export type AllowedOtherOrigin = (request: FastifyRequest) => string | null;

/**
 * The crumb to hand a request: for an allowed page of another site, a cross-site crumb bound to the
 * state the request names; for a page of any other origin, a crumb and no cookie (it could not
 * read it; issue 46); else the crumb cookie's.
 */
export function crumbFor(request: FastifyRequest, reply: FastifyReply, allowedOtherOrigin: AllowedOtherOrigin): string {
  const origin = allowedOtherOrigin(request);
  if (origin) return crossSiteCrumb(origin, crossSiteStateOf(request, origin));
  return isFromAnotherOrigin(request) ? generateCrumb() : ensureCrumbCookie(request, reply);
}

/**
 * Rejects a state-changing request whose crumb does not match the crumb cookie, or that this
 * server did not sign, with the `crumbFail` reply the data layer recovers from (spec 02 §4): it
 * carries the current crumb, and a visitor without a signed one gets a new crumb cookie. An equal
 * cookie and parameter pair of the client's own making (cookie tossing) is refused.
 */
export function checkCrumb(request: FastifyRequest, reply: FastifyReply, allowedOtherOrigin: AllowedOtherOrigin = () => null): void {
  const cookie = request.cookies[CRUMB_COOKIE_NAME];
  const presented = presentedCrumb(request);
  if (isIssuedCrumb(cookie) && presented && sameText(cookie, presented)) return;
  // A page on another site whose browser keeps the API's cookies from it (third-party cookies
  // blocked, or SameSite=Lax over http): the crumb this server signed for that page's origin,
  // sent from that origin (one of ALLOWED_ORIGINS) for the cart and session this request names,
  // stands in for the cookie (docs/embedding.md).
  const origin = allowedOtherOrigin(request);
  const state = origin ? crossSiteStateOf(request, origin) : {};
  if (origin && isCrossSiteCrumbFor(presented, origin, state) && isFreshCrumb(presented)) return;
  const crumb = origin ? crossSiteCrumb(origin, state) : ensureCrumbCookie(request, reply);
  markVisitorData(reply);
  throw new HttpError(403, CRUMB_FAIL_MESSAGE, { crumbFail: true, crumb });
}
