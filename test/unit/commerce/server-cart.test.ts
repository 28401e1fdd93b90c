import { afterEach, describe, expect, it } from 'vitest';
import { cartStore, idleCartSnapshot, readServerCart, serverCartSnapshot } from '../../../src/runtime/commerce/cart-store.js';
import { readProductReply } from '../../../src/runtime/commerce/product-schema.js';
import { cartServerData, productServerData } from '../../../src/ssr/commerce-data.js';
import { parsePageContext } from '../../../src/runtime/context/page-context.js';

const CART = { cart: { id: 'tok', totalQuantity: 3, entries: [] } };
const PRODUCT = {
  id: 'mug',
  name: 'Mug',
  productType: 'PHYSICAL',
  workflowState: 'PUBLISHED',
  images: [],
  variants: [{ id: 'v', sku: 'M', price: 1800, onSale: false, salePrice: 0, qtyInStock: 2, unlimited: false, optionValues: [] }],
  subscriptionPlan: null,
  variantOptionOrdering: [],
};

afterEach(() => cartStore.reset());

// spec 02 §3: the page's one cart, owned by the server; the server-drawn page starts from it
describe('the cart a page was drawn with', () => {
  it('is read through the cart model; an unreadable one counts as none', () => {
    expect(readServerCart(CART)).toMatchObject({ id: 'tok', totalQuantity: 3 });
    expect(readServerCart(undefined)).toBeNull();
    expect(readServerCart({ cart: { totalQuantity: 'three' } })).toBeNull();
  });

  it('is what a block hydrates with: ready with that cart, else the idle snapshot the server drew without one', () => {
    expect(serverCartSnapshot(readServerCart(CART))).toMatchObject({ status: 'ready', error: null, cart: { totalQuantity: 3 } });
    expect(serverCartSnapshot(null)).toBe(idleCartSnapshot());
    expect(idleCartSnapshot()).toMatchObject({ status: 'idle', cart: { entries: [], totalQuantity: 0 } });
  });

  it('starts the page cart without a fetch, only while nothing was loaded', async () => {
    cartStore.adoptServerCart(readServerCart(CART)!);
    expect(cartStore.getSnapshot()).toMatchObject({ status: 'ready', cart: { totalQuantity: 3 } });
    // load() answers with the adopted cart (no network in this test: a fetch would fail)
    await expect(cartStore.load()).resolves.toMatchObject({ totalQuantity: 3 });
    cartStore.adoptServerCart(readServerCart({ cart: { id: 'other', totalQuantity: 9, entries: [] } })!);
    expect(cartStore.getSnapshot().cart.totalQuantity).toBe(3);
  });
});

describe('server data of the commerce blocks', () => {
  const context = parsePageContext({}).context;
  /** A render for a visitor (their cookies travel with each call), or with `forNoVisitor` a static one. */
  const input = (attributes: Record<string, unknown>, request: (path: string) => Promise<unknown>, forNoVisitor = false) => ({
    host: {} as Element,
    attributes,
    context,
    pageUrl: 'http://x/shop.html',
    api: forNoVisitor ? { request } : { request, visitorCookies: '' },
  });

  it('fetch the visitor\'s cart from the site API, and none when the page is rendered for no visitor (a static render)', async () => {
    const seen: string[] = [];
    expect(await cartServerData(input({}, async (path) => (seen.push(path), CART)))).toBe(CART);
    expect(seen).toEqual(['/api/commerce/cart']);
    expect(await cartServerData(input({}, async (path) => (seen.push(path), CART), true))).toBeUndefined();
    expect(seen).toHaveLength(1);
  });

  it('fetch the named product, and say "none" when there is no product-id or the API does not answer', async () => {
    const seen: string[] = [];
    expect(await productServerData(input({ productId: 'mug' }, async (path) => (seen.push(path), { product: PRODUCT })))).toEqual({ product: PRODUCT });
    expect(seen).toEqual(['/api/commerce/products/mug']);
    expect(await productServerData(input({ productId: '' }, async () => ({ product: PRODUCT })))).toEqual({ product: null });
    expect(await productServerData(input({ productId: 'gone' }, () => Promise.reject(new Error('404'))))).toEqual({ product: null });
  });

  it('read a product reply through the product model (spec 02 §4)', () => {
    expect(readProductReply({ product: PRODUCT })).toMatchObject({ id: 'mug', name: 'Mug' });
    expect(readProductReply({ product: null })).toBeNull();
    expect(readProductReply({ product: { id: 'x' } })).toBeNull();
    expect(readProductReply(undefined)).toBeNull();
  });
});
