import { englishLookup, textLookup, type TextParams } from '../i18n/text-lookup.js';
import { SESSION_EXPIRED_MESSAGE } from './checkout-routes.js';
import { CART_BUNDLE_FAILED_MESSAGE } from './cart-bundle-message.js';

/**
 * Every visitor-facing text of the commerce blocks (product, cart, cart count, money, donate
 * button), en-US, defined once. The i18n catalogue lists them under `product.*`, `cart.*`,
 * `cartCount.*`, `money.*` and `donateButton.*`; the blocks look them up through the typed
 * lookups below, so a site's `#ss-messages` translations replace them. Placeholders are `{name}`.
 */

export const PRODUCT_TEXTS = Object.freeze({
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
} as const);

export const CART_TEXTS = Object.freeze({
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
  /** Spec 02 §8 "Other messages". */
  bundleFailed: CART_BUNDLE_FAILED_MESSAGE,
} as const);

export const CART_COUNT_TEXTS = Object.freeze({
  label: 'Cart',
  items: '{count} items',
  item: '1 item',
} as const);

export const MONEY_TEXTS = Object.freeze({
  invalid: 'Price unavailable',
} as const);

export const DONATE_BUTTON_TEXTS = Object.freeze({
  label: 'Donate',
  unavailable: 'Donations are not available here.',
} as const);

export const productText = /* @__PURE__ */ textLookup('product.', PRODUCT_TEXTS);
export const cartText = /* @__PURE__ */ textLookup('cart.', CART_TEXTS);
export const cartCountText = /* @__PURE__ */ textLookup('cartCount.', CART_COUNT_TEXTS);
export const moneyText = /* @__PURE__ */ textLookup('money.', MONEY_TEXTS);
export const donateButtonText = /* @__PURE__ */ textLookup('donateButton.', DONATE_BUTTON_TEXTS);

/** The product texts always in en-US: the site API's answers, and runtime rules called without a page. */
export const englishProductText = /* @__PURE__ */ englishLookup(productText);

/** How rules that word prices and stock take their texts: `productText` on a page, else en-US. */
export type ProductTextLookup = (name: keyof typeof PRODUCT_TEXTS, params?: TextParams) => string;
