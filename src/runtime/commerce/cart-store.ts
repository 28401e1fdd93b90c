import { deleteData, getData, postData, putData } from '../net/data-request.js';
import { CART_TEXTS, cartText, productText } from './commerce-texts.js';
import { emptyCart, shoppingCartSchema, type ShippingLocation, type ShoppingCart } from './cart-schema.js';
import { readProductReply, type Product } from './product-schema.js';
import { hydrateNow } from '../blocks/hydrate-now.js';
import { cartHeaders, keepCartPass } from './cross-site-cart.js';

/**
 * The page's one cart (spec 02 §3): every cart element and count reads it here, so adding in a
 * product block updates the mini-cart count and the full-page cart at once. The server owns the
 * cart (keyed by its httpOnly cart cookie, or a cart pass on a page of another site) and computes
 * every total; this store only mirrors it.
 */

/** What every cart call sends and reads besides its data: the cart pass, both ways (cross-site-cart.ts). */
const cartCall = () => ({ headers: cartHeaders(), onReplyHeaders: keepCartPass });

export const CART_API = {
  cart: '/api/commerce/cart',
  entries: '/api/commerce/cart/entries',
  entry: (entryId: string) => `/api/commerce/cart/entries/${encodeURIComponent(entryId)}`,
  coupons: '/api/commerce/cart/coupons',
  shipping: '/api/commerce/cart/shipping',
  checkoutCode: '/api/commerce/checkout-code',
  coupon: (code: string) => `/api/commerce/cart/coupons/${encodeURIComponent(code)}`,
  subscriptionCart: '/api/commerce/subscription-cart',
  product: (productId: string) => `/api/commerce/products/${encodeURIComponent(productId)}`,
} as const;

/** Fired on `document` whenever the page's cart changes. detail: { cart }. */
export const CART_CHANGE_EVENT = 'ss-cart-change';

/** Shown when the server's reply is not a cart. */
export const CART_UNREADABLE_MESSAGE = CART_TEXTS.unreadable;

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CartSnapshot {
  status: CartStatus;
  cart: ShoppingCart;
  /** The last failure's message (spec 02 §8 texts), or null. */
  error: string | null;
}

/** Null until the cart changes: the idle snapshot, built when first read. */
let changed: CartSnapshot | null = null;
const current = (): CartSnapshot => changed ?? idleCartSnapshot();
let loading: Promise<ShoppingCart> | null = null;
const listeners = new Set<() => void>();

function publish(next: CartSnapshot): void {
  changed = next;
  for (const listener of listeners) listener();
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: { cart: next.cart } }));
  }
}

