import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { catalogueCode, catalogueWords } from '../../src/runtime/catalog/enumeration.js';
import { AnalyticsEventType } from '../../src/runtime/catalog/platform-enumerations.js';
import { parseWith } from '../http-errors.js';
import { createOwnerCheck } from '../owner-auth.js';
import type { RouteDeps } from './route-deps.js';

const sinceQuerySchema = z.strictObject({
  days: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,3}$/, 'days must be a whole number of days')), z.transform(Number))),
});

/** Owner-only read-outs of what the public calls stored: stats and error reports. */
export function registerOwnerRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  const requireOwner = createOwnerCheck(deps.ownerToken);

  api.get('/owner/stats', { preHandler: requireOwner }, async (request) => {
    const query = parseWith(sinceQuerySchema, request.query, 'query');
    const days = Math.max(1, Math.min(query.days ?? 30, 366));
    const since = new Date(now().getTime() - days * 86_400_000).toISOString();
    const hits = await db.query<{ event: string; count: string; visitors: string }>(
      'SELECT event, count(*) AS count, count(DISTINCT visitor_cookie) AS visitors FROM census_hits WHERE created_at >= $1 GROUP BY event ORDER BY event',
      [since],
    );
    const events = await db.query<{ kind: string; count: string }>(
      'SELECT kind, count(*) AS count FROM census_events WHERE created_at >= $1 GROUP BY kind ORDER BY kind',
      [since],
    );
    const submissions = await db.query<{ form_id: string; count: string }>(
      'SELECT form_id, count(*) AS count FROM form_submissions WHERE created_at >= $1 GROUP BY form_id ORDER BY form_id',
      [since],
    );
    const errors = await db.query<{ count: string }>('SELECT count(*) AS count FROM javascript_errors WHERE created_at >= $1', [since]);
    // Events-service events by their event_type (spec 03 §3 analytics event types), which the
    // runtime sends among the custom fields (the common fields of spec 03 §3 do not name it).
    const tracked = await db.query<{ event_type: string | null; count: string }>(
      "SELECT COALESCE(custom_data->>'event_type', common_data->>'event_type') AS event_type, count(*) AS count FROM analytics_events WHERE created_at >= $1 GROUP BY 1 ORDER BY 1",
      [since],
    );
    return {
      days,
      hits: Object.fromEntries(hits.rows.map((row) => [row.event, { count: Number(row.count), visitors: Number(row.visitors) }])),
      events: Object.fromEntries(events.rows.map((row) => [row.kind, Number(row.count)])),
      formSubmissions: Object.fromEntries(submissions.rows.map((row) => [row.form_id, Number(row.count)])),
      javascriptErrors: Number(errors.rows[0]?.count ?? 0),
      trackedEvents: trackedEventCounts(tracked.rows),
    };
  });

  api.get('/owner/javascript-errors', { preHandler: requireOwner }, async () => {
    const rows = await db.query<{ id: string; app: string; message: string; page_url: string | null; created_at: string | Date }>(
      'SELECT id, app, message, page_url, created_at FROM javascript_errors ORDER BY id DESC LIMIT 200',
    );
    return {
      errors: rows.rows.map((row) => ({ id: String(row.id), app: row.app, message: row.message, url: row.page_url, createdAt: new Date(row.created_at).toISOString() })),
    };
  });
}

/**
 * Events-service counts by event type, each with the catalogue's name for its code ('site search'
 * for 2); an event without a listed type counts under a null code and name.
 */
function trackedEventCounts(rows: ReadonlyArray<{ event_type: string | null; count: string }>): Array<{ eventType: number | null; name: string | null; count: number }> {
  const counts = new Map<number | null, number>();
  for (const row of rows) {
    const code = catalogueCode(AnalyticsEventType, row.event_type) ?? null;
    counts.set(code, (counts.get(code) ?? 0) + Number(row.count));
  }
  return [...counts].map(([eventType, count]) => ({ eventType, name: eventType === null ? null : (catalogueWords(AnalyticsEventType, eventType) ?? null), count }));
}
