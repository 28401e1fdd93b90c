/** The data layer's user-facing messages and constants, spec 02 §8 "Data layer" and §9. */

/** Delay before a retry, spec 02 §9 "Data retry delay". */
export const DATA_RETRY_DELAY_MS = 200;

/** Status 401 or 403. */
export const UNAUTHORIZED_REQUEST_MESSAGE = 'Unauthorized request';
/** Status 500 or 501. */
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal server error. Please try again later.';
/** Status 503. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'This service is temporarily unavailable. Please try again later.';
/** Any other failure; flagged as a network error. */
export const UNABLE_TO_CONNECT_MESSAGE = 'Unable to connect\u2026';

/** Unparseable JSON reply. */
export function unparseableResponseMessage(url: string, message: string): string {
  return `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}`;
}

/** The spec's message for an HTTP status, or null when the status is not in the table. */
export function messageForStatus(status: number): string | null {
  if (status === 401 || status === 403) return UNAUTHORIZED_REQUEST_MESSAGE;
  if (status === 500 || status === 501) return INTERNAL_SERVER_ERROR_MESSAGE;
  if (status === 503) return SERVICE_UNAVAILABLE_MESSAGE;
  return null;
}

/** Statuses whose JSON error bodies (error, message, billingErrorCode) reach the failure handler. */
export const STATUSES_WITH_ERROR_BODIES: readonly number[] = Object.freeze([400, 401, 500, 502]);

/**
 * Fired on `document` when a reply carries `loginRequired` (spec 02 §4). Bubbles and is composed.
 * detail: { url }.
 */
export const LOGIN_REQUIRED_EVENT = 'ss-login-required';

/**
 * Fired on `document` when a reply carries `authorizationFail` (spec 02 §4): the system-error
 * overlay listens for it. detail: { url, format, message, errorKey? }.
 */
export const SYSTEM_ERROR_EVENT = 'ss-system-error';
