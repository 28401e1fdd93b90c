/** How long shared caches may keep a page (PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS). */
export interface PageCaching {
  /** `s-maxage`: a CDN keeps the page this long unless a purge drops it first. */
  seconds: number;
  /** `stale-while-revalidate`: after that, a CDN may answer with it this much longer while it asks again. */
  staleSeconds: number;
}

export const DEFAULT_PAGE_CACHING: PageCaching = { seconds: 300, staleSeconds: 30 };

/**
 * Cache-Control of a page drawn for everyone (issue 49): browsers ask again on every visit
 * (max-age=0, answered with 304 by ETag), shared caches keep it `seconds`, then may serve it
 * `staleSeconds` longer while they fetch it again. Owner writes purge it sooner.
 */
export function sharedPageCacheControl(caching: PageCaching): string {
  return `public, max-age=0, s-maxage=${caching.seconds}, stale-while-revalidate=${caching.staleSeconds}`;
}
