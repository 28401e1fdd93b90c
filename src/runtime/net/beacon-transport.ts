/**
 * Beacon transport for analytics (spec 01 §7 performance records, spec 03 §7 events service):
 * `navigator.sendBeacon` when available, else an XHR POST that counts 200 or 202 as success.
 */

/** XHR replies that count as delivered, spec 03 §7. */
export const BEACON_SUCCESS_STATUSES: readonly number[] = Object.freeze([200, 202]);

/** spec 03 §8: an empty payload is not sent. */
export const NO_PAYLOAD_MESSAGE = 'no payload';

/** spec 03 §8 tracking failure. */
export function trackingStatusMessage(status: number): string {
  return `Error tracking event: HTTP Status ${status}`;
}

export class BeaconError extends Error {
  override name = 'BeaconError';
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

/** The small XMLHttpRequest surface the fallback needs. */
export interface BeaconXhr {
  open(method: string, url: string, async: boolean): void;
  setRequestHeader(name: string, value: string): void;
  withCredentials: boolean;
  onloadend: ((this: unknown, event: unknown) => unknown) | null;
  readonly status: number;
  send(body: string): void;
}

export interface BeaconOptions {
  /** Body type; text/plain keeps a cross-origin beacon a simple request. */
  contentType?: string;
  /** Skip sendBeacon (old iOS delivers beacons unreliably, spec 01 §7). */
  forceXhr?: boolean;
  /** Seams for tests; the browser's own by default. */
  sendBeacon?: ((url: string, data: Blob) => boolean) | null;
  createXhr?: () => BeaconXhr;
}

export type BeaconDelivery = 'beacon' | 'xhr';

function browserSendBeacon(): ((url: string, data: Blob) => boolean) | null {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
  return (url, data) => navigator.sendBeacon(url, data);
}

/**
 * Sends `body` to `url`. Resolves with how it went out; a beacon resolves once queued (its reply
 * cannot be read), an XHR once the server answered 200 or 202. Rejects with a BeaconError.
 */
export function sendAnalyticsBeacon(url: string, body: string, options: BeaconOptions = {}): Promise<BeaconDelivery> {
  if (body === '') return Promise.reject(new BeaconError(NO_PAYLOAD_MESSAGE, null));
  const contentType = options.contentType ?? 'text/plain;charset=UTF-8';
  const beacon = options.sendBeacon === undefined ? browserSendBeacon() : options.sendBeacon;
  if (!options.forceXhr && beacon) {
    try {
      if (beacon(url, new Blob([body], { type: contentType }))) return Promise.resolve('beacon');
    } catch {
      // A throwing sendBeacon (blocked by policy) falls back to XHR like a refused one.
    }
  }
  return new Promise((resolve, reject) => {
    const xhr = options.createXhr ? options.createXhr() : (new XMLHttpRequest() as unknown as BeaconXhr);
    xhr.open('POST', url, true);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.onloadend = () => {
      if (BEACON_SUCCESS_STATUSES.includes(xhr.status)) resolve('xhr');
      else reject(new BeaconError(trackingStatusMessage(xhr.status), xhr.status));
    };
    xhr.send(body);
  });
}
