import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CART_COOKIE_NAME } from '../../../server/routes/commerce.js';
import type { PageRenderer } from '../../../server/pages/page-renderer.js';
import { CRUMB, OWNER_TOKEN, buildTestApp, postJson, useTestServer } from './server-test-harness.js';

/**
 * Issue 46, finding 5: a reply that carries a visitor's own data (their cart, their session,
 * their crumb) says `Cache-Control: private, no-store`, so no shared cache keeps it for the next
 * visitor.
 */
let app: FastifyInstance;
let db: Parameters<typeof buildTestApp>[0];
useTestServer((server) => ({ app, db } = server));

const PRIVATE = 'private, no-store';

describe('Cache-Control on replies with visitor data', () => {
  it('the crumb, a crumbFail and any reply that sets a cookie', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/crumb' })).headers['cache-control']).toBe(PRIVATE);
    expect((await app.inject({ method: 'GET', url: '/api/crumb', cookies: { crumb: CRUMB } })).headers['cache-control']).toBe(PRIVATE);
    const refused = await app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey?crumb=wrong', cookies: { crumb: CRUMB } });
    expect(refused.json().crumbFail).toBe(true);
    expect(refused.headers['cache-control']).toBe(PRIVATE);
    const firstVisit = await app.inject({ method: 'GET', url: '/api/commerce/products' });
    expect(firstVisit.headers['set-cookie']).toBeDefined();
    expect(firstVisit.headers['cache-control']).toBe(PRIVATE);
  });

  it('the cart, the session and the site member', async () => {
    const added = await postJson(app, '/api/commerce/cart/entries', { productId: 'harbour-blend', variantId: 'harbour-250-whole', quantity: 1 });
    expect(added.headers['cache-control']).toBe(PRIVATE);
    const token = added.cookies.find((cookie) => cookie.name === CART_COOKIE_NAME)!.value;
    expect((await app.inject({ method: 'GET', url: '/api/commerce/cart', cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: token } })).headers['cache-control']).toBe(PRIVATE);
    expect((await app.inject({ method: 'GET', url: '/commerce/goto-checkout', cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: token } })).headers['cache-control']).toBe(PRIVATE);

    const email = 'member@example.com';
    const password = 'correct horse battery';
    await app.inject({ method: 'POST', url: '/api/owner/site-users', headers: { authorization: `Bearer ${OWNER_TOKEN}` }, payload: { email, password } });
    const login = await postJson(app, '/api/site-users/account/session', { email, password });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(PRIVATE);
    const session = login.cookies.find((cookie) => cookie.name === 'ss_siteuser')!.value;
    const account = await app.inject({ method: 'GET', url: '/api/site-users/account', cookies: { crumb: CRUMB, ss_siteuser: session } });
    expect(account.statusCode).toBe(200);
    expect(account.headers['cache-control']).toBe(PRIVATE);
  });

  it('a shared reply stays cacheable for a visitor who already has a crumb', async () => {
    const products = await app.inject({ method: 'GET', url: '/api/commerce/products', cookies: { crumb: CRUMB } });
    expect(products.headers['set-cookie']).toBeUndefined();
    expect(products.headers['cache-control']).not.toBe(PRIVATE);
  });
});

describe('Cache-Control on pages the server draws (issue 49)', () => {
  it('a page is drawn for no visitor: the renderer is given no cookie, and the page is shared', async () => {
    const seen: Array<string | undefined> = [];
    const renderer: PageRenderer = {
      async render(html, _pageUrl, api) {
        seen.push(api?.visitorCookies);
        return html;
      },
    };
    const drawing = await buildTestApp(db, { pageRenderer: renderer });
    try {
      const shop = await drawing.inject({ method: 'GET', url: '/shop.html', cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: 'a-cart-token' } });
      expect(shop.statusCode).toBe(200);
      expect(shop.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(shop.headers['set-cookie']).toBeUndefined();
      expect(seen).toEqual([undefined]);
    } finally {
      await drawing.close();
    }
  });
});
