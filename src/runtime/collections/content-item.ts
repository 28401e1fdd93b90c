import { CATEGORY_MAX_LENGTH, TAG_MAX_LENGTH } from '../catalog/platform-limits.js';
/**
 * A collection item as the site API serves it to the collection-list, tour-dates and calendar
 * blocks (spec 01 §3 record types of collection items: audio, event, image, portfolio item, text
 * (blog post), video; plus standalone pages for search).
 */
export interface ContentItem {
  id: string;
  collectionId: string | null;
  recordType: string;
  title: string;
  url: string;
  excerpt: string;
  author: string | null;
  tags: string[];
  publishedAt: string | null;
  /** Events only. */
  startsAt: string | null;
  endsAt: string | null;
  venue: string | null;
  city: string | null;
  ticketUrl: string | null;
  soldOut: boolean;
}

export interface ContentCollection {
  id: string;
  title: string;
  type: string;
  url: string;
}

export interface CollectionPage {
  collection: ContentCollection;
  items: ContentItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface EventsResponse {
  events: ContentItem[];
}

/** Spec 03 §5: whether a tag (trimmed) is one the platform accepts: not empty, at most 50 characters. */
export function isValidTag(tag: string): boolean {
  const text = tag.trim();
  return text.length > 0 && [...text].length <= TAG_MAX_LENGTH;
}

/** Spec 03 §5: whether a category (trimmed) is one the platform accepts: not empty, at most 25 characters. */
export function isValidCategory(category: string): boolean {
  const text = category.trim();
  return text.length > 0 && [...text].length <= CATEGORY_MAX_LENGTH;
}

/**
 * An item's tags from their stored comma-separated form: trimmed, each accepted by
 * {@link isValidTag} (a longer one is dropped, never cut into a different tag), no duplicates.
 */
export function parseTagList(stored: string): string[] {
  const tags = stored.split(',').map((tag) => tag.trim()).filter(isValidTag);
  return [...new Set(tags)];
}
