import { getData } from '../net/data-request.js';
import type { SearchResponse } from './search-query.js';

/** spec 03 §8 UI message for a search that could not be answered. */
export const SEARCH_FAILED_MESSAGE = 'Unable to load results';

/** The site API search call (one attempt, abortable: a newer keystroke replaces it). */
export function requestSearch(
  query: string,
  options: { limit: number; offset?: number; types?: string; signal?: AbortSignal },
): Promise<SearchResponse> {
  const data: Record<string, unknown> = { q: query, limit: options.limit, offset: options.offset ?? 0 };
  if (options.types) data.type = options.types;
  return getData<SearchResponse>('/api/content/search', { data, retries: 0, ...(options.signal ? { signal: options.signal } : {}) });
}
