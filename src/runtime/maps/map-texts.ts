import { textLookup } from '../i18n/text-lookup.js';

/** Visitor-facing texts of the map block (the product's own wording), catalogue keys `map.*`, en-US. */
export const MAP_TEXTS = Object.freeze({
  link: 'Open in Maps',
  error: 'This map could not be shown.',
  label: 'Map',
  /** The map region's accessible name when the block has an address. */
  labelWithAddress: 'Map: {address}',
  /** The marker's name (its title on the map) when the block has an address title. */
  markerLabel: '{title}: Open in Maps',
} as const);

export const mapText = /* @__PURE__ */ textLookup('map.', MAP_TEXTS);
