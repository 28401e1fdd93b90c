import { clock } from '../../src/runtime/time/clock.js';

/** One request the page made through `window.fetch`. */
export interface FetchCall {
  method: string;
  url: URL;
  /** `url.pathname`. */
  path: string;
  /** The request body as text ('' without one). */
  body: string;
  /** The body read as a form (`a=1&b=2`), the site API's usual encoding. */
  form: URLSearchParams;
}

/** An answer: JSON (or text) with a status, optionally after `delay` ms of the clock module. */
export interface FetchReply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Milliseconds on the clock module (a test clock moves them with `tick`), before the answer. */
  delay?: number;
}

/** What a route answers: a reply, `'network-error'` (fetch rejects as offline), or a function of the call. */
export type FetchResponder =
  | FetchReply
  | 'network-error'
  | ((call: FetchCall) => FetchReply | 'network-error' | Response | Promise<FetchReply | 'network-error' | Response>);

export interface FetchFake {
  /** Every request, in order (answered by a route or passed through). */
  readonly calls: FetchCall[];
  /** Answers `method` (or `'*'`) requests whose path equals `path` (or matches it, path and query). Later routes win. */
  on(method: string, path: string | RegExp, responder: FetchResponder): FetchFake;
  /** The calls to one path. */
  callsTo(path: string): FetchCall[];
  /** Puts the browser's fetch back (safe to call twice). */
  restore(): void;
}

interface Route {
  method: string;
  path: string | RegExp;
  responder: FetchResponder;
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

function toResponse(reply: FetchReply): Response {
  const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
  const headers = { 'content-type': reply.json !== undefined ? 'application/json' : 'text/plain', ...reply.headers };
  return new Response(body, { status: reply.status ?? 200, headers });
}

function waitOnClock(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clock.clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Replaces `window.fetch` (the network boundary) for one test: routes by method and path answer
 * like the site API; requests no route matches go to the real fetch (the test server's site API)
 * unless `unmatched` says otherwise. Every request is recorded. Call `restore()` in `afterEach`.
 */
export function installFetchFake(options: { unmatched?: 'pass' | FetchResponder } = {}): FetchFake {
  const original = window.fetch;
  const routes: Route[] = [];
  const calls: FetchCall[] = [];
  let restored = false;

  const matches = (route: Route, call: FetchCall) =>
    (route.method === '*' || route.method === call.method) &&
    (typeof route.path === 'string' ? route.path === call.path : route.path.test(call.path + call.url.search));

  const answer = async (responder: FetchResponder, call: FetchCall, signal: AbortSignal | null | undefined): Promise<Response> => {
    const reply = typeof responder === 'function' ? await responder(call) : responder;
    if (reply instanceof Response) return reply;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply.delay) await waitOnClock(reply.delay, signal);
    if (signal?.aborted) throw abortError();
    return toResponse(reply);
  };

  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), location.href);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body ?? null;
    const body = rawBody == null ? (request && method !== 'GET' ? await request.clone().text() : '') : String(rawBody);
    const call: FetchCall = { method, url, path: url.pathname, body, form: new URLSearchParams(body) };
    calls.push(call);
    const route = [...routes].reverse().find((candidate) => matches(candidate, call));
    const unmatched = options.unmatched ?? 'pass';
    if (route) return answer(route.responder, call, init?.signal ?? request?.signal);
    if (unmatched === 'pass') return original(input, init);
    return answer(unmatched, call, init?.signal ?? request?.signal);
  }) as typeof fetch;

  const fake: FetchFake = {
    calls,
    on(method, path, responder) {
      routes.push({ method: method.toUpperCase(), path, responder });
      return fake;
    },
    callsTo: (path) => calls.filter((call) => call.path === path),
    restore() {
      if (restored) return;
      restored = true;
      window.fetch = original;
    },
  };
  return fake;
}
