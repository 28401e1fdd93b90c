/**
 * What a visitor's click or drag does in a gallery (spec 03 §4 strip, stacked, swipe; spec 03 §9).
 */

export type ActiveSlideClick = 'next' | 'previous' | 'none';
export type StackedClick = 'next' | 'previous' | 'split';

export type GalleryClickAction =
  | { kind: 'select'; index: number }
  | { kind: 'step'; delta: 1 | -1 }
  | { kind: 'navigate'; url: string }
  | { kind: 'none' };

/** Spec 03 §4 strip: a non-active slide becomes current; the active one goes next, previous or nothing. */
export function stripClickAction(clicked: number, current: number, activeClick: ActiveSlideClick = 'next'): GalleryClickAction {
  if (clicked !== current) return { kind: 'select', index: clicked };
  if (activeClick === 'next') return { kind: 'step', delta: 1 };
  if (activeClick === 'previous') return { kind: 'step', delta: -1 };
  return { kind: 'none' };
}

/**
 * Spec 03 §4 stacked: a click goes next, previous, or by pointer half (left previous, right
 * next); a slide's click-through URL navigates instead.
 */
export function stackedClickAction(mode: StackedClick, pointerX: number, width: number, clickThroughUrl: string | null): GalleryClickAction {
  const url = clickThroughUrl ? safeClickThroughUrl(clickThroughUrl) : null;
  if (url) return { kind: 'navigate', url };
  if (mode === 'previous') return { kind: 'step', delta: -1 };
  if (mode === 'split' && width > 0 && pointerX < width / 2) return { kind: 'step', delta: -1 };
  return { kind: 'step', delta: 1 };
}

/**
 * A click-through URL the page may follow: http(s), mailto, tel or relative; never script. A
 * relative one stays as written, for the browser to resolve against the page: a server drawing
 * the page (or a static render that never knew its address) writes the same link the browser does.
 */
export function safeClickThroughUrl(url: string): string | null {
  const text = url.trim();
  if (!text) return null;
  try {
    const parsed = new URL(text, 'https://relative.invalid/');
    if (!['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol)) return null;
    return /^[a-z][a-z\d+.-]*:/i.test(text) ? parsed.href : text;
  } catch {
    return null;
  }
}

/** Spec 03 §9 swipe: 50 px within 250 ms for touch swipes; the drag axis locks after 10 px. */
export const SWIPE_MIN_DISTANCE_PX = 50;
export const SWIPE_MAX_DURATION_MS = 250;
export const SWIPE_AXIS_LOCK_PX = 10;
/**
 * Spec 03 §9 swipe: "mobile breakpoint 767 px". Read with the rest of its line ("50 px within
 * 250 ms for touch swipes"): the quick flick is the mobile swipe, and it counts on a viewport at
 * most 767 px wide. On a wider one (a tablet from 768 px, a touch laptop) a touch drag still moves
 * a slide when it is long enough, half the slide (spec 03 §4: "a fast or long-enough drag moves
 * one slide"), so no touch visitor is left without swipes. Not the gallery's 432 px mobile layout
 * (spec 03 §2), another rule: a 600 px viewport is desktop for the gallery's layout and mobile
 * for swipes.
 */
export const SWIPE_MOBILE_BREAKPOINT = 767;

/** Spec 03 §9: whether a viewport this wide (CSS px) takes mobile swipes (at most 767 px). */
export function isMobileSwipeViewport(viewportWidth: number): boolean {
  return viewportWidth <= SWIPE_MOBILE_BREAKPOINT;
}

/**
 * Spec 03 §9: a quick touch swipe, 50 px within 250 ms, on a mobile viewport (`mobileViewport`,
 * from {@link isMobileSwipeViewport}). On a wider viewport no flick counts as one.
 */
export function isFastSwipe(dx: number, durationMs: number, mobileViewport: boolean): boolean {
  return mobileViewport && Math.abs(dx) >= SWIPE_MIN_DISTANCE_PX && durationMs <= SWIPE_MAX_DURATION_MS;
}

export type DragAxis = 'x' | 'y' | null;

/** The axis a drag locks to once it has moved more than 10 px; null before that. */
export function dragAxis(dx: number, dy: number): DragAxis {
  if (Math.abs(dx) <= SWIPE_AXIS_LOCK_PX && Math.abs(dy) <= SWIPE_AXIS_LOCK_PX) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

/**
 * Spec 03 §4 swipe: a fast (50 px within 250 ms, on a mobile viewport: spec 03 §9) or long-enough
 * (half the slide) horizontal drag moves one slide: -1 (drag right, previous), 1 (drag left, next) or 0.
 */
export function swipeStep(dx: number, dy: number, durationMs: number, slideWidth: number, mobileViewport: boolean): -1 | 0 | 1 {
  if (dragAxis(dx, dy) !== 'x') return 0;
  const fast = isFastSwipe(dx, durationMs, mobileViewport);
  const long = slideWidth > 0 && Math.abs(dx) >= slideWidth / 2;
  if (!fast && !long) return 0;
  return dx < 0 ? 1 : -1;
}
