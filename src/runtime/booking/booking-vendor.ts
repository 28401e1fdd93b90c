import type { PageContext } from '../context/page-context.js';
import { loadExternalScript } from '../dom/external-script.js';
import { signedInOnPage } from '../session/signed-in-state.js';

/**
 * The restaurant-booking vendor behind an adapter (spec 01 §4, §7 "restaurant-booking vendor
 * script"). The default vendor is OpenTable (opentable-vendor.ts, its reservation widget in a
 * frame); a page may instead name an adapter script that, loaded once per URL, calls
 * `window.__sitestackBookingReady(vendor)` with an object implementing `BookingVendor`.
 */
export interface BookingWidgetHandle {
  /** Settles when the widget has loaded (rejects when it cannot); absent means loaded at once. */
  readonly loaded?: Promise<void>;
  /** The block crossed the 850 px width (spec 01 §9): redraw wide or narrow. */
  resize?(wide: boolean): void;
  destroy(): void;
}

export interface BookingMountOptions {
  restaurantId: string;
  wide: boolean;
  /** The site's locale, e.g. "en-US". */
  locale: string;
}

export interface BookingVendor {
  mount(container: HTMLElement, options: BookingMountOptions): BookingWidgetHandle;
}

export const BOOKING_CALLBACK_NAME = '__sitestackBookingReady';
/** How long the vendor script (or its widget frame) may take before the block shows its fallback. */
export const BOOKING_SCRIPT_TIMEOUT_MS = 30_000;

/**
 * Spec 01 §4 / §6: the booking block is preview only for logged-in users, the login state read
 * as the spec says (signedInOnPage: in the editor frame, the top window's login helper; without
 * a window, a server, the page's own account).
 */
export function isBookingPreviewOnly(context: Pick<PageContext, 'authenticatedAccount'>, win: Window | null = null): boolean {
  return signedInOnPage(context, win);
}

export function loadBookingVendor(scriptUrl: string, timeoutMs: number = BOOKING_SCRIPT_TIMEOUT_MS): Promise<BookingVendor> {
  return loadExternalScript<unknown>(scriptUrl, { timeoutMs, callbackName: BOOKING_CALLBACK_NAME }).then((vendor) => {
    if (typeof vendor !== 'object' || vendor === null || typeof (vendor as BookingVendor).mount !== 'function') {
      throw new Error('Sitestack: the booking script called back without a booking vendor.');
    }
    return vendor as BookingVendor;
  });
}
