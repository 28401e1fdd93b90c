import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { LocationMap, type MapEvents } from '../react/map/Map.js';
import mapCss from '../styles/map.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Map block (spec 01 §3-4, §7): location and display options from the block JSON, drawn by the
 * page's maps provider (context `mapsScriptUrl` + base64 `mapsRenderKey`). Without a key, or
 * when the provider script fails or takes over 30 s, the block shows a static address card with
 * a link to the external map; it is never an empty box.
 *
 * @tag ss-map
 * @summary A map with a marker at the block's location; an address card with a map link when no map can be drawn.
 *
 * @attr {string} data-block-json - The map data `{ location, options }` (spec 01 §3); a child `<script type="application/json">` works too.
 * @attr {string} label - Accessible name of the map region. Default: "Map: " and the address.
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
