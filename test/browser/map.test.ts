import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsMap } from '../../src/elements/map.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { forgetSiteCatalogues, SITE_MESSAGES_SCRIPT_ID } from '../../src/runtime/i18n/site-text.js';
import { forgetMapsProvider, loadMapsProvider, MAPS_SCRIPT_TIMEOUT_MS } from '../../src/runtime/maps/maps-provider.js';
import { MAP_OPTION_UPDATE_DEBOUNCE_MS } from '../../src/runtime/maps/map-options.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installTestClock, type TestClock } from '../support/test-clock.js';

defineForTest('ss-map', SsMap);

interface TestMaps {
  loads: number;
  params: Array<Record<string, string>>;
  maps: Array<{ view: { zoom: number; style: string; marker: { lat: number; lng: number } }; updates: unknown[]; destroyed: boolean; marker: HTMLButtonElement }>;
}
const testMaps = () => (window as unknown as { __testMaps?: TestMaps }).__testMaps ?? { loads: 0, params: [], maps: [] };

const PROVIDER = '/test/support/maps-provider.js';
let run = 0;
/** A fresh provider URL per test: the script loads once per page and URL. */
function useProvider(query = '', key = 'test-render-key') {
  run++;
  forgetMapsProvider();
  setPageContext({ mapsScriptUrl: `${PROVIDER}?run=${run}${query}`, mapsRenderKey: btoa(key), locale: 'en-GB' });
}

const data = {
  location: {
    mapLat: 51.5072,
    mapLng: -0.1276,
    markerLat: null,
    markerLng: null,
    addressTitle: 'Corner Bakery',
    addressLine1: '12 Baker Street',
    addressLine2: 'London NW1 6XE',
    addressCountry: 'United Kingdom',
  },
  options: { style: 'MinimalDark', linkOnClick: true },
};

async function map(json: unknown = data): Promise<SsMap> {
  const el = await fixture<SsMap>(html`<ss-map data-block-json=${JSON.stringify(json)}></ss-map>`);
  await rendered(el);
  return el;
}

