import { getData } from '../net/data-request.js';
import type { EventsResponse } from '../collections/content-item.js';

/** spec 03 §8 UI message for a list or calendar that could not load. */
export const EVENTS_FAILED_MESSAGE = 'Unable to load. Try again.';

/** The site API events call: events overlapping [from, to), soonest first. */
export function requestEvents(options: { from?: string; to?: string; collection?: string; limit?: number; signal?: AbortSignal }): Promise<EventsResponse> {
  const data: Record<string, unknown> = {};
  if (options.from) data.from = options.from;
  if (options.to) data.to = options.to;
  if (options.collection) data.collection = options.collection;
  if (options.limit) data.limit = options.limit;
  return getData<EventsResponse>('/api/content/events', { data, retries: 1, ...(options.signal ? { signal: options.signal } : {}) });
}
