import { getData } from '../net/data-request.js';
import type { CollectionPage } from './content-item.js';

/** spec 03 §8 UI message for a collection list that could not load. */
export const COLLECTION_FAILED_MESSAGE = 'Unable to load. Try again.';

/** One page of a collection from the site API. */
export function requestCollectionPage(
  collection: string,
  options: { page: number; pageSize: number; when?: 'upcoming' | 'past'; signal?: AbortSignal },
): Promise<CollectionPage> {
  const data: Record<string, unknown> = { page: options.page, pageSize: options.pageSize };
  if (options.when) data.when = options.when;
  return getData<CollectionPage>(`/api/content/collections/${encodeURIComponent(collection)}`, {
    data,
    retries: 1,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
