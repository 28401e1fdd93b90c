import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';
import { parseWellFormedJson } from '../text/well-formed-json.js';

/**
 * The map block's data, spec 01 §3 "Map block", "Map location", "Map display options", with the
 * spec's defaults, and the marker-click rule of spec 01 §4 / §7 (external maps link).
 */

/** Spec 01 §9: map zoom 12. */
export const DEFAULT_MAP_ZOOM = 12;
/** Spec 01 §3: the default centre is a fixed point in a large city (here: lower Manhattan). */
export const DEFAULT_MAP_CENTER = Object.freeze({ lat: 40.7207559, lng: -74.0007613 });
/** Spec 01 §9: map option update debounce 60 ms. */
export const MAP_OPTION_UPDATE_DEBOUNCE_MS = 60;
/** Spec 01 §3: the custom marker image is 48x64. */
export const MAP_MARKER_IMAGE_SIZE = Object.freeze({ width: 48, height: 64 });
/** Where the external maps link points (spec 01 §7 "External maps link"). */
export const EXTERNAL_MAPS_URL = 'https://maps.google.com/maps';

/** Spec 01 §3: the six styles, by their page-runtime number (1 original ... 6 minimal blue). */
export const MAP_STYLES = Object.freeze(['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue'] as const);
export type MapStyle = (typeof MAP_STYLES)[number];
/** Spec 01 §3 display options: style defaults to Grayscale. */
export const DEFAULT_MAP_STYLE: MapStyle = 'Grayscale';
/** Styles drawn with the custom 48x64 marker image (the others use the provider's own pin). */
export const STYLES_WITH_CUSTOM_MARKER: readonly MapStyle[] = Object.freeze(['MinimalLight', 'MinimalDark', 'MinimalBlue']);

/** Accepts a style name (any case, with or without spaces/hyphens) or its number 1-6. */
export function parseMapStyle(value: unknown): MapStyle | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return MAP_STYLES[value - 1];
  if (typeof value !== 'string') return undefined;
  const compact = value.replace(/[\s_-]/g, '').toLowerCase();
  if (/^[1-6]$/.test(compact)) return MAP_STYLES[Number(compact) - 1];
  return MAP_STYLES.find((style) => style.toLowerCase() === compact);
}

const latitude = lazySchema(() => z.number().check(z.gte(-90), z.lte(90)));
const longitude = lazySchema(() => z.number().check(z.gte(-180), z.lte(180)));
const text = lazySchema(() => z.optional(z.nullable(z.string().check(z.maxLength(500)))));

const locationSchema = lazySchema(() => z.object({
  mapLat: z.optional(z.nullable(latitude)),
  mapLng: z.optional(z.nullable(longitude)),
  markerLat: z.optional(z.nullable(latitude)),
  markerLng: z.optional(z.nullable(longitude)),
  mapZoom: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(22)))),
  addressTitle: text,
  addressLine1: text,
  addressLine2: text,
  addressCountry: text,
}));

const styleSchema = lazySchema(() => z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value, context) => {
    const style = parseMapStyle(value);
    if (!style) {
      context.issues.push({ code: 'custom', input: value, message: `style must be one of ${MAP_STYLES.join(', ')} or 1-6` });
      return z.NEVER;
    }
    return style;
  }),
));

const optionsSchema = lazySchema(() => z.object({
  style: z.optional(styleSchema),
  showLabels: z.optional(z.boolean()),
  showTerrain: z.optional(z.boolean()),
  draggable: z.optional(z.boolean()),
  scrollwheel: z.optional(z.boolean()),
  showControls: z.optional(z.boolean()),
  disableDefaultUI: z.optional(z.boolean()),
  markerDraggable: z.optional(z.boolean()),
  linkOnClick: z.optional(z.boolean()),
}));

/**
 * The block JSON: `{ location, options }`. The page-runtime form of spec 01 §3 (`location`,
 * `controls`, `terrain`, `labels`, `style` as 1-6) is accepted too.
 */
export const mapBlockDataSchema = lazySchema(() => z.object({
  location: z.optional(locationSchema),
  options: z.optional(optionsSchema),
  controls: z.optional(z.boolean()),
  terrain: z.optional(z.boolean()),
  labels: z.optional(z.boolean()),
  style: z.optional(styleSchema),
}));

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapAddress {
  title: string;
  line1: string;
  line2: string;
  country: string;
}

