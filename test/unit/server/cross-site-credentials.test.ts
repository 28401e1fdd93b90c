import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { CROSS_SITE_CRUMB_MAX_AGE_MS, crossSiteCrumb, crumbIssuedAt, isCrossSiteCrumbFor } from '../../../server/crumb.js';
import { cartBinding, cartPassFor } from '../../../server/commerce/cart-credentials.js';
import { CART_HEADER_NAME, CHECKOUT_HANDOFF_PATH, GOTO_CHECKOUT_PATH } from '../../../src/runtime/commerce/checkout-routes.js';
import { SITE_USER_SESSION_HEADER } from '../../../src/runtime/net/crumb.js';
import { CRUMB, NOW, buildTestApp, useTestServer } from './server-test-harness.js';

/**
 * Issue 16: a page on another site whose browser keeps the API's cookies from it. The crumb the
 * API signed for that page's origin (one of ALLOWED_ORIGINS), its age and the cart and session it
 * names stands in for the crumb cookie; the cart pass in the cart header and the checkout code stand
 * in for the cart cookie (docs/embedding.md; issue 46: never the cart's token).
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
  const cartA = { [CART_HEADER_NAME]: cartPassFor(`cart_${'a'.repeat(32)}`, ALLOWED, Date.now()) };
  const cartB = { [CART_HEADER_NAME]: cartPassFor(`cart_${'b'.repeat(32)}`, ALLOWED, Date.now()) };
  const session = { [SITE_USER_SESSION_HEADER]: 'site-user-session-token-0123456789abcdef' };

  it('is taken on requests naming that cart and session, and on requests naming none (forms, analytics)', async () => {
    const crumb = await crumbFor(ALLOWED, { ...cartA, ...session });
    // Bound to the cart the pass names (what the routes read), not to the pass's text.
    expect(isCrossSiteCrumbFor(crumb, ALLOWED, { [CART_HEADER_NAME]: cartBinding({ id: `cart_${'a'.repeat(32)}` }) })).toBe(true);
    expect((await keyRequest(crumb, ALLOWED, {}, { ...cartA, ...session })).statusCode).toBe(200);
    expect((await keyRequest(crumb, ALLOWED, {}, cartA)).statusCode).toBe(200);
    expect((await keyRequest(crumb, ALLOWED)).statusCode).toBe(200);
    // The crumb travels in URLs: it carries tags of the state, never the tokens themselves.
    expect(crumb).not.toContain('a'.repeat(32));
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
    // A header that is not a pass this server signed for the page's origin names no cart (the routes ignore it too).
    expect((await keyRequest(crumb, ALLOWED, {}, { [CART_HEADER_NAME]: 'not a pass' })).statusCode).toBe(200);
    expect((await keyRequest(crumb, ALLOWED, {}, { [CART_HEADER_NAME]: cartPassFor(`cart_${'a'.repeat(32)}`, 'https://other.example', Date.now()) })).statusCode).toBe(200);
  });

  it('is bound to the cart the route acts on: the cookie, when the browser sends it along with a pass (issue 46)', async () => {
    const cookieCart = { ss_cart: 'cookie-cart-token-0123456789' };
    // Issued for pass A alone, shown with the cookie of another cart: the route would write to the cookie's cart.
    const forPass = await crumbFor(ALLOWED, cartA);
    expect((await keyRequest(forPass, ALLOWED, cookieCart, cartA)).statusCode).toBe(403);
    // Issued with the cookie (the page asked with the same request shape): taken, whatever pass rides along.
    const forCookie = (await app.inject({ method: 'GET', url: '/api/crumb', headers: { origin: ALLOWED, ...cartA }, cookies: cookieCart })).json().crumb as string;
    expect((await keyRequest(forCookie, ALLOWED, cookieCart, cartB)).statusCode).toBe(200);
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

  it('is the cart the pass names; the pass is not the token, comes in a header and works only from its origin', async () => {
    await app.ready();
    const crumb = await signedCrumb();
    const first = await addMug({}, crumb);
    expect(first.statusCode).toBe(200);
    const token = first.cookies.find((cookie) => cookie.name === 'ss_cart')!.value;
    const pass = first.headers[CART_HEADER_NAME] as string;
    expect(pass).toMatch(/^cart_[0-9a-f]{32}\./);
    expect(pass).not.toContain(token);
    expect(first.body).not.toContain(token);
    expect(String(first.headers['access-control-expose-headers'])).toContain(CART_HEADER_NAME);
    // The crumb was issued with no cart: the page asks for one bound to its new cart.
    expect((await addMug({ [CART_HEADER_NAME]: pass }, crumb)).statusCode).toBe(403);
    const second = await addMug({ [CART_HEADER_NAME]: pass }, await crumbFor(ALLOWED, { [CART_HEADER_NAME]: pass }));
    expect(second.json().cart.id).toBe(first.json().cart.id);
    expect(second.json().cart.entries[0].quantity).toBe(2);
    // The same pass comes back while it lasts (the crumb bound to it stays good).
    expect(second.headers[CART_HEADER_NAME]).toBe(pass);
    // Not from another origin, and not as a cookie.
    const elsewhere = await app.inject({ method: 'GET', url: '/api/commerce/cart', headers: { origin: 'https://evil.example', [CART_HEADER_NAME]: pass } });
    expect(elsewhere.json().cart.entries ?? []).toHaveLength(0);
    const asCookie = await app.inject({ method: 'GET', url: '/api/commerce/cart', cookies: { ss_cart: pass } });
    expect(asCookie.json().cart.entries ?? []).toHaveLength(0);
  });

  it('a pass stops working once it has lasted its day', async () => {
    const made = await addMug({}, await signedCrumb());
    const pass = made.headers[CART_HEADER_NAME] as string;
    const later = await buildTestApp(db, { now: () => new Date(NOW.getTime() + 25 * 60 * 60 * 1000) });
    try {
      const reply = await later.inject({ method: 'GET', url: '/api/commerce/cart', headers: { origin: ALLOWED, [CART_HEADER_NAME]: pass } });
      expect(reply.json().cart.entries ?? []).toHaveLength(0);
    } finally {
      await later.close();
    }
  });

  it('ignores a header that is not a pass', async () => {
    const reply = await addMug({ [CART_HEADER_NAME]: "x'; DROP TABLE commerce_carts; --" }, await signedCrumb());
    expect(reply.statusCode).toBe(200);
    expect(reply.json().cart.entries).toHaveLength(1);
  });
});

describe('the checkout hand-off from a page of another site (issue 46)', () => {
  /** A cart made from the allowed page: its pass, and a crumb bound to it. */
  async function crossSiteCart() {
    const added = await app.inject({
      method: 'POST',
      url: `/api/commerce/cart/entries?crumb=${encodeURIComponent(await signedCrumb())}`,
      headers: { origin: ALLOWED },
      payload: { productId: 'harbour-blend', variantId: 'harbour-250-whole', quantity: 1 },
    });
    const pass = { [CART_HEADER_NAME]: added.headers[CART_HEADER_NAME] as string };
    return { pass, crumb: await crumbFor(ALLOWED, pass), id: added.json().cart.id as string };
  }
  const codeFor = async (pass: Record<string, string>, crumb: string) =>
    app.inject({ method: 'POST', url: `/api/commerce/checkout-code?crumb=${encodeURIComponent(crumb)}`, headers: { origin: ALLOWED, ...pass } });
  const handOff = (code: string, origin = ALLOWED) =>
    app.inject({ method: 'POST', url: CHECKOUT_HANDOFF_PATH, headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ code }).toString() });

  it('a code posted from the page makes the cart this site\'s cookie, once', async () => {
    const { pass, crumb, id } = await crossSiteCart();
    const issued = await codeFor(pass, crumb);
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['cache-control']).toBe('private, no-store');
    const code = issued.json().code as string;
    const handed = await handOff(code);
    expect(handed.statusCode).toBe(303);
    // (With where the shopper came from, for the link back: here no `from`, so the home page.)
    expect(handed.headers.location).toBe(`${GOTO_CHECKOUT_PATH}?from=%2F`);
    const cookie = handed.cookies.find((c) => c.name === 'ss_cart')!;
    expect(cookie.httpOnly).toBe(true);
    const review = await app.inject({ method: 'GET', url: GOTO_CHECKOUT_PATH, cookies: { ss_cart: cookie.value } });
    expect(review.body).toContain('Review your order');
    expect(review.body).toContain('Harbour Blend');
    expect(Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM commerce_carts WHERE id = $1', [id])).rows[0]!.n)).toBe(1);
    // Single use.
    const again = await handOff(code);
    expect(again.statusCode).toBe(409);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('a code is taken only from the origin it was made for, only by POST, and not once expired or forged', async () => {
    const { pass, crumb } = await crossSiteCart();
    const code = (await codeFor(pass, crumb)).json().code as string;
    // Another origin is refused before anything is read; the site's own origin is not the page's.
    expect((await handOff(code, 'https://evil.example')).statusCode).toBe(403);
    expect((await handOff(code, 'http://localhost')).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `${CHECKOUT_HANDOFF_PATH}?code=${encodeURIComponent(code)}` })).headers['set-cookie'] ?? '').not.toContain('ss_cart');
    expect((await handOff(`${code.slice(0, -2)}xx`)).statusCode).toBe(409);
    const later = await buildTestApp(db, { now: () => new Date(NOW.getTime() + 3 * 60 * 1000) });
    try {
      const expired = await later.inject({ method: 'POST', url: CHECKOUT_HANDOFF_PATH, headers: { origin: ALLOWED, 'content-type': 'application/x-www-form-urlencoded' }, payload: `code=${encodeURIComponent(code)}` });
      expect(expired.statusCode).toBe(409);
    } finally {
      await later.close();
    }
    // Still good where it was meant to go.
    expect((await handOff(code)).statusCode).toBe(303);
  });

  it('an address naming a cart token changes nothing: a link cannot swap the visitor\'s cart', async () => {
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/commerce/cart/entries?crumb=${encodeURIComponent(CRUMB)}`,
      cookies: { crumb: CRUMB },
      payload: { productId: 'harbour-blend', variantId: 'harbour-250-whole', quantity: 3 },
    });
    const senderToken = theirs.cookies.find((c) => c.name === 'ss_cart')!.value;
    const link = await app.inject({ method: 'GET', url: `${GOTO_CHECKOUT_PATH}?cartToken=${senderToken}` });
    expect(link.statusCode).toBe(200);
    expect(link.headers['set-cookie'] ?? '').not.toContain('ss_cart');
    expect(link.body).not.toContain('Harbour Blend');
  });
});
