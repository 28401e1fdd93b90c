import type { PageContext } from '../context/page-context.js';
import { loadExternalScript } from './external-script.js';

/**
 * The restaurant-booking vendor behind an adapter (spec 01 §4, §7 "restaurant-booking vendor
 * script"): the vendor's adapter script, loaded once per URL, calls
 * `window.__sitestackBookingReady(vendor)` with an object implementing `BookingVendor`.
 */
export interface BookingWidgetHandle {
  destroy(): void;
}

export interface BookingVendor {
  mount(container: HTMLElement, options: { restaurantId: string; wide: boolean }): BookingWidgetHandle;
}

export const BOOKING_CALLBACK_NAME = '__sitestackBookingReady';
/** How long the vendor script may take before the block shows its fallback. */
export const BOOKING_SCRIPT_TIMEOUT_MS = 30_000;

/** Spec 01 §4 / §6: the booking block is preview only for logged-in users. */
export function isBookingPreviewOnly(context: Pick<PageContext, 'authenticatedAccount'>): boolean {
  return Boolean(context.authenticatedAccount);
}

export function loadBookingVendor(scriptUrl: string, timeoutMs: number = BOOKING_SCRIPT_TIMEOUT_MS): Promise<BookingVendor> {
  return loadExternalScript<unknown>(scriptUrl, { timeoutMs, callbackName: BOOKING_CALLBACK_NAME }).then((vendor) => {
    if (typeof vendor !== 'object' || vendor === null || typeof (vendor as BookingVendor).mount !== 'function') {
      throw new Error('Sitestack: the booking script called back without a booking vendor.');
    }
    return vendor as BookingVendor;
  });
}
