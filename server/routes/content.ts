import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { COLLECTION_DEFAULT_PAGE_SIZE, COLLECTION_MAX_PAGE_SIZE, clampPage, totalPagesFor } from '../../src/runtime/collections/pagination.js';
import type { CollectionPage, EventsResponse } from '../../src/runtime/collections/content-item.js';
import { SEARCH_MAX_LIMIT, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH, type SearchResponse } from '../../src/runtime/search/search-query.js';
import { findCollection, listCollectionItems, listEvents, searchContent } from '../content/content-store.js';
import { HttpError, parseWith } from '../http-errors.js';
import { nameReplyData, surrogateKeys } from '../pages/surrogate-keys.js';
import type { RouteDeps } from './route-deps.js';

const RECORD_TYPES = ['page', 'text', 'event', 'audio', 'image', 'video', 'portfolio-item'] as const;

/** Whole numbers in query strings. */
const wholeNumber = (name: string, min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, `${name} must be a whole number`)),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.gte(min), z.lte(max)),
    ),
  );

const isoDate = (name: string) =>
  z.string().check(
    z.maxLength(40),
    z.refine((text) => !Number.isNaN(Date.parse(text)), `${name} must be a date (ISO 8601)`),
  );

const searchQuerySchema = z.object({
  q: z._default(z.string().check(z.maxLength(SEARCH_QUERY_MAX_LENGTH)), ''),
  limit: z.optional(wholeNumber('limit', 1, SEARCH_MAX_LIMIT)),
  offset: z.optional(wholeNumber('offset', 0, 10_000)),
  /** Comma-separated record types. */
  type: z.optional(z.string().check(z.maxLength(100))),
});

const collectionQuerySchema = z.object({
  page: z.optional(wholeNumber('page', 1, 100_000)),
  pageSize: z.optional(wholeNumber('pageSize', 1, COLLECTION_MAX_PAGE_SIZE)),
  when: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
});

const eventsQuerySchema = z.object({
  from: z.optional(isoDate('from')),
  to: z.optional(isoDate('to')),
  collection: z.optional(z.string().check(z.maxLength(64))),
  limit: z.optional(wholeNumber('limit', 1, 200)),
});

/** Site content for the search, collection-list, tour-dates and calendar blocks (read only, no crumb needed). */
export function registerContentRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;

  // Surrogate keys name the content a reply shows (server/pages/surrogate-keys.ts).
  api.get('/content/search', async (request, reply): Promise<SearchResponse> => {
    const query = parseWith(searchQuerySchema, request.query, 'search');
    nameReplyData(reply, [surrogateKeys.content]);
    const recordTypes = (query.type ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    const unknown = recordTypes.filter((type) => !(RECORD_TYPES as readonly string[]).includes(type));
    if (unknown.length > 0) throw new HttpError(400, `Invalid search: type must be made of ${RECORD_TYPES.join(', ')} (got ${unknown.join(', ')}).`);
    const limit = query.limit ?? SEARCH_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const { results, total } = await searchContent(db, query.q, { limit, offset, recordTypes });
    return { query: query.q, total, offset, limit, results };
  });

  api.get('/content/collections/:id', async (request, reply): Promise<CollectionPage> => {
    const { id } = request.params as { id: string };
    nameReplyData(reply, [surrogateKeys.collection(id)]);
    const collection = await findCollection(db, id);
    if (!collection) throw new HttpError(404, `No collection with the id "${id.slice(0, 64)}".`);
    const query = parseWith(collectionQuerySchema, request.query, 'collection request');
    const pageSize = query.pageSize ?? COLLECTION_DEFAULT_PAGE_SIZE;
    const first = await listCollectionItems(db, collection, { page: query.page ?? 1, pageSize, now: now(), when: query.when });
    const totalPages = totalPagesFor(first.total, pageSize);
    const page = clampPage(query.page ?? 1, totalPages);
    // A page past the end answers with the last page rather than an empty list.
    const { items, total } = page === (query.page ?? 1) ? first : await listCollectionItems(db, collection, { page, pageSize, now: now(), when: query.when });
    return { collection, items, page, pageSize, total, totalPages };
  });

  api.get('/content/events', async (request, reply): Promise<EventsResponse> => {
    const query = parseWith(eventsQuerySchema, request.query, 'events request');
    nameReplyData(reply, [query.collection ? surrogateKeys.collection(query.collection) : surrogateKeys.content]);
    const from = query.from ? new Date(query.from) : now();
    const to = query.to ? new Date(query.to) : null;
    if (to && to <= from) throw new HttpError(400, 'Invalid events request: to must be after from.');
    const events = await listEvents(db, { from, to, collectionId: query.collection ?? null, limit: query.limit ?? 50 });
    return { events };
  });
}

