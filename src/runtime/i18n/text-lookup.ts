import { fillPlaceholders, siteText } from './site-text.js';

/** Placeholder values of a text: `{ count: 3 }` fills `{count}`. */
export type TextParams = Readonly<Record<string, string | number>>;

/** One area's en-US texts by name, `{name}` placeholders, frozen and `as const`. */
export type AreaTexts = Readonly<Record<string, string>>;

/**
 * The typed lookup of one area's texts: `galleryText('nextSlide')` is the site's translation of
 * `gallery.nextSlide` (from `#ss-messages`), else the en-US text. A name the area does not have
 * fails the typecheck. It carries its key prefix and its texts, so the i18n catalogue
 * (message-catalogue.ts) is built from the same objects the blocks read.
 */
export interface TextLookup<P extends string = string, T extends AreaTexts = AreaTexts> {
  (name: keyof T & string, params?: TextParams): string;
  readonly prefix: P;
  readonly texts: T;
}

/**
 * The lookup of an area's texts under `prefix` (`'gallery.'`). Without a page (the site server,
 * node tests) or without a translation of the key, the en-US text; placeholders are filled either way.
 */
export function textLookup<P extends string, T extends AreaTexts>(prefix: P, texts: T): TextLookup<P, T> {
  const lookup = (name: keyof T & string, params?: TextParams) => siteText(`${prefix}${name}`, texts[name]!, params);
  return Object.assign(lookup, { prefix, texts });
}

/** The same texts always in en-US (what the site API answers with), placeholders filled. */
export function englishLookup<P extends string, T extends AreaTexts>(lookup: TextLookup<P, T>): TextLookup<P, T> {
  const english = (name: keyof T & string, params?: TextParams) => fillPlaceholders(lookup.texts[name]!, params);
  return Object.assign(english, { prefix: lookup.prefix, texts: lookup.texts });
}
