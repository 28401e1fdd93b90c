/**
 * Where a box lies against the viewport: one rule for a block in view (on-screen.ts) and a block
 * near it (the loader, while the page arrives). Pure apart from reading layout, and free of the
 * clock, so the loader can carry it.
 */
import { LAZY_LOAD_MARGIN_PX } from '../media/lazy-load.js';

/**
 * Whether a box overlaps a viewport `viewportHeight` tall, grown by `margin` above and below (a box
 * with no size does not: a hidden block has none).
 */
export function isBoxInView(box: { top: number; bottom: number; width: number; height: number }, viewportHeight: number, margin = 0): boolean {
  return box.width > 0 && box.height > 0 && box.bottom > -margin && box.top < viewportHeight + margin;
}

/**
 * Whether `element` lies within the lazy-load margin (spec 01 §9) of its window's viewport now.
 * This reads layout: call it where the page is laid out anyway, in an animation frame.
 */
export function isNearViewport(element: Element): boolean {
  return isBoxInView(element.getBoundingClientRect(), innerHeight, LAZY_LOAD_MARGIN_PX);
}
