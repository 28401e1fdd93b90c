// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../src/runtime/commerce/cart-store.js';

/** A fetch whose replies the test sends, in the order it chooses. */
function heldFetch() {
  const pending: Array<(cart: object) => void> = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        pending.push((cart) => resolve(new Response(JSON.stringify({ cart }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
      }),
  );
  return { fetch, reply: (index: number, cart: object) => pending[index]!(cart), count: () => pending.length };
}

const cartWith = (totalQuantity: number) => ({ id: 'tok', totalQuantity, entries: [] });

describe('the page cart shows the reply to the latest request (spec 02 §3: the server owns the cart)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cartStore.reset();
  });

  it('a reply that arrives after a later request\'s reply does not replace it', async () => {
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const first = cartStore.load(true);
    const second = cartStore.load(true);
    await vi.waitFor(() => expect(held.count()).toBe(2));
    held.reply(1, cartWith(3));
    await second;
    expect(cartStore.getSnapshot().cart.totalQuantity).toBe(3);
    held.reply(0, cartWith(2));
    await first;
    expect(cartStore.getSnapshot()).toMatchObject({ status: 'ready', cart: { totalQuantity: 3 } });
  });

  it('replies that arrive in order are each shown', async () => {
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const first = cartStore.load(true);
    const second = cartStore.load(true);
    await vi.waitFor(() => expect(held.count()).toBe(2));
    held.reply(0, cartWith(2));
    await first;
    expect(cartStore.getSnapshot().cart.totalQuantity).toBe(2);
    held.reply(1, cartWith(5));
    await second;
    expect(cartStore.getSnapshot().cart.totalQuantity).toBe(5);
  });
});
