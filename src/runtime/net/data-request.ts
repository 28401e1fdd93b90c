import { apiBaseUrl } from '../context/current-context.js';
import { hintCrossOriginRefusal } from './cross-origin-hint.js';
import { CROSS_SITE_STATE_HEADERS, CRUMB_COOKIE_NAME, readCookie, withCrumb } from './crumb.js';
import {
  DATA_RETRY_DELAY_MS,
  LOGIN_REQUIRED_EVENT,
  STATUSES_WITH_ERROR_BODIES,
  SYSTEM_ERROR_EVENT,
  UNABLE_TO_CONNECT_MESSAGE,
  messageForStatus,
  unparseableResponseMessage,
} from './data-request-messages.js';
import { clock } from '../time/clock.js';
import { siteUserHeaders } from '../session/site-user-tokens.js';
import { timeoutSignal } from '../time/timeout-signal.js';

/**
 * The one data layer every block uses for the site API (spec 02 §4 "Data-request behaviour",
 * §7 "Generic data layer", §8 "Data layer").
 */

export type DataRequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Field values: scalars are sent as text, objects and arrays as JSON text. */
export type DataRequestData = Record<string, unknown>;

export interface SystemErrorDetail {
  url: string;
  /** The reply format, upper case (spec 02 §8 system-error overlay). */
  format: string;
  message: string;
  errorKey?: string;
}

export interface DataRequestOptions {
  method?: DataRequestMethod;
  /** GET and DELETE: query parameters. POST and PUT: the body. */
  data?: DataRequestData;
  /** POST and PUT: send JSON (UTF-8) instead of a form-encoded body. */
  json?: boolean;
  /** How many times a failed request is retried, each after 200 ms (spec 02 §4). */
  retries?: number;
  /** Abort an attempt after this long; the attempt then fails as a network failure. */
  timeoutMs?: number;
  /** The site API base; defaults to the page context's `apiBase` (same origin when unset). */
  baseUrl?: string;
  headers?: Record<string, string>;
  /** Reads the headers of the successful reply (the cart pass of a cart reply: cross-site-cart.ts). */
  onReplyHeaders?: (headers: Headers) => void;
  signal?: AbortSignal;
  /** Seams for tests and non-browser hosts; they default to the browser's own. */
  environment?: Partial<DataRequestEnvironment>;
}

export interface DataRequestEnvironment {
  fetch: typeof fetch;
  /** The `document.cookie` text. */
  readCookies: () => string;
  /** `navigator.cookieEnabled`. */
  cookiesEnabled: () => boolean;
  sleep: (ms: number) => Promise<void>;
  /** Where login-required and system-error events are fired (`document`). */
  eventTarget: EventTarget | null;
}

/** Why a request failed; `message` is the text to show (spec 02 §8). */
export class DataRequestError extends Error {
  override name = 'DataRequestError';
  /** HTTP status, 0 when no reply arrived. */
  readonly status: number;
  /** True for "Unable to connect…" failures (spec 02 §8 "flagged as network"). */
  readonly network: boolean;
  readonly url: string;
  /** The reply's JSON body, when it had one. */
  readonly body: Record<string, unknown> | null;
  /** Field id → message from a 400 reply's `errors` (spec 02 §7). */
  readonly fieldErrors: Record<string, string> | null;
  readonly billingErrorCode: string | null;
  readonly loginRequired: boolean;
  readonly authorizationFail: boolean;
  readonly crumbFail: boolean;
  constructor(message: string, init: { status: number; network: boolean; url: string; body: Record<string, unknown> | null; cause?: unknown }) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.network = init.network;
    this.url = init.url;
    this.body = init.body;
    const body = init.body ?? {};
    this.fieldErrors = isRecord(body.errors) ? stringRecord(body.errors) : null;
    this.billingErrorCode = body.billingErrorCode == null ? null : String(body.billingErrorCode);
    this.loginRequired = body.loginRequired === true;
    this.authorizationFail = body.authorizationFail === true;
    this.crumbFail = body.crumbFail === true;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) out[key] = String(text);
  return out;
}

