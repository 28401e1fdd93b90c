import { loadExternalScript } from '../dom/external-script.js';
import { createGoogleMapsProvider, forgetGoogleAuthFailure, GOOGLE_MAPS_SCRIPT_URL, isGoogleMapsNamespace, watchGoogleAuthFailure } from './google-maps-provider.js';
import type { MapsProvider } from './maps-contract.js';

/** Spec 01 §4 / §9: the maps script fails if it has not loaded within 30 seconds. */
export const MAPS_SCRIPT_TIMEOUT_MS = 30_000;
/** The global callback the provider script calls. */
export const MAPS_CALLBACK_NAME = '__sitestackMapsReady';

export interface MapsScriptSettings {
  scriptUrl: string;
  /** The render key, already decoded. */
  key: string;
  language?: string | null;
  region?: string | null;
}

/** The render key arrives base64-encoded in the page context (spec 01 §7); null when unusable. */
export function decodeRenderKey(encoded: string | null | undefined): string | null {
  if (!encoded) return null;
  try {
    const key = atob(encoded.trim());
    return /^[\x21-\x7e]+$/.test(key) ? key : null;
  } catch {
    return null;
  }
}

/** Language and region from a locale: `en-US` → `en`, `US`. */
export function languageAndRegion(locale: string | null | undefined): { language: string | null; region: string | null } {
  const match = /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2}|\d{3}))?/.exec(locale ?? '');
  return { language: match?.[1]?.toLowerCase() ?? null, region: match?.[2]?.toUpperCase() ?? null };
}

/** The provider script: the page context's `mapsScriptUrl`, else the Google Maps JavaScript API. */
export function mapsProviderScriptUrl(contextScriptUrl: string | null | undefined): string {
  return contextScriptUrl?.trim() || GOOGLE_MAPS_SCRIPT_URL;
}

/**
 * The script URL with callback, key, language and region (the last two only when given), and
 * `loading=async` (Google's flag for a script added without blocking; other scripts ignore it).
 */
export function mapsScriptUrl(settings: MapsScriptSettings, base: string = location.href): string {
  const url = new URL(settings.scriptUrl, base);
  url.searchParams.set('loading', 'async');
  url.searchParams.set('callback', MAPS_CALLBACK_NAME);
  url.searchParams.set('key', settings.key);
  if (settings.language) url.searchParams.set('language', settings.language);
  if (settings.region) url.searchParams.set('region', settings.region);
  return url.href;
}

function isMapsProvider(value: unknown): value is MapsProvider {
  return typeof value === 'object' && value !== null && typeof (value as MapsProvider).createMap === 'function';
}

/**
 * What the script's callback hands over, as a provider: an adapter script passes a
 * `MapsProvider`; the Google script passes nothing and leaves `google.maps` on the page.
 */
export async function resolveMapsProvider(callbackValue: unknown, scope: { google?: { maps?: unknown } } = globalThis as { google?: { maps?: unknown } }): Promise<MapsProvider> {
  if (isMapsProvider(callbackValue)) return callbackValue;
  const google = scope.google?.maps;
  if (callbackValue === undefined && isGoogleMapsNamespace(google)) return createGoogleMapsProvider(google);
  throw new Error('Sitestack: the maps script called back without a maps provider.');
}

let shared: Promise<MapsProvider> | null = null;

/**
 * The one maps provider of the page: the script is loaded on the first call, every map shares
 * the promise, and it rejects when the script fails or has not called back within `timeoutMs`.
 */
export function loadMapsProvider(settings: MapsScriptSettings, timeoutMs: number = MAPS_SCRIPT_TIMEOUT_MS): Promise<MapsProvider> {
  if (shared) return shared;
  // Google reports a refused key after calling back, through a global hook set up beforehand.
  watchGoogleAuthFailure();
  shared = loadExternalScript<unknown>(mapsScriptUrl(settings), { timeoutMs, callbackName: MAPS_CALLBACK_NAME }).then((value) => resolveMapsProvider(value));
  // One console line per page however many maps wait for the script; each map shows its card.
  shared.catch((error: Error) => console.error(`${error.message} Maps show their address card instead.`));
  return shared;
}

/** For tests: forget the page's provider so the next map loads a script again. */
export function forgetMapsProvider(): void {
  shared = null;
  forgetGoogleAuthFailure();
}
