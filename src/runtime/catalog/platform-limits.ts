/** Spec 03 §9 "Platform-wide" limits, as typed constants. */
export const PLATFORM_LIMITS = Object.freeze({
  maxBlocksPerLayout: 60,
  maxTracksInAlbum: 60,
  maxItemsInUserOrderableCollection: 250,
  maxProductsInCollection: 200,
  nestedCategoriesLimit: 10000,
  photoSharingMaxGalleryCount: 20,
  photoSharingGallerySize: 50,
  tagLength: 50,
  categoryLength: 25,
  /** 1 MB is 1,000,000 bytes. */
  bytesPerMegabyte: 1_000_000,
  /** The captcha is compact below this width (px). */
  captchaCompactBelowPx: 320,
  chunkLoadTimeoutMs: 120_000,
} as const);

/** 1 MB is 1,000,000 bytes (spec 03 §9): `formatMegabytes(2_500_000) === 2.5`. */
export function bytesToMegabytes(bytes: number): number {
  return bytes / PLATFORM_LIMITS.bytesPerMegabyte;
}
