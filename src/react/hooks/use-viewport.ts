import { useSyncExternalStore } from 'react';
import { isMotionDisabledByQuery } from '../../runtime/gallery/autoplay.js';
import { MOBILE_MEDIA_QUERY } from '../../runtime/gallery/gallery-constants.js';
import { drawnAddress, pageAddress } from '../../runtime/blocks/drawn-address.js';

/**
 * What the gallery and its lightbox read from the browser window, as external stores: read while
 * rendering in the browser, with a fixed answer for a server render (desktop) that hydration then
 * corrects. The page's address is known to a server too: read from the block's own document.
 */

let mobileQuery: MediaQueryList | null = null;
const mobileList = (): MediaQueryList => (mobileQuery ??= window.matchMedia(MOBILE_MEDIA_QUERY));

function subscribeToMobile(notify: () => void): () => void {
  const list = mobileList();
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
}

/**
 * Spec 03 §2: a mobile viewport is at most 432 px wide. Asked of a media query, not innerWidth,
 * which on a phone lays the page out first (in the middle of hydration, say).
 */
export function isMobileViewport(): boolean {
  return mobileList().matches;
}

/** Spec 03 §2 as a store: follows resizes and rotations. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeToMobile, isMobileViewport, () => false);
}

const noChanges = () => () => undefined;

/**
 * Spec 03 §2: the query parameter nomotion=true turns autoplay off (read on every render): on a
 * server from the page it renders, while hydrating from the address the server drew for
 * (drawnAddress: the same picture), then from the page's own address.
 */
export function useMotionDisabledByQuery(host: Element): boolean {
  return useSyncExternalStore(
    noChanges,
    () => isMotionDisabledByQuery(pageAddress(host.ownerDocument).search),
    () => isMotionDisabledByQuery(drawnAddress(host).search),
  );
}
