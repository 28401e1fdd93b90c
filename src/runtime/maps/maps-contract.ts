import type { MapView } from './map-options.js';

/**
 * The maps provider adapter (spec 01 §7 "Maps script load"). A provider script is loaded once
 * per page with `callback`, `key` (the render key), `language` and `region` query parameters.
 * By default it is the Google Maps JavaScript API (google-maps-provider.ts wraps `google.maps`
 * once the script calls back); a page may name another script (`mapsScriptUrl`) that calls
 * `window[callback](provider)` with an object implementing `MapsProvider` itself.
 * Tests use test/support/google-maps-fake.js and test/support/maps-provider.js.
 */
export interface MapEventHandlers {
  /** The visitor clicked (or pressed Enter on) the marker; `dragging` is true mid-drag. */
  markerClick(state: { dragging: boolean }): void;
  /**
   * The provider gave up on a map it had drawn (Google: the key was refused, `gm_authFailure`):
   * the block shows its address card instead.
   */
  providerFailed?(): void;
}

export interface MapHandle {
  update(view: MapView): void;
  destroy(): void;
}

export interface MapsProvider {
  readonly name: string;
  createMap(container: HTMLElement, view: MapView, handlers: MapEventHandlers, labels: { marker: string }): MapHandle;
}
