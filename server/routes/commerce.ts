import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { shoppingCartSchema } from '../../src/runtime/commerce/cart-schema.js';
import { CART_HEADER_NAME, CART_TOKEN_PATTERN, GOTO_CHECKOUT_PATH, SESSION_EXPIRED_MESSAGE, canGoToCheckout } from '../../src/runtime/commerce/checkout-routes.js';
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
  removeCoupon,
  removeEntry,
  setEntryQuantity,
  replaceShippingAndTax,
  setShipping,
  storeShippingAndTax,
} from '../commerce/cart-service.js';
import { PRODUCT_PRICE_MAX_CENTS } from '../../src/runtime/commerce/commerce-validation.js';
import { isValidUsZip } from '../../src/runtime/commerce/commerce-validation.js';
import { INVALID_US_ZIP_MESSAGE } from '../../src/runtime/forms/form-validation.js';
import { seedCatalogue } from '../commerce/catalogue-seed.js';
import { noCartPage, orderPlacedPage, orderReviewPage, referenceCheckoutPage } from '../commerce/checkout-page.js';
import { cookieOrHeader } from '../origin-check.js';
import { checkCrumb, ensureCrumbCookie } from '../crumb.js';
import { HttpError, parseWith } from '../http-errors.js';
import { createOwnerCheck } from '../owner-auth.js';
import type { RouteDeps } from './route-deps.js';

/** The cart-token cookie: which cart is this visitor's. */
export const CART_COOKIE_NAME = 'ss_cart';
/** How long a cart is kept for a returning visitor. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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

/** The visitor's cart: its cookie, else (a page on another site) the cart header. */
const cartToken = (request: FastifyRequest) => cookieOrHeader(request, CART_COOKIE_NAME, CART_HEADER_NAME, CART_TOKEN_PATTERN);

function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https';
  reply.setCookie(CART_COOKIE_NAME, token, { path: '/', httpOnly: true, sameSite: secure ? 'none' : 'lax', secure, maxAge: CART_COOKIE_MAX_AGE_SECONDS });
}