describe('<ss-map>', () => {
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

  it('loads the provider script once, with callback, render key, language and region, and draws the map', async () => {
    useProvider();
    const before = testMaps().loads;
    const [a, b] = await Promise.all([map(), map()]);
    await waitUntil(() => a.shadowRoot!.querySelector('.test-marker') && b.shadowRoot!.querySelector('.test-marker'));
    expect(testMaps().loads - before).to.equal(1);
    const params = testMaps().params.at(-1)!;
    expect(params.callback).to.equal('__sitestackMapsReady');
    expect(params.key).to.equal('test-render-key');
    expect(params.language).to.equal('en');
    expect(params.region).to.equal('GB');
    expect(parts(a, 'base')[0]!.dataset.state).to.equal('ready');
    const view = testMaps().maps.at(-1)!.view;
    // spec 01 §3: zoom 12 and the marker at the centre when null
    expect(view.zoom).to.equal(12);
    expect(view.marker).to.deep.equal({ lat: 51.5072, lng: -0.1276 });
    expect(view.style).to.equal('MinimalDark');
    expect(parts(a, 'canvas')[0]!.getAttribute('aria-label')).to.contain('Corner Bakery');
    await expect(a).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('opens the external map with sll, q and z on a marker click, unless the page cancels', async () => {
    useProvider();
    const el = await map();
    await waitUntil(() => el.shadowRoot!.querySelector('.test-marker'));
    const marker = el.shadowRoot!.querySelector<HTMLButtonElement>('.test-marker')!;
    const clicked = oneEvent(document, 'ss-map-marker-click');
    marker.click();
    const event = (await clicked) as CustomEvent<{ url: string }>;
    const url = new URL(event.detail.url);
    expect(url.searchParams.get('sll')).to.equal('51.5072,-0.1276');
    expect(url.searchParams.get('q')).to.equal('Corner Bakery, 12 Baker Street, London NW1 6XE, United Kingdom');
    expect(url.searchParams.get('z')).to.equal('12');
    expect(opened).to.deep.equal([event.detail.url]);

    el.addEventListener('ss-map-marker-click', (e) => e.preventDefault(), { once: true });
    marker.click();
    expect(opened).to.have.length(1);
  });

  it('does not open the link while the marker is dragged or when linkOnClick is off', async () => {
    useProvider();
    const el = await map();
    await waitUntil(() => el.shadowRoot!.querySelector('.test-marker'));
    const marker = el.shadowRoot!.querySelector<HTMLButtonElement>('.test-marker')!;
    marker.dataset.dragging = 'true';
    marker.click();
    expect(opened).to.deep.equal([]);

    const off = await map({ ...data, options: { linkOnClick: false } });
    await waitUntil(() => off.shadowRoot!.querySelector('.test-marker'));
    off.shadowRoot!.querySelector<HTMLButtonElement>('.test-marker')!.click();
    expect(opened).to.deep.equal([]);
  });

  it('debounces option updates by 60 ms into one provider update', async () => {
    useProvider();
    const el = await map();
    await waitUntil(() => el.shadowRoot!.querySelector('.test-marker'));
    const entry = testMaps().maps.at(-1)!;
    time = installTestClock();
    for (const zoom of [13, 14, 15]) {
      el.setAttribute('data-block-json', JSON.stringify({ ...data, location: { ...data.location, mapZoom: zoom } }));
      await nextFrame();
    }
    time.tick(MAP_OPTION_UPDATE_DEBOUNCE_MS - 1);
    expect(entry.updates).to.have.length(0);
    time.tick(1);
    expect(entry.updates).to.have.length(1);
    time.tick(1000);
    expect(entry.updates).to.have.length(1);
    expect(entry.view.zoom).to.equal(15);
  });

  it('shows a static address card with the external map link when there is no render key', async () => {
    run++;
    forgetMapsProvider();
    setPageContext({ mapsScriptUrl: `${PROVIDER}?run=${run}` });
    const before = testMaps().loads;
    const el = await map();
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('fallback');
    expect(parts(el, 'card-title')[0]!.textContent).to.equal('Corner Bakery');
    const link = parts<HTMLAnchorElement>(el, 'link')[0]!;
    expect(link.textContent).to.contain('Open in Maps');
    expect(new URL(link.href).searchParams.get('z')).to.equal('12');
    expect(link.rel).to.contain('noopener');
    expect(testMaps().loads).to.equal(before);
    const box = parts(el, 'base')[0]!.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(100);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('falls back to the card, with one console error, when the script calls back without a provider', async () => {
    useProvider('&mode=broken');
    const el = await map();
    await waitUntil(() => parts(el, 'card').length === 1);
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('fallback');
    expect(console$.errors).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('rejects the shared promise when the script has not called back in time', async () => {
    // spec 01 §4/§8: the maps script fails if it has not loaded within 30 seconds
    expect(MAPS_SCRIPT_TIMEOUT_MS).to.equal(30_000);
    useProvider('&mode=silent');
    const settings = { scriptUrl: `${PROVIDER}?run=${run}&mode=silent`, key: 'k' };
    const first = loadMapsProvider(settings, 150);
    expect(loadMapsProvider(settings, 150)).to.equal(first);
    const error = await first.then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).to.match(/did not load within/);
    expect(console$.errors, console$.errors.join('\n')).to.have.length(1);
  });

  it('shows a small error inside the block for invalid map data', async () => {
    useProvider();
    const el = await fixture<SsMap>(html`<ss-map data-block-json="{not json"></ss-map>`);
    await rendered(el);
    expect(parts(el, 'error')[0]!.textContent).to.equal('This map could not be shown.');
    expect(console$.errors.join()).to.contain('<ss-map>');
    const bad = await map({ location: { mapLat: 200 } });
    expect(parts(bad, 'base')[0]!.dataset.state).to.equal('error');
  });

  it("renders the site's own translations in the address card", async () => {
    const messages = document.createElement('script');
    messages.type = 'application/json';
    messages.id = SITE_MESSAGES_SCRIPT_ID;
    messages.textContent = JSON.stringify({ de: { 'map.link': 'In Karten öffnen', 'map.labelWithAddress': 'Karte: {address}', 'link.opensInNewWindow': '(öffnet in einem neuen Fenster)' } });
    document.head.append(messages);
    forgetSiteCatalogues();
    forgetMapsProvider();
    setPageContext({ locale: 'de-DE' });
    try {
      const el = await map();
      expect(parts(el, 'link')[0]!.textContent).to.equal('In Karten öffnen (öffnet in einem neuen Fenster)');
      expect(parts(el, 'canvas')[0]!.getAttribute('aria-label')).to.equal('Karte: Corner Bakery, 12 Baker Street, London NW1 6XE, United Kingdom');
      await expect(el).to.be.accessible();
    } finally {
      messages.remove();
      forgetSiteCatalogues();
    }
  });
});
