/** Collection list paging (spec 01 §2 blog and events list pages; spec 03 §9 collection limits). */

/** Items per page when the block does not say. */
export const COLLECTION_DEFAULT_PAGE_SIZE = 10;
/** Largest page the site API serves. */
export const COLLECTION_MAX_PAGE_SIZE = 50;

/** A requested page number made safe: whole, at least 1, at most the last page. */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, totalPages));
}

export function totalPagesFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/**
 * The page numbers a pager shows: always the first and last, the current one with `around`
 * neighbours, and null for a gap ("…").
 */
export function pagerPages(current: number, totalPages: number, around = 1): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= totalPages; page++) {
    if (page === 1 || page === totalPages || Math.abs(page - current) <= around) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
