import { textLookup } from '../i18n/text-lookup.js';
import { SEARCH_FAILED_MESSAGE } from './search-request.js';

/**
 * Visitor-facing texts of the search block (catalogue keys `search.*` and `search.type.*`),
 * en-US: the spec 03 §8 failure text verbatim (chosen in search-request.ts), the rest the
 * product's own wording. Placeholders are `{name}`.
 */
export const SEARCH_TEXTS = Object.freeze({
  failed: SEARCH_FAILED_MESSAGE,
  label: 'Search site',
  placeholder: 'Search',
  submit: 'Search',
  suggestionsLabel: 'Suggestions',
  seeAll: 'See all results for “{query}”',
  resultsLabel: 'Search results',
  searching: 'Searching\u2026',
  showMore: 'Show more results',
  noResults: 'No results for “{query}”',
  oneResult: '1 result for “{query}”',
  results: '{count} results for “{query}”',
  oneSuggestion: '1 suggestion for “{query}”. Use the up and down arrow keys to choose.',
  suggestions: '{count} suggestions for “{query}”. Use the up and down arrow keys to choose.',
} as const);

/** What a result's kind is called next to it (spec 01 §3 record types). */
export const SEARCH_TYPE_TEXTS = Object.freeze({
  page: 'Page',
  text: 'Blog post',
  event: 'Event',
  audio: 'Audio',
  image: 'Image',
  video: 'Video',
  portfolioItem: 'Portfolio',
} as const);

export const searchText = /* @__PURE__ */ textLookup('search.', SEARCH_TEXTS);
export const searchTypeText = /* @__PURE__ */ textLookup('search.type.', SEARCH_TYPE_TEXTS);
