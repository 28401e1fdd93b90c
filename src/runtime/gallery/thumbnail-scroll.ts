/**
 * Keeping the current thumbnail in view (spec 03 §9: scroll tween duration clamp 50 ms,
 * scroll-into-view offset 30 px; spec 03 §5 tween duration must be a finite number).
 */

export const SCROLL_INTO_VIEW_OFFSET_PX = 30;
export const SCROLL_TWEEN_MIN_MS = 50;
/** Spec 03 §8 tween error. */
export const TWEEN_DURATION_ERROR = 'Duration is not a finite number';

/** Spec 03 §5, §9: a tween's duration must be finite; it lasts at least 50 ms. */
export function scrollTweenDuration(ms: number): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new Error(TWEEN_DURATION_ERROR);
  return Math.max(SCROLL_TWEEN_MIN_MS, ms);
}

export interface ScrollBox {
  /** The item's start and size along the scroll axis, in the scroller's content coordinates. */
  itemStart: number;
  itemSize: number;
  /** The scroller's scroll position, visible size and scrollable size. */
  scroll: number;
  viewSize: number;
  contentSize: number;
}

/**
 * The scroll position that brings an item into view with 30 px to spare on the side it came
 * from, or null when it is already in view that way (or nothing scrolls).
 */
export function scrollIntoViewTarget({ itemStart, itemSize, scroll, viewSize, contentSize }: ScrollBox): number | null {
  const max = Math.max(0, contentSize - viewSize);
  if (max === 0) return null;
  let target: number | null = null;
  if (itemStart - SCROLL_INTO_VIEW_OFFSET_PX < scroll) target = itemStart - SCROLL_INTO_VIEW_OFFSET_PX;
  else if (itemStart + itemSize + SCROLL_INTO_VIEW_OFFSET_PX > scroll + viewSize) target = itemStart + itemSize + SCROLL_INTO_VIEW_OFFSET_PX - viewSize;
  if (target === null) return null;
  const clamped = Math.min(max, Math.max(0, target));
  return Math.abs(clamped - scroll) < 0.5 ? null : clamped;
}
