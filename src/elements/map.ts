import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { LocationMap, type MapEvents } from '../react/map/Map.js';
import mapCss from '../styles/map.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * A map with a marker at the block's location (spec 01 §3-4). The map data is block JSON
 * `{ location, options }` with the spec's defaults: zoom 12, marker at the map centre when its
 * position is null, style Grayscale (one of Original, Grayscale, Satellite, MinimalLight, MinimalDark,
 * MinimalBlue, or 1-6), labels on, terrain off, controls on, default UI off, draggable, scrollwheel,
 * marker not draggable, `linkOnClick` on.
 *
 * The map is drawn by the Google Maps JavaScript API when the page context has a maps key:
 * `mapsRenderKey` holds the site's API key in base64 (spec 01 §7), e.g.
 * `{"mapsRenderKey": "QUl6YVN5RXhhbXBsZUtleQ=="}` for the key `AIzaSyExampleKey` (restrict the key to
 * the site's domains in the Google Cloud console). The script
 * `https://maps.googleapis.com/maps/api/js` is loaded once per page with `key`, `callback`,
 * `language` and `region` (from `locale`, e.g. `fr-CA` gives `fr` and `CA`) and `loading=async`,
 * shared by every map, and fails after 30 s. Each map is a `google.maps.Map` (centre, zoom, the style
 * as a style array, `terrain` map type, `satellite`/`hybrid` for Satellite, labels hidden by a style
 * rule, zoom control from `showControls`, `gestureHandling` `none` when not draggable and
 * `cooperative` without scrollwheel) with one `google.maps.Marker` (the MinimalLight, MinimalDark and
 * MinimalBlue styles draw it as a 48x64 image). Option changes reach the map after 60 ms, in one
 * `setOptions`. A marker click opens the external map with `sll`, `q` and `z` (not while dragging,
 * not when `linkOnClick` is off). Without a key, or when the script fails or times out, or when
 * Google refuses the key (its `gm_authFailure` hook, e.g. a domain the key does not allow), the block
 * shows a static address card with an "Open in Maps" link: never an empty box.
 * Under the strict CSP of docs/security.md (`'strict-dynamic'`) the maps script loads as it is;
 * a page with a host-based policy allows `https://maps.googleapis.com` in `script-src` (and what
 * Google's CSP guide lists for tiles and fonts). Under Trusted Types the script URL goes through
 * the bundle's `sitestack` policy.
 *
 * Another provider: set `mapsScriptUrl` to a script (loaded with the same parameters) that calls
 * `window.__sitestackMapsReady(provider)` with an object implementing `MapsProvider`
 * (src/runtime/maps/maps-provider.ts); a proxy of Google's script that calls back with no argument
 * works too.
 *
 * ```html
 * <ss-map data-block-json='{"location":{"mapLat":51.5072,"mapLng":-0.1276,"addressTitle":"Corner Bakery","addressLine1":"12 Baker Street"},"options":{"style":"MinimalDark"}}'>
 *   <address>Corner Bakery, 12 Baker Street</address>
 * </ss-map>
 * ```
 *
 * Texts (site translations, keys in `ss-messages`): `map.link`, `map.label`, `map.labelWithAddress`,
 * `map.markerLabel`, `map.error`.
 *
 * @tag ss-map
 * @summary A map with a marker at the block's location; an address card with a map link when no map can be drawn.
 *
 * @attr {JSON text} data-block-json - Map data `{ location: { mapLat, mapLng, markerLat, markerLng, mapZoom, addressTitle, addressLine1, addressLine2, addressCountry }, options: { style, showLabels, showTerrain, draggable, scrollwheel, showControls, disableDefaultUI, markerDraggable, linkOnClick } }`, instead of a child `<script type="application/json">`. The page-runtime form `{ location, controls, terrain, labels, style: 1-6 }` is accepted too. Invalid data shows "This map could not be shown.". Default: `{}`.
 * @attr {text} label - Accessible name of the map region. Default: "Map: " + address.
 *
 * @fires ss-map-marker-click - The visitor clicked the marker and the external map is about to open (cancelable). detail: `{ url }`.
 *
 * @csspart base - The map box; `data-state` is `loading`, `ready`, `fallback` or `error`.
 * @csspart canvas - Where the provider draws the map.
 * @csspart card - The static address card shown instead of a map.
 * @csspart card-title - The address title in the card.
 * @csspart link - The external map link in the card.
 * @csspart error - The message shown when the map data is invalid.
 *
 * @cssprop --ss-map-height - Height of the block. Default: 25rem.
 * @cssprop --ss-map-background - Background while loading and behind the card.
 * @cssprop --ss-map-card-padding - Padding of the address card. Default: 1.5rem.
 * @cssprop --ss-map-radius - Corner radius. Default: 0.
 */
export class SsMap extends createBlockElement({
  tag: 'ss-map',
  component: LocationMap,
  attributes: {
    'data-block-json': stringAttribute(''),
    label: stringAttribute(''),
  },
  styles: [mapCss],
}) {}

export type { MapEvents };
export default SsMap;

declare global {
  interface HTMLElementTagNameMap {
    'ss-map': SsMap;
  }
}
