/**
 * Server data of the blocks that show site content (tour dates, the calendar, collection lists,
 * a search page's results):
 * the same site API calls, with the same query, as the blocks make in the browser, plus the time
 * they were made, so relative wording ("in 3 days") and "today" read the same on the server and
 * in the browser's first render.
 */
import { collectionPageData, collectionPath, type ServerCollectionPage } from '../runtime/collections/collection-request.js';
import type { CollectionPage, EventsResponse } from '../runtime/collections/content-item.js';
import { CALENDAR_EVENTS_LIMIT, calendarStartMonth, monthQueryWindow, resolveTimeZone } from '../runtime/events-calendar/event-dates.js';
import { EVENTS_PATH, eventsRequestData, type ServerDrawingTime, type ServerEvents } from '../runtime/events-calendar/events-request.js';
import { encodeFormData } from '../runtime/net/data-request.js';
import { searchTerms, type SearchResponse } from '../runtime/search/search-query.js';
import { SEARCH_PATH, searchRequestData, type ServerSearch } from '../runtime/search/search-request.js';
import { clock } from '../runtime/time/clock.js';
import type { ServerDataLoader } from './server-data.js';

/** A GET path with its query, encoded as the browser's data layer encodes it. */
export function apiPath(path: string, data: Record<string, unknown>): string {
  const query = encodeFormData(data as Parameters<typeof encodeFormData>[0]).toString();
  return query ? `${path}?${query}` : path;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

export const contentDataLoaders: Record<string, ServerDataLoader> = {
  async 'ss-tour-dates'({ attributes, api }): Promise<ServerEvents> {
    const now = clock.now();
    const data = eventsRequestData({ collection: text(attributes.collection), limit: count(attributes.limit, 10) });
    const response = (await api.request(apiPath(EVENTS_PATH, data))) as EventsResponse;
    return { events: response.events, now };
  },

  async 'ss-calendar'({ attributes, context, api }): Promise<ServerEvents | ServerDrawingTime> {
    const now = clock.now();
    const month = calendarStartMonth(text(attributes.month), resolveTimeZone(context.timeZone), now);
    const data = eventsRequestData({ ...monthQueryWindow(month.year, month.month), collection: text(attributes.collection), limit: CALENDAR_EVENTS_LIMIT });
    try {
      const response = (await api.request(apiPath(EVENTS_PATH, data))) as EventsResponse;
      return { events: response.events, now };
    } catch {
      // The browser fetches the events, for the month drawn here.
      return { now };
    }
  },

  async 'ss-collection-list'({ attributes, api }): Promise<ServerCollectionPage | undefined> {
    const collection = text(attributes.collection).trim();
    // no collection: the block says so in the browser (and logs it there once)
    if (!collection) return undefined;
    const now = clock.now();
    const when = attributes.when === 'past' ? 'past' : 'upcoming';
    const query = collectionPageData({ page: count(attributes.page, 1), pageSize: count(attributes.pageSize, 10), when });
    const data = (await api.request(apiPath(collectionPath(collection), query))) as CollectionPage;
    return { data, now };
  },

  async 'ss-search'({ attributes, pageUrl, api }): Promise<ServerSearch | undefined> {
    // only a search page searches at start (for the query in its address)
    if (attributes.mode !== 'page') return undefined;
    const query = new URL(pageUrl).searchParams.get('q') ?? '';
    if (searchTerms(query).length === 0) return { query, response: null };
    const data = searchRequestData(query, { limit: count(attributes.pageSize, 10), types: text(attributes.types) });
    return { query, response: (await api.request(apiPath(SEARCH_PATH, data))) as SearchResponse };
  },
};
