import type { Database, Queryable } from '../db/database.js';

/**
 * The daily rollups of the page hits (migration 711) and the one place that says how a hit is
 * counted in them. The analytics writer applies them in the transaction that stores the hits
 * (server/db/batch-writer.ts), so the owner stats report (stats-report.ts) reads a few rows per day
 * instead of every hit, and gives the numbers a count over the stored hits would give.
 */

/** The hit event the stats count as a pageview. */
const PAGEVIEW_EVENT = 'pageview';

/**
 * The rollups' keys are indexed, and Postgres refuses an index entry over 2,704 bytes: a page is
 * counted under the first ROLLUP_PATH_CHARACTERS characters of its URL (at most 2,000 bytes of
 * UTF-8, leaving room for a visitor id beside it), a source under the first 253 (the longest
 * host name). Visitor ids are bounded where they are read (parseVisitorId, 100 characters).
 */
export const ROLLUP_PATH_CHARACTERS = 500;
const ROLLUP_SOURCE_CHARACTERS = 253;

/** A hit's page: its `url` field (its first ROLLUP_PATH_CHARACTERS characters), or '(unknown)'. `hit` is the row's alias. */
function hitPathSql(hit: string): string {
  return `left(COALESCE(${hit}.data ->> 'url', '(unknown)'), ${ROLLUP_PATH_CHARACTERS})`;
}

/** A hit's traffic source: the lower-cased host of its referrer URL, or '(direct)'. */
function hitSourceSql(hit: string): string {
  return `left(COALESCE(NULLIF(lower(substring(${hit}.data ->> 'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)')), ''), '(direct)'), ${ROLLUP_SOURCE_CHARACTERS})`;
}

/** A timestamp's UTC day, the day every rollup and the report use. */
function utcDaySql(column: string): string {
  return `(${column} AT TIME ZONE 'UTC')::date`;
}

/**
 * One statement that adds the hits `source` yields (a statement returning event, data,
 * visitor_cookie, created_at) to every rollup: pageviews per day, page and source; the day's new
 * visitors; the day each visitor, and each visitor on each page, was last seen, and how many
 * visitors were last seen on each day (a visitor whose last day moves counts one less on the day
 * it moved from). Rows are upserted in key order, so two processes flushing at once wait for each
 * other instead of deadlocking.
 */
function rollUpHitsSql(source: string): string {
  return `WITH source_rows AS (${source}),
    hits AS MATERIALIZED (
      SELECT ${utcDaySql('hit.created_at')} AS day, hit.created_at, ${hitPathSql('hit')} AS path, ${hitSourceSql('hit')} AS source, hit.visitor_cookie
      FROM source_rows AS hit WHERE hit.event = '${PAGEVIEW_EVENT}'),
    pages AS (
      INSERT INTO census_daily_pages (day, path, pageviews) SELECT day, path, count(*) FROM hits GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, path) DO UPDATE SET pageviews = census_daily_pages.pageviews + EXCLUDED.pageviews),
    sources AS (
      INSERT INTO census_daily_sources (day, source, pageviews) SELECT day, source, count(*) FROM hits GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, source) DO UPDATE SET pageviews = census_daily_sources.pageviews + EXCLUDED.pageviews),
    seen AS (
      INSERT INTO census_visitors (visitor_cookie, last_day)
      SELECT visitor_cookie, max(day) FROM hits WHERE visitor_cookie IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (visitor_cookie) DO UPDATE SET previous_day = census_visitors.last_day, last_day = EXCLUDED.last_day
      WHERE census_visitors.last_day < EXCLUDED.last_day
      RETURNING last_day, previous_day),
    seen_days AS (
      INSERT INTO census_visitor_last_days (day, visitors)
      SELECT day, sum(change) FROM (SELECT last_day AS day, 1 AS change FROM seen UNION ALL SELECT previous_day, -1 FROM seen WHERE previous_day IS NOT NULL) AS moved
      GROUP BY 1 ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET visitors = census_visitor_last_days.visitors + EXCLUDED.visitors),
    seen_on_path AS (
      INSERT INTO census_path_visitors (path, visitor_cookie, last_day)
      SELECT path, visitor_cookie, max(day) FROM hits WHERE visitor_cookie IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (path, visitor_cookie) DO UPDATE SET previous_day = census_path_visitors.last_day, last_day = EXCLUDED.last_day
      WHERE census_path_visitors.last_day < EXCLUDED.last_day
      RETURNING path, last_day, previous_day),
    seen_on_path_days AS (
      INSERT INTO census_path_last_days (path, day, visitors)
      SELECT path, day, sum(change) FROM (SELECT path, last_day AS day, 1 AS change FROM seen_on_path UNION ALL SELECT path, previous_day, -1 FROM seen_on_path WHERE previous_day IS NOT NULL) AS moved
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (path, day) DO UPDATE SET visitors = census_path_last_days.visitors + EXCLUDED.visitors),
    new_visitors AS (
      INSERT INTO census_daily_visitors (day, visitor_cookie)
      SELECT DISTINCT day, visitor_cookie FROM hits WHERE visitor_cookie IS NOT NULL ORDER BY 1, 2
      ON CONFLICT DO NOTHING RETURNING day)
    INSERT INTO census_days (day, pageviews, visitors)
    SELECT day, sum(pageviews), sum(visitors) FROM (
      SELECT day, count(*) AS pageviews, 0 AS visitors FROM hits GROUP BY 1
      UNION ALL SELECT day, 0, count(*) FROM new_visitors GROUP BY 1) AS per_day
    GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET pageviews = census_days.pageviews + EXCLUDED.pageviews, visitors = census_days.visitors + EXCLUDED.visitors`;
}

