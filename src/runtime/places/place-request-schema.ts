import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';

/** Place lookup requests, spec 03 §3 "Place requests" and §7. */

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** The tracking context every place request carries; both fields are required (spec 03 §3). */
export const placeTrackingContextShape = {
  productPage: text(100),
  productSection: text(100),
};

/** GET /api/google-maps/places/autocomplete query. */
export const placeAutocompleteQuerySchema = lazySchema(() => z.strictObject({
  input: text(300),
  sessionToken: z.optional(text(200)),
  language: z.optional(text(35)),
  region: z.optional(text(10)),
  ...placeTrackingContextShape,
}));

/** GET /api/google-maps/places/details query. */
export const placeDetailsQuerySchema = lazySchema(() => z.strictObject({
  placeId: text(300),
  sessionToken: z.optional(text(200)),
  language: z.optional(text(35)),
  ...placeTrackingContextShape,
}));

export interface PlacePrediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

export interface PlaceDetails {
  placeId: string;
  name: string;
  formattedAddress: string;
  location: { lat: number; lng: number } | null;
  addressComponents: { longText: string; shortText: string; types: string[] }[];
}
