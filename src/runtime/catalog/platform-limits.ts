/**
 * Spec 03 §9 limits, every one the spec lists, each in one place. Named constants, so each chunk
 * carries only its own; `PLATFORM_LIMITS` names them all for what reads them by name (the site
 * API, which has no bundle to keep small).
 */

/** Spec 03 §9 platform-wide: max blocks per layout. */
export const LAYOUT_BLOCK_LIMIT = 60;
/** Spec 03 §9 platform-wide: max tracks in an album. */
export const ALBUM_TRACK_LIMIT = 60;
/** Spec 03 §9 platform-wide: max items in a user-orderable collection. */
export const ORDERABLE_COLLECTION_ITEM_LIMIT = 250;
/** Spec 03 §9 platform-wide: max products in a collection. */
export const COLLECTION_PRODUCT_LIMIT = 200;
/** Spec 03 §9 platform-wide: nested categories limit. */
export const NESTED_CATEGORY_LIMIT = 10_000;
/** Spec 03 §9 platform-wide: a photo-sharing source gives at most 20 galleries ... */
export const PHOTO_SHARING_GALLERY_LIMIT = 20;
/** ... of at most 50 photos each. */
export const PHOTO_SHARING_GALLERY_SIZE = 50;
/** Spec 03 §9 (and §5): a tag is at most 50 characters. */
export const TAG_MAX_LENGTH = 50;
/** Spec 03 §9 (and §5): a category is at most 25 characters. */
export const CATEGORY_MAX_LENGTH = 25;
/** Spec 03 §9: 1 MB is 1,000,000 bytes. */
export const BYTES_PER_MEGABYTE = 1_000_000;
/** Spec 03 §9: the captcha is compact below this container width (px). */
export const CAPTCHA_COMPACT_BELOW_PX = 320;
/** Spec 03 §9: chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Every spec 03 §9 platform-wide limit by name. */
export const PLATFORM_LIMITS = /*#__PURE__*/ Object.freeze({
  maxBlocksPerLayout: LAYOUT_BLOCK_LIMIT,
  maxTracksInAlbum: ALBUM_TRACK_LIMIT,
  maxItemsInUserOrderableCollection: ORDERABLE_COLLECTION_ITEM_LIMIT,
  maxProductsInCollection: COLLECTION_PRODUCT_LIMIT,
  nestedCategoriesLimit: NESTED_CATEGORY_LIMIT,
  photoSharingMaxGalleryCount: PHOTO_SHARING_GALLERY_LIMIT,
  photoSharingGallerySize: PHOTO_SHARING_GALLERY_SIZE,
  tagLength: TAG_MAX_LENGTH,
  categoryLength: CATEGORY_MAX_LENGTH,
  bytesPerMegabyte: BYTES_PER_MEGABYTE,
  captchaCompactBelowPx: CAPTCHA_COMPACT_BELOW_PX,
  chunkLoadTimeoutMs: CHUNK_LOAD_TIMEOUT_MS,
} as const);

/**
 * The words a refusal gives when `count` things are more than a limit allows, or null within it:
 * 'A layout holds at most 60 blocks (61 given).'
 */
export function overLimitMessage(count: number, limit: number, what: { whole: string; parts: string }): string | null {
  return count > limit ? `${what.whole} holds at most ${limit} ${what.parts} (${count} given).` : null;
}
