import { getData } from '../net/data-request.js';
import type { EventsResponse } from '../collections/content-item.js';

/** spec 03 §8 UI message for a list or calendar that could not load. */
export const EVENTS_FAILED_MESSAGE = 'Unable to load. Try again.';

/** The site API path of the events call. */
export const EVENTS_PATH = '/api/content/events';

export interface EventsQuery {
  from?: string;
  to?: string;
  collection?: string;
  limit?: number;
}

/** The query parameters of the events call (the browser sends them; a server renderer asks the same). */
export function eventsRequestData(options: EventsQuery): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (options.from) data.from = options.from;
  if (options.to) data.to = options.to;
  if (options.collection) data.collection = options.collection;
  if (options.limit) data.limit = options.limit;
  return data;
}

/** The site API events call: events overlapping [from, to), soonest first. */
export function requestEvents(options: EventsQuery & { signal?: AbortSignal }): Promise<EventsResponse> {
  return getData<EventsResponse>(EVENTS_PATH, { data: eventsRequestData(options), retries: 1, ...(options.signal ? { signal: options.signal } : {}) });
}

/** What a server renderer fetched for an events block: the events, and when (relative wording, today). */
export interface ServerEvents {
  events: EventsResponse['events'];
  now: number;
}

/**
 * When a server drew a block whose events it did not fetch (no site API, or the call failed): the
 * calendar's month comes from this time, the same on the server and in the browser's first render.
 */
export interface ServerDrawingTime {
  now: number;
}

/** The time a server drew the block at (with or without its events), or null. */
export function readServerDrawingTime(serverData: unknown): number | null {
  const value = serverData as Partial<ServerDrawingTime> | null | undefined;
  return value && typeof value === 'object' && typeof value.now === 'number' && Number.isFinite(value.now) ? value.now : null;
}

/** Reads `serverData` as {@link ServerEvents}, or null when it is not (fetch in the browser instead). */
export function readServerEvents(serverData: unknown): ServerEvents | null {
  const value = serverData as Partial<ServerEvents> | null | undefined;
  return value && typeof value === 'object' && Array.isArray(value.events) && typeof value.now === 'number' && Number.isFinite(value.now) ? { events: value.events, now: value.now } : null;
}
