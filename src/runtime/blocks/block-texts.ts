import { textLookup } from '../i18n/text-lookup.js';
import { INVALID_IMAGE_SOURCE_MESSAGE } from '../media/image-source.js';
import { NOT_AN_IMAGE_MESSAGE } from '../media/load-image.js';

/**
 * Visitor-facing texts of the content blocks (image, button, links, embed, accordion, menu,
 * member pricing, summary, social feed), en-US, under catalogue keys named after each block.
 * Spec texts are verbatim (the image loader chooses its own); the rest are the product's own
 * wording. Placeholders are `{name}`.
 */
export const IMAGE_TEXTS = Object.freeze({
  notAnImage: NOT_AN_IMAGE_MESSAGE,
  invalidSource: INVALID_IMAGE_SOURCE_MESSAGE,
  unavailable: 'Image unavailable',
  pinIt: 'Pin it',
} as const);

export const EMBED_TEXTS = Object.freeze({
  activate: 'Load embedded content',
} as const);

export const BUTTON_TEXTS = Object.freeze({
  default: 'Learn more',
} as const);

export const LINK_TEXTS = Object.freeze({
  opensInNewWindow: '(opens in a new window)',
} as const);

export const ACCORDION_TEXTS = Object.freeze({
  /** An item whose `<summary>` is empty. */
  itemFallback: 'Item {index}',
} as const);

export const MENU_TEXTS = Object.freeze({
  /** The menu's tab list name when the page gives no `label`. */
  label: 'Menu',
  /** A menu section with neither `data-label` nor a heading. */
  sectionFallback: 'Menu {index}',
} as const);

export const MEMBER_PRICING_TEXTS = Object.freeze({
  label: 'Billing period',
  /** The name of a pricing option whose section has no data-option. */
  optionFallback: 'Option {index}',
} as const);

export const SUMMARY_TEXTS = Object.freeze({
  error: 'These items could not be loaded.',
} as const);

export const SOCIAL_FEED_TEXTS = Object.freeze({
  error: 'The latest posts could not be loaded.',
} as const);

export const imageText = /* @__PURE__ */ textLookup('image.', IMAGE_TEXTS);
export const embedText = /* @__PURE__ */ textLookup('embed.', EMBED_TEXTS);
export const buttonText = /* @__PURE__ */ textLookup('button.', BUTTON_TEXTS);
export const linkText = /* @__PURE__ */ textLookup('link.', LINK_TEXTS);
export const accordionText = /* @__PURE__ */ textLookup('accordion.', ACCORDION_TEXTS);
export const menuText = /* @__PURE__ */ textLookup('menu.', MENU_TEXTS);
export const memberPricingText = /* @__PURE__ */ textLookup('memberPricing.', MEMBER_PRICING_TEXTS);
export const summaryText = /* @__PURE__ */ textLookup('summary.', SUMMARY_TEXTS);
export const socialFeedText = /* @__PURE__ */ textLookup('socialFeed.', SOCIAL_FEED_TEXTS);
