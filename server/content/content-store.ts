import type { Queryable } from '../db/database.js';
import { ItemStatus } from '../../src/runtime/catalog/platform-enumerations.js';
import { parseTagList, type ContentCollection, type ContentItem } from '../../src/runtime/collections/content-item.js';
import { SNIPPET_MATCH_END, SNIPPET_MATCH_START, prefixTsQuery, type SearchResult } from '../../src/runtime/search/search-query.js';

/** Only published items are served (spec 03 §3 item status). */
export const PUBLISHED_STATUS = ItemStatus.PUBLISHED;

interface ItemRow {
  id: string;
  collection_id: string | null;
  record_type: string;
  title: string;
  url_path: string;
  excerpt: string;
  author: string | null;
  tags: string;
  published_at: Date | string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  venue: string | null;
  city: string | null;
  ticket_url: string | null;
  sold_out: boolean;
}

const ITEM_COLUMNS = 'id, collection_id, record_type, title, url_path, excerpt, author, tags, published_at, starts_at, ends_at, venue, city, ticket_url, sold_out';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toItem(row: ItemRow): ContentItem {
  return {
    id: row.id,
    collectionId: row.collection_id,
    recordType: row.record_type,
    title: row.title,
    url: row.url_path,
    excerpt: row.excerpt,
    author: row.author,
    tags: parseTagList(row.tags),
    publishedAt: iso(row.published_at),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    venue: row.venue,
    city: row.city,
    ticketUrl: row.ticket_url,
    soldOut: row.sold_out,
  };
}

export async function findCollection(db: Queryable, id: string): Promise<ContentCollection | null> {
  const { rows } = await db.query<{ id: string; title: string; collection_type: string; url_path: string }>(
    'SELECT id, title, collection_type, url_path FROM content_collections WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { id: row.id, title: row.title, type: row.collection_type, url: row.url_path } : null;
}

/**
 * One page of a collection's published items. Blogs and other collections: newest first. Event
 * collections: upcoming events soonest first (`when: 'upcoming'`), or past ones latest first.
 */
export async function listCollectionItems(
  db: Queryable,
  collection: ContentCollection,
  options: { page: number; pageSize: number; now: Date; when: 'upcoming' | 'past' },
): Promise<{ items: ContentItem[]; total: number }> {
  const events = collection.type === 'events';
  const where = events
    ? options.when === 'upcoming'
      ? 'AND coalesce(ends_at, starts_at) >= $2'
      : 'AND coalesce(ends_at, starts_at) < $2'
    : '';
  const order = events ? (options.when === 'upcoming' ? 'starts_at ASC, id' : 'starts_at DESC, id') : 'published_at DESC NULLS LAST, id';
  const params: unknown[] = [collection.id];
  if (events) params.push(options.now.toISOString());
  const base = `FROM content_items WHERE collection_id = $1 AND status = ${PUBLISHED_STATUS} ${where}`;
  const count = await db.query<{ total: number | string }>(`SELECT count(*) AS total ${base}`, params);
  const { rows } = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} ${base} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, options.pageSize, (options.page - 1) * options.pageSize],
  );
  return { items: rows.map(toItem), total: Number(count.rows[0]?.total ?? 0) };
}

/** Published events overlapping [from, to), soonest first. */
export async function listEvents(
  db: Queryable,
  options: { from: Date; to: Date | null; collectionId: string | null; limit: number },
): Promise<ContentItem[]> {
  const params: unknown[] = [options.from.toISOString()];
  let sql = `SELECT ${ITEM_COLUMNS} FROM content_items WHERE record_type = 'event' AND status = ${PUBLISHED_STATUS} AND coalesce(ends_at, starts_at) >= $1`;
  if (options.to) {
    params.push(options.to.toISOString());
    sql += ` AND starts_at < $${params.length}`;
  }
  if (options.collectionId) {
    params.push(options.collectionId);
    sql += ` AND collection_id = $${params.length}`;
  }
  params.push(options.limit);
  sql += ` ORDER BY starts_at ASC, id LIMIT $${params.length}`;
  const { rows } = await db.query<ItemRow>(sql, params);
  return rows.map(toItem);
}

const HEADLINE_OPTIONS = `StartSel=${SNIPPET_MATCH_START}, StopSel=${SNIPPET_MATCH_END}, MaxWords=28, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Full-text search over published pages and items (Postgres `tsvector` with English stemming,
 * the last word as a prefix so the preview matches while typing). Ranked by ts_rank_cd with title
 * matches weighted highest, then newest first. The snippet is match-marked plain text.
 */
export async function searchContent(
  db: Queryable,
  query: string,
  options: { limit: number; offset: number; recordTypes: string[] },
): Promise<{ results: SearchResult[]; total: number }> {
  const tsQuery = prefixTsQuery(query);
  if (!tsQuery) return { results: [], total: 0 };
  const params: unknown[] = [tsQuery];
  let filter = '';
  if (options.recordTypes.length > 0) {
    params.push(options.recordTypes);
    filter = ` AND i.record_type = ANY($${params.length})`;
  }
  const from = `FROM content_items i, to_tsquery('english', $1) AS q WHERE i.status = ${PUBLISHED_STATUS} AND i.search_vector @@ q${filter}`;
  const count = await db.query<{ total: number | string }>(`SELECT count(*) AS total ${from}`, params);
  const total = Number(count.rows[0]?.total ?? 0);
  if (total === 0 || options.offset >= total) return { results: [], total };
  params.push(HEADLINE_OPTIONS, options.limit, options.offset);
  const n = params.length;
  const { rows } = await db.query<{
    id: string;
    title: string;
    url_path: string;
    record_type: string;
    collection_title: string | null;
    published_at: Date | string | null;
    snippet: string;
  }>(
    `SELECT i.id, i.title, i.url_path, i.record_type, c.title AS collection_title, i.published_at,
       ts_headline('english', CASE WHEN i.excerpt = '' THEN i.body ELSE i.excerpt || ' ' || i.body END, q, $${n - 2}) AS snippet
     FROM content_items i CROSS JOIN to_tsquery('english', $1) AS q
     LEFT JOIN content_collections c ON c.id = i.collection_id
     WHERE i.status = ${PUBLISHED_STATUS} AND i.search_vector @@ q${filter}
     ORDER BY ts_rank_cd(i.search_vector, q) DESC, i.published_at DESC NULLS LAST, i.id
     LIMIT $${n - 1} OFFSET $${n}`,
    params,
  );
  return {
    total,
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url_path,
      recordType: row.record_type,
      collectionTitle: row.collection_title,
      snippet: row.snippet,
      publishedAt: iso(row.published_at),
    })),
  };
}
