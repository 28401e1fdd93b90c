import type { PageContext } from '../context/page-context.js';
import { getData } from '../net/data-request.js';
import type { PlaceDetails, PlacePrediction } from '../places/place-request-schema.js';
import { FIELD_PARTS } from './form-values.js';

/**
 * Place autocomplete for address fields (issue 4, spec 03 §3 "Place requests", §7): offered only
 * when the site has a maps key; every request carries the tracking context (productPage and
 * productSection, both required). A server without a places provider turns it off for the page,
 * quietly: the address stays a set of plain inputs and the visitor sees no error.
 */

/** spec 03 §3: the tracking context of place requests from a form's address field. */
export const ADDRESS_PLACE_TRACKING = Object.freeze({ productPage: 'forms', productSection: 'address-field' });
/** Fewer characters than this ask for nothing. */
export const PLACE_QUERY_MIN_LENGTH = 3;
/** Typing pause before asking for predictions. */
export const PLACE_QUERY_DEBOUNCE_MS = 250;

let unavailable = false;

/** Whether address fields offer place suggestions on this page. */
export function isPlaceAutocompleteOffered(context: Pick<PageContext, 'mapsRenderKey'>): boolean {
  return !unavailable && typeof context.mapsRenderKey === 'string' && context.mapsRenderKey.trim() !== '';
}

/** Test seam: forget that the server had no places provider. */
export function resetPlaceAutocompleteForTests(): void {
  unavailable = false;
}

function isNotConfigured(error: unknown): boolean {
  const body = (error as { body?: Record<string, unknown> | null }).body;
  return Boolean(body && body.notConfigured === true);
}

/** Predictions for the typed text; [] on any failure (and off for the page when not configured). */
export async function fetchPlacePredictions(input: string, sessionToken: string, signal?: AbortSignal): Promise<PlacePrediction[]> {
  const text = input.trim();
  if (unavailable || text.length < PLACE_QUERY_MIN_LENGTH) return [];
  try {
    const answer = await getData<{ predictions?: PlacePrediction[] }>('/api/google-maps/places/autocomplete', {
      data: { input: text.slice(0, 300), sessionToken, ...ADDRESS_PLACE_TRACKING },
      ...(signal ? { signal } : {}),
    });
    return Array.isArray(answer?.predictions) ? answer.predictions.slice(0, 8) : [];
  } catch (error) {
    if (isNotConfigured(error)) unavailable = true;
    return [];
  }
}

function component(place: PlaceDetails, type: string, short = false): string {
  const found = place.addressComponents.find((part) => part.types.includes(type));
  return found ? (short ? found.shortText : found.longText) : '';
}

/** The address parts (Line1, Line2, City, State, Zip, Country; spec 02 §3) of a place. */
export function addressPartsFromPlace(place: PlaceDetails): string[] {
  const street = [component(place, 'street_number'), component(place, 'route')].filter(Boolean).join(' ');
  const parts: Record<string, string> = {
    Line1: street || place.name || '',
    Line2: component(place, 'subpremise'),
    City: component(place, 'locality') || component(place, 'postal_town') || component(place, 'sublocality'),
    State: component(place, 'administrative_area_level_1', true),
    Zip: component(place, 'postal_code'),
    Country: component(place, 'country'),
  };
  return FIELD_PARTS.address.map((name) => parts[name] ?? '');
}

/** The chosen place's address parts, or null when it cannot be looked up. */
export async function fetchPlaceAddress(placeId: string, sessionToken: string): Promise<string[] | null> {
  try {
    const answer = await getData<{ place?: PlaceDetails }>('/api/google-maps/places/details', {
      data: { placeId, sessionToken, ...ADDRESS_PLACE_TRACKING },
    });
    return answer?.place ? addressPartsFromPlace(answer.place) : null;
  } catch (error) {
    if (isNotConfigured(error)) unavailable = true;
    return null;
  }
}
