import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { shoppingCartSchema } from '../../src/runtime/commerce/cart-schema.js';
import { CART_HEADER_NAME, CHECKOUT_HANDOFF_PATH, GOTO_CHECKOUT_PATH, SESSION_EXPIRED_MESSAGE, SUBSCRIBE_CHECKOUT_PATH, canGoToCheckout } from '../../src/runtime/commerce/checkout-routes.js';
import { DEFAULT_MONEY_CURRENCY, formatMoney, isMoneyCurrency, type MoneyCurrency } from '../../src/runtime/commerce/money-format.js';
import { subscriptionWording } from '../../src/runtime/commerce/price-display.js';
import {
  MAX_LINE_QUANTITY,
  NOT_A_SUBSCRIPTION_MESSAGE,
  CART_NOT_FOUND_MESSAGE,
  SoldOutError,
  addToCart,
  applyCoupon,
  buildCart,
  createCart,
  findOpenCart,
  getProduct,
  listOrders,
  listProducts,
  placeOrder,
  reissueCartToken,
  removeCoupon,
  removeEntry,
  setEntryQuantity,
  replaceShippingAndTax,
  setShipping,
  storeShippingAndTax,
  type CartRef,
} from '../commerce/cart-service.js';
import { CART_PASS_PERIOD_MS, cartIdOfPass, cartPassFor, checkoutCodeFor, requestCartRef, setCartCookie, takeCheckoutCode } from '../commerce/cart-credentials.js';
import { PRODUCT_PRICE_MAX_CENTS } from '../../src/runtime/commerce/commerce-validation.js';
import { isValidUsZip } from '../../src/runtime/commerce/commerce-validation.js';
import { INVALID_US_ZIP_MESSAGE } from '../../src/runtime/forms/form-validation.js';
import { seedCatalogue } from '../commerce/catalogue-seed.js';
import { noCartPage, orderPlacedPage, orderReviewPage, referenceCheckoutPage } from '../commerce/checkout-page.js';
import { ownOriginOf } from '../origin-check.js';
import { shopAddress } from '../commerce/shop-address.js';
import { VISITOR_DATA_CACHE_CONTROL, markVisitorData } from '../visitor-data-caching.js';
import { checkCrumb, ensureCrumbCookie } from '../crumb.js';
import { HttpError, parseWith } from '../http-errors.js';
import { createOwnerCheck } from '../owner-auth.js';
import { nameReplyData, surrogateKeys } from '../pages/surrogate-keys.js';
import type { RouteDeps } from './route-deps.js';

export { CART_COOKIE_NAME } from '../commerce/cart-credentials.js';

/** The store currency (STORE_CURRENCY, one of the spec 02 §9 currencies; USD by default). */
export function storeCurrency(env: NodeJS.ProcessEnv = process.env): MoneyCurrency {
  const wanted = env.STORE_CURRENCY?.trim().toUpperCase();
  return wanted && isMoneyCurrency(wanted) ? wanted : DEFAULT_MONEY_CURRENCY;
}

