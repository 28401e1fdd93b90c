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

/** Two reloads of the cart under way at once, their replies held until the test sends them. */
async function twoLoadsUnderWay() {
  const held = heldFetch();
  vi.stubGlobal('fetch', held.fetch);
  const loads = [cartStore.load(true), cartStore.load(true)];
  await vi.waitFor(() => expect(held.count()).toBe(2));
  /** Sends the reply to load `index` and waits until the store has taken it. */
  const answer = async (index: number, totalQuantity: number) => {
    held.reply(index, cartWith(totalQuantity));
    await loads[index];
    return cartStore.getSnapshot();
  };
  return { answer };
}

describe('the page cart shows the reply to the latest request (spec 02 §3: the server owns the cart)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cartStore.reset();
  });

  it('a reply that arrives after a later request\'s reply does not replace it', async () => {
    const { answer } = await twoLoadsUnderWay();
    expect((await answer(1, 3)).cart.totalQuantity).toBe(3);
    expect(await answer(0, 2)).toMatchObject({ status: 'ready', cart: { totalQuantity: 3 } });
  });

  it('replies that arrive in order are each shown', async () => {
    const { answer } = await twoLoadsUnderWay();
    expect((await answer(0, 2)).cart.totalQuantity).toBe(2);
    expect((await answer(1, 5)).cart.totalQuantity).toBe(5);
  });
});
