import type { GalleryDesign, SlideshowTransition } from './gallery-block-data.js';
import { swipeStep } from './gallery-interaction.js';
import { newSwipeDragOffset, newSwipeReleaseStep, type NewSwipeBoundaries } from './new-swipe.js';

/**
 * Swipes in a gallery (spec 03 §4 swipe, §5 new-swipe, §9): which transitions let the slide follow
 * the finger, how far it follows, and which step a released drag makes.
 */

export interface GallerySwipeConfig {
  design: GalleryDesign;
  transition: SlideshowTransition;
  newSwipeBoundaries: NewSwipeBoundaries;
  newSwipeSnapPoints: readonly number[];
}

const isNewSwipe = (config: GallerySwipeConfig) => config.design === 'slideshow' && config.transition === 'new-swipe';

/** The slideshow's swipe and new-swipe transitions move the current slide with the finger while it drags. */
export function followsFinger(config: GallerySwipeConfig): boolean {
  return config.design === 'slideshow' && (config.transition === 'swipe' || config.transition === 'new-swipe');
}

/**
 * How far the slide follows a horizontal drag of `dx` px: all of it, except with new-swipe at an end
 * of the gallery (`ends`, from galleryEnds), where the block data's boundary holds or damps it.
 */
export function swipeDragOffset(config: GallerySwipeConfig, dx: number, ends: { atStart: boolean; atEnd: boolean }): number {
  return isNewSwipe(config) ? newSwipeDragOffset(dx, ends, config.newSwipeBoundaries) : dx;
}

/**
 * The step a released drag makes: -1 previous, 1 next, 0 stay. New-swipe moves past its snap
 * points; every other design and transition on a drag of half the slide. A fast swipe moves
 * either on a mobile viewport (`mobileViewport`: at most 767 px wide, spec 03 §9).
 */
export function swipeReleaseStep(config: GallerySwipeConfig, dx: number, dy: number, durationMs: number, slideWidth: number, mobileViewport: boolean): -1 | 0 | 1 {
  return isNewSwipe(config)
    ? newSwipeReleaseStep(dx, dy, durationMs, slideWidth, config.newSwipeSnapPoints, mobileViewport)
    : swipeStep(dx, dy, durationMs, slideWidth, mobileViewport);
}
