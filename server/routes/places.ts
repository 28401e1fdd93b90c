import type { FastifyInstance } from 'fastify';
import { placeAutocompleteQuerySchema, placeDetailsQuerySchema } from '../../src/runtime/places/place-request-schema.js';
import { HttpError, parseWith } from '../http-errors.js';
import { PlacesProviderError, type PlacesProvider } from '../places/places-provider.js';
import type { RouteDeps } from './route-deps.js';

export const PLACES_NOT_CONFIGURED_MESSAGE = 'Place lookup is not configured on this server: set MAPS_API_KEY to enable it.';

async function forward<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PlacesProviderError) throw new HttpError(502, error.message);
    throw error;
  }
}

/** Place lookup (spec 03 §7), forwarded to the configured maps provider. */
export function registerPlaceRoutes(api: FastifyInstance, deps: RouteDeps): void {
  function provider(): PlacesProvider {
    if (!deps.places) throw new HttpError(503, PLACES_NOT_CONFIGURED_MESSAGE, { notConfigured: true });
    return deps.places;
  }

  api.get('/google-maps/places/autocomplete', async (request) => {
    const query = parseWith(placeAutocompleteQuerySchema, request.query, 'query');
    const places = provider();
    const predictions = await forward(() =>
      places.autocomplete({ input: query.input, sessionToken: query.sessionToken, language: query.language, region: query.region }),
    );
    return { predictions };
  });

  api.get('/google-maps/places/details', async (request) => {
    const query = parseWith(placeDetailsQuerySchema, request.query, 'query');
    const places = provider();
    const place = await forward(() => places.details({ placeId: query.placeId, sessionToken: query.sessionToken, language: query.language }));
    return { place };
  });
}
