/**
 * The query parameters a server drawing reads (issue 49): a search page's `q`, a review
 * request's `token` (spec 01 §2 page type 209), a screenshot render's `sqsscreenshot` (spec 01
 * §9) and `nomotion` (spec 03 §2). Any other query (utm_source, fbclid, a cache-buster) draws the
 * same page, so a server keeps one drawing for all of them and draws for the address without them.
 */
export const DRAWING_QUERY_PARAMETERS = ['q', 'token', 'sqsscreenshot', 'nomotion'] as const;

/** `url` with only the query parameters that change a drawing (DRAWING_QUERY_PARAMETERS), in a fixed order, and no fragment. */
export function drawingAddress(url: string): string {
  const parsed = new URL(url);
  const kept = new URLSearchParams();
  for (const name of DRAWING_QUERY_PARAMETERS) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  parsed.search = kept.toString();
  parsed.hash = '';
  return parsed.href;
}
