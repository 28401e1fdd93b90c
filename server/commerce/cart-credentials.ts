import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_HEADER_NAME, CART_TOKEN_PATTERN } from '../../src/runtime/commerce/checkout-routes.js';
import type { Queryable } from '../db/database.js';
import { hasValidSignature, signatureOf } from '../signing.js';
import { cartTokenHash, type CartRef } from './cart-service.js';

/**
 * How a visitor's cart is named (issue 46): its bearer token lives only in the httpOnly cart
 * cookie of the site API; replies, pages and URLs carry the cart's id at most.
 *
 * A page on another site whose browser keeps the API's cookies from it (third-party cookies
 * blocked) cannot use that cookie, so the API hands such a page a cart pass instead of the token:
 * the cart's id, an expiry and the server's signature over both and the page's origin. It rides
 * in the X-Sitestack-Cart header both ways (never in a body, the DOM or a URL), is taken only
 * from that origin (one of ALLOWED_ORIGINS), and lasts 12 to 24 hours: the same pass is sent
 * back for a while (so the crumb bound to it stays good), and a fresh one once the half-day it
 * was made in is over, so an active shopper keeps the cart while a copied pass soon stops
 * working, and the long-lived token never reaches the page at all.
 */
export const CART_COOKIE_NAME = 'ss_cart';
/** How long a cart is kept for a returning visitor. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A pass is made anew once per this period and lasts one more period after it. */
export const CART_PASS_PERIOD_MS = 12 * 60 * 60 * 1000;

/** A checkout hand-off code lasts this long, and is taken once. */
export const CHECKOUT_CODE_MAX_AGE_MS = 2 * 60 * 1000;

const CART_ID = 'cart_[0-9a-f]{32}';
const PASS_FORM = new RegExp(`^(${CART_ID})\\.([0-9a-z]{1,10})\\.([\\w-]{22})$`);
const CODE_FORM = new RegExp(`^([\\w-]{16})\\.(${CART_ID})\\.([0-9a-z]{1,10})\\.([\\w-]{22})$`);

const signed = (text: string, origin: string) => `${text}\n${origin}`;

/** The cart pass for `cartId` handed to a page of `origin` at `now` (ms). */
export function cartPassFor(cartId: string, origin: string, now: number): string {
  const expires = (Math.floor(now / CART_PASS_PERIOD_MS) + 2) * CART_PASS_PERIOD_MS;
  const text = `${cartId}.${(expires / 1000).toString(36)}`;
  return `${text}.${signatureOf('cart-pass', signed(text, origin))}`;
}

/** The cart id a pass names when this server signed it for `origin`; with `now`, only while it lasts. */
export function cartIdOfPass(pass: unknown, origin: string, now?: number): string | null {
  const parts = typeof pass === 'string' ? PASS_FORM.exec(pass) : null;
  if (!parts) return null;
  const [, cartId, expires, signature] = parts as unknown as [string, string, string, string];
  if (!hasValidSignature('cart-pass', signed(`${cartId}.${expires}`, origin), signature)) return null;
  return now === undefined || now < parseInt(expires, 36) * 1000 ? cartId : null;
}

/**
 * The cart a request names, read the same way by every cart route and by the crumb bound to it:
 * the cart cookie first; else, from an allowed page of another site (`otherOrigin`), the pass in
 * its cart header.
 */
export function requestCartRef(request: Pick<FastifyRequest, 'cookies' | 'headers'>, otherOrigin: string | null, now?: number): CartRef | null {
  const cookie = request.cookies[CART_COOKIE_NAME];
  if (cookie && CART_TOKEN_PATTERN.test(cookie)) return { token: cookie };
  if (!otherOrigin) return null;
  const id = cartIdOfPass(request.headers[CART_HEADER_NAME], otherOrigin, now);
  return id ? { id } : null;
}

/** What a cross-site crumb is bound to for the cart (crumb.ts): the cart `requestCartRef` reads. */
export function cartBinding(ref: CartRef | null): string | undefined {
  if (!ref) return undefined;
  return 'token' in ref ? `token:${cartTokenHash(ref.token)}` : `id:${ref.id}`;
}

export function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https';
  reply.setCookie(CART_COOKIE_NAME, token, { path: '/', httpOnly: true, sameSite: secure ? 'none' : 'lax', secure, maxAge: CART_COOKIE_MAX_AGE_SECONDS });
}

/**
 * A checkout hand-off code (issue 46): names one cart, for one page origin, for two minutes, and
 * is taken once (POST only), so a link cannot hand a visitor someone else's cart and a code seen
 * once is spent.
 */
export function checkoutCodeFor(cartId: string, origin: string, now: number): string {
  const text = `${randomBytes(12).toString('base64url')}.${cartId}.${Math.floor((now + CHECKOUT_CODE_MAX_AGE_MS) / 1000).toString(36)}`;
  return `${text}.${signatureOf('checkout-code', signed(text, origin))}`;
}

/**
 * Takes a checkout code presented from a page of `origin`: the cart id it names when this server
 * signed it for that origin, it has not expired and was not taken before; else null.
 */
export async function takeCheckoutCode(db: Queryable, code: unknown, origin: string, now: Date): Promise<string | null> {
  const parts = typeof code === 'string' ? CODE_FORM.exec(code) : null;
  if (!parts) return null;
  const [, codeId, cartId, expiresText, signature] = parts as unknown as [string, string, string, string, string];
  if (!hasValidSignature('checkout-code', signed(`${codeId}.${cartId}.${expiresText}`, origin), signature)) return null;
  const expires = parseInt(expiresText, 36) * 1000;
  if (now.getTime() >= expires) return null;
  await db.query('DELETE FROM commerce_checkout_codes_used WHERE expires_at < $1', [now.toISOString()]);
  const taken = await db.query('INSERT INTO commerce_checkout_codes_used (code_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code_id', [
    codeId,
    new Date(expires).toISOString(),
  ]);
  return taken.rows.length > 0 ? cartId : null;
}
