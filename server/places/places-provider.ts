import type { PlaceDetails, PlacePrediction } from '../../src/runtime/places/place-request-schema.js';

export interface PlaceAutocompleteRequest {
  input: string;
  sessionToken?: string | undefined;
  language?: string | undefined;
  region?: string | undefined;
}

export interface PlaceDetailsRequest {
  placeId: string;
  sessionToken?: string | undefined;
  language?: string | undefined;
}

/** The maps provider behind the place endpoints; tests and self-hosters can plug in their own. */
export interface PlacesProvider {
  autocomplete(request: PlaceAutocompleteRequest): Promise<PlacePrediction[]>;
  details(request: PlaceDetailsRequest): Promise<PlaceDetails>;
}

/** A provider failure the route turns into a 502 with this message. */
export class PlacesProviderError extends Error {
  override name = 'PlacesProviderError';
}

type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

const PROVIDER_TIMEOUT_MS = 10_000;

interface GoogleAutocompleteReply {
  suggestions?: {
    placePrediction?: {
      placeId?: string;
      text?: { text?: string };
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
    };
  }[];
}

interface GoogleDetailsReply {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
}

/** Google Places API (New) adapter: forwards requests with the server's MAPS_API_KEY. */
export function createGooglePlacesProvider(apiKey: string, fetchImpl: FetchLike = fetch as unknown as FetchLike): PlacesProvider {
  async function call(url: string, method: string, fieldMask: string, body?: unknown): Promise<unknown> {
    let response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': fieldMask },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PlacesProviderError(`The maps provider could not be reached (${(error as Error).message}).`);
    }
    if (!response.ok) throw new PlacesProviderError(`The maps provider answered with HTTP status ${response.status}.`);
    return response.json();
  }
  return {
    async autocomplete(request) {
      const reply = (await call(
        'https://places.googleapis.com/v1/places:autocomplete',
        'POST',
        'suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat',
        {
          input: request.input,
          ...(request.sessionToken ? { sessionToken: request.sessionToken } : {}),
          ...(request.language ? { languageCode: request.language } : {}),
          ...(request.region ? { regionCode: request.region } : {}),
        },
      )) as GoogleAutocompleteReply;
      return (reply.suggestions ?? []).flatMap(({ placePrediction: p }) =>
        p?.placeId
          ? [
              {
                placeId: p.placeId,
                description: p.text?.text ?? '',
                mainText: p.structuredFormat?.mainText?.text ?? p.text?.text ?? '',
                secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
              },
            ]
          : [],
      );
    },
    async details(request) {
      const query = new URLSearchParams();
      if (request.sessionToken) query.set('sessionToken', request.sessionToken);
      if (request.language) query.set('languageCode', request.language);
      const reply = (await call(
        `https://places.googleapis.com/v1/places/${encodeURIComponent(request.placeId)}${query.size ? `?${query}` : ''}`,
        'GET',
        'id,displayName,formattedAddress,location,addressComponents',
      )) as GoogleDetailsReply;
      return {
        placeId: reply.id ?? request.placeId,
        name: reply.displayName?.text ?? '',
        formattedAddress: reply.formattedAddress ?? '',
        location:
          typeof reply.location?.latitude === 'number' && typeof reply.location.longitude === 'number'
            ? { lat: reply.location.latitude, lng: reply.location.longitude }
            : null,
        addressComponents: (reply.addressComponents ?? []).map((c) => ({
          longText: c.longText ?? '',
          shortText: c.shortText ?? '',
          types: c.types ?? [],
        })),
      };
    },
  };
}
