import { customMarkerImage, googleMapStyles, googleMapTypeId, type GoogleMapTypeStyle } from './google-map-styles.js';
import { MAP_MARKER_IMAGE_SIZE, type MapPoint, type MapView } from './map-options.js';
import type { MapEventHandlers, MapHandle, MapsProvider } from './maps-contract.js';
import { clock } from '../time/clock.js';

/**
 * The Google Maps JavaScript API behind the maps provider adapter (spec 01 §7 "Maps script
 * load"): the page loads `https://maps.googleapis.com/maps/api/js` with the render key, the
 * callback, language and region; when it calls back, this adapter draws each map with
 * `google.maps.Map` and one `google.maps.Marker`. Only the subset of the namespace typed below is
 * used, which is also what test/support/google-maps-fake.js implements.
 */
export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

interface GoogleEventListener {
  remove(): void;
}

interface GoogleMapInstance {
  setOptions(options: GoogleMapOptions): void;
}

interface GoogleMarkerInstance {
  setOptions(options: GoogleMarkerOptions): void;
  setMap(map: GoogleMapInstance | null): void;
  addListener(event: 'click' | 'dragstart' | 'dragend', handler: () => void): GoogleEventListener;
}

interface GoogleMarkerIcon {
  url: string;
  scaledSize: unknown;
  anchor: unknown;
}

export interface GoogleMapOptions {
  center: MapPoint;
  zoom: number;
  mapTypeId: 'roadmap' | 'satellite' | 'hybrid' | 'terrain';
  styles: GoogleMapTypeStyle[];
  disableDefaultUI: boolean;
  zoomControl: boolean;
  fullscreenControl: boolean;
  mapTypeControl: boolean;
  streetViewControl: boolean;
  keyboardShortcuts: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  gestureHandling: 'none' | 'cooperative' | 'auto';
  clickableIcons: boolean;
}

export interface GoogleMarkerOptions {
  position: MapPoint;
  map?: GoogleMapInstance;
  title: string;
  draggable: boolean;
  clickable: boolean;
  icon: GoogleMarkerIcon | null;
}

/** The subset of `google.maps` the adapter uses. */
export interface GoogleMapsNamespace {
  Map?: new (container: HTMLElement, options: GoogleMapOptions) => GoogleMapInstance;
  Marker?: new (options: GoogleMarkerOptions) => GoogleMarkerInstance;
  Size: new (width: number, height: number) => unknown;
  Point: new (x: number, y: number) => unknown;
  event: { clearInstanceListeners(instance: object): void };
  importLibrary?: (name: 'maps' | 'marker') => Promise<Record<string, unknown>>;
}

/**
 * How the map takes pointer gestures: not draggable → none; no scroll-wheel zoom → cooperative
 * (two fingers / ctrl + wheel); otherwise the provider's own choice for the page.
 */
export function googleGestureHandling(view: Pick<MapView, 'draggable' | 'scrollwheel'>): GoogleMapOptions['gestureHandling'] {
  if (!view.draggable) return 'none';
  return view.scrollwheel ? 'auto' : 'cooperative';
}

/** The `google.maps.Map` options for a view (spec 01 §3 display options). */
export function googleMapOptions(view: MapView): GoogleMapOptions {
  // disableDefaultUI hides the provider's own controls; showControls still brings back zoom.
  const defaultControls = !view.disableDefaultUI && view.showControls;
  return {
    center: { ...view.center },
    zoom: view.zoom,
    mapTypeId: googleMapTypeId(view),
    styles: googleMapStyles(view),
    disableDefaultUI: view.disableDefaultUI,
    zoomControl: view.showControls,
    fullscreenControl: defaultControls,
    mapTypeControl: defaultControls,
    streetViewControl: defaultControls,
    keyboardShortcuts: view.draggable,
    draggable: view.draggable,
    scrollwheel: view.scrollwheel,
    gestureHandling: googleGestureHandling(view),
    clickableIcons: false,
  };
}

/** The marker options for a view: the block's marker position, its 48x64 image for styles that have one. */
export function googleMarkerOptions(maps: Pick<GoogleMapsNamespace, 'Size' | 'Point'>, view: MapView, title: string): GoogleMarkerOptions {
  const image = view.customMarker ? customMarkerImage(view.style) : null;
  const { width, height } = MAP_MARKER_IMAGE_SIZE;
  return {
    position: { ...view.marker },
    title,
    draggable: view.markerDraggable,
    clickable: true,
    icon: image ? { url: image, scaledSize: new maps.Size(width, height), anchor: new maps.Point(width / 2, height) } : null,
  };
}

