import { getData } from '../net/data-request.js';
import type { CollectionPage } from './content-item.js';

/** spec 03 §8 UI message for a collection list that could not load. */
export const COLLECTION_FAILED_MESSAGE = 'Unable to load. Try again.';

export interface CollectionPageQuery {
  page: number;
  pageSize: number;
  when?: 'upcoming' | 'past';
}

/** The site API path of a collection's pages. */
export function collectionPath(collection: string): string {
  return `/api/content/collections/${encodeURIComponent(collection)}`;
}

/** The query parameters of a collection page call (the browser sends them; a server renderer asks the same). */
export function collectionPageData(options: CollectionPageQuery): Record<string, unknown> {
  const data: Record<string, unknown> = { page: options.page, pageSize: options.pageSize };
  if (options.when) data.when = options.when;
  return data;
}

/** One page of a collection from the site API. */
export function requestCollectionPage(collection: string, options: CollectionPageQuery & { signal?: AbortSignal }): Promise<CollectionPage> {
  return getData<CollectionPage>(collectionPath(collection), {
    data: collectionPageData(options),
    retries: 1,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** What a server renderer fetched for a collection list: the page it showed, and when. */
export interface ServerCollectionPage {
  data: CollectionPage;
  now: number;
}

/** Reads `serverData` as {@link ServerCollectionPage}, or null when it is not (fetch in the browser instead). */
export function readServerCollectionPage(serverData: unknown): ServerCollectionPage | null {
  const value = serverData as Partial<ServerCollectionPage> | null | undefined;
  const page = value?.data as Partial<CollectionPage> | undefined;
  return value && typeof value === 'object' && page && Array.isArray(page.items) && typeof page.page === 'number' && typeof value.now === 'number' && Number.isFinite(value.now)
    ? { data: page as CollectionPage, now: value.now }
    : null;
}