const id = (what: string) => z.string().check(z.regex(/^[\w-]{1,100}$/, `${what} must be an id of letters, digits, - or _`));
const quantity = z.int().check(z.gte(1), z.lte(MAX_LINE_QUANTITY));
const addEntrySchema = z.strictObject({ productId: id('productId'), variantId: id('variantId'), quantity: z._default(quantity, 1) });
const quantitySchema = z.strictObject({ quantity });
const couponSchema = z.strictObject({ code: z.string().check(z.minLength(1), z.maxLength(40)) });
const entryParams = z.strictObject({ entryId: z.string().check(z.regex(/^\d{1,18}$/, 'entryId must be a cart entry number')) });
const productParams = z.strictObject({ id: id('product id') });
const couponParams = z.strictObject({ code: z.string().check(z.minLength(1), z.maxLength(40)) });
const subscriptionSchema = z.strictObject({ productId: id('productId'), variantId: id('variantId') });
const shippingSchema = z.strictObject({
  location: z.optional(
    z
      .strictObject({
        country: z.string().check(z.regex(/^[A-Z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code')),
        region: z._default(z.string().check(z.maxLength(60)), ''),
        postalCode: z._default(z.string().check(z.maxLength(12)), ''),
      })
      // spec 02 §5: a US zip is exactly 5 digits (an empty one is allowed: the estimate needs no zip).
      .check(z.refine((place) => place.country !== 'US' || place.postalCode === '' || isValidUsZip(place.postalCode), { message: INVALID_US_ZIP_MESSAGE, path: ['postalCode'] })),
  ),
  optionId: z.optional(id('optionId')),
});
const countryCode = () => z.string().check(z.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code'));
const settingsCents = () => z.int().check(z.gte(0), z.lte(PRODUCT_PRICE_MAX_CENTS));
const uniqueIds = (items: Array<{ id: string }>) => new Set(items.map((item) => item.id)).size === items.length;
/** The store's shipping and tax settings (owner): every option and rule, replacing the stored ones. */
const shippingSettingsSchema = z.strictObject({
  shippingOptions: z
    .array(
      z.strictObject({
        id: id('shipping option id'),
        name: z.string().check(z.minLength(1), z.maxLength(100)),
        costCents: settingsCents(),
        freeOverCents: z._default(z.nullable(settingsCents()), null),
        countries: z.array(countryCode()).check(z.minLength(1), z.maxLength(250)),
      }),
    )
    .check(z.maxLength(50), z.refine(uniqueIds, 'shipping option ids must be unique')),
  taxRules: z
    .array(
      z.strictObject({
        id: id('tax rule id'),
        name: z.string().check(z.minLength(1), z.maxLength(100)),
        country: countryCode(),
        region: z._default(z.string().check(z.maxLength(60)), ''),
        // 8875 is 8.875 %.
        rateMillipercent: z.int().check(z.gte(0), z.lte(100_000)),
        appliesToShipping: z._default(z.boolean(), false),
      }),
    )
    .check(z.maxLength(500), z.refine(uniqueIds, 'tax rule ids must be unique')),
});
const ordersQuery = z.object({ limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 100) });

const checkoutCodeBody = z.object({ code: z.string().check(z.maxLength(200)), from: z.optional(z.string().check(z.maxLength(2000))) });

/** The origin of the page a request comes from: an allowed page of another site, else this site. */
const pageOriginOf = (request: FastifyRequest, deps: RouteDeps) => deps.allowedOtherOrigin(request) ?? ownOriginOf(request.protocol, request.host);

/** Site API: catalogue, the visitor's cart and the owner's orders (under /api). */
export function registerCommerceRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  const currency = storeCurrency();
  const websiteId = process.env.WEBSITE_ID ?? null;
  const requireOwner = createOwnerCheck(deps.ownerToken);

  /** The visitor's cart: its cookie; else, from an allowed page of another site, its cart pass. */
  const cartRef = (request: FastifyRequest) => requestCartRef(request, deps.allowedOtherOrigin(request), now().getTime());

  /**
   * The `{ cart }` reply, read back through the cart model (every spec 02 §3 attribute is present
   * with its default). It is the visitor's own: never cached by a shared cache. An allowed page of
   * another site gets the cart's pass in the cart header (cart-credentials.ts): the same one while
   * it lasts, a fresh one once it is half-spent.
   */
  const cartReply = async (request: FastifyRequest, reply: FastifyReply, ref: CartRef | null) => {
    markVisitorData(reply);
    const cart = await findOpenCart(db, ref);
    const otherOrigin = deps.allowedOtherOrigin(request);
    if (cart && otherOrigin) {
      const presented = request.headers[CART_HEADER_NAME];
      const at = now().getTime();
      const keep = cartIdOfPass(presented, otherOrigin, at + CART_PASS_PERIOD_MS) === cart.id;
      reply.header(CART_HEADER_NAME, keep ? presented : cartPassFor(cart.id, otherOrigin, at));
    }
    return { cart: shoppingCartSchema.parse(await buildCart(db, cart, currency, websiteId)) };
  };

  /** Runs a change on the visitor's open cart; 404 with a clear message when there is none. */
  const onOpenCart = async (
    request: FastifyRequest,
    reply: FastifyReply,
    work: (cart: NonNullable<Awaited<ReturnType<typeof findOpenCart>>>, tx: typeof db) => Promise<void>,
  ) => {
    const ref = cartRef(request);
    await db.transaction(async (tx) => {
      const cart = await findOpenCart(tx, ref, true);
      if (!cart) throw new HttpError(404, CART_NOT_FOUND_MESSAGE);
      await work(cart, tx as typeof db);
    });
    return cartReply(request, reply, ref);
  };

  // Surrogate keys name the products a reply shows (server/pages/surrogate-keys.ts).
  api.get('/commerce/products', async (_request, reply) => {
    nameReplyData(reply, [surrogateKeys.products]);
    return { products: await listProducts(db) };
  });

  api.get('/commerce/products/:id', async (request, reply) => {
    const params = parseWith(productParams, request.params, 'product id');
    nameReplyData(reply, [surrogateKeys.product(params.id)]);
    return { product: await getProduct(db, params.id) };
  });

  api.get('/commerce/cart', async (request, reply) => cartReply(request, reply, cartRef(request)));

  api.post('/commerce/cart/entries', async (request, reply) => {
    const body = parseWith(addEntrySchema, request.body);
    const added = await db.transaction(async (tx) => addToCart(tx, await findOpenCart(tx, cartRef(request), true), now(), body));
    // A new cart's token goes to the visitor once, in the httpOnly cookie; the reply names its id.
    if (added.newToken) setCartCookie(request, reply, added.newToken);
    return cartReply(request, reply, { id: added.id });
  });

  api.put('/commerce/cart/entries/:entryId', async (request, reply) => {
    const { entryId } = parseWith(entryParams, request.params, 'cart entry');
    const body = parseWith(quantitySchema, request.body);
    return onOpenCart(request, reply, (cart, tx) => setEntryQuantity(tx, cart, entryId, body.quantity));
  });

  api.delete('/commerce/cart/entries/:entryId', async (request, reply) => {
    const { entryId } = parseWith(entryParams, request.params, 'cart entry');
    return onOpenCart(request, reply, (cart, tx) => removeEntry(tx, cart, entryId));
  });

  api.post('/commerce/cart/coupons', async (request, reply) => {
    const body = parseWith(couponSchema, request.body);
    return onOpenCart(request, reply, (cart, tx) => applyCoupon(tx, cart, body.code));
  });

  api.delete('/commerce/cart/coupons/:code', async (request, reply) => {
    const { code } = parseWith(couponParams, request.params, 'coupon');
    return onOpenCart(request, reply, (cart, tx) => removeCoupon(tx, cart, code));
  });

  // Where the cart ships to and how: shipping cost and tax are computed from the store's rates.
  api.put('/commerce/cart/shipping', async (request, reply) => {
    const body = parseWith(shippingSchema, request.body);
    return onOpenCart(request, reply, (cart, tx) => setShipping(tx, cart, { location: body.location, optionId: body.optionId }));
  });

  // The checkout hand-off from a page on another site (cart-credentials.ts): a code for the
  // visitor's cart that the page posts to CHECKOUT_HANDOFF_PATH on this site.
  api.post('/commerce/checkout-code', async (request, reply) => {
    markVisitorData(reply);
    const cart = await findOpenCart(db, cartRef(request));
    if (!cart) throw new HttpError(404, CART_NOT_FOUND_MESSAGE);
    return { code: checkoutCodeFor(cart.id, pageOriginOf(request, deps), now().getTime()) };
  });

  // A subscription is bought on its own: a cart of one, handed to /checkout/subscribe by a
  // checkout code the page posts there (its token is never shown).
  api.post('/commerce/subscription-cart', async (request, reply) => {
    markVisitorData(reply);
    const body = parseWith(subscriptionSchema, request.body);
    const product = await getProduct(db, body.productId);
    if (!product.subscriptionPlan) throw new HttpError(400, NOT_A_SUBSCRIPTION_MESSAGE);
    const added = await db.transaction(async (tx) => {
      const { cart } = await createCart(tx, now(), 'subscription');
      return addToCart(tx, cart, now(), { ...body, quantity: 1 });
    });
    return { checkoutCode: checkoutCodeFor(added.id, pageOriginOf(request, deps), now().getTime()) };
  });

  // The store's shipping options and tax rules: read and replaced by the owner.
  const shippingSettings = async () => {
    const { options, rules } = await storeShippingAndTax(db);
    return { shippingOptions: options, taxRules: rules };
  };
  api.get('/commerce/shipping-settings', { preHandler: requireOwner }, shippingSettings);
  api.put('/commerce/shipping-settings', { preHandler: requireOwner, config: { crumb: false } }, async (request) => {
    const body = parseWith(shippingSettingsSchema, request.body);
    await db.transaction((tx) => replaceShippingAndTax(tx, { options: body.shippingOptions, rules: body.taxRules }));
    return shippingSettings();
  });

  api.get('/commerce/orders', { preHandler: requireOwner }, async (request) => {
    const query = parseWith(ordersQuery, request.query, 'query');
    return { orders: await listOrders(db, query.limit) };
  });
}

/**
 * The pages a shopper is sent to (spec 02 §2): the reference order review at
 * /commerce/goto-checkout, and reference pages for subscription, donation and gift card
 * checkout. Also seeds the demo catalogue once the server is ready.
 */
export function registerCheckoutPages(app: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  const currency = storeCurrency();
  const websiteId = process.env.WEBSITE_ID ?? null;
  app.addHook('onReady', async () => seedCatalogue(db));

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', VISITOR_DATA_CACHE_CONTROL).send(body);
  /** The code a hand-off post carries (form-encoded), or undefined. */
  const postedCode = (request: FastifyRequest) => {
    const parsed = checkoutCodeBody.safeParse(request.body);
    return parsed.success ? parsed.data.code : undefined;
  };
  /**
   * Where "Back to the shop" goes (server/commerce/shop-address.ts): the `from` the page posted or
   * put in the address, else the Referer.
   */
  const shopOf = (request: FastifyRequest) => {
    const field = (source: unknown) => (source && typeof source === 'object' ? (source as Record<string, unknown>).from : undefined);
    const given = field(request.body) ?? field(request.query) ?? request.headers.referer;
    return shopAddress(given, { ownOrigin: ownOriginOf(request.protocol, request.host), siteOrigin: deps.siteOrigin, allowedOrigins: deps.allowedOrigins });
  };
  /** The visitor's cart on this site's own pages: the cart cookie only. */
  const cookieCart = (request: FastifyRequest) => requestCartRef(request, null);

  // From a page on another site (issue 46): the checkout code it was given for its cart, posted
  // here from that page. The cart gets a new token, which becomes this site's cookie; a code that
  // is forged, spent, expired or posted from another origin hands over nothing.
  app.post(CHECKOUT_HANDOFF_PATH, async (request, reply) => {
    const cartId = await takeCheckoutCode(db, postedCode(request), pageOriginOf(request, deps), now());
    const token = cartId ? await reissueCartToken(db, cartId) : null;
    if (!token) return html(reply, 409, noCartPage(SESSION_EXPIRED_MESSAGE, shopOf(request)));
    setCartCookie(request, reply, token);
    return reply.code(303).header('location', `${GOTO_CHECKOUT_PATH}?${new URLSearchParams({ from: shopOf(request) })}`).header('cache-control', VISITOR_DATA_CACHE_CONTROL).send();
  });

  app.get(GOTO_CHECKOUT_PATH, async (request, reply) => {
    const cart = await buildCart(db, await findOpenCart(db, cookieCart(request)), currency, websiteId);
    if (!canGoToCheckout({ id: cart.id ?? null, entries: cart.entries ?? [] })) return html(reply, 200, noCartPage(SESSION_EXPIRED_MESSAGE, shopOf(request)));
    return html(reply, 200, orderReviewPage(cart, currency, ensureCrumbCookie(request, reply), shopOf(request)));
  });

  app.post(GOTO_CHECKOUT_PATH, async (request, reply) => {
    try {
      checkCrumb(request, reply);
    } catch {
      return html(reply, 403, noCartPage(SESSION_EXPIRED_MESSAGE, shopOf(request)));
    }
    const ref = cookieCart(request);
    try {
      const placed = await db.transaction((tx) => placeOrder(tx, ref, now(), currency, websiteId));
      if (!placed) return html(reply, 409, noCartPage(SESSION_EXPIRED_MESSAGE, shopOf(request)));
      // The stock the product pages show changed (a last piece is now sold out).
      await deps.pages.invalidate([surrogateKeys.products, ...(placed.cart.entries ?? []).map((entry) => surrogateKeys.product(entry.productId))]);
      return html(reply, 200, orderPlacedPage(placed.id, placed.cart, currency, shopOf(request)));
    } catch (error) {
      if (!(error instanceof SoldOutError)) throw error;
      const cart = await buildCart(db, await findOpenCart(db, ref), currency, websiteId);
      return html(reply, 409, orderReviewPage(cart, currency, ensureCrumbCookie(request, reply), shopOf(request), error.message));
    }
  });

  // The subscription cart's code, posted by the page that made it (never a token in the address).
  app.post(SUBSCRIBE_CHECKOUT_PATH, async (request, reply) => {
    const cartId = await takeCheckoutCode(db, postedCode(request), pageOriginOf(request, deps), now());
    const cart = await buildCart(db, cartId ? await findOpenCart(db, { id: cartId }) : null, currency, websiteId);
    const entry = cart.entries?.[0];
    if (!entry) return html(reply, 404, noCartPage(SESSION_EXPIRED_MESSAGE, shopOf(request)));
    const product = await getProduct(db, entry.productId);
    const price = formatMoney(entry.unitPriceCents, { currency });
    const wording = product.subscriptionPlan ? subscriptionWording(product.subscriptionPlan, price) : price;
    return html(reply, 200, referenceCheckoutPage('Subscription checkout', [`${entry.productName}: ${wording}.`], shopOf(request)));
  });

  app.get('/checkout/donate', async (request, reply) => {
    const donatePageId = String((request.query as Record<string, unknown>).donatePageId ?? '');
    return html(reply, 200, referenceCheckoutPage('Donation checkout', [`Donation page: ${donatePageId || 'not given'}.`], shopOf(request)));
  });

  app.get('/checkout/giftcard', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const productId = String(query.giftCardProductId ?? '');
    const product = productId ? await listProducts(db, [productId]) : [];
    const sku = typeof query.sku === 'string' && query.sku ? query.sku : null;
    const variant = product[0]?.variants.find((v) => v.sku === sku);
    return html(
      reply,
      product[0] ? 200 : 404,
      referenceCheckoutPage('Gift card checkout', [
        product[0] ? `${product[0].name}${variant ? `: ${formatMoney(variant.price, { currency })}` : ''}.` : 'This gift card is not available.',
      ], shopOf(request)),
    );
  });
}
