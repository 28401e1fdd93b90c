import { useSyncExternalStore } from 'react';
import { isMotionDisabledByQuery } from '../../runtime/gallery/autoplay.js';
import { isMobileWidth } from '../../runtime/gallery/gallery-constants.js';

/**
 * What the gallery and its lightbox read from the browser window, as external stores: read while
 * rendering in the browser, with a fixed answer for a server render (desktop, motion allowed) that
 * hydration then corrects.
 */

function subscribeToResize(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

/** Spec 03 §2: a mobile viewport is at most 432 px wide; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeToResize, () => isMobileWidth(window.innerWidth), () => false);
}

const noChanges = () => () => undefined;

/** Spec 03 §2: the query parameter nomotion=true turns autoplay off (read on every render). */
export function useMotionDisabledByQuery(): boolean {
  return useSyncExternalStore(noChanges, () => isMotionDisabledByQuery(location.search), () => false);
}