function browserEnvironment(): DataRequestEnvironment {
  return {
    fetch: (...args) => globalThis.fetch(...args),
    readCookies: () => (typeof document === 'undefined' ? '' : document.cookie),
    cookiesEnabled: () => (typeof navigator === 'undefined' ? true : navigator.cookieEnabled !== false),
    sleep: (ms) => new Promise((resolve) => clock.setTimeout(resolve, ms)),
    eventTarget: typeof document === 'undefined' ? null : document,
  };
}

// The last crumb the server handed back in a crumbFail reply: the only way to learn it when the
// API is on another origin and its cookie is not readable here.
let crumbFromServer: string | null = null;
// The cart and session (CROSS_SITE_STATE_HEADERS) that crumb was issued with: an API on another
// origin binds its crumb to them and refuses it on a request that names others.
let crumbState: CrossSiteState = {};

/** The cross-site state headers (cart, site-user session) a request sends, by lower-case name. */
type CrossSiteState = Record<string, string>;

function crossSiteStateOf(headers: Record<string, string>): CrossSiteState {
  const state: CrossSiteState = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value && (CROSS_SITE_STATE_HEADERS as readonly string[]).includes(key)) state[key] = value;
  }
  return state;
}

/** Whether the crumb from the server was issued for every cart and session `state` names. */
const crumbCovers = (state: CrossSiteState) => Object.entries(state).every(([name, value]) => crumbState[name] === value);

/**
 * The crumb for the next request to `url`: the crumb cookie, else the last one the server
 * returned. A cookie of this page never belongs to a site API on another origin (a host page may
 * have a `crumb` cookie of its own), so a request there carries only the crumb that API handed out.
 */
export function currentCrumb(readCookies: () => string, url?: string): string | null {
  if (url !== undefined && isOnAnotherOrigin(url)) return crumbFromServer;
  return readCookie(readCookies(), CRUMB_COOKIE_NAME) ?? crumbFromServer;
}

/** Whether `url` (resolved against the page) is on another origin than the page `pageUrl`. */
export function isOnAnotherOrigin(url: string, pageUrl: string = typeof location === 'undefined' ? '' : location.href): boolean {
  if (!pageUrl) return false;
  try {
    return new URL(url, pageUrl).origin !== new URL(pageUrl).origin;
  } catch {
    return false;
  }
}

let crumbLearning: Promise<void> | null = null;

/** The longest a write waits for its crumb before going ahead without one. */
export const CRUMB_REQUEST_TIMEOUT_MS = 5000;

/**
 * A page with no crumb at all (not served by the site server, or the API on another origin) asks
 * the API for one (`GET /api/crumb`) before its first write, so that write is not refused with a
 * crumbFail first; a page of another site asks again when a write names a cart or session its
 * crumb was not issued for (the first cart, a sign-in, another tab's cart), sending the state the
 * crumb is to be bound to. Asked once at a time; when it fails the write goes ahead and the
 * crumbFail retry of spec 02 §4 still recovers.
 */
function learnCrumb(baseUrl: string, env: DataRequestEnvironment, state: CrossSiteState): Promise<void> {
  if (crumbLearning) return crumbLearning;
  const timeout = timeoutSignal(CRUMB_REQUEST_TIMEOUT_MS);
  crumbLearning = env
    .fetch(resolveApiUrl('/api/crumb', baseUrl), {
      method: 'GET',
      headers: { Accept: 'application/json', ...state },
      credentials: 'include',
      signal: timeout.signal,
    })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      if (isRecord(body) && typeof body.crumb === 'string' && body.crumb !== '') {
        crumbFromServer = body.crumb;
        crumbState = state;
      }
    })
    .catch(() => undefined)
    .finally(() => {
      timeout.done();
      crumbLearning = null;
    });
  return crumbLearning;
}

/** Form-encodes data: scalars as text, objects and arrays as JSON text; null/undefined skipped. */
export function encodeFormData(data: DataRequestData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}

