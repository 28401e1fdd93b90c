/**
 * Image width selection, spec 01 §5 "Image size": the smallest of the provider's stored widths
 * that covers the needed size times the device pixel ratio. The ratio is capped by dprMin and
 * dprMax and limited to 1 when data-saver is on and allowed.
 */

/** The widths the image provider stores, largest first (spec 01 §5). */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export interface PixelRatioOptions {
  /** `window.devicePixelRatio`; non-finite or non-positive values count as 1. */
  devicePixelRatio?: number;
  /** Lower cap on the ratio. */
  dprMin?: number | null;
  /** Upper cap on the ratio. */
  dprMax?: number | null;
  /** The visitor's data-saver setting (`navigator.connection.saveData`). */
  saveData?: boolean;
  /** Whether this image honours data-saver (configuration `allowSaveData`). Default: true. */
  allowSaveData?: boolean;
}

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The pixel ratio images are chosen for: capped by dprMin/dprMax, 1 under data-saver. */
export function effectivePixelRatio(options: PixelRatioOptions = {}): number {
  if (options.saveData && options.allowSaveData !== false) return 1;
  let ratio = positive(options.devicePixelRatio) ? options.devicePixelRatio : 1;
  if (positive(options.dprMax)) ratio = Math.min(ratio, options.dprMax);
  if (positive(options.dprMin)) ratio = Math.max(ratio, options.dprMin);
  return ratio;
}

/**
 * The stored width to request for an image shown `neededWidth` CSS pixels wide: the smallest
 * of {@link IMAGE_WIDTHS} at least `neededWidth × ratio`, or the largest when none is.
 * A needed width that is not a positive number asks for the smallest width.
 */
export function selectImageWidth(neededWidth: number, options: PixelRatioOptions = {}): ImageWidth {
  const needed = (positive(neededWidth) ? neededWidth : 0) * effectivePixelRatio(options);
  let chosen: ImageWidth = IMAGE_WIDTHS[0];
  for (const width of IMAGE_WIDTHS) if (width >= needed) chosen = width;
  return chosen;
}

/** The browser's pixel ratio and data-saver flag, read once per call (no globals in tests). */
export function currentPixelRatioOptions(): Pick<PixelRatioOptions, 'devicePixelRatio' | 'saveData'> {
  const connection = (globalThis.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined)?.connection;
  return { devicePixelRatio: globalThis.devicePixelRatio ?? 1, saveData: connection?.saveData === true };
}