/** Reads a `{ cart }` reply through the zod cart model; throws a clear error otherwise. */
export function readCartReply(reply: unknown): ShoppingCart {
  const raw = reply && typeof reply === 'object' ? (reply as { cart?: unknown }).cart : undefined;
  const parsed = shoppingCartSchema.safeParse(raw);
  if (!parsed.success) throw new Error(cartText('unreadable'));
  return parsed.data;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Cart requests made so far, and the latest one whose reply the page shows. Requests travel on
 * parallel connections, so replies can arrive out of order (two quick taps on "+"): a reply that
 * comes after a later request's reply is older than what the page shows, and is not shown.
 */
let requestsMade = 0;
let replyShown = 0;

async function change(request: () => Promise<unknown>): Promise<ShoppingCart> {
  const made = ++requestsMade;
  try {
    const cart = readCartReply(await request());
    if (made > replyShown) {
      replyShown = made;
      publish({ status: 'ready', cart, error: null });
    }
    return cart;
  } catch (error) {
    const previous = current();
    publish({ ...previous, status: previous.status === 'loading' ? 'error' : previous.status, error: messageOf(error) });
    throw error;
  }
}

let idle: CartSnapshot | null = null;

/**
 * What a block shows before the page's cart is loaded (and the server renders without one). One
 * frozen snapshot, built on first use: pages without a cart never parse the empty cart.
 */
export function idleCartSnapshot(): CartSnapshot {
  return (idle ??= Object.freeze({ status: 'idle', cart: emptyCart(), error: null }) as CartSnapshot);
}

/** The cart the server drew a block with (its `{ cart }` reply), or null when it had none or it is unreadable. */
export function readServerCart(serverData: unknown): ShoppingCart | null {
  if (serverData === undefined) return null;
  try {
    return readCartReply(serverData);
  } catch {
    return null;
  }
}

/** The snapshot a block hydrates with: the server's cart, ready; without one, the idle snapshot. */
export function serverCartSnapshot(cart: ShoppingCart | null): CartSnapshot {
  return cart ? { status: 'ready', cart, error: null } : idleCartSnapshot();
}

export const cartStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): CartSnapshot {
    return current();
  },
  /** Loads the cart once per page (again when `force`). */
  load(force = false): Promise<ShoppingCart> {
    if (loading && !force) return loading;
    const previous = current();
    if (previous.status === 'idle' || previous.status === 'error') publish({ ...previous, status: 'loading', error: null });
    loading = change(() => getData(CART_API.cart, { retries: 1, ...cartCall() })).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  },
  add(productId: string, variantId: string, quantity: number): Promise<ShoppingCart> {
    return change(() => postData(CART_API.entries, { json: true, ...cartCall(), data: { productId, variantId, quantity } }));
  },
  setQuantity(entryId: string, quantity: number): Promise<ShoppingCart> {
    return change(() => putData(CART_API.entry(entryId), { json: true, ...cartCall(), data: { quantity } }));
  },
  remove(entryId: string): Promise<ShoppingCart> {
    return change(() => deleteData(CART_API.entry(entryId), cartCall()));
  },
  applyCoupon(code: string): Promise<ShoppingCart> {
    return change(() => postData(CART_API.coupons, { json: true, ...cartCall(), data: { code } }));
  },
  removeCoupon(code: string): Promise<ShoppingCart> {
    return change(() => deleteData(CART_API.coupon(code), cartCall()));
  },
  /** Where the cart ships to and/or the shipping option; the server computes shipping and tax. */
  setShipping(shipping: { location?: ShippingLocation; optionId?: string }): Promise<ShoppingCart> {
    return change(() => putData(CART_API.shipping, { json: true, ...cartCall(), data: shipping }));
  },
  /**
   * Starts the page's cart from the one the server drew the page with (fetched for this visitor
   * while rendering), so blocks do not fetch it again. Only before anything loaded it; nobody is
   * notified: readers that already rendered read it again when they subscribe.
   */
  adoptServerCart(cart: ShoppingCart): void {
    if (current().status !== 'idle' || loading) return;
    changed = { status: 'ready', cart, error: null };
    loading = Promise.resolve(cart);
  },
  /** Forgets the cart (tests). */
  reset(): void {
    loading = null;
    changed = null;
  },
};

/**
 * A subscription product gets a cart of its own; resolves with the one-time code that hands it
 * to subscription checkout (posted there: checkout-handoff.ts). Its token never reaches the page.
 */
export async function createSubscriptionCart(productId: string, variantId: string): Promise<string> {
  const reply = await postData<{ checkoutCode?: unknown }>(CART_API.subscriptionCart, { json: true, data: { productId, variantId } });
  if (!reply || typeof reply.checkoutCode !== 'string') throw new Error(cartText('unreadable'));
  return reply.checkoutCode;
}

/** The one-time code that hands the page's cart to the order review on the site API (checkout-handoff.ts). */
export async function requestCheckoutCode(): Promise<string> {
  const reply = await postData<{ code?: unknown }>(CART_API.checkoutCode, { json: true, ...cartCall(), data: {} });
  if (!reply || typeof reply.code !== 'string') throw new Error(cartText('unreadable'));
  return reply.code;
}

/** Loads one product from the site API through the zod product model. */
export async function fetchProduct(productId: string): Promise<Product> {
  const product = readProductReply(await getData<{ product?: unknown }>(CART_API.product(productId), { retries: 1 }));
  if (!product) throw new Error(productText('unreadable', { id: productId }));
  return product;
}

/** The blocks that show the page's cart. */
export const CART_BLOCK_TAGS: readonly string[] = ['ss-cart', 'ss-cart-count'];

const followed = new WeakSet<Document>();

/**
 * Server-drawn cart blocks still waiting to hydrate show the cart the server drew: when the cart
 * changes (an add in a product block), they hydrate at once (their code is fetched if needed) so
 * they show it. Set up once per document by every block module that can change or show the cart.
 */
export function hydrateCartBlocksOnChange(doc: Document = document, tags: readonly string[] = CART_BLOCK_TAGS): void {
  if (followed.has(doc)) return;
  followed.add(doc);
  doc.addEventListener(CART_CHANGE_EVENT, () => {
    for (const host of Array.from(doc.querySelectorAll(tags.join(',')))) hydrateNow(host);
  });
}
