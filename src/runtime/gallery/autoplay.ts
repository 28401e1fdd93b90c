import { AUTOPLAY_DEFAULT_TIMEOUT_MS, AUTOPLAY_FIRST_ADVANCE_MIN_MS } from './gallery-constants.js';

/**
 * Autoplay rules, spec 03 §2 and §4: autoplay advances every timeout; it is paused while the
 * pointer is over the gallery (not on mobile), suspended while a video is showing, and off when
 * the query has nomotion=true. Reduced motion also keeps it off until the visitor presses play.
 */

/** Spec 03 §2: query parameter nomotion set to true disables autoplay. */
export function isMotionDisabledByQuery(search: string): boolean {
  return new URLSearchParams(search).get('nomotion')?.toLowerCase() === 'true';
}

/** Block data `autoplay-duration` is in seconds; anything not positive uses the default. */
export function autoplayTimeoutMs(durationSeconds: number | null | undefined): number {
  return typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0
    ? Math.round(durationSeconds * 1000)
    : AUTOPLAY_DEFAULT_TIMEOUT_MS;
}

/**
 * Spec 03 §4, autoplay advances every timeout: the first timeout counts from when the visitor
 * first saw the slide, `shownForMs` before the autoplay starts (a slideshow the server drew in the
 * first screen has shown its first slide since the page's first paint, while its code was still
 * on the way). So the first advance comes what is left of the timeout from now, but not sooner
 * than AUTOPLAY_FIRST_ADVANCE_MIN_MS, and never later than a whole timeout.
 */
export function firstAdvanceDelayMs(timeoutMs: number, shownForMs: number): number {
  const left = timeoutMs - Math.max(0, Number.isFinite(shownForMs) ? shownForMs : 0);
  return Math.min(timeoutMs, Math.max(AUTOPLAY_FIRST_ADVANCE_MIN_MS, left));
}

export interface AutoplayState {
  enabled: boolean;
  /** The visitor pressed pause (WAI-ARIA rotation control). */
  pausedByVisitor: boolean;
  hovered: boolean;
  focusWithin: boolean;
  isMobile: boolean;
  videoShowing: boolean;
  nomotion: boolean;
}

/** Whether the autoplay timer runs now. */
export function isAutoplayRunning(state: AutoplayState): boolean {
  if (!state.enabled || state.nomotion || state.pausedByVisitor || state.videoShowing) return false;
  if (state.hovered && !state.isMobile) return false;
  return !state.focusWithin;
}