/** Site API: catalogue, the visitor's cart and the owner's orders (under /api). */
export function registerCommerceRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  const currency = storeCurrency();
  const websiteId = process.env.WEBSITE_ID ?? null;
  const requireOwner = createOwnerCheck(deps.ownerToken);

  // Read back through the cart model: every spec 02 §3 attribute is present with its default.
  const cartReply = async (token: string | undefined) => ({
    cart: shoppingCartSchema.parse(await buildCart(db, await findOpenCart(db, token), currency, websiteId)),
  });

  /** Runs a change on the visitor's open cart; 404 with a clear message when there is none. */
  const onOpenCart = async (request: FastifyRequest, work: (cart: NonNullable<Awaited<ReturnType<typeof findOpenCart>>>, tx: typeof db) => Promise<void>) => {
    const token = cartToken(request);
    await db.transaction(async (tx) => {
      const cart = await findOpenCart(tx, token, true);
      if (!cart) throw new HttpError(404, CART_NOT_FOUND_MESSAGE);
      await work(cart, tx as typeof db);
    });
    return cartReply(token);
  };

  api.get('/commerce/products', async () => ({ products: await listProducts(db) }));

  api.get('/commerce/products/:id', async (request) => {
    const params = parseWith(productParams, request.params, 'product id');
    return { product: await getProduct(db, params.id) };
  });

  api.get('/commerce/cart', async (request) => cartReply(cartToken(request)));

  api.post('/commerce/cart/entries', async (request, reply) => {
    const body = parseWith(addEntrySchema, request.body);
    const token = await db.transaction(async (tx) => addToCart(tx, await findOpenCart(tx, cartToken(request), true), now(), body));
    if (token !== cartToken(request)) setCartCookie(request, reply, token);
    return cartReply(token);
  });

  api.put('/commerce/cart/entries/:entryId', async (request) => {
    const { entryId } = parseWith(entryParams, request.params, 'cart entry');
    const body = parseWith(quantitySchema, request.body);
    return onOpenCart(request, (cart, tx) => setEntryQuantity(tx, cart, entryId, body.quantity));
  });

  api.delete('/commerce/cart/entries/:entryId', async (request) => {
    const { entryId } = parseWith(entryParams, request.params, 'cart entry');
    return onOpenCart(request, (cart, tx) => removeEntry(tx, cart, entryId));
  });

  api.post('/commerce/cart/coupons', async (request) => {
    const body = parseWith(couponSchema, request.body);
    return onOpenCart(request, (cart, tx) => applyCoupon(tx, cart, body.code));
  });

  api.delete('/commerce/cart/coupons/:code', async (request) => {
    const { code } = parseWith(couponParams, request.params, 'coupon');
    return onOpenCart(request, (cart, tx) => removeCoupon(tx, cart, code));
  });

  // Where the cart ships to and how: shipping cost and tax are computed from the store's rates.
  api.put('/commerce/cart/shipping', async (request) => {
    const body = parseWith(shippingSchema, request.body);
    return onOpenCart(request, (cart, tx) => setShipping(tx, cart, { location: body.location, optionId: body.optionId }));
  });

  // A subscription is bought on its own: a cart of one, handed to /checkout/subscribe by token.
  api.post('/commerce/subscription-cart', async (request) => {
    const body = parseWith(subscriptionSchema, request.body);
    const product = await getProduct(db, body.productId);
    if (!product.subscriptionPlan) throw new HttpError(400, NOT_A_SUBSCRIPTION_MESSAGE);
    const token = await db.transaction(async (tx) => {
      const cart = await createCart(tx, now(), 'subscription');
      return addToCart(tx, cart, now(), { ...body, quantity: 1 });
    });
    return { cartToken: token };
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
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.get(GOTO_CHECKOUT_PATH, async (request, reply) => {
    // From a page on another site: the cart arrives in the address; it becomes this site's cookie.
    const carried = (request.query as Record<string, unknown>).cartToken;
    if (typeof carried === 'string' && CART_TOKEN_PATTERN.test(carried) && (await findOpenCart(db, carried))) {
      setCartCookie(request, reply, carried);
      return reply.code(303).header('location', GOTO_CHECKOUT_PATH).header('cache-control', 'no-store').send();
    }
    const cart = await buildCart(db, await findOpenCart(db, cartToken(request)), currency, websiteId);
    if (!canGoToCheckout({ id: cart.id ?? null, entries: cart.entries ?? [] })) return html(reply, 200, noCartPage(SESSION_EXPIRED_MESSAGE));
    return html(reply, 200, orderReviewPage(cart, currency, ensureCrumbCookie(request, reply)));
  });

  app.post(GOTO_CHECKOUT_PATH, async (request, reply) => {
    try {
      checkCrumb(request, reply);
    } catch {
      return html(reply, 403, noCartPage(SESSION_EXPIRED_MESSAGE));
    }
    const token = cartToken(request);
    try {
      const placed = await db.transaction((tx) => placeOrder(tx, token ?? '', now(), currency, websiteId));
      if (!placed) return html(reply, 409, noCartPage(SESSION_EXPIRED_MESSAGE));
      return html(reply, 200, orderPlacedPage(placed.id, placed.cart, currency));
    } catch (error) {
      if (!(error instanceof SoldOutError)) throw error;
      const cart = await buildCart(db, await findOpenCart(db, token), currency, websiteId);
      return html(reply, 409, orderReviewPage(cart, currency, ensureCrumbCookie(request, reply), error.message));
    }
  });

  app.get('/checkout/subscribe', async (request, reply) => {
    const token = String((request.query as Record<string, unknown>).cartToken ?? '');
    const cart = await buildCart(db, await findOpenCart(db, token), currency, websiteId);
    const entry = cart.entries?.[0];
    if (!entry) return html(reply, 404, noCartPage(SESSION_EXPIRED_MESSAGE));
    const product = await getProduct(db, entry.productId);
    const price = formatMoney(entry.unitPriceCents, { currency });
    const wording = product.subscriptionPlan ? subscriptionWording(product.subscriptionPlan, price) : price;
    return html(reply, 200, referenceCheckoutPage('Subscription checkout', [`${entry.productName}: ${wording}.`]));
  });

  app.get('/checkout/donate', async (request, reply) => {
    const donatePageId = String((request.query as Record<string, unknown>).donatePageId ?? '');
    return html(reply, 200, referenceCheckoutPage('Donation checkout', [`Donation page: ${donatePageId || 'not given'}.`]));
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
      ]),
    );
  });
}
