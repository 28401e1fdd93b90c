// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setPageContext } from '../../../src/runtime/context/current-context.js';
import { CART_HEADER_NAME } from '../../../src/runtime/commerce/checkout-routes.js';
import { CROSS_SITE_CART_KEY, cartHeaders, isApiOnAnotherOrigin, keepCartPass, keptCartPass } from '../../../src/runtime/commerce/cross-site-cart.js';

const PASS = `cart_${'0a'.repeat(16)}.sq7x9c.${'s'.repeat(22)}`;
const replyWith = (pass: string | null) => new Headers(pass === null ? {} : { [CART_HEADER_NAME]: pass });

afterEach(() => {
  localStorage.clear();
  setPageContext({ website: { id: 'w1' } });
});

describe('the cart a page on another site keeps (issue 16, issue 46, docs/embedding.md)', () => {
  it('is the pass of a cart reply\'s header, kept in the page\'s own storage and sent back in that header', () => {
    setPageContext({ website: { id: 'w1' }, apiBase: 'https://api.example' });
    expect(isApiOnAnotherOrigin()).toBe(true);
    expect(cartHeaders()).toEqual({});
    keepCartPass(replyWith(null));
    expect(cartHeaders()).toEqual({});
    keepCartPass(replyWith(PASS));
    expect(localStorage.getItem(CROSS_SITE_CART_KEY)).toBe(PASS);
    expect(keptCartPass()).toBe(PASS);
    expect(cartHeaders()).toEqual({ [CART_HEADER_NAME]: PASS });
  });

  it('is not kept when the API is the page\'s own origin: the cookie is enough', () => {
    setPageContext({ website: { id: 'w1' } });
    expect(isApiOnAnotherOrigin()).toBe(false);
    keepCartPass(replyWith(PASS));
    expect(localStorage.getItem(CROSS_SITE_CART_KEY)).toBeNull();
    expect(cartHeaders()).toEqual({});
  });

  it('keeps nothing that is not a cart pass, and drops a cart token an earlier version kept', () => {
    setPageContext({ website: { id: 'w1' }, apiBase: 'https://api.example' });
    localStorage.setItem('ss-cart-token', 'cart-token-0123456789abcdef');
    keepCartPass(replyWith('<script>'));
    localStorage.setItem(CROSS_SITE_CART_KEY, 'cart-token-0123456789abcdef');
    expect(keptCartPass()).toBeNull();
    expect(localStorage.getItem('ss-cart-token')).toBeNull();
  });
});