/** The global function Google's script calls when it refuses the key (wrong key, domain not allowed, billing). */
export const GOOGLE_AUTH_FAILURE_CALLBACK = 'gm_authFailure';

const authFailureListeners = new Set<() => void>();
let authFailed = false;
let watchingAuthFailure = false;

/**
 * Installs `window.gm_authFailure` once (keeping a page's own hook): on a refused key every map
 * drawn, and every map drawn later, gives way to its address card, with one console line.
 */
export function watchGoogleAuthFailure(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  if (watchingAuthFailure) return;
  watchingAuthFailure = true;
  const previous = scope[GOOGLE_AUTH_FAILURE_CALLBACK];
  scope[GOOGLE_AUTH_FAILURE_CALLBACK] = () => {
    if (!authFailed) console.error('Sitestack: Google Maps refused the maps key (mapsRenderKey). Maps show their address card instead.');
    authFailed = true;
    for (const listener of [...authFailureListeners]) listener();
    if (typeof previous === 'function') (previous as () => void)();
  };
}

/** For tests: a fresh page as far as Google's key check goes. */
export function forgetGoogleAuthFailure(): void {
  authFailed = false;
  authFailureListeners.clear();
}

type MapConstructor = NonNullable<GoogleMapsNamespace['Map']>;
type MarkerConstructor = NonNullable<GoogleMapsNamespace['Marker']>;

/** Whether a value looks like the `google.maps` namespace after the script called back. */
export function isGoogleMapsNamespace(value: unknown): value is GoogleMapsNamespace {
  const maps = value as GoogleMapsNamespace | null | undefined;
  return typeof maps === 'object' && maps !== null && (typeof maps.Map === 'function' || typeof maps.importLibrary === 'function');
}

/**
 * The adapter for a loaded `google.maps` namespace. With `loading=async` the classes come from
 * `importLibrary`; an older script exposes them on the namespace directly.
 */
export async function createGoogleMapsProvider(maps: GoogleMapsNamespace): Promise<MapsProvider> {
  let MapClass = maps.Map;
  let MarkerClass = maps.Marker;
  if (maps.importLibrary) {
    const [mapsLibrary, markerLibrary] = await Promise.all([maps.importLibrary('maps'), maps.importLibrary('marker')]);
    MapClass = (mapsLibrary.Map as MapConstructor | undefined) ?? MapClass;
    MarkerClass = (markerLibrary.Marker as MarkerConstructor | undefined) ?? MarkerClass;
  }
  if (typeof MapClass !== 'function' || typeof MarkerClass !== 'function') {
    throw new Error('Sitestack: the Google Maps script loaded without google.maps.Map and google.maps.Marker.');
  }
  const GoogleMap = MapClass;
  const GoogleMarker = MarkerClass;
  return {
    name: 'google',
    createMap(container: HTMLElement, view: MapView, handlers: MapEventHandlers, labels: { marker: string }): MapHandle {
      const map = new GoogleMap(container, googleMapOptions(view));
      const marker = new GoogleMarker({ ...googleMarkerOptions(maps, view, labels.marker), map });
      let dragging = false;
      marker.addListener('dragstart', () => {
        dragging = true;
      });
      // The provider may report the click that ends a drag: keep "dragging" until after it.
      marker.addListener('dragend', () => {
        clock.setTimeout(() => {
          dragging = false;
        }, 0);
      });
      marker.addListener('click', () => handlers.markerClick({ dragging }));
      const failed = () => handlers.providerFailed?.();
      authFailureListeners.add(failed);
      if (authFailed) queueMicrotask(failed);
      return {
        update(next: MapView) {
          map.setOptions(googleMapOptions(next));
          marker.setOptions(googleMarkerOptions(maps, next, labels.marker));
        },
        destroy() {
          authFailureListeners.delete(failed);
          maps.event.clearInstanceListeners(marker);
          marker.setMap(null);
          maps.event.clearInstanceListeners(map);
          container.replaceChildren();
        },
      };
    },
  };
}
