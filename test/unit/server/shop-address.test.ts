import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { shopAddress } from '../../../server/commerce/shop-address.js';
import { CART_COOKIE_NAME } from '../../../server/routes/commerce.js';
import { CRUMB, postJson, useTestServer } from './server-test-harness.js';

/** Issue 51, item 6: the checkout pages linked "Back to the shop" to the demo's /shop.html, a 404 on any real site. */
const site = { ownOrigin: 'http://127.0.0.1:4173', siteOrigin: 'https://shop.example', allowedOrigins: new Set(['https://cms.example']) };

describe('the address the checkout pages link back to', () => {
  it('is the page the shopper came from, on this site as a path, on an allowed site in full', () => {
    expect(shopAddress('http://127.0.0.1:4173/shop.html?c=mugs#top', site)).toBe('/shop.html?c=mugs');
    expect(shopAddress('https://shop.example/coffee/beans', site)).toBe('/coffee/beans');
    expect(shopAddress('/store', site)).toBe('/store');
    expect(shopAddress('https://cms.example/blog/post?x=1', site)).toBe('https://cms.example/blog/post?x=1');
  });

  it("is the site's home page for anything else: another site, a script, a checkout page, nothing", () => {
    for (const raw of ['https://evil.example/', '//evil.example/x', 'http://127.0.0.1:4173//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', '/commerce/goto-checkout', '/checkout/donate', '', undefined, 42, `/${'x'.repeat(3000)}`]) {
      expect(shopAddress(raw, site), String(raw)).toBe('/');
    }
  });
});

describe('checkout pages (issue 51)', () => {
  let app: FastifyInstance;
  useTestServer((server) => ({ app } = server));

  it('link back to the page the order began on, through review and the placed order', async () => {
    const added = await postJson(app, '/api/commerce/cart/entries', { productId: 'harbour-blend', variantId: 'harbour-250-whole', quantity: 1 });
    const token = added.cookies.find((cookie) => cookie.name === CART_COOKIE_NAME)!.value;
    const review = await app.inject({ url: '/commerce/goto-checkout?from=%2Fcoffee%2Fbeans', cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: token } });
    expect(review.body).toContain('<a href="/coffee/beans">Back to the shop</a>');
    expect(review.body).toContain('<input type="hidden" name="from" value="/coffee/beans" />');
    const placed = await app.inject({
      method: 'POST',
      url: '/commerce/goto-checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/commerce/goto-checkout' },
      payload: `crumb=${CRUMB}&from=%2Fcoffee%2Fbeans`,
      cookies: { crumb: CRUMB, [CART_COOKIE_NAME]: token },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.body).toContain('<a href="/coffee/beans">Continue shopping</a>');
    // Without a `from`, the Referer; from another site, the home page.
    const donate = await app.inject({ url: '/checkout/donate?donatePageId=fund', headers: { referer: 'http://localhost/give.html' } });
    expect(donate.body).toContain('<a href="/give.html">Back to the shop</a>');
    const elsewhere = await app.inject({ url: '/checkout/donate?donatePageId=fund', headers: { referer: 'https://evil.example/' } });
    expect(elsewhere.body).toContain('<a href="/">Back to the shop</a>');
    expect(elsewhere.body).not.toContain('shop.html');
  });
});
