// Seeds the Postgres at DATABASE_URL for the stats report benchmark (bench/stats-report.mjs):
// 10,000,000 page hits spread over the 366 UTC days that end today (27,322 a day, today's up to
// now), made in SQL with generate_series, and about a third as many visits. The rollups are filled
// day by day with the server's own rollup statement (server/stats/census-rollups.ts), as if the
// server had stored the hits. Run it once on an empty database (it refuses one that has hits):
//
//   DATABASE_URL=postgres://... node bench/seed-stats.mjs        (STATS_SEED_HITS to change the count)
//   scripts/postgres-ci.sh bash -c 'node bench/seed-stats.mjs && node bench/stats-report.mjs'
//
// The hits: 500 pages (a few much more viewed than the rest), referrers from 50 hosts or none,
// 1,000,000 visitor cookies (some much more frequent), every hit a pageview.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench/seed-stats.mjs needs DATABASE_URL (a Postgres server): the benchmark is for Postgres.');
  process.exit(1);
}
const TOTAL_HITS = Number(process.env.STATS_SEED_HITS ?? 10_000_000);
const DAYS = 366;
const DAY_MS = 86_400_000;

const load = (file) => tsImport(join(root, file), import.meta.url);
const { openDatabase, migrate } = await load('server/db/database.ts');
const { createMonthPartition, PARTITIONED_ANALYTICS_TABLES, monthStart } = await load('server/db/analytics-partitions.ts');
const { rollUpStoredHits, rollUpStoredVisits } = await load('server/stats/census-rollups.ts');

const db = await openDatabase({ databaseUrl: url });
const started = performance.now();
await migrate(db);
const existing = Number((await db.query('SELECT count(*) AS n FROM (SELECT 1 FROM census_hits LIMIT 1) AS any_hit')).rows[0].n);
if (existing > 0) {
  console.error('bench/seed-stats.mjs: census_hits already holds rows; seed an empty database.');
  await db.close();
  process.exit(1);
}

const now = new Date();
const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const firstDay = todayStart - (DAYS - 1) * DAY_MS;
for (let month = monthStart(new Date(firstDay)); month <= now; month = monthStart(month, 1)) {
  for (const table of PARTITIONED_ANALYTICS_TABLES) await createMonthPartition(db, table, month);
}

const perDay = Math.ceil(TOTAL_HITS / DAYS);
let stored = 0;
for (let day = 0; day < DAYS; day++) {
  const from = new Date(firstDay + day * DAY_MS);
  // Today's hits only up to now, so the report covers a partial day as it would in use.
  const span = Math.min(DAY_MS, now.getTime() - from.getTime());
  const count = Math.min(perDay, TOTAL_HITS - stored);
  if (count <= 0) break;
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL synchronous_commit = off');
    await tx.query(
      `INSERT INTO census_hits (event, data, visitor_cookie, created_at)
       SELECT 'pageview',
              jsonb_build_object('url', '/page-' || floor(power(random(), 3) * 500)::int,
                                 'referrer', CASE WHEN random() < 0.5 THEN '' ELSE 'https://site-' || floor(power(random(), 2) * 50)::int || '.example/from' END,
                                 'visitorId', visitor, 'visitCount', 1),
              visitor,
              $1::timestamptz + random() * ($2 || ' milliseconds')::interval
       FROM (SELECT 'visitor-' || floor(power(random(), 2) * 1000000)::int AS visitor FROM generate_series(1, $3)) AS hit`,
      [from.toISOString(), String(span), count],
    );
    // About one visit for every three hits: distinct visitors of the day, one visit each.
    await tx.query(
      `INSERT INTO census_visits (visitor_id, visit_number, started_at, last_hit_at, hits)
       SELECT visitor, $4::int, at, at, 3
       FROM (SELECT DISTINCT 'visitor-' || floor(power(random(), 2) * 1000000)::int AS visitor, $1::timestamptz + random() * ($2 || ' milliseconds')::interval AS at
             FROM generate_series(1, $3)) AS visit
       ON CONFLICT DO NOTHING`,
      [from.toISOString(), String(span), Math.floor(count / 3), day + 1],
    );
    const to = new Date(from.getTime() + DAY_MS);
    await rollUpStoredHits(tx, from, to);
    await rollUpStoredVisits(tx, from, to);
  });
  stored += count;
  if (day % 30 === 29 || day === DAYS - 1) console.log(`seeded ${day + 1} days, ${stored.toLocaleString('en')} hits, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
console.log('VACUUM ANALYZE (visibility maps and planner statistics, as autovacuum would keep them)');
for (const table of ['census_hits', 'census_visits', 'census_days', 'census_daily_pages', 'census_daily_sources', 'census_daily_visitors', 'census_visitors', 'census_path_visitors']) {
  await db.exec(`VACUUM ANALYZE ${table}`);
}
const seconds = (performance.now() - started) / 1000;
const sizes = (
  await db.query(
    `SELECT relname AS table, to_char(n_live_tup, 'FM999,999,999') AS rows FROM pg_stat_user_tables
     WHERE relname IN ('census_visits', 'census_days', 'census_daily_pages', 'census_daily_sources', 'census_daily_visitors', 'census_visitors', 'census_path_visitors') ORDER BY 1`,
  )
).rows;
console.log(`Seeded ${stored.toLocaleString('en')} hits over ${DAYS} days in ${seconds.toFixed(0)} s.`);
console.table(sizes);
await db.close();
