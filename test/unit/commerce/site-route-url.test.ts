import { describe, expect, it } from 'vitest';
import { siteRouteUrl } from '../../../src/runtime/context/current-context.js';
import { CHECKOUT_HANDOFF_PATH, GOTO_CHECKOUT_PATH, SUBSCRIBE_CHECKOUT_PATH, donateCheckoutUrl } from '../../../src/runtime/commerce/checkout-routes.js';

/** Spec 02 §2 "Routes navigated to": the store's routes are the site's, wherever the blocks are embedded. */
describe('siteRouteUrl (site routes resolve against the site, never the embedding page)', () => {
  it('keeps a relative path when the page is on the site (no apiBase)', () => {
    expect(siteRouteUrl(GOTO_CHECKOUT_PATH, { apiBase: '' })).toBe('/commerce/goto-checkout');
  });

  it('sends checkout to the site API\'s address when the blocks are embedded on another site', () => {
    expect(siteRouteUrl(GOTO_CHECKOUT_PATH, { apiBase: 'http://127.0.0.1:4301' })).toBe('http://127.0.0.1:4301/commerce/goto-checkout');
    expect(siteRouteUrl(SUBSCRIBE_CHECKOUT_PATH, { apiBase: 'https://shop.example.com/' })).toBe('https://shop.example.com/checkout/subscribe');
    expect(siteRouteUrl(CHECKOUT_HANDOFF_PATH, { apiBase: 'https://shop.example.com/' })).toBe('https://shop.example.com/commerce/checkout-handoff');
  });

  it('keeps a path prefix of the site API (a site served under a folder)', () => {
    expect(siteRouteUrl(donateCheckoutUrl('d1'), { apiBase: 'https://example.com/site/' })).toBe('https://example.com/site/checkout/donate?donatePageId=d1');
    expect(siteRouteUrl(GOTO_CHECKOUT_PATH, { apiBase: '/site-api' })).toBe('/site-api/commerce/goto-checkout');
  });
});
