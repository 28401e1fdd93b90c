import { textLookup } from '../i18n/text-lookup.js';

/**
 * Visitor-facing texts of the lightbox (catalogue keys `lightbox.*`), en-US: the spec 02 §2
 * default title 'Gallery' verbatim, the rest the product's own wording. Placeholders are `{name}`.
 */
export const LIGHTBOX_TEXTS = Object.freeze({
  /** Spec 02 §2: the lightbox's default title. */
  title: 'Gallery',
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
  showCaption: 'Show caption',
  hideCaption: 'Hide caption',
  /** The counter, "3 / 12". */
  counter: '{index} / {count}',
} as const);

export const lightboxText = /* @__PURE__ */ textLookup('lightbox.', LIGHTBOX_TEXTS);
