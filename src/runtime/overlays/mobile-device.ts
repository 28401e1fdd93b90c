/**
 * "Mobile" for the popup overlay and the mobile information bar (spec 01 §9): a phone or tablet,
 * known from the browser's own client hint, else its user agent, else a coarse primary pointer.
 */
import { SITE_BREAKPOINTS } from '../catalog/breakpoints.js';

/** Spec 01 §9: the mobile information bar shows only up to this window width. */
export const MOBILE_INFO_BAR_MAX_WIDTH = SITE_BREAKPOINTS.laptop;

export interface DeviceSignals {
  /** `navigator.userAgentData?.mobile`, when the browser gives it. */
  clientHintMobile?: boolean;
  userAgent: string;
  /** `matchMedia('(pointer: coarse)').matches`. */
  coarsePointer: boolean;
}

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Silk|Kindle/i;

export function isMobileDevice(signals: DeviceSignals): boolean {
  if (signals.clientHintMobile === true) return true;
  if (MOBILE_USER_AGENT.test(signals.userAgent)) return true;
  return signals.coarsePointer && signals.clientHintMobile !== false;
}

/** This browser's signals. */
export function deviceSignals(win: Window = window): DeviceSignals {
  const nav = win.navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return {
    clientHintMobile: nav.userAgentData?.mobile,
    userAgent: nav.userAgent,
    coarsePointer: typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse)').matches,
  };
}

/**
 * Spec 01 §9: the mobile information bar shows only on mobile with a window at most 1024 wide,
 * and only when it has something to show (the site's settings may turn every item off).
 */
export function shouldShowMobileInfoBar(mobile: boolean, windowWidth: number, shownItems = 1): boolean {
  return mobile && windowWidth <= MOBILE_INFO_BAR_MAX_WIDTH && shownItems > 0;
}
