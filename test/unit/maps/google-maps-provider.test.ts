import { describe, expect, it, vi } from 'vitest';
import { customMarkerImage, GOOGLE_LABELS_OFF_STYLE, GOOGLE_MAP_STYLES, googleMapStyles, googleMapTypeId } from '../../../src/runtime/maps/google-map-styles.js';
import { GOOGLE_AUTH_FAILURE_CALLBACK, GOOGLE_MAPS_SCRIPT_URL, googleGestureHandling, googleMapOptions, watchGoogleAuthFailure } from '../../../src/runtime/maps/google-maps-provider.js';
import { MAP_STYLES, resolveMapBlock, type MapView } from '../../../src/runtime/maps/map-options.js';
import { mapsProviderScriptUrl, mapsScriptUrl, resolveMapsProvider } from '../../../src/runtime/maps/maps-provider.js';

const view = (input: unknown = {}): MapView => {
  const result = resolveMapBlock(input);
  if (!result.ok) throw new Error(result.error);
  return result.block.view;
};

describe('Google Maps adapter (spec 01 §3, §7)', () => {
  it('loads Google Maps JavaScript API unless the context names another provider script', () => {
    // spec 01 §7 maps script load: from a maps provider, with a callback, the render key, language and region
    expect(mapsProviderScriptUrl(undefined)).toBe(GOOGLE_MAPS_SCRIPT_URL);
    expect(mapsProviderScriptUrl('  ')).toBe(GOOGLE_MAPS_SCRIPT_URL);
    expect(mapsProviderScriptUrl('/maps/adapter.js')).toBe('/maps/adapter.js');
    const url = new URL(mapsScriptUrl({ scriptUrl: GOOGLE_MAPS_SCRIPT_URL, key: 'AIza', language: 'fr', region: 'CA' }, 'https://site.example/'));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ loading: 'async', callback: '__sitestackMapsReady', key: 'AIza', language: 'fr', region: 'CA' });
  });

  it('has a style array for each of the six styles, Grayscale without saturation', () => {
    // spec 01 §3: Original, Grayscale, Satellite, MinimalDark, MinimalLight, MinimalBlue
    expect(Object.keys(GOOGLE_MAP_STYLES).sort()).toEqual([...MAP_STYLES].sort());
    expect(GOOGLE_MAP_STYLES.Grayscale).toContainEqual({ stylers: [{ saturation: -100 }] });
    for (const style of ['MinimalLight', 'MinimalDark', 'MinimalBlue'] as const) expect(GOOGLE_MAP_STYLES[style].length).toBeGreaterThan(4);
    expect(new Set([GOOGLE_MAP_STYLES.MinimalLight, GOOGLE_MAP_STYLES.MinimalDark, GOOGLE_MAP_STYLES.MinimalBlue].map((s) => JSON.stringify(s))).size).toBe(3);
  });

  it('turns labels off with one more rule, and picks the map type from style and terrain', () => {
    // spec 01 §3 display options: showLabels, showTerrain; style 3 satellite
    expect(googleMapStyles({ style: 'Original', showLabels: false })).toEqual([GOOGLE_LABELS_OFF_STYLE]);
    expect(googleMapStyles({ style: 'Grayscale', showLabels: true })).toEqual(GOOGLE_MAP_STYLES.Grayscale);
    expect(googleMapTypeId({ style: 'Grayscale', showLabels: true, showTerrain: true })).toBe('terrain');
    expect(googleMapTypeId({ style: 'Grayscale', showLabels: true, showTerrain: false })).toBe('roadmap');
    expect(googleMapTypeId({ style: 'Satellite', showLabels: true, showTerrain: true })).toBe('hybrid');
    expect(googleMapTypeId({ style: 'Satellite', showLabels: false, showTerrain: false })).toBe('satellite');
  });

  it('maps the display options onto google.maps.Map options', () => {
    // spec 01 §3 defaults: zoom 12, Grayscale, controls shown, default UI off, draggable, scrollwheel
    expect(googleMapOptions(view())).toMatchObject({ zoom: 12, mapTypeId: 'roadmap', disableDefaultUI: true, zoomControl: true, mapTypeControl: false, draggable: true, scrollwheel: true, gestureHandling: 'auto' });
    expect(googleMapOptions(view({ options: { disableDefaultUI: false } }))).toMatchObject({ mapTypeControl: true, streetViewControl: true, fullscreenControl: true });
    expect(googleMapOptions(view({ options: { showControls: false, disableDefaultUI: false } }))).toMatchObject({ zoomControl: false, mapTypeControl: false });
    expect(googleGestureHandling({ draggable: false, scrollwheel: true })).toBe('none');
    expect(googleGestureHandling({ draggable: true, scrollwheel: false })).toBe('cooperative');
  });

  it('draws the 48x64 custom marker for the minimal styles only', () => {
    // spec 01 §3: some styles have a custom marker image of 48x64
    expect(customMarkerImage('Grayscale')).toBeNull();
    const image = decodeURIComponent(customMarkerImage('MinimalDark')!.split(',')[1]!);
    expect(image).toContain('width="48" height="64"');
  });

  it('accepts an adapter object or a loaded google.maps namespace from the callback, nothing else', async () => {
    const adapter = { name: 'x', createMap: () => ({ update() {}, destroy() {} }) };
    await expect(resolveMapsProvider(adapter, {})).resolves.toBe(adapter);
    class Map {}
    class Marker {}
    const scope = { google: { maps: { Map, Marker, Size: class {}, Point: class {}, event: { clearInstanceListeners() {} } } } };
    await expect(resolveMapsProvider(undefined, scope)).resolves.toMatchObject({ name: 'google' });
    await expect(resolveMapsProvider(undefined, {})).rejects.toThrow(/without a maps provider/);
    await expect(resolveMapsProvider(undefined, { google: { maps: { importLibrary: () => Promise.resolve({}) } } })).rejects.toThrow(/google.maps.Map/);
  });

  it("hooks Google's refused-key callback once, keeping the page's own hook", () => {
    const own = vi.fn();
    const scope: Record<string, unknown> = { [GOOGLE_AUTH_FAILURE_CALLBACK]: own };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    watchGoogleAuthFailure(scope);
    (scope[GOOGLE_AUTH_FAILURE_CALLBACK] as () => void)();
    (scope[GOOGLE_AUTH_FAILURE_CALLBACK] as () => void)();
    expect(own).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
