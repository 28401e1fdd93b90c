import type { GalleryDesign } from './gallery-block-data.js';
import { DEFAULT_GALLERY_SPEED_MS, STACKED_PRELOAD, STACKED_SPEED_MS, STRIP_PRELOAD, STRIP_SPEED_MS } from './gallery-constants.js';

/**
 * What each gallery design does differently (spec 03 §4, §9): which designs move between slides,
 * how fast, and how many neighbours of the current slide load at once.
 */

/** Spec 03 §4: the slideshow (stacked), slider (strip) and carousel show part of the gallery and move; the rest lay every slide out. */
export const SLIDING_DESIGNS: readonly GalleryDesign[] = ['slideshow', 'slider', 'carousel'];

export function isSlidingDesign(design: GalleryDesign): boolean {
  return SLIDING_DESIGNS.includes(design);
}

/**
 * Whether a design's drawing depends on the gallery's measured width. Spec 03 §9: only the
 * carousel's (slides per row at its width breakpoints, carouselSlidesPerRow); every other design
 * is laid out by CSS, so measuring it would only cost a layout and a second render.
 */
export function dependsOnGalleryWidth(design: GalleryDesign): boolean {
  return design === 'carousel';
}

/**
 * How long a move takes, in ms. Spec 03 §9: stacked 1 s, strip 0.5 s; a carousel group moves at
 * the default animation speed (spec 02 §9: 0.3 s). No motion when the visitor prefers reduced motion.
 */
export function gallerySpeedMs(design: GalleryDesign, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  if (design === 'slideshow') return STACKED_SPEED_MS;
  if (design === 'slider') return STRIP_SPEED_MS;
  return DEFAULT_GALLERY_SPEED_MS;
}

/**
 * How many slides on each side of the current one load at once. Spec 03 §9: stacked preload 1,
 * strip preload 1. Other designs load each slide as it comes near the viewport.
 */
export function galleryPreload(design: GalleryDesign): number {
  if (design === 'slideshow') return STACKED_PRELOAD;
  if (design === 'slider') return STRIP_PRELOAD;
  return 0;
}

/**
 * Whether slide `index` loads at once: it is the current slide or within `preload` of it, counted
 * around the ends (looping and autoplay both wrap, so the last slide is the first one's neighbour).
 */
export function isPreloadedSlide(index: number, current: number, count: number, preload: number): boolean {
  if (count <= 0 || index < 0 || index >= count) return false;
  const apart = Math.abs(index - current);
  return Math.min(apart, count - apart) <= preload;
}
