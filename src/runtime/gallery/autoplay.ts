import { AUTOPLAY_DEFAULT_TIMEOUT_MS } from './gallery-constants.js';

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
