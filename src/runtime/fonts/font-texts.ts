import { textLookup } from '../i18n/text-lookup.js';
import { UNABLE_TO_LOAD_FONTS_MESSAGE } from './web-fonts.js';

/** Visitor-facing texts of web-font loading (catalogue keys `fonts.*`), spec 02 §8 verbatim. */
export const FONTS_TEXTS = Object.freeze({
  unableToLoad: UNABLE_TO_LOAD_FONTS_MESSAGE,
} as const);

export const fontsText = /* @__PURE__ */ textLookup('fonts.', FONTS_TEXTS);
