import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsMap } from '../../src/elements/map.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { GOOGLE_LABELS_OFF_STYLE, GOOGLE_MAP_STYLES } from '../../src/runtime/maps/google-map-styles.js';
import { forgetMapsProvider } from '../../src/runtime/maps/maps-provider.js';
import { MAP_OPTION_UPDATE_DEBOUNCE_MS } from '../../src/runtime/maps/map-options.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installTestClock, type TestClock } from '../support/test-clock.js';

// <ss-map> with the Google Maps JavaScript API adapter, against a local script that implements
// the google.maps subset the adapter uses (test/support/google-maps-fake.js): no internet.
defineForTest('ss-map', SsMap);

interface FakeListeners {
  trigger(name: string): void;
}
interface FakeMap extends FakeListeners {
  container: HTMLElement;
  options: Record<string, unknown> & { center: { lat: number; lng: number }; zoom: number; styles: unknown[] };
  setOptionsCalls: Array<Record<string, unknown>>;
}
interface FakeMarker extends FakeListeners {
  options: Record<string, unknown> & { position: { lat: number; lng: number }; icon: { url: string; scaledSize: { width: number; height: number }; anchor: { x: number; y: number } } | null };
  map: FakeMap | null;
  setOptionsCalls: Array<Record<string, unknown>>;
  cleared: boolean;
}
interface GoogleMapsFake {
  loads: number;
  params: Array<Record<string, string>>;
  maps: FakeMap[];
  markers: FakeMarker[];
  /** mode=authfail: Google refuses the key now. */
  refuseKey?: () => void;
}
const fake = (): GoogleMapsFake => (window as unknown as { __googleMapsFake?: GoogleMapsFake }).__googleMapsFake ?? { loads: 0, params: [], maps: [], markers: [] };

const FAKE_SCRIPT = '/test/support/google-maps-fake.js';
let run = 0;
/** A fresh script URL per test (the script loads once per page and URL), with a maps key. */
function useGoogle(query = '', scriptUrl = FAKE_SCRIPT) {
  run++;
  forgetMapsProvider();
  setPageContext({ mapsScriptUrl: `${scriptUrl}?run=${run}${query}`, mapsRenderKey: btoa('AIza-test-key'), locale: 'fr-CA' });
}

const data = {
  location: {
    mapLat: 45.5019,
    mapLng: -73.5674,
    markerLat: null,
    markerLng: null,
    addressTitle: 'Café du Port',
    addressLine1: '12 rue de la Commune',
    addressLine2: 'Montréal QC',
    addressCountry: 'Canada',
  },
};

async function map(json: unknown = data): Promise<SsMap> {
  const el = await fixture<SsMap>(html`<ss-map data-block-json=${JSON.stringify(json)}></ss-map>`);
  await rendered(el);
  return el;
}

const drawn = (el: SsMap) => waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready', 'the map was not drawn');

