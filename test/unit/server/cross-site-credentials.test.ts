import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { CROSS_SITE_CRUMB_MAX_AGE_MS, crossSiteCrumb, crumbIssuedAt, isCrossSiteCrumbFor } from '../../../server/crumb.js';
import { CART_HEADER_NAME, GOTO_CHECKOUT_PATH } from '../../../src/runtime/commerce/checkout-routes.js';
import { SITE_USER_SESSION_HEADER } from '../../../src/runtime/net/crumb.js';
import { useTestServer } from './server-test-harness.js';

/**
 * Issue 16: a page on another site whose browser keeps the API's cookies from it. The crumb the
 * API signed for that page's origin (one of ALLOWED_ORIGINS), its age and the cart and session it
 * names stands in for the crumb cookie; the cart header and the checkout address stand in for the
 * cart cookie (README "Embedding").
 */
let app: FastifyInstance;
let db: Database;
useTestServer((server) => ({ app, db } = server));

const ALLOWED = 'https://cms.example';
/** The crumb GET /api/crumb hands a page of `origin` (the data layer asks before its first write). */
const crumbFor = async (origin: string = ALLOWED, state: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/api/crumb', headers: { origin, ...state } })).json().crumb as string;
const signedCrumb = () => crumbFor();
const keyRequest = (crumb: string, origin: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/form/FormSubmissionKey?crumb=${encodeURIComponent(crumb)}`, headers: { origin, ...headers }, cookies });

describe('the crumb without its cookie', () => {
  it('is taken when the server signed it for the allowed page origin that sends it', async () => {
    const crumb = await crumbFor();
    expect(isCrossSiteCrumbFor(crumb, ALLOWED)).toBe(true);
    expect((await keyRequest(crumb, ALLOWED)).statusCode).toBe(200);
  });

  it('is refused from an origin not in ALLOWED_ORIGINS, and when the client made it up', async () => {
    expect((await keyRequest(await signedCrumb(), 'https://evil.example')).statusCode).toBe(403);
    const refused = await keyRequest('made-up-crumb-made-up-crumb-made-up-crumb-x', ALLOWED);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().crumbFail).toBe(true);
  });

  it('is bound to the origin it was signed for: a crumb of another page origin, or of the cookie, is refused', async () => {
    const elsewhere = crossSiteCrumb('https://other.example');
    const refused = await keyRequest(elsewhere, ALLOWED);
    expect(refused.statusCode).toBe(403);
    // The crumbFail carries a crumb for this page's origin, which works.
    expect(isCrossSiteCrumbFor(refused.json().crumb as string, ALLOWED)).toBe(true);
    expect((await keyRequest(refused.json().crumb as string, ALLOWED)).statusCode).toBe(200);
    // A crumb cookie's value (what a same-site page sends) does not stand in for its cookie.
    const cookieCrumb = (await app.inject({ method: 'GET', url: '/api/crumb' })).json().crumb as string;
    expect((await keyRequest(cookieCrumb, ALLOWED)).statusCode).toBe(403);
  });

  it('stands in for its cookie only while it is young: one older than 12 hours is refused', async () => {
    const now = Date.now();
    const old = crossSiteCrumb(ALLOWED, {}, undefined, now - CROSS_SITE_CRUMB_MAX_AGE_MS - 60_000);
    expect(crumbIssuedAt(old)).toBe(Math.floor((now - CROSS_SITE_CRUMB_MAX_AGE_MS - 60_000) / 1000) * 1000);
    const refused = await keyRequest(old, ALLOWED);
    expect(refused.statusCode).toBe(403);
    // The crumbFail carries a fresh crumb, which works.
    expect((await keyRequest(refused.json().crumb as string, ALLOWED)).statusCode).toBe(200);
    expect((await keyRequest(crossSiteCrumb(ALLOWED, {}, undefined, now - 60_000), ALLOWED)).statusCode).toBe(200);
  });

  it('needs no cookie, and a crumb cookie the browser also sends (third-party cookies allowed) does not get in its way', async () => {
    const cookieCrumb = (await app.inject({ method: 'GET', url: '/api/crumb' })).json().crumb as string;
    expect((await keyRequest(await signedCrumb(), ALLOWED, { crumb: cookieCrumb })).statusCode).toBe(200);
    // The page may also send the cookie's own value, as a same-site page does.
    expect((await keyRequest(cookieCrumb, ALLOWED, { crumb: cookieCrumb })).statusCode).toBe(200);
  });
});

describe('the crumb is bound to the cart and session it was issued with', () => {
  const cartA = { [CART_HEADER_NAME]: 'cart-token-a-0123456789abcdef' };
  const cartB = { [CART_HEADER_NAME]: 'cart-token-b-0123456789abcdef' };
  const session = { [SITE_USER_SESSION_HEADER]: 'site-user-session-token-0123456789abcdef' };

  it('is taken on requests naming that cart and session, and on requests naming none (forms, analytics)', async () => {
    const crumb = await crumbFor(ALLOWED, { ...cartA, ...session });
    expect(isCrossSiteCrumbFor(crumb, ALLOWED, { [CART_HEADER_NAME]: cartA[CART_HEADER_NAME] })).toBe(true);
    expect((await keyRequest(crumb, ALLOWED, {}, { ...cartA, ...session })).statusCode).toBe(200);
    expect((await keyRequest(crumb, ALLOWED, {}, cartA)).statusCode).toBe(200);
    expect((await keyRequest(crumb, ALLOWED)).statusCode).toBe(200);
    // The crumb travels in URLs: it carries tags of the state, never the tokens themselves.
    expect(crumb).not.toContain('cart-token-a');
    expect(crumb).not.toContain('site-user-session-token');
  });

  it('is refused on a request naming another cart, or a session it was not issued with, and the crumbFail carries one that works', async () => {
    const crumb = await crumbFor(ALLOWED, cartA);
    const otherCart = await keyRequest(crumb, ALLOWED, {}, cartB);
    expect(otherCart.statusCode).toBe(403);
    expect(otherCart.json().crumbFail).toBe(true);
    expect((await keyRequest(otherCart.json().crumb as string, ALLOWED, {}, cartB)).statusCode).toBe(200);
    // Bound to cart B now, not to A.
    expect((await keyRequest(otherCart.json().crumb as string, ALLOWED, {}, cartA)).statusCode).toBe(403);

    const withSession = await keyRequest(crumb, ALLOWED, {}, { ...cartA, ...session });
    expect(withSession.statusCode).toBe(403);
    expect((await keyRequest(withSession.json().crumb as string, ALLOWED, {}, { ...cartA, ...session })).statusCode).toBe(200);
  });

  it('a crumb issued with no cart is bound to having none: it is refused on a request naming a cart', async () => {
    const crumb = await crumbFor();
    expect((await keyRequest(crumb, ALLOWED, {}, cartA)).statusCode).toBe(403);
    // A header not of a cart token's form names no cart (the routes ignore it too).
    expect((await keyRequest(crumb, ALLOWED, {}, { [CART_HEADER_NAME]: 'not a token' })).statusCode).toBe(200);
  });
});

describe('the cart without its cookie', () => {
  const addMug = (headers: Record<string, string>, crumb: string) =>
    app.inject({
      method: 'POST',
      url: `/api/commerce/cart/entries?crumb=${encodeURIComponent(crumb)}`,
      headers: { origin: ALLOWED, ...headers },
      payload: { productId: 'harbour-blend', variantId: 'harbour-250-whole', quantity: 1 },
    });

  it('is the cart the header names, and the checkout address makes it this site\'s cookie', async () => {
    await app.ready();
    const crumb = await signedCrumb();
    const first = await addMug({}, crumb);
    expect(first.statusCode).toBe(200);
    const token = first.json().cart.id as string;
    // The crumb was issued with no cart: the page asks for one bound to its new cart.
    expect((await addMug({ [CART_HEADER_NAME]: token }, crumb)).statusCode).toBe(403);
    const second = await addMug({ [CART_HEADER_NAME]: token }, await crumbFor(ALLOWED, { [CART_HEADER_NAME]: token }));
    expect(second.json().cart.id).toBe(token);
    expect(second.json().cart.entries[0].quantity).toBe(2);
    expect(Number((await db.query<{ n: number }>('SELECT sum(quantity)::int AS n FROM commerce_cart_entries')).rows[0]!.n)).toBe(2);

    const carried = await app.inject({ method: 'GET', url: `${GOTO_CHECKOUT_PATH}?cartToken=${token}` });
    expect(carried.statusCode).toBe(303);
    expect(carried.headers.location).toBe(GOTO_CHECKOUT_PATH);
    expect(String(carried.headers['set-cookie'])).toContain(`ss_cart=${token}`);
    // A token that names no open cart changes nothing.
    const unknown = await app.inject({ method: 'GET', url: `${GOTO_CHECKOUT_PATH}?cartToken=${'x'.repeat(24)}` });
    expect(unknown.statusCode).toBe(200);
    expect(String(unknown.headers['set-cookie'] ?? '')).not.toContain('ss_cart=');
    expect(Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM commerce_carts')).rows[0]!.n)).toBe(1);
  });

  it('ignores a header that is not a cart token', async () => {
    const reply = await addMug({ [CART_HEADER_NAME]: "x'; DROP TABLE commerce_carts; --" }, await signedCrumb());
    expect(reply.statusCode).toBe(200);
    expect(reply.json().cart.entries).toHaveLength(1);
  });
});
