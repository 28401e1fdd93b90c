/**
 * Visibility animations (spec 02 §4 "Visibility animations", §9): overlays and dialogs show and
 * hide with a fade, a scale (hidden at 0.94) or an expand/collapse, 0.3 s by default; a scroll is
 * over 300 ms after its last scroll event. Durations stay within the design tokens' 0-600 ms
 * (spec 01 §9) and are 0 when the visitor asked for reduced motion.
 */
import { designDuration } from '../catalog/breakpoints.js';
import { clock } from '../time/clock.js';

/** Spec 02 §9: the default show/hide duration. */
export const VISIBILITY_ANIMATION_DEFAULT_MS = 300;
/** Spec 02 §9: the scale a scale-hide ends at (and a scale-show starts from). */
export const VISIBILITY_HIDDEN_SCALE = 0.94;
/** Spec 02 §4: a scroll has ended once no scroll event came for this long. */
export const SCROLL_END_DELAY_MS = 300;

export type VisibilityAnimationKind = 'fade' | 'scale' | 'expand';
export type VisibilityDirection = 'show' | 'hide';

export interface VisibilityKeyframe {
  opacity?: number;
  transform?: string;
  /** For expand/collapse: the height, `0px` or the element's own (`auto` is not animatable: measured). */
  height?: string;
  /** For expand/collapse: a collapsed element has no padding either (the open frame keeps its own). */
  paddingTop?: string;
  paddingBottom?: string;
}

/**
 * The keyframes of a show or hide (spec 02 §4): fade 0 → 1, scale 0.94 and transparent → 1, expand
 * 0 px (and no padding) → the element's border-box height (`fullHeightPx`, its own padding); a hide
 * runs the same frames backwards.
 */
export function visibilityKeyframes(kind: VisibilityAnimationKind, direction: VisibilityDirection, fullHeightPx = 0): VisibilityKeyframe[] {
  const frames: VisibilityKeyframe[] =
    kind === 'fade'
      ? [{ opacity: 0 }, { opacity: 1 }]
      : kind === 'scale'
        ? [
            { opacity: 0, transform: `scale(${VISIBILITY_HIDDEN_SCALE})` },
            { opacity: 1, transform: 'scale(1)' },
          ]
        : [{ height: '0px', paddingTop: '0px', paddingBottom: '0px' }, { height: `${Math.max(0, fullHeightPx)}px` }];
  return direction === 'show' ? frames : frames.reverse();
}

/** The duration to animate with: the spec's 0.3 s unless given, clamped to 0-600 ms, 0 for reduced motion. */
export function visibilityDuration(durationMs: number = VISIBILITY_ANIMATION_DEFAULT_MS, reducedMotion = false): number {
  return designDuration(durationMs, { reducedMotion, fallbackMs: VISIBILITY_ANIMATION_DEFAULT_MS });
}

/**
 * Calls `ended` once scrolling has stopped for {@link SCROLL_END_DELAY_MS} (spec 02 §4): every
 * scroll event restarts the wait. Returns the function that stops listening.
 */
export function onScrollEnd(target: EventTarget, ended: () => void): () => void {
  let timer: ReturnType<typeof clock.setTimeout> | null = null;
  const onScroll = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = null;
      ended();
    }, SCROLL_END_DELAY_MS);
  };
  target.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    target.removeEventListener('scroll', onScroll);
    if (timer !== null) clock.clearTimeout(timer);
  };
}

/** The id of every show/hide animation, so a new one replaces the one before on the same element. */
export const VISIBILITY_ANIMATION_ID = 'ss-visibility';

export interface VisibilityAnimationOptions {
  /** Default 0.3 s (spec 02 §9). */
  durationMs?: number;
  /** The visitor asked for reduced motion: no animation, the element shows or hides at once. */
  reducedMotion?: boolean;
  /** For expand/collapse: the content's own height. */
  fullHeightPx?: number;
}

/**
 * Shows or hides `element` with a spec 02 §4 visibility animation through the Web Animations
 * API, and resolves once it has finished (at once with reduced motion, a 0 duration or no API;
 * a cancelled animation counts as finished). A show ends at the element's own styles; a hide
 * holds its last frame until the caller hides or removes the element, so nothing flashes back.
 * A new show or hide replaces one still running on the same element.
 */
export function animateVisibility(
  element: Element,
  kind: VisibilityAnimationKind,
  direction: VisibilityDirection,
  { durationMs, reducedMotion = false, fullHeightPx = 0 }: VisibilityAnimationOptions = {},
): Promise<void> {
  if (typeof element.getAnimations === 'function') {
    for (const running of element.getAnimations()) if (running.id === VISIBILITY_ANIMATION_ID) running.cancel();
  }
  const duration = visibilityDuration(durationMs, reducedMotion);
  if (duration === 0 || typeof element.animate !== 'function') return Promise.resolve();
  const animation = element.animate(visibilityKeyframes(kind, direction, fullHeightPx) as Keyframe[], {
    id: VISIBILITY_ANIMATION_ID,
    duration,
    easing: direction === 'show' ? 'ease-out' : 'ease-in',
    fill: direction === 'hide' ? 'forwards' : 'none',
  });
  return animation.finished.then(
    () => undefined,
    () => undefined,
  );
}
