import type { Queryable } from '../db/database.js';
import { WEB_VITAL_THRESHOLDS, rateWebVital, type WebVitalRating } from './web-vital-thresholds.js';

/** What the owner's stats page shows for a period (one query per panel, all indexed). */
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

/** The report for the last `days` days (today included), in UTC days. */
export async function loadStatsReport(db: Queryable, now: Date, days: number): Promise<StatsReport> {
  const span = Math.max(1, Math.min(Math.floor(days), STATS_MAX_DAYS));
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(todayStart - (span - 1) * DAY_MS);
  const at = [since.toISOString()];
  const DAY = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

  const [daily, visits, totals, pages, referrers, renders, submissions, errors, vitals] = await Promise.all([
    db.query<{ day: string; pageviews: string; visitors: string }>(
      `SELECT ${DAY} AS day, count(*) AS pageviews, count(DISTINCT visitor_cookie) AS visitors
       FROM census_hits WHERE event = 'pageview' AND created_at >= $1 GROUP BY 1 ORDER BY 1`,
      at,
    ),
    db.query<{ day: string; visits: string }>(
      `SELECT to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS visits FROM census_visits WHERE started_at >= $1 GROUP BY 1`,
      at,
    ),
    db.query<{ pageviews: string; visitors: string }>(
      `SELECT count(*) AS pageviews, count(DISTINCT visitor_cookie) AS visitors FROM census_hits WHERE event = 'pageview' AND created_at >= $1`,
      at,
    ),
    db.query<{ path: string; pageviews: string; visitors: string }>(
      `SELECT COALESCE(data ->> 'url', '(unknown)') AS path, count(*) AS pageviews, count(DISTINCT visitor_cookie) AS visitors
       FROM census_hits WHERE event = 'pageview' AND created_at >= $1 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${STATS_TOP_LIMIT}`,
      at,
    ),
    db.query<{ source: string; pageviews: string }>(
      `SELECT COALESCE(NULLIF(lower(substring(data ->> 'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)')), ''), '(direct)') AS source, count(*) AS pageviews
       FROM census_hits WHERE event = 'pageview' AND created_at >= $1 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${STATS_TOP_LIMIT}`,
      at,
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
  const visitsByDay = new Map(visits.rows.map((row) => [row.day, Number(row.visits)]));
  const errorTotal = await db.query<{ n: string }>('SELECT count(*) AS n FROM javascript_errors WHERE created_at >= $1', at);

  const renderCounts = new Map(renders.rows.map((row) => [row.form_id, Number(row.renders)]));
  const submissionCounts = new Map(submissions.rows.map((row) => [row.form_id, Number(row.submissions)]));
  const formIds = [...new Set([...renderCounts.keys(), ...submissionCounts.keys()])].sort();

  return {
    days: span,
    since: since.toISOString(),
    totals: {
      pageviews: Number(totals.rows[0]?.pageviews ?? 0),
      visitors: Number(totals.rows[0]?.visitors ?? 0),
      visits: [...visitsByDay.values()].reduce((sum, n) => sum + n, 0),
      errors: Number(errorTotal.rows[0]?.n ?? 0),
    },
    daily: daysBetween(since, now).map((day) => ({
      day,
      pageviews: Number(byDay.get(day)?.pageviews ?? 0),
      visitors: Number(byDay.get(day)?.visitors ?? 0),
      visits: visitsByDay.get(day) ?? 0,
    })),
    topPages: pages.rows.map((row) => ({ path: row.path, pageviews: Number(row.pageviews), visitors: Number(row.visitors) })),
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
