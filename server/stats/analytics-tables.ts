import type { BatchRow, BatchTable } from '../db/batch-writer.js';
import { parseVisitorId } from '../../src/runtime/analytics/visit-cookies.js';
import { insertHitsWithRollups, upsertVisitsWithRollups } from './census-rollups.js';

/** The analytics tables the batch writer appends to (server/db/batch-writer.ts). */
export const CENSUS_HITS: BatchTable = {
  name: 'census_hits',
  columns: ['event', 'data', 'visitor_cookie', 'created_at'],
  withRollups: insertHitsWithRollups,
};

export const CENSUS_EVENTS: BatchTable = { name: 'census_events', columns: ['kind', 'subject_id', 'visitor_cookie', 'data', 'created_at'] };

export const JAVASCRIPT_ERRORS: BatchTable = {
  name: 'javascript_errors',
  columns: ['event', 'app', 'message', 'stack', 'file', 'line', 'col', 'custom_data', 'site_id', 'template_id', 'page_url', 'user_agent', 'client_timestamp', 'created_at'],
};

export const TRACKER_EVENTS: BatchTable = { name: 'tracker_events', columns: ['event_name', 'data', 'created_at'] };

export const ANALYTICS_EVENTS: BatchTable = { name: 'analytics_events', columns: ['analytics_id', 'custom_schema_name', 'common_data', 'custom_data', 'created_at'] };

/** A page load is stored once, with its first records. */
export const PAGE_LOADS: BatchTable = {
  name: 'page_loads',
  columns: ['id', 'created_at'],
  onConflict: 'ON CONFLICT (id) DO NOTHING',
  combine: { key: (values) => String(values[0]), merge: (first) => first },
};

export const PERFORMANCE_RECORDS: BatchTable = { name: 'performance_records', columns: ['page_load_id', 'app', 'event', 'data', 'client_timestamp', 'created_at'] };

/**
 * One row per visit (visitor id, visit number): hits of one visit in a batch are added up before
 * the upsert, since one statement may not update a row twice.
 */
export const CENSUS_VISITS: BatchTable = {
  name: 'census_visits',
  columns: ['visitor_id', 'visit_number', 'started_at', 'last_hit_at', 'hits'],
  onConflict:
    'ON CONFLICT (visitor_id, visit_number) DO UPDATE SET hits = census_visits.hits + EXCLUDED.hits, last_hit_at = GREATEST(census_visits.last_hit_at, EXCLUDED.last_hit_at)',
  combine: {
    key: (values) => `${String(values[0])}\u0000${String(values[1])}`,
    merge: (a, b) => [a[0], a[1], String(a[2]) < String(b[2]) ? a[2] : b[2], String(a[3]) > String(b[3]) ? a[3] : b[3], Number(a[4]) + Number(b[4])],
  },
  withRollups: upsertVisitsWithRollups,
};

/**
 * The visit row a RecordHit adds to, from the visit fields it carries (visitorId, visitCount:
 * spec 01 §4 visit cookies); none for hits without them (older clients are only counted as hits).
 */
export function visitRow(data: Record<string, unknown>, at: Date): BatchRow | null {
  const visitorId = parseVisitorId(data.visitorId);
  const visitNumber = data.visitCount;
  if (visitorId === null) return null;
  if (typeof visitNumber !== 'number' || !Number.isSafeInteger(visitNumber) || visitNumber < 1 || visitNumber > 2_147_483_647) return null;
  const when = at.toISOString();
  return { into: CENSUS_VISITS, values: [visitorId, visitNumber, when, when, 1] };
}
