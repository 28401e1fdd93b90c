import { afterEach, describe, expect, it } from 'vitest';
import { CART_UNREADABLE_MESSAGE, cartStore, readCartReply } from '../../../src/runtime/commerce/cart-store.js';

describe('cart replies', () => {
  afterEach(() => cartStore.reset());

  // spec 02 §3: cart attributes are type-validated
  it('reads a { cart } reply through the cart model, with the spec defaults filled in', () => {
    const cart = readCartReply({ cart: { id: 'tok', totalQuantity: 2, entries: [] } });
    expect(cart).toMatchObject({ id: 'tok', totalQuantity: 2, subtotalCents: 0, isPurchased: false });
  });

  it.each([null, {}, { cart: { totalQuantity: '2' } }, { cart: { entries: [{ id: 1 }] } }, 'text'])('refuses %j with a clear message', (reply) => {
    expect(() => readCartReply(reply)).toThrow(CART_UNREADABLE_MESSAGE);
  });

  it('starts idle with the empty cart', () => {
    expect(cartStore.getSnapshot()).toMatchObject({ status: 'idle', error: null, cart: { entries: [], totalQuantity: 0 } });
  });
});
