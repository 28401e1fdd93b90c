import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { PlacesProviderError, createGooglePlacesProvider, type PlacesProvider } from '../../../server/places/places-provider.js';
import { PLACES_NOT_CONFIGURED_MESSAGE } from '../../../server/routes/places.js';
import { buildTestApp, postForm, useTestServer } from './server-test-harness.js';

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));

describe('POST /api/widget/GetWidgetRendering (spec 01 §7)', () => {
  it('answers data.html for a social feed block, escaping everything from the block data', async () => {
    const widgetJSON = JSON.stringify({
      type: 'social-feed',
      id: '5f1a',
      value: { username: 'ada<script>', posts: [{ text: 'Hello <b>world</b>', url: 'https://social.example/p/1' }, { text: 'bad link', url: 'javascript:alert(1)' }] },
    });
    const reply = await postForm(app, '/api/widget/GetWidgetRendering', { widgetJSON });
    expect(reply.statusCode).toBe(200);
    const { html } = reply.json();
    expect(html).toContain('@ada&lt;script&gt;');
    expect(html).toContain('<a href="https://social.example/p/1" rel="noopener" target="_blank">Hello &lt;b&gt;world&lt;/b&gt;</a>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script');
  });

  it('renders a summary block on an event collection with its collection id', async () => {
    const widgetJSON = JSON.stringify({ type: 'summary', id: 'abc', collectionId: 'events-1', value: { items: [{ title: 'Gig', url: '/events/gig' }] } });
    const { html } = (await postForm(app, '/api/widget/GetWidgetRendering', { widgetJSON })).json();
    expect(html).toBe('<div class="ss-summary" data-collection-id="events-1"><ul><li class="ss-summary-item"><a href="/events/gig">Gig</a></li></ul></div>');
  });

  it('renders a follow widget (spec 02 §3) and needs its username', async () => {
    const widgetJSON = JSON.stringify({ type: 'follow', id: 'f1', value: { username: 'sitestack', profileUrl: 'https://social.example/sitestack' } });
    expect((await postForm(app, '/api/widget/GetWidgetRendering', { widgetJSON })).json().html).toBe(
      '<a class="ss-follow-button" href="https://social.example/sitestack" rel="noopener" target="_blank">Follow @sitestack</a>',
    );
    const missing = await postForm(app, '/api/widget/GetWidgetRendering', { widgetJSON: JSON.stringify({ type: 'follow', id: 'f1', value: {} }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Invalid widgetJSON: value.username is required for a follow widget.');
  });

  it('rejects an unknown widget type, a block- prefixed id and unparseable widgetJSON', async () => {
    const unknown = await postForm(app, '/api/widget/GetWidgetRendering', { widgetJSON: JSON.stringify({ type: 'weather', id: 'a', value: {} }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Invalid widgetJSON: unknown widget type "weather" (known: social-feed, follow, summary).');
    const prefixed = await postForm(app, '/api/widget/GetWidgetRendering', { widgetJSON: JSON.stringify({ type: 'summary', id: 'block-a', value: {} }) });
    expect(prefixed.json().error).toBe('Invalid widgetJSON: id must be the block id without the block- prefix.');
    const broken = await postForm(app, '/api/widget/GetWidgetRendering', { widgetJSON: '{"type":' });
    expect(broken.json().error).toMatch(/^Invalid request body: widgetJSON is not valid JSON/);
  });
});

/** A provider with fixed answers: the same contract the Google adapter fulfils. */
const cityProvider: PlacesProvider = {
  async autocomplete({ input }) {
    return [{ placeId: 'p-1', description: `${input} Street, Springfield`, mainText: `${input} Street`, secondaryText: 'Springfield' }];
  },
  async details({ placeId }) {
    if (placeId === 'broken') throw new PlacesProviderError('The maps provider answered with HTTP status 500.');
    return { placeId, name: 'Town Hall', formattedAddress: '1 Main Street, Springfield', location: { lat: 1, lng: 2 }, addressComponents: [] };
  },
};

describe('place lookup (spec 03 §7)', () => {
  it('answers a clear 503 "not configured" when no maps key is set', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/google-maps/places/autocomplete?input=Main&productPage=checkout&productSection=address' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ error: PLACES_NOT_CONFIGURED_MESSAGE, notConfigured: true });
  });

  it('forwards autocomplete and details to the provider', async () => {
    await app.close();
    app = await buildTestApp(db, { places: cityProvider });
    const auto = await app.inject({ method: 'GET', url: '/api/google-maps/places/autocomplete?input=Main&productPage=checkout&productSection=address' });
    expect(auto.json().predictions[0]).toMatchObject({ placeId: 'p-1', mainText: 'Main Street' });
    const details = await app.inject({ method: 'GET', url: '/api/google-maps/places/details?placeId=p-1&productPage=checkout&productSection=address' });
    expect(details.json().place).toMatchObject({ placeId: 'p-1', formattedAddress: '1 Main Street, Springfield' });
    const failing = await app.inject({ method: 'GET', url: '/api/google-maps/places/details?placeId=broken&productPage=checkout&productSection=address' });
    expect(failing.statusCode).toBe(502);
    expect(failing.json().error).toBe('The maps provider answered with HTTP status 500.');
  });

  it('requires the tracking context (productPage and productSection)', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/google-maps/places/details?placeId=p-1' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Invalid query: productPage is required; productSection is required.');
  });

  it('the Google adapter sends the key and maps the Places API answer', async () => {
    const calls: { url: string; headers: Record<string, string>; body?: string }[] = [];
    const provider = createGooglePlacesProvider('test-key', async (url, init) => {
      calls.push({ url, headers: init.headers, ...(init.body === undefined ? {} : { body: init.body }) });
      return {
        ok: true,
        status: 200,
        json: async () => ({ suggestions: [{ placePrediction: { placeId: 'g1', text: { text: 'Main St, Town' }, structuredFormat: { mainText: { text: 'Main St' }, secondaryText: { text: 'Town' } } } }] }),
      };
    });
    expect(await provider.autocomplete({ input: 'Main', region: 'us' })).toEqual([{ placeId: 'g1', description: 'Main St, Town', mainText: 'Main St', secondaryText: 'Town' }]);
    expect(calls[0]?.url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(calls[0]?.headers['X-Goog-Api-Key']).toBe('test-key');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ input: 'Main', regionCode: 'us' });
  });
});
