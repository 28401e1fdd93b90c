import { getData } from '../net/data-request.js';
import type { SearchResponse } from './search-query.js';

/** spec 03 §8 UI message for a search that could not be answered. */
export const SEARCH_FAILED_MESSAGE = 'Unable to load results';

/** The site API path of the search call. */
export const SEARCH_PATH = '/api/content/search';

/** The query parameters of the search call (the browser sends them; a server renderer asks the same). */
export function searchRequestData(query: string, options: { limit: number; offset?: number; types?: string }): Record<string, unknown> {
  const data: Record<string, unknown> = { q: query, limit: options.limit, offset: options.offset ?? 0 };
  if (options.types) data.type = options.types;
  return data;
}

/** The site API search call (one attempt, abortable: a newer keystroke replaces it). */
export function requestSearch(
  query: string,
  options: { limit: number; offset?: number; types?: string; signal?: AbortSignal },
): Promise<SearchResponse> {
  return getData<SearchResponse>(SEARCH_PATH, { data: searchRequestData(query, options), retries: 0, ...(options.signal ? { signal: options.signal } : {}) });
}

/** What a server renderer fetched for a search page: the address's query and, when it has terms, its first page of results. */
export interface ServerSearch {
  query: string;
  response: SearchResponse | null;
}

/** Reads `serverData` as {@link ServerSearch}, or null when it is not (the browser reads the address and searches). */
export function readServerSearch(serverData: unknown): ServerSearch | null {
  const value = serverData as Partial<ServerSearch> | null | undefined;
  if (!value || typeof value !== 'object' || typeof value.query !== 'string') return null;
  const response = value.response as Partial<SearchResponse> | null | undefined;
  if (response === null || response === undefined) return { query: value.query, response: null };
  return Array.isArray(response.results) && typeof response.total === 'number' ? { query: value.query, response: response as SearchResponse } : null;
}
