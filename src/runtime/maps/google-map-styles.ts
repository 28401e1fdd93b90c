import type { MapStyle, MapView } from './map-options.js';

/**
 * The six map styles of spec 01 §3 as Google Maps style arrays (`MapTypeStyle[]`), the map type
 * each one draws on, and the 48x64 custom marker of the styles that have one.
 */
export interface GoogleMapTypeStyle {
  featureType?: string;
  elementType?: string;
  stylers: Array<Record<string, string | number>>;
}

const off = (featureType: string, elementType?: string): GoogleMapTypeStyle => ({ featureType, ...(elementType ? { elementType } : {}), stylers: [{ visibility: 'off' }] });
const colour = (featureType: string | undefined, elementType: string, color: string): GoogleMapTypeStyle => ({
  ...(featureType ? { featureType } : {}),
  elementType,
  stylers: [{ color }],
});

/** Points of interest and transit icons hidden: the minimal styles show roads, water and land only. */
const MINIMAL_BASE: readonly GoogleMapTypeStyle[] = [off('poi'), off('transit'), off('road', 'labels.icon'), off('administrative.land_parcel')];

function minimal(land: string, water: string, road: string, text: string, halo: string): GoogleMapTypeStyle[] {
  return [
    ...MINIMAL_BASE,
    colour(undefined, 'geometry', land),
    colour('water', 'geometry', water),
    colour('road', 'geometry', road),
    colour('road', 'geometry.stroke', land),
    colour(undefined, 'labels.text.fill', text),
    colour(undefined, 'labels.text.stroke', halo),
    { featureType: 'administrative', elementType: 'geometry', stylers: [{ visibility: 'simplified' }, { lightness: 40 }] },
  ];
}

/** Spec 01 §3 styles (Satellite draws the provider's imagery, so it has no style array). */
export const GOOGLE_MAP_STYLES: Readonly<Record<MapStyle, readonly GoogleMapTypeStyle[]>> = Object.freeze({
  Original: [],
  Grayscale: [{ stylers: [{ saturation: -100 }] }, { featureType: 'water', stylers: [{ lightness: -10 }] }, off('poi.business')],
  Satellite: [],
  MinimalLight: minimal('#f5f5f3', '#d4dadc', '#ffffff', '#7a7a7a', '#ffffff'),
  MinimalDark: minimal('#2b2b2b', '#1b1b1d', '#3c3c3c', '#9a9a9a', '#1b1b1b'),
  MinimalBlue: minimal('#e8eef5', '#a9c4e3', '#ffffff', '#4d6a8a', '#ffffff'),
});

/** Hides every label (showLabels false). */
export const GOOGLE_LABELS_OFF_STYLE: GoogleMapTypeStyle = { elementType: 'labels', stylers: [{ visibility: 'off' }] };

/** The style array for a view: the style's own rules, plus the labels rule when labels are off. */
export function googleMapStyles(view: Pick<MapView, 'style' | 'showLabels'>): GoogleMapTypeStyle[] {
  const styles = [...GOOGLE_MAP_STYLES[view.style]];
  if (!view.showLabels) styles.push(GOOGLE_LABELS_OFF_STYLE);
  return styles;
}

/**
 * The map type: Satellite draws imagery (`hybrid` when labels are on, `satellite` without),
 * terrain (showTerrain) draws `terrain`, everything else `roadmap`.
 */
export function googleMapTypeId(view: Pick<MapView, 'style' | 'showLabels' | 'showTerrain'>): 'roadmap' | 'satellite' | 'hybrid' | 'terrain' {
  if (view.style === 'Satellite') return view.showLabels ? 'hybrid' : 'satellite';
  return view.showTerrain ? 'terrain' : 'roadmap';
}

/** Marker colours of the styles with a custom marker (spec 01 §3: 48x64 image). */
const MARKER_COLOURS: Partial<Record<MapStyle, { fill: string; dot: string }>> = {
  MinimalLight: { fill: '#333333', dot: '#ffffff' },
  MinimalDark: { fill: '#f2f2f2', dot: '#2b2b2b' },
  MinimalBlue: { fill: '#2f5d8c', dot: '#ffffff' },
};

/** The custom 48x64 marker image of a style as an SVG data URL, or null for the provider's pin. */
export function customMarkerImage(style: MapStyle): string | null {
  const colours = MARKER_COLOURS[style];
  if (!colours) return null;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="64" viewBox="0 0 48 64">` +
    `<path d="M24 63C24 63 45 37 45 23A21 21 0 0 0 3 23C3 37 24 63 24 63Z" fill="${colours.fill}"/>` +
    `<circle cx="24" cy="23" r="8" fill="${colours.dot}"/></svg>`;
  return `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;
}
