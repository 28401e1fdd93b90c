import { BOOKING_SCRIPT_TIMEOUT_MS, type BookingMountOptions, type BookingVendor, type BookingWidgetHandle } from './booking-vendor.js';
import { bookingText } from './booking-texts.js';
import { clock, type TimerHandle } from '../time/clock.js';

/**
 * OpenTable, the restaurant-booking vendor (spec 01 §4 "Restaurant booking block", §7
 * "restaurant-booking vendor script"). OpenTable's loader script writes its widget frame next to
 * itself, which cannot work inside a shadow root, so the adapter builds the same frame directly
 * from the block's settings: restaurant id, theme (wide above 850 px, spec 01 §9), language and
 * OpenTable domain.
 */
export const OPENTABLE_WIDGET_URL = 'https://www.opentable.com/widget/reservation/canvas';

/** What OpenTable's frame may do: run its widget, submit its form, open or go to its booking page. */
export const OPENTABLE_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/** OpenTable's widget themes and the size of their frames. */
export const OPENTABLE_THEMES = Object.freeze({
  standard: Object.freeze({ width: 224, height: 301 }),
  wide: Object.freeze({ width: 840, height: 350 }),
});
export type OpenTableTheme = keyof typeof OPENTABLE_THEMES;

/** The OpenTable sites a restaurant can be listed on (the `domain` parameter). */
export const OPENTABLE_DOMAINS = Object.freeze(['com', 'co.uk', 'ca', 'de', 'ie', 'com.au', 'com.mx', 'jp', 'nl', 'it', 'es', 'fr'] as const);
export type OpenTableDomain = (typeof OPENTABLE_DOMAINS)[number];

/** Restaurant ids at OpenTable are numbers ("rid"). */
export function isOpenTableRestaurantId(value: string): boolean {
  return /^\d{1,12}$/.test(value.trim());
}

const normaliseDomain = (value: string | null | undefined) => (value ?? '').trim().toLowerCase().replace(/^\./, '');

/** The OpenTable domain of a `vendor-domain` value; an empty or unknown value gives `com`. */
export function parseOpenTableDomain(value: string | null | undefined): OpenTableDomain {
  const domain = normaliseDomain(value);
  return (OPENTABLE_DOMAINS as readonly string[]).includes(domain) ? (domain as OpenTableDomain) : 'com';
}

/** Why a `vendor-domain` value cannot be used (null when it can, or when it is empty). */
export function openTableDomainProblem(value: string | null | undefined): string | null {
  const domain = normaliseDomain(value);
  if (domain === '' || (OPENTABLE_DOMAINS as readonly string[]).includes(domain)) return null;
  return `"${value}" is not an OpenTable domain (${OPENTABLE_DOMAINS.join(', ')}); using com`;
}

/** Spec 01 §9: the booking widget is wide above 850 px; narrower blocks use the standard theme. */
export function openTableTheme(wide: boolean): OpenTableTheme {
  return wide ? 'wide' : 'standard';
}

export interface OpenTableWidgetSettings {
  restaurantId: string;
  wide: boolean;
  locale: string;
  domain?: OpenTableDomain;
  /** The widget URL (a proxy or a test may replace OpenTable's own). */
  widgetUrl?: string | null;
}

/** The frame URL of OpenTable's reservation widget for a block's settings. */
export function openTableWidgetUrl(settings: OpenTableWidgetSettings, base: string = typeof location === 'undefined' ? 'https://localhost/' : location.href): string {
  const url = new URL(settings.widgetUrl?.trim() || OPENTABLE_WIDGET_URL, base);
  const params = url.searchParams;
  params.set('rid', settings.restaurantId.trim());
  params.set('type', 'standard');
  params.set('theme', openTableTheme(settings.wide));
  params.set('iframe', 'true');
  params.set('domain', settings.domain ?? 'com');
  params.set('lang', settings.locale);
  params.set('newtab', 'false');
  params.set('ot_source', 'Restaurant website');
  return url.href;
}

/**
 * The OpenTable vendor: each mount adds one frame; it counts as loaded on the frame's load event
 * and fails when that has not happened within `timeoutMs` (30 s, like the vendor script).
 */
export function openTableVendor(options: { domain?: OpenTableDomain; widgetUrl?: string | null; timeoutMs?: number } = {}): BookingVendor {
  const timeoutMs = options.timeoutMs ?? BOOKING_SCRIPT_TIMEOUT_MS;
  return {
    mount(container: HTMLElement, mount: BookingMountOptions): BookingWidgetHandle {
      if (!isOpenTableRestaurantId(mount.restaurantId)) {
        return { loaded: Promise.reject(new Error(`Sitestack: "${mount.restaurantId}" is not an OpenTable restaurant id (a number).`)), destroy() {} };
      }
      const doc = container.ownerDocument;
      const frame = doc.createElement('iframe');
      const settings = { restaurantId: mount.restaurantId, locale: mount.locale, domain: options.domain, widgetUrl: options.widgetUrl };
      const draw = (wide: boolean) => {
        const theme = openTableTheme(wide);
        frame.dataset.theme = theme;
        frame.width = String(OPENTABLE_THEMES[theme].width);
        frame.height = String(OPENTABLE_THEMES[theme].height);
        frame.src = openTableWidgetUrl({ ...settings, wide });
      };
      frame.className = 'vendor-frame';
      frame.title = bookingText('widgetTitle');
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      let timer: TimerHandle | undefined;
      const loaded = new Promise<void>((resolve, reject) => {
        timer = clock.setTimeout(() => reject(new Error(`Sitestack: the OpenTable widget did not load within ${timeoutMs / 1000} s.`)), timeoutMs);
        frame.addEventListener(
          'load',
          () => {
            clock.clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
      draw(mount.wide);
      // The vendor's frame may run its scripts and open its booking page, nothing more. A
      // same-origin widget (a proxy on the site) is the site's own page: a sandbox would not hold it.
      if (new URL(frame.src).origin !== doc.location?.origin) frame.setAttribute('sandbox', OPENTABLE_FRAME_SANDBOX);
      container.append(frame);
      let wideNow = mount.wide;
      return {
        loaded,
        resize(wide: boolean) {
          if (wide === wideNow) return;
          wideNow = wide;
          draw(wide);
        },
        destroy() {
          clock.clearTimeout(timer);
          frame.remove();
        },
      };
    },
  };
}
