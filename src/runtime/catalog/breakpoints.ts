/**
 * Viewport breakpoints and motion durations.
 *
 * Spec 01 §9 gives the site's breakpoints: mobile up to 428 px, then 768, 1024 and 1366; desktop
 * layouts change at 800 and 1024. Spec 03 §2 gives the gallery its own device split: mobile up to
 * 432 px, desktop from 433 px. The two are reconciled by scope, not merged: the gallery and its
 * lightbox decide "mobile" with the gallery's 432/433 pair (its designs were specified against it,
 * and a 430 px phone must get the mobile gallery), everything else uses the site's breakpoints.
 * Both live here, so no block writes a width of its own.
 */

/** Spec 01 §9: the site's viewport breakpoints, in px (each the upper bound of its band). */
export const SITE_BREAKPOINTS = Object.freeze({ mobile: 428, tablet: 768, laptop: 1024, desktop: 1366 } as const);
/** Spec 03 §2: the gallery's mobile viewports are at most 432 px wide; desktop from 433 px. */
export const GALLERY_MOBILE_MAX_WIDTH = 432;

export type ViewportBand = keyof typeof SITE_BREAKPOINTS | 'wide';

/** Spec 01 §9: the band a viewport width falls in (mobile ≤ 428 < tablet ≤ 768 < laptop ≤ 1024 < desktop ≤ 1366 < wide). */
export function viewportBand(width: number): ViewportBand {
  for (const [band, max] of Object.entries(SITE_BREAKPOINTS) as Array<[keyof typeof SITE_BREAKPOINTS, number]>) {
    if (width <= max) return band;
  }
  return 'wide';
}

/** Spec 03 §2: whether a viewport is a mobile one for the gallery (at most 432 px). */
export function isGalleryMobileWidth(width: number): boolean {
  return width <= GALLERY_MOBILE_MAX_WIDTH;
}

/** Spec 01 §9: the design tokens' durations run from 0 to 600 ms. */
export const DESIGN_DURATION_RANGE_MS = Object.freeze({ min: 0, max: 600 } as const);

/**
 * A motion duration a block may use: within the design tokens' 0-600 ms, 0 when the visitor asked
 * for reduced motion, and the fallback for what is not a finite number.
 */
export function designDuration(ms: number, options: { reducedMotion?: boolean; fallbackMs?: number } = {}): number {
  if (options.reducedMotion) return 0;
  const value = Number.isFinite(ms) ? ms : (options.fallbackMs ?? DESIGN_DURATION_RANGE_MS.min);
  return Math.min(DESIGN_DURATION_RANGE_MS.max, Math.max(DESIGN_DURATION_RANGE_MS.min, value));
}