/** The census_hits INSERT of a batch, made into one statement that stores the hits and rolls them up. */
export function insertHitsWithRollups(insert: string): string {
  return rollUpHitsSql(`${insert} RETURNING event, data, visitor_cookie, created_at`);
}

const ROLL_UP_STORED = rollUpHitsSql('SELECT event, data, visitor_cookie, created_at FROM census_hits WHERE created_at >= $1 AND created_at < $2');

/**
 * Adds the hits stored in [from, to) to the rollups with the statement the writer uses (the stats
 * benchmark's seeding step fills the rollups this way). Never call it for hits the writer already
 * rolled up: they would count twice.
 */
export async function rollUpStoredHits(db: Queryable, from: Date, to: Date): Promise<void> {
  await db.query(ROLL_UP_STORED, [from.toISOString(), to.toISOString()]);
}

/** Visits that began in `source` (a statement returning started_at and created), counted on the day they started. */
function rollUpVisitsSql(source: string): string {
  return `WITH source_rows AS (${source})
    INSERT INTO census_days (day, visits)
    SELECT ${utcDaySql('started_at')}, count(*) FROM source_rows WHERE created GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET visits = census_days.visits + EXCLUDED.visits`;
}

/**
 * The census_visits upsert of a batch, made into one statement that also counts the visits it
 * created (xmax = 0: the row was inserted, not updated) on the day they started.
 */
export function upsertVisitsWithRollups(upsert: string): string {
  return rollUpVisitsSql(`${upsert} RETURNING started_at, (xmax = 0) AS created`);
}

const ROLL_UP_STORED_VISITS = rollUpVisitsSql('SELECT started_at, true AS created FROM census_visits WHERE started_at >= $1 AND started_at < $2');

/** Adds the visits stored in census_visits that started in [from, to) to the rollups (benchmark seeding). */
export async function rollUpStoredVisits(db: Queryable, from: Date, to: Date): Promise<void> {
  await db.query(ROLL_UP_STORED_VISITS, [from.toISOString(), to.toISOString()]);
}

/**
 * Drops the rollups of days before `day` (retention: the hits they count are gone). A visitor last
 * seen before it is no visitor of any period the stored hits still cover. One transaction, the
 * visitors first: a writer moving a visitor's last day meanwhile cannot leave a count on a day
 * already dropped.
 */
export async function pruneRollupsBefore(db: Database, day: Date): Promise<void> {
  const at = [day.toISOString()];
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM census_visitors WHERE last_day < ${utcDaySql('$1::timestamptz')}`, at);
    await tx.query(`DELETE FROM census_path_visitors WHERE last_day < ${utcDaySql('$1::timestamptz')}`, at);
    for (const table of ['census_days', 'census_daily_pages', 'census_daily_sources', 'census_daily_visitors', 'census_visitor_last_days', 'census_path_last_days']) {
      await tx.query(`DELETE FROM ${table} WHERE day < ${utcDaySql('$1::timestamptz')}`, at);
    }
  });
}
