import { fillPlaceholders, siteText } from '../i18n/site-text.js';
import { SESSION_EXPIRED_MESSAGE } from './checkout-routes.js';

/**
 * Every visitor-facing text of the commerce blocks (product, cart, cart count, money, donate
 * button), en-US, defined once. The i18n catalogue lists them under `product.*`, `cart.*`,
 * `cartCount.*`, `money.*` and `donateButton.*`; the blocks look them up through `siteText`, so
 * a site's `#ss-messages` translations replace them. Placeholders are `{name}`.
 */

export const PRODUCT_TEXTS = {
  addToCart: 'Add to cart',
  /** The button when the store settings turn on expressCheckout. */
  buyNow: 'Buy now',
  adding: 'Adding…',
  added: 'Added to cart.',
  subscribe: 'Subscribe',
  buyGiftCard: 'Buy gift card',
  soldOut: 'Sold out',
  sale: 'Sale',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  quickView: 'Quick view',
  closeQuickView: 'Close quick view',
  quantity: 'Quantity',
  chooseOption: 'Choose {option}',
  optionSoldOut: '{value} (Sold out)',
  loadFailed: 'This product could not be loaded.',
  unreadable: 'The product {id} could not be read.',
  invalid: 'This product cannot be shown.',
  imageUnavailable: 'Image unavailable',
  weight: 'Weight',
  dimensions: 'Dimensions',
  /** spec 02 §4 price display: varied prices show the lowest "from". */
  priceFrom: 'from {price}',
  /** spec 02 §5-backed add-to-cart checks (variant-selection.ts). */
  chooseOptions: 'Please select {options}.',
  optionsJoin: ' and ',
  notEnoughStockOne: 'Only 1 left in stock.',
  notEnoughStock: 'Only {count} left in stock.',
  invalidQuantity: 'Please enter a quantity of 1 or more.',
  /** spec 02 §4 subscription wording, indefinite and finite cycles. */
  subscriptionEvery: '{price} every {period}',
  subscriptionEveryFor: '{price} every {period} for {span}',
  week: 'week',
  weeks: '{count} weeks',
  weekSpan: '{count} week',
  month: 'month',
  months: '{count} months',
  monthSpan: '{count} month',
  year: 'year',
  years: '{count} years',
  yearSpan: '{count} year',
  /** spec 02 §4 workflow labels. */
  workflowAvailable: 'Available',
  workflowScheduled: 'Scheduled',
  workflowHidden: 'Hidden',
  workflowUnsupported: 'Unsupported',
} as const;

export const CART_TEXTS = {
  title: 'Shopping cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  loading: 'Loading your cart…',
  retry: 'Try again',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  shippingMethod: 'Shipping method',
  tax: 'Tax',
  taxRule: 'Tax ({name})',
  total: 'Total',
  checkout: 'Checkout',
  remove: 'Remove',
  quantity: 'Quantity',
  quantityOf: 'Quantity: {name}',
  decrease: 'Decrease quantity: {name}',
  increase: 'Increase quantity: {name}',
  regularPrice: 'Regular price',
  coupon: 'Coupon code',
  applyCoupon: 'Apply',
  removeCoupon: 'Remove coupon',
  updated: 'Cart updated.',
  sessionExpiredTitle: 'Cannot continue to checkout',
  /** spec 02 §2, verbatim. */
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  shippingEstimate: 'Shipping and tax estimate',
  shippingTo: 'Estimated for {place}.',
  country: 'Country',
  region: 'State or region',
  postalCode: 'ZIP or postal code',
  updateEstimate: 'Update estimate',
  noShippingOption: 'We do not ship to this country yet.',
  free: 'Free',
  unreadable: 'The cart could not be read. Please reload the page.',
} as const;

export const CART_COUNT_TEXTS = {
  label: 'Cart',
  items: '{count} items',
  item: '1 item',
} as const;

export const MONEY_TEXTS = {
  invalid: 'Price unavailable',
} as const;

export const DONATE_BUTTON_TEXTS = {
  label: 'Donate',
  unavailable: 'Donations are not available here.',
} as const;

/** A text lookup: a key, its en-US text and placeholder values. */
export type TextLookup = (key: string, english: string, params?: Record<string, string | number>) => string;

/** The en-US lookup (the server, and runtime rules called without a site). */
export const englishText: TextLookup = (_key, english, params) => fillPlaceholders(english, params);

/** The page's lookup: the site's translation (`#ss-messages`), else en-US. */
export const pageText: TextLookup = (key, english, params) =>
  // Without a document (server-side rendering, node tests) there is no site catalogue to read.
  typeof document === 'undefined' ? fillPlaceholders(english, params) : siteText(key, english, params);

type Params = Record<string, string | number>;

export const productText = (name: keyof typeof PRODUCT_TEXTS, params?: Params, lookup: TextLookup = pageText) => lookup(`product.${name}`, PRODUCT_TEXTS[name], params);
export const cartText = (name: keyof typeof CART_TEXTS, params?: Params, lookup: TextLookup = pageText) => lookup(`cart.${name}`, CART_TEXTS[name], params);
export const cartCountText = (name: keyof typeof CART_COUNT_TEXTS, params?: Params) => pageText(`cartCount.${name}`, CART_COUNT_TEXTS[name], params);
export const moneyText = (name: keyof typeof MONEY_TEXTS) => pageText(`money.${name}`, MONEY_TEXTS[name]);
export const donateButtonText = (name: keyof typeof DONATE_BUTTON_TEXTS) => pageText(`donateButton.${name}`, DONATE_BUTTON_TEXTS[name]);
