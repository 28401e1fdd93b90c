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
