// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setPageContext } from '../../../src/runtime/context/current-context.js';
import { CART_HEADER_NAME, gotoCheckoutPath } from '../../../src/runtime/commerce/checkout-routes.js';
import { CROSS_SITE_CART_KEY, cartHeaders, isApiOnAnotherOrigin, keepCartToken, keptCartToken } from '../../../src/runtime/commerce/cross-site-cart.js';

const TOKEN = 'cart-token-0123456789abcdef';

afterEach(() => {
  localStorage.clear();
  setPageContext({ website: { id: 'w1' } });
});

describe('the cart a page on another site keeps (issue 16, README "Embedding")', () => {
  it('is kept in the page\'s own storage and sent in the cart header when the API is on another origin', () => {
    setPageContext({ website: { id: 'w1' }, apiBase: 'https://api.example' });
    expect(isApiOnAnotherOrigin()).toBe(true);
    expect(cartHeaders()).toEqual({});
    keepCartToken(TOKEN);
    expect(localStorage.getItem(CROSS_SITE_CART_KEY)).toBe(TOKEN);
    expect(keptCartToken()).toBe(TOKEN);
    expect(cartHeaders()).toEqual({ [CART_HEADER_NAME]: TOKEN });
    expect(gotoCheckoutPath(keptCartToken())).toBe(`/commerce/goto-checkout?cartToken=${TOKEN}`);
  });

  it('is not kept when the API is the page\'s own origin: the cookie is enough', () => {
    setPageContext({ website: { id: 'w1' } });
    expect(isApiOnAnotherOrigin()).toBe(false);
    keepCartToken(TOKEN);
    expect(localStorage.getItem(CROSS_SITE_CART_KEY)).toBeNull();
    expect(cartHeaders()).toEqual({});
    expect(gotoCheckoutPath(keptCartToken())).toBe('/commerce/goto-checkout');
  });

  it('keeps nothing that is not a cart token', () => {
    setPageContext({ website: { id: 'w1' }, apiBase: 'https://api.example' });
    keepCartToken('<script>');
    localStorage.setItem(CROSS_SITE_CART_KEY, 'bad token');
    expect(keptCartToken()).toBeNull();
  });
});
