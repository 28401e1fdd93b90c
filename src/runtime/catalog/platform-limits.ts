/**
 * Spec 03 §9 limits the runtime enforces, each in one place; the modules that apply them import
 * them from here. Named constants rather than one object, so each chunk carries only its own.
 */

/** Spec 03 §9 platform-wide: max tracks in an album. */
export const ALBUM_TRACK_LIMIT = 60;
/** Spec 03 §9 (and §5): a tag is at most 50 characters. */
export const TAG_MAX_LENGTH = 50;
/** Spec 03 §9 (and §5): a category is at most 25 characters. */
export const CATEGORY_MAX_LENGTH = 25;
/** Spec 03 §9: the captcha is compact below this container width (px). */
export const CAPTCHA_COMPACT_BELOW_PX = 320;
/** Spec 03 §9: chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