describe('<ss-map> with Google Maps', () => {
  let console$: ReturnType<typeof captureConsole>;
  let opened: string[];
  const originalOpen = window.open;
  beforeEach(() => {
    console$ = captureConsole();
    opened = [];
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
  });
  let time: TestClock | undefined;
  afterEach(() => {
    time?.uninstall();
    time = undefined;
    console$.restore();
    window.open = originalOpen;
  });

  it('loads the script once for every map, with key, callback, language and region', async () => {
    // spec 01 §7 maps script load: a callback, the render key (base64 in the context), language and region
    useGoogle();
    const before = fake().loads;
    const [a, b] = await Promise.all([map(), map()]);
    await drawn(a);
    await drawn(b);
    expect(fake().loads - before).to.equal(1);
    const params = fake().params.at(-1)!;
    expect(params.key).to.equal('AIza-test-key');
    expect(params.callback).to.equal('__sitestackMapsReady');
    expect(params.language).to.equal('fr');
    expect(params.region).to.equal('CA');
    expect(params.loading).to.equal('async');
    await expect(a).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('draws google.maps.Map with the spec defaults and a marker at the centre', async () => {
    // spec 01 §3: zoom 12, marker at the centre when null, Grayscale style, labels on, terrain off,
    // draggable, scrollwheel, controls shown, default UI disabled
    useGoogle();
    const el = await map();
    await drawn(el);
    const googleMap = fake().maps.at(-1)!;
    expect(googleMap.container).to.equal(parts(el, 'canvas')[0]);
    expect(googleMap.options).to.deep.include({
      center: { lat: 45.5019, lng: -73.5674 },
      zoom: 12,
      mapTypeId: 'roadmap',
      disableDefaultUI: true,
      zoomControl: true,
      draggable: true,
      scrollwheel: true,
      gestureHandling: 'auto',
    });
    expect(googleMap.options.styles).to.deep.equal(GOOGLE_MAP_STYLES.Grayscale);
    const marker = fake().markers.at(-1)!;
    expect(marker.map).to.equal(googleMap);
    expect(marker.options.position).to.deep.equal({ lat: 45.5019, lng: -73.5674 });
    expect(marker.options.title).to.equal('Café du Port: Open in Maps');
    expect(marker.options.draggable).to.equal(false);
    expect(marker.options.icon).to.equal(null);
  });

  it('passes terrain, labels off, controls, gestures and the 48x64 custom marker of the minimal styles', async () => {
    useGoogle();
    const el = await map({
      location: { ...data.location, markerLat: 45.5, markerLng: -73.56, mapZoom: 16 },
      options: { style: 'MinimalBlue', showTerrain: true, showLabels: false, showControls: false, draggable: false, scrollwheel: false, markerDraggable: true },
    });
    await drawn(el);
    const options = fake().maps.at(-1)!.options;
    expect(options).to.deep.include({ zoom: 16, mapTypeId: 'terrain', zoomControl: false, draggable: false, scrollwheel: false, gestureHandling: 'none' });
    expect(options.styles).to.deep.equal([...GOOGLE_MAP_STYLES.MinimalBlue, GOOGLE_LABELS_OFF_STYLE]);
    const marker = fake().markers.at(-1)!;
    expect(marker.options.position).to.deep.equal({ lat: 45.5, lng: -73.56 });
    expect(marker.options.draggable).to.equal(true);
    // spec 01 §3: some styles have a custom marker image of 48x64
    expect(marker.options.icon!.url).to.match(/^data:image\/svg\+xml/);
    expect(marker.options.icon!.scaledSize).to.deep.include({ width: 48, height: 64 });
    expect(marker.options.icon!.anchor).to.deep.include({ x: 24, y: 64 });

    const satellite = await map({ ...data, style: 3 });
    await drawn(satellite);
    expect(fake().maps.at(-1)!.options.mapTypeId).to.equal('hybrid');
    expect(fake().maps.at(-1)!.options.styles).to.deep.equal([]);
  });

  it('opens the external map on a marker click, not while dragging, not when linkOnClick is off', async () => {
    // spec 01 §4 map: a marker click opens an external map link unless the marker is being dragged or linkOnClick is off
    useGoogle();
    const el = await map({ ...data, options: { markerDraggable: true } });
    await drawn(el);
    const marker = fake().markers.at(-1)!;
    const clicked = oneEvent(document, 'ss-map-marker-click');
    marker.trigger('click');
    const event = (await clicked) as CustomEvent<{ url: string }>;
    const url = new URL(event.detail.url);
    // spec 01 §7 external maps link: sll, q and z
    expect(url.searchParams.get('sll')).to.equal('45.5019,-73.5674');
    expect(url.searchParams.get('q')).to.equal('Café du Port, 12 rue de la Commune, Montréal QC, Canada');
    expect(url.searchParams.get('z')).to.equal('12');
    expect(opened).to.deep.equal([event.detail.url]);

    time = installTestClock();
    marker.trigger('dragstart');
    marker.trigger('click');
    marker.trigger('dragend');
    marker.trigger('click');
    expect(opened, 'the click that ends a drag opens nothing').to.have.length(1);
    time.tick(0);
    marker.trigger('click');
    expect(opened).to.have.length(2);

    const off = await map({ ...data, options: { linkOnClick: false } });
    await drawn(off);
    fake().markers.at(-1)!.trigger('click');
    expect(opened).to.have.length(2);
  });

  it('debounces option updates by 60 ms into one setOptions call on the map and the marker', async () => {
    // spec 01 §9: map option update debounce 60 ms
    useGoogle();
    const el = await map();
    await drawn(el);
    const googleMap = fake().maps.at(-1)!;
    const marker = fake().markers.at(-1)!;
    time = installTestClock();
    for (const zoom of [13, 14, 15]) {
      el.setAttribute('data-block-json', JSON.stringify({ ...data, location: { ...data.location, mapZoom: zoom, markerLat: 45.49, markerLng: -73.55 } }));
      await nextFrame();
    }
    time.tick(MAP_OPTION_UPDATE_DEBOUNCE_MS - 1);
    expect(googleMap.setOptionsCalls).to.have.length(0);
    time.tick(1);
    expect(googleMap.setOptionsCalls).to.have.length(1);
    time.tick(1000);
    expect(googleMap.setOptionsCalls).to.have.length(1);
    expect(googleMap.setOptionsCalls[0]).to.deep.include({ zoom: 15 });
    expect(marker.setOptionsCalls.at(-1)!.position).to.deep.equal({ lat: 45.49, lng: -73.55 });
    expect(fake().maps.at(-1)).to.equal(googleMap);
  });

  it('works with a script that exposes the classes without importLibrary, and cleans up on removal', async () => {
    useGoogle('&mode=legacy');
    const el = await map();
    await drawn(el);
    const marker = fake().markers.at(-1)!;
    // A removed block is unmounted by a 0 ms timer (it may be a move): the test's clock runs it.
    time = installTestClock();
    el.remove();
    expect(marker.map === null, 'the marker is still on the map before the unmount timer').to.equal(false);
    time.tick(0);
    // Booleans, not the fake map: a failed comparison must not send a DOM-holding object to the runner.
    expect(marker.map === null, 'the marker left the map').to.equal(true);
    expect(marker.cleared).to.equal(true);
  });

  it('shows the address card, with one console error, when the script fails to load', async () => {
    useGoogle('', '/test/support/no-such-maps-script.js');
    const el = await map();
    await waitUntil(() => parts(el, 'card').length === 1, 'no address card');
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('fallback');
    expect(parts(el, 'card-title')[0]!.textContent).to.equal('Café du Port');
    const link = parts<HTMLAnchorElement>(el, 'link')[0]!;
    expect(new URL(link.href).searchParams.get('sll')).to.equal('45.5019,-73.5674');
    expect(console$.errors).to.have.length(1);
    expect(console$.errors[0]).to.contain('address card');
    await expect(el).to.be.accessible();
  });

  it('gives way to the address card when Google refuses the key after drawing', async () => {
    // Google reports a refused key (wrong key, domain not allowed) through window.gm_authFailure.
    useGoogle('&mode=authfail');
    const el = await map();
    await drawn(el);
    fake().refuseKey!();
    const marker = fake().markers.at(-1)!;
    await waitUntil(() => parts(el, 'card').length === 1, 'no address card');
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('fallback');
    expect(marker.map).to.equal(null);
    expect(console$.errors).to.have.length(1);
    expect(console$.errors[0]).to.contain('refused the maps key');
    await expect(el).to.be.accessible();
  });
});
