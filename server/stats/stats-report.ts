import type { Queryable } from '../db/database.js';
import { WEB_VITAL_THRESHOLDS, rateWebVital, type WebVitalRating } from './web-vital-thresholds.js';

/** What the owner's stats page shows for a period (one query per panel, over rollups or indexes). */
export interface StatsReport {
  days: number;
  since: string;
  totals: { pageviews: number; visitors: number; visits: number; errors: number };
  daily: { day: string; pageviews: number; visitors: number; visits: number }[];
  topPages: { path: string; pageviews: number; visitors: number }[];
  referrers: { source: string; pageviews: number }[];
  formConversions: { formId: string; renders: number; submissions: number; rate: number | null }[];
  errorsByMessage: { message: string; count: number; lastSeen: string }[];
  webVitals: { name: string; p75: number; samples: number; good: number; poor: number; unit: string; rating: WebVitalRating | null }[];
}

/** How many rows the top lists show. */
export const STATS_TOP_LIMIT = 10;
/** Longest period the report covers. */
export const STATS_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Every UTC day from `since` to `now`, oldest first. */
export function daysBetween(since: Date, now: Date): string[] {
  const out: string[] = [];
  for (let t = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()); t <= now.getTime(); t += DAY_MS) out.push(dayKey(new Date(t)));
  return out;
}

/** The most viewed pages since `since`, with their distinct visitors since then. */
async function topPagesSince(db: Queryable, since: Date): Promise<StatsReport['topPages']> {
  const top = await db.query<{ path: string; pageviews: string }>(
    `SELECT path, sum(pageviews) AS pageviews FROM census_daily_pages WHERE day >= $1::date GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${STATS_TOP_LIMIT}`,
    [dayKey(since)],
  );
  if (top.rows.length === 0) return [];
  const visitors = await db.query<{ path: string; visitors: string }>(
    'SELECT path, sum(visitors) AS visitors FROM census_path_last_days WHERE path = ANY($1::text[]) AND day >= $2::date GROUP BY 1',
    [top.rows.map((row) => row.path), dayKey(since)],
  );
  const visitorsOf = new Map(visitors.rows.map((row) => [row.path, Number(row.visitors)]));
  return top.rows.map((row) => ({ path: row.path, pageviews: Number(row.pageviews), visitors: visitorsOf.get(row.path) ?? 0 }));
}

/** The report for the last `days` days (today included), in UTC days. */
export async function loadStatsReport(db: Queryable, now: Date, days: number): Promise<StatsReport> {
  const span = Math.max(1, Math.min(Math.floor(days), STATS_MAX_DAYS));
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(todayStart - (span - 1) * DAY_MS);
  const at = [since.toISOString()];
  const sinceDay = [dayKey(since)];

  // Pageviews, visitors and visits come from the daily rollups (census-rollups.ts): a few rows per
  // day, whatever the traffic. Distinct visitors of the whole period (and per page) are the
  // visitors last seen since its first day, exact because the period ends now.
  const [daily, totals, pages, referrers, renders, submissions, errors, vitals] = await Promise.all([
    db.query<{ day: string; pageviews: string; visitors: string; visits: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, pageviews, visitors, visits FROM census_days WHERE day >= $1::date ORDER BY 1`,
      sinceDay,
    ),
    db.query<{ visitors: string | null }>('SELECT sum(visitors) AS visitors FROM census_visitor_last_days WHERE day >= $1::date', sinceDay),
    topPagesSince(db, since),
    db.query<{ source: string; pageviews: string }>(
      `SELECT source, sum(pageviews) AS pageviews FROM census_daily_sources WHERE day >= $1::date GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${STATS_TOP_LIMIT}`,
      sinceDay,
    ),
    db.query<{ form_id: string; renders: string }>(
      `SELECT subject_id AS form_id, count(*) AS renders FROM census_events WHERE kind = 'form-render' AND subject_id IS NOT NULL AND created_at >= $1 GROUP BY 1`,
      at,
    ),
    db.query<{ form_id: string; submissions: string }>(`SELECT form_id, count(*) AS submissions FROM form_submissions WHERE created_at >= $1 GROUP BY 1`, at),
    db.query<{ message: string; count: string; last_seen: string | Date }>(
      `SELECT message, count(*) AS count, max(created_at) AS last_seen FROM javascript_errors WHERE created_at >= $1 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${STATS_TOP_LIMIT}`,
      at,
    ),
    db.query<{ name: string; p75: number | string; samples: string }>(
      `SELECT data ->> 'name' AS name, percentile_cont(0.75) WITHIN GROUP (ORDER BY (data ->> 'value')::float8) AS p75, count(*) AS samples
       FROM performance_records
       WHERE event = 'web-vital' AND created_at >= $1 AND jsonb_typeof(data -> 'value') = 'number' AND data ->> 'name' IS NOT NULL
       GROUP BY 1 ORDER BY 1`,
      at,
    ),
  ]);

  const byDay = new Map(daily.rows.map((row) => [row.day, row]));
  const errorTotal = await db.query<{ n: string }>('SELECT count(*) AS n FROM javascript_errors WHERE created_at >= $1', at);

  const renderCounts = new Map(renders.rows.map((row) => [row.form_id, Number(row.renders)]));
  const submissionCounts = new Map(submissions.rows.map((row) => [row.form_id, Number(row.submissions)]));
  const formIds = [...new Set([...renderCounts.keys(), ...submissionCounts.keys()])].sort();

  return {
    days: span,
    since: since.toISOString(),
    totals: {
      pageviews: daily.rows.reduce((sum, row) => sum + Number(row.pageviews), 0),
      visitors: Number(totals.rows[0]?.visitors ?? 0),
      visits: daily.rows.reduce((sum, row) => sum + Number(row.visits), 0),
      errors: Number(errorTotal.rows[0]?.n ?? 0),
    },
    daily: daysBetween(since, now).map((day) => ({
      day,
      pageviews: Number(byDay.get(day)?.pageviews ?? 0),
      visitors: Number(byDay.get(day)?.visitors ?? 0),
      visits: Number(byDay.get(day)?.visits ?? 0),
    })),
    topPages: pages,
    referrers: referrers.rows.map((row) => ({ source: row.source, pageviews: Number(row.pageviews) })),
    formConversions: formIds.map((formId) => {
      const rendersOf = renderCounts.get(formId) ?? 0;
      const submitted = submissionCounts.get(formId) ?? 0;
      return { formId, renders: rendersOf, submissions: submitted, rate: rendersOf > 0 ? Math.round((submitted / rendersOf) * 1000) / 1000 : null };
    }),
    errorsByMessage: errors.rows.map((row) => ({ message: row.message, count: Number(row.count), lastSeen: new Date(row.last_seen).toISOString() })),
    webVitals: vitals.rows
      .filter((row) => WEB_VITAL_THRESHOLDS[row.name])
      .map((row) => {
        const threshold = WEB_VITAL_THRESHOLDS[row.name]!;
        const p75 = Math.round(Number(row.p75) * 1000) / 1000;
        return { name: row.name, p75, samples: Number(row.samples), good: threshold.good, poor: threshold.poor, unit: threshold.unit, rating: rateWebVital(row.name, p75) };
      }),
  };
}
