import { textLookup } from '../i18n/text-lookup.js';
import { INTERNAL_SERVER_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, UNABLE_TO_CONNECT_MESSAGE, UNAUTHORIZED_REQUEST_MESSAGE } from './data-request-messages.js';

/**
 * Visitor-facing texts of the data layer (catalogue keys `net.*`), en-US: spec 02 §8 "Data
 * layer" verbatim (the data layer chooses them in data-request-messages.ts) and its other
 * network messages. Placeholders are `{name}`.
 */
export const NET_TEXTS = Object.freeze({
  unauthorized: UNAUTHORIZED_REQUEST_MESSAGE,
  internalServerError: INTERNAL_SERVER_ERROR_MESSAGE,
  serviceUnavailable: SERVICE_UNAVAILABLE_MESSAGE,
  unableToConnect: UNABLE_TO_CONNECT_MESSAGE,
  networkError: 'Network error',
  unableToConnectRetry: 'Unable to connect. Please try again',
} as const);

export const netText = /* @__PURE__ */ textLookup('net.', NET_TEXTS);
