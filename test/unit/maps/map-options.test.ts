import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_CENTER,
  MAP_OPTION_UPDATE_DEBOUNCE_MS,
  MAP_STYLES,
  externalMapUrl,
  parseMapBlockJson,
  parseMapStyle,
  resolveMapBlock,
  shouldOpenMapLink,
} from '../../../src/runtime/maps/map-options.js';
import { decodeRenderKey, languageAndRegion, mapsScriptUrl, MAPS_SCRIPT_TIMEOUT_MS } from '../../../src/runtime/maps/maps-provider.js';

const ok = (input: unknown) => {
  const result = resolveMapBlock(input);
  if (!result.ok) throw new Error(result.error);
  return result.block;
};

describe('map block data (spec 01 §3)', () => {
  it('applies the display option defaults', () => {
    // spec 01 §3 map display options: style Grayscale, showLabels true, showTerrain false, draggable true,
    // scrollwheel true, showControls true, disableDefaultUI true, markerDraggable false, linkOnClick true
    const { view } = ok({});
    expect(view).toMatchObject({
      style: 'Grayscale',
      showLabels: true,
      showTerrain: false,
      draggable: true,
      scrollwheel: true,
      showControls: true,
      disableDefaultUI: true,
      markerDraggable: false,
      linkOnClick: true,
    });
    // spec 01 §3 map location: mapZoom default 12, a fixed default centre
    expect(view.zoom).toBe(12);
    expect(view.center).toEqual(DEFAULT_MAP_CENTER);
  });

  it('puts the marker at the centre when its position is null', () => {
    // spec 01 §3: markerLat and markerLng default to the map centre when null
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lng) => {
        expect(ok({ location: { mapLat: lat, mapLng: lng, markerLat: null, markerLng: null } }).view.marker).toEqual({ lat, lng });
      }),
    );
    expect(ok({ location: { mapLat: 1, mapLng: 2, markerLat: 3, markerLng: 4 } }).view.marker).toEqual({ lat: 3, lng: 4 });
  });

  it('knows the six styles by name and by number 1-6', () => {
    // spec 01 §3: style 1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue
    expect(MAP_STYLES).toHaveLength(6);
    expect([1, 2, 3, 4, 5, 6].map((n) => parseMapStyle(n))).toEqual(['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue']);
    expect(parseMapStyle('minimal-blue')).toBe('MinimalBlue');
    expect(parseMapStyle('Minimal Dark')).toBe('MinimalDark');
    expect(parseMapStyle(7)).toBeUndefined();
    expect(ok({ style: 3, labels: false, terrain: true, controls: false }).view).toMatchObject({
      style: 'Satellite',
      showLabels: false,
      showTerrain: true,
      showControls: false,
    });
    expect(ok({ options: { style: 'MinimalLight' } }).view.customMarker).toBe(true);
  });

  it('reports invalid data instead of throwing', () => {
    expect(parseMapBlockJson('{oops')).toEqual({ ok: false, error: 'the map data is not valid JSON' });
    expect(resolveMapBlock({ location: { mapLat: 91 } }).ok).toBe(false);
    expect(resolveMapBlock({ options: { style: 'Neon' } }).ok).toBe(false);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parseMapBlockJson(text).ok).toBe('boolean');
      }),
    );
  });
});

describe('map behaviour (spec 01 §4, §7, §9)', () => {
  it('debounces option updates by 60 ms and times the script out after 30 s', () => {
    // spec 01 §9: map option update debounce 60 ms; map script timeout 30 s
    expect(MAP_OPTION_UPDATE_DEBOUNCE_MS).toBe(60);
    expect(MAPS_SCRIPT_TIMEOUT_MS).toBe(30_000);
  });

  it('opens the marker link unless dragging or linkOnClick is off', () => {
    // spec 01 §4 map: a marker click opens an external map link unless the marker is being dragged or linkOnClick is off
    expect(shouldOpenMapLink({ linkOnClick: true }, false)).toBe(true);
    expect(shouldOpenMapLink({ linkOnClick: true }, true)).toBe(false);
    expect(shouldOpenMapLink({ linkOnClick: false }, false)).toBe(false);
  });

  it('builds the external maps link with sll, q and z', () => {
    // spec 01 §7 external maps link: parameters sll, q and z
    const url = new URL(externalMapUrl(ok({ location: { mapLat: 10, mapLng: 20, mapZoom: 9, addressTitle: 'Shop', addressLine1: '1 Main St' } })));
    expect(url.searchParams.get('sll')).toBe('10,20');
    expect(url.searchParams.get('q')).toBe('Shop, 1 Main St');
    expect(url.searchParams.get('z')).toBe('9');
    expect(new URL(externalMapUrl(ok({ location: { mapLat: 1, mapLng: 2 } }))).searchParams.get('q')).toBe('1,2');
  });

  it('loads the script with callback, the decoded render key, language and region when given', () => {
    // spec 01 §7 maps script load: a callback, a render key from the page context (base64), language and region
    expect(decodeRenderKey(btoa('AIza-key_1'))).toBe('AIza-key_1');
    expect(decodeRenderKey('%%%')).toBeNull();
    expect(decodeRenderKey('')).toBeNull();
    expect(languageAndRegion('fr-CA')).toEqual({ language: 'fr', region: 'CA' });
    expect(languageAndRegion('de')).toEqual({ language: 'de', region: null });
    const url = new URL(mapsScriptUrl({ scriptUrl: 'https://maps.example/js?v=3', key: 'k', language: 'de', region: null }, 'https://site.example/'));
    expect(url.searchParams.get('v')).toBe('3');
    expect(url.searchParams.get('callback')).toBe('__sitestackMapsReady');
    expect(url.searchParams.get('key')).toBe('k');
    expect(url.searchParams.get('language')).toBe('de');
    expect(url.searchParams.has('region')).toBe(false);
  });
});
