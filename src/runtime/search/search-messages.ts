/**
 * Visitor-facing texts of the search block (the product's own wording), looked up through
 * siteText (message-catalogue.ts keys `search.*`). The spec 03 §8 failure text lives in
 * search-request.ts; result counts and announcements in search-query.ts.
 */
export const SEARCH_DEFAULT_LABEL = 'Search site';
export const SEARCH_DEFAULT_PLACEHOLDER = 'Search';
export const SEARCH_SUBMIT_TEXT = 'Search';
export const SEARCH_SUGGESTIONS_LABEL = 'Suggestions';
export const SEARCH_SEE_ALL_TEXT = 'See all results for “{query}”';
export const SEARCH_RESULTS_LABEL = 'Search results';
export const SEARCH_SEARCHING_TEXT = 'Searching\u2026';
export const SEARCH_SHOW_MORE_TEXT = 'Show more results';