/** Joins the API base and a path (`/api/...`); absolute URLs are kept. */
export function resolveApiUrl(path: string, baseUrl: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

function fire(target: EventTarget | null, name: string, detail: unknown): void {
  target?.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
}

/** Failures worth another try: no reply, time-outs, rate limits and server errors. */
function isRetryable(error: DataRequestError): boolean {
  if (error.loginRequired || error.authorizationFail || error.crumbFail) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

interface Attempt {
  error: DataRequestError | null;
  data: unknown;
}

function failureFor(status: number, url: string, body: Record<string, unknown> | null): DataRequestError {
  if (body && STATUSES_WITH_ERROR_BODIES.includes(status)) {
    const text = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : null;
    if (text !== null || body.billingErrorCode != null) {
      return new DataRequestError(text ?? messageForStatus(status) ?? UNABLE_TO_CONNECT_MESSAGE, { status, network: false, url, body });
    }
  }
  const known = messageForStatus(status);
  if (known) return new DataRequestError(known, { status, network: false, url, body });
  return new DataRequestError(UNABLE_TO_CONNECT_MESSAGE, { status, network: true, url, body });
}

/**
 * Sends one request to the site API and resolves with the reply's parsed JSON (null for an empty
 * reply). Rejects with a DataRequestError carrying the spec's message.
 */
export async function dataRequest<T = unknown>(path: string, options: DataRequestOptions = {}): Promise<T> {
  const env: DataRequestEnvironment = { ...browserEnvironment(), ...options.environment };
  const method = options.method ?? 'GET';
  const baseUrl = options.baseUrl ?? apiBaseUrl();
  const hasBody = method === 'POST' || method === 'PUT';
  let target = resolveApiUrl(path, baseUrl);
  if (!hasBody && options.data) {
    const url = new URL(target);
    for (const [key, value] of encodeFormData(options.data)) url.searchParams.append(key, value);
    target = url.href;
  }
  // A signed-in member's cross-site token goes with every later request (spec 03 §4).
  const headers: Record<string, string> = { Accept: 'application/json', ...siteUserHeaders(), ...options.headers };
  let body: string | undefined;
  if (hasBody) {
    if (options.json) {
      headers['Content-Type'] = 'application/json; charset=UTF-8';
      body = JSON.stringify(options.data ?? {});
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
      body = encodeFormData(options.data ?? {}).toString();
    }
  }

  // An API on another origin binds its crumb to the cart and session the request names.
  const state = isOnAnotherOrigin(target) ? crossSiteStateOf(headers) : {};
  const needsCrumb = () => currentCrumb(env.readCookies, target) === null || !crumbCovers(state);
  if (method !== 'GET' && env.cookiesEnabled() && needsCrumb()) {
    // Bounded (CRUMB_REQUEST_TIMEOUT_MS) and given up when the caller aborts.
    const aborted = options.signal ? new Promise<void>((resolve) => options.signal!.addEventListener('abort', () => resolve(), { once: true })) : null;
    // A second ask when the one already under way was for other state; the crumb keeps the state
    // it had that this request does not name (another block's cart, the session).
    for (let asks = 0; asks < 2 && needsCrumb() && !options.signal?.aborted; asks++) {
      const joined = crumbLearning !== null;
      const learning = learnCrumb(baseUrl, env, { ...(crumbFromServer === null ? {} : crumbState), ...state });
      await (aborted ? Promise.race([learning, aborted]) : learning);
      if (!joined) break;
    }
  }

  let crumbOverride: string | null = null;
  let crumbRetried = false;
  let retriesLeft = Math.max(0, Math.floor(options.retries ?? 0));

  // One attempt, bounded by options.timeoutMs (reply and body) on the runtime's clock.
  const attempt = async (): Promise<Attempt> => {
    const bound = options.timeoutMs ? timeoutSignal(options.timeoutMs) : null;
    try {
      return await attemptWithin(bound?.signal ?? null);
    } finally {
      bound?.done();
    }
  };
  const attemptWithin = async (timeout: AbortSignal | null): Promise<Attempt> => {
    const url = withCrumb(target, crumbOverride ?? currentCrumb(env.readCookies, target));
    const signals = [options.signal, timeout].filter((signal): signal is AbortSignal => Boolean(signal));
    let response: Response;
    try {
      response = await env.fetch(url, {
        method,
        headers,
        credentials: 'include',
        ...(body === undefined ? {} : { body }),
        ...(signals.length > 0 ? { signal: signals.length === 1 || typeof AbortSignal.any !== 'function' ? signals[0] : AbortSignal.any(signals) } : {}),
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      // No reply at all from an API on another origin: most often the API refused the page's origin.
      if (!timeout?.aborted && typeof location !== 'undefined') hintCrossOriginRefusal(url, location.href);
      return { error: new DataRequestError(UNABLE_TO_CONNECT_MESSAGE, { status: 0, network: true, url, body: null, cause }), data: null };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      return { error: new DataRequestError(UNABLE_TO_CONNECT_MESSAGE, { status: 0, network: true, url, body: null, cause }), data: null };
    }
    let parsed: unknown = null;
    let parseError: Error | null = null;
    if (text.trim() !== '') {
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        parseError = error as Error;
      }
    }
    const json = isRecord(parsed) ? parsed : null;
    if (response.ok && !json?.crumbFail && !json?.loginRequired && !json?.authorizationFail) {
      if (parseError) {
        return {
          error: new DataRequestError(unparseableResponseMessage(url, parseError.message), { status: response.status, network: false, url, body: null }),
          data: null,
        };
      }
      options.onReplyHeaders?.(response.headers);
      return { error: null, data: parsed };
    }
    if (json?.crumbFail || json?.loginRequired || json?.authorizationFail) {
      const message = typeof json.error === 'string' ? json.error : (messageForStatus(response.status) ?? UNABLE_TO_CONNECT_MESSAGE);
      return { error: new DataRequestError(message, { status: response.status, network: false, url, body: json }), data: null };
    }
    return { error: failureFor(response.status, url, json), data: null };
  };

  for (;;) {
    const { error, data } = await attempt();
    if (!error) return data as T;
    if (error.crumbFail && !crumbRetried && env.cookiesEnabled()) {
      // spec 02 §4: one retry with the new crumb, only when cookies are enabled.
      crumbRetried = true;
      const fresh = typeof error.body?.crumb === 'string' ? error.body.crumb : null;
      if (fresh) {
        crumbFromServer = fresh;
        crumbState = state;
      }
      crumbOverride = fresh ?? currentCrumb(env.readCookies, target);
      continue;
    }
    if (error.loginRequired) fire(env.eventTarget, LOGIN_REQUIRED_EVENT, { url: error.url });
    if (error.authorizationFail) {
      const detail: SystemErrorDetail = { url: error.url, format: 'JSON', message: error.message };
      if (typeof error.body?.errorKey === 'string') detail.errorKey = error.body.errorKey;
      fire(env.eventTarget, SYSTEM_ERROR_EVENT, detail);
    }
    if (retriesLeft > 0 && isRetryable(error)) {
      retriesLeft--;
      await env.sleep(DATA_RETRY_DELAY_MS);
      continue;
    }
    throw error;
  }
}

type MethodOptions = Omit<DataRequestOptions, 'method'>;

export const getData = <T = unknown>(path: string, options: MethodOptions = {}) => dataRequest<T>(path, { ...options, method: 'GET' });
export const postData = <T = unknown>(path: string, options: MethodOptions = {}) => dataRequest<T>(path, { ...options, method: 'POST' });
export const putData = <T = unknown>(path: string, options: MethodOptions = {}) => dataRequest<T>(path, { ...options, method: 'PUT' });
export const deleteData = <T = unknown>(path: string, options: MethodOptions = {}) => dataRequest<T>(path, { ...options, method: 'DELETE' });

/** Forgets a crumb learned from the server (tests, and after logout). */
export function forgetServerCrumb(): void {
  crumbFromServer = null;
  crumbState = {};
}