/** Everything a provider needs to draw the map (spec 01 §3 with defaults applied). */
export interface MapView {
  center: MapPoint;
  marker: MapPoint;
  zoom: number;
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
  /** The 48x64 custom marker for the styles that have one. */
  customMarker: boolean;
}

export interface MapBlock {
  view: MapView;
  address: MapAddress;
}

/** Spec 01 §3 display option defaults. */
export const DEFAULT_MAP_DISPLAY_OPTIONS = Object.freeze({
  style: DEFAULT_MAP_STYLE,
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: true,
  showControls: true,
  disableDefaultUI: true,
  markerDraggable: false,
  linkOnClick: true,
});

export type MapBlockResult = { ok: true; block: MapBlock } | { ok: false; error: string };

/** Applies the spec 01 §3 defaults: zoom 12, default centre, marker at the centre when null. */
export function resolveMapBlock(input: unknown): MapBlockResult {
  const parsed = mapBlockDataSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `${issue.path.join('.') || 'map data'}: ${issue.message}` };
  }
  const data = parsed.data;
  const location = data.location ?? {};
  const options = data.options ?? {};
  const center = { lat: location.mapLat ?? DEFAULT_MAP_CENTER.lat, lng: location.mapLng ?? DEFAULT_MAP_CENTER.lng };
  const marker = location.markerLat != null && location.markerLng != null ? { lat: location.markerLat, lng: location.markerLng } : { ...center };
  const style = options.style ?? data.style ?? DEFAULT_MAP_DISPLAY_OPTIONS.style;
  return {
    ok: true,
    block: {
      view: {
        center,
        marker,
        zoom: location.mapZoom ?? DEFAULT_MAP_ZOOM,
        style,
        showLabels: options.showLabels ?? data.labels ?? DEFAULT_MAP_DISPLAY_OPTIONS.showLabels,
        showTerrain: options.showTerrain ?? data.terrain ?? DEFAULT_MAP_DISPLAY_OPTIONS.showTerrain,
        draggable: options.draggable ?? DEFAULT_MAP_DISPLAY_OPTIONS.draggable,
        scrollwheel: options.scrollwheel ?? DEFAULT_MAP_DISPLAY_OPTIONS.scrollwheel,
        showControls: options.showControls ?? data.controls ?? DEFAULT_MAP_DISPLAY_OPTIONS.showControls,
        disableDefaultUI: options.disableDefaultUI ?? DEFAULT_MAP_DISPLAY_OPTIONS.disableDefaultUI,
        markerDraggable: options.markerDraggable ?? DEFAULT_MAP_DISPLAY_OPTIONS.markerDraggable,
        linkOnClick: options.linkOnClick ?? DEFAULT_MAP_DISPLAY_OPTIONS.linkOnClick,
        customMarker: STYLES_WITH_CUSTOM_MARKER.includes(style),
      },
      address: {
        title: location.addressTitle?.trim() ?? '',
        line1: location.addressLine1?.trim() ?? '',
        line2: location.addressLine2?.trim() ?? '',
        country: location.addressCountry?.trim() ?? '',
      },
    },
  };
}

/** The address as one line, or '' when the block has none. */
export function addressText(address: MapAddress): string {
  return [address.title, address.line1, address.line2, address.country].filter(Boolean).join(', ');
}

/**
 * Spec 01 §7 "External maps link": opened on marker click with sll (marker position), q (the
 * address, else the coordinates) and z (zoom).
 */
export function externalMapUrl(block: MapBlock): string {
  const { marker, zoom } = block.view;
  const position = `${marker.lat},${marker.lng}`;
  const params = new URLSearchParams({ sll: position, q: addressText(block.address) || position, z: String(zoom) });
  return `${EXTERNAL_MAPS_URL}?${params}`;
}

/** Spec 01 §4: a marker click opens the link unless the marker is being dragged or linkOnClick is off. */
export function shouldOpenMapLink(view: Pick<MapView, 'linkOnClick'>, markerDragging: boolean): boolean {
  return view.linkOnClick && !markerDragging;
}

/** Parses block JSON text (from `data-block-json` or a child JSON script) into a map block. */
export function parseMapBlockJson(text: string | null | undefined): MapBlockResult {
  if (text == null || text.trim() === '') return resolveMapBlock({});
  let json: unknown;
  try {
    json = parseWellFormedJson(text);
  } catch {
    return { ok: false, error: 'the map data is not valid JSON' };
  }
  return resolveMapBlock(json);
}
