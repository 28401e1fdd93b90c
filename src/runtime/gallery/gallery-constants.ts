import { GALLERY_MOBILE_MAX_WIDTH, isGalleryMobileWidth } from '../catalog/breakpoints.js';
/**
 * Gallery layout and behaviour constants, spec 03 §9 (and the autoplay defaults of spec 03 §4,
 * spec 02 §9).
 */

/** Spec 03 §4: autoplay advances every timeout, default 5000 ms. */
export const AUTOPLAY_DEFAULT_TIMEOUT_MS = 5000;
/** Spec 02 §9: autoplay resumes 1000 ms after the pointer leaves. */
export const AUTOPLAY_RESUME_DELAY_MS = 1000;
/**
 * The soonest a slideshow the server drew advances after its code takes over, however long its
 * first slide has shown (not in the spec: nothing moves the moment the block starts to work;
 * one second, as long as the resume delay).
 */
export const AUTOPLAY_FIRST_ADVANCE_MIN_MS = 1000;

/** Spec 03 §9: resize debounce for gallery layouts. */
export const GALLERY_RESIZE_DEBOUNCE_MS = 100;

/** Spec 03 §9 carousel: 3 per row, gutter 1 %; 2 per row under 480 px, 3 under 724 px. */
export const CAROUSEL_SLIDES_PER_ROW = 3;
export const CAROUSEL_GUTTER_PERCENT = 1;

/** Spec 03 §9 autogrid and autocolumns: column width 250, gutter 0, behaviour min. */
export const AUTO_COLUMN_WIDTH = 250;
export const AUTO_COLUMN_GUTTER = 0;

/** Spec 03 §9 autorows: row height 250, gutter 20. */
export const AUTOROWS_ROW_HEIGHT = 250;
export const AUTOROWS_GUTTER = 20;

/** Spec 03 §9 grid: 4 per row, padding 20. */
export const GRID_SLIDES_PER_ROW = 4;
export const GRID_PADDING = 20;

/** Spec 03 §9 stacked: speed 1 s, preload 1, fade, click next, auto height. */
export const STACKED_SPEED_MS = 1000;
export const STACKED_PRELOAD = 1;

/** Spec 03 §9 strip: speed 0.5 s, preload 1, alignment middle, vSize 10. */
export const STRIP_SPEED_MS = 500;
export const STRIP_PRELOAD = 1;
export const STRIP_DEFAULT_VSIZE = 10;

/**
 * Designs spec 03 §9 gives no speed of their own (carousel groups) move at the platform's default
 * animation duration, spec 02 §9: 0.3 s.
 */
export const DEFAULT_GALLERY_SPEED_MS = 300;

/** Spec 03 §9: ken burns zoom. */
export const KEN_BURNS_ZOOM = 1.075;

/** Spec 03 §9: default slider aspect ratio 50 (height as a percentage of width). */
export const SLIDER_ASPECT_PERCENT = 50;

/** Spec 03 §9: overlay meta overflows past 90 % of the height, then takes 40 %. */
export const META_OVERFLOW_THRESHOLD = 0.9;
export const META_OVERFLOW_HEIGHT = 0.4;

/** Spec 03 §9: thumbnail video width uses 16:9. */
export const THUMBNAIL_VIDEO_RATIO = 16 / 9;

/** Spec 03 §2: mobile up to 432 px wide, desktop from 433 px (the breakpoint catalogue says why it differs from spec 01 §9's 428). */
export function isMobileWidth(viewportWidth: number): boolean {
  return isGalleryMobileWidth(viewportWidth);
}

/**
 * The same rule as a media query: its width is the viewport's, scrollbar included, as innerWidth's.
 * Browsers answer a media query without laying the page out, where reading innerWidth on a phone
 * lays out the whole page first.
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${GALLERY_MOBILE_MAX_WIDTH}px)`;
