import { describe, expect, it } from 'vitest';
import {
  DATA_RETRY_DELAY_MS,
  INTERNAL_SERVER_ERROR_MESSAGE,
  LOGIN_REQUIRED_EVENT,
  SERVICE_UNAVAILABLE_MESSAGE,
  STATUSES_WITH_ERROR_BODIES,
  SYSTEM_ERROR_EVENT,
  UNABLE_TO_CONNECT_MESSAGE,
  UNAUTHORIZED_REQUEST_MESSAGE,
  messageForStatus,
  unparseableResponseMessage,
} from '../../../src/runtime/net/data-request-messages.js';

describe('data layer messages', () => {
  // spec 02 §8 data layer: the table's texts, verbatim.
  it('has the spec texts verbatim', () => {
    expect(UNAUTHORIZED_REQUEST_MESSAGE).toBe('Unauthorized request');
    expect(INTERNAL_SERVER_ERROR_MESSAGE).toBe('Internal server error. Please try again later.');
    expect(SERVICE_UNAVAILABLE_MESSAGE).toBe('This service is temporarily unavailable. Please try again later.');
    expect(UNABLE_TO_CONNECT_MESSAGE).toBe('Unable to connect…');
  });

  // spec 02 §8 data layer: "Unparseable JSON reply".
  it('fills the unparseable-reply template', () => {
    expect(unparseableResponseMessage('/api/x?crumb=1', 'Unexpected token')).toBe(
      'Internal Error: Unable to parse server response from (/api/x?crumb=1) as JSON: Unexpected token',
    );
  });

  // spec 02 §8 data layer: 401 or 403, 500 or 501, 503; anything else has no status text.
  it('maps statuses to their messages', () => {
    expect([401, 403].map(messageForStatus)).toEqual([UNAUTHORIZED_REQUEST_MESSAGE, UNAUTHORIZED_REQUEST_MESSAGE]);
    expect([500, 501].map(messageForStatus)).toEqual([INTERNAL_SERVER_ERROR_MESSAGE, INTERNAL_SERVER_ERROR_MESSAGE]);
    expect(messageForStatus(503)).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect([400, 404, 429, 502, 504, 0].map(messageForStatus)).toEqual([null, null, null, null, null, null]);
  });

  // spec 02 §8 data layer: JSON error bodies on status 400, 401, 500 or 502.
  it('passes error bodies through on 400, 401, 500 and 502', () => {
    expect(STATUSES_WITH_ERROR_BODIES).toEqual([400, 401, 500, 502]);
  });

  // spec 02 §9: data retry delay 200 ms.
  it('retries after 200 ms', () => {
    expect(DATA_RETRY_DELAY_MS).toBe(200);
  });

  // spec 02 §4 data-request behaviour: the events the login prompt and system-error overlay hear.
  it('names its events after the house pattern', () => {
    expect(LOGIN_REQUIRED_EVENT).toBe('ss-login-required');
    expect(SYSTEM_ERROR_EVENT).toBe('ss-system-error');
  });
});
