// Times the owner stats report (GET /api/owner/stats/report?days=366) on the Postgres at
// DATABASE_URL, seeded first with bench/seed-stats.mjs: two warm-up runs, then the median of
// STATS_RUNS (7) runs through the real route (app.inject: routing, owner check, queries, JSON).
// For comparison it also times once what the report did before the rollups: counting the
// period's pageviews and distinct visitors over the raw hits. Writes bench/stats-results.json,
// which `npm run bench` shows under "Benchmarks".
//
//   scripts/postgres-ci.sh bash -c 'node bench/seed-stats.mjs && node bench/stats-report.mjs'
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench/stats-report.mjs needs DATABASE_URL (a Postgres seeded by bench/seed-stats.mjs).');
  process.exit(1);
}
const RUNS = Number(process.env.STATS_RUNS ?? 7);
const DAYS = 366;
const TARGET_MS = 500;
const OWNER_TOKEN = 'stats-benchmark-owner-token';

const load = (file) => tsImport(join(root, file), import.meta.url);
const { openDatabase } = await load('server/db/database.ts');
const { buildApp } = await load('server/app.ts');

const db = await openDatabase({ databaseUrl: url });
const app = await buildApp({
  db,
  places: null,
  pageRenderer: null,
  config: { ownerToken: OWNER_TOKEN, logger: false, maxEventLoopDelayMs: 0 },
});
const hits = Number((await db.query('SELECT count(*) AS n FROM census_hits')).rows[0].n);
const version = (await db.query("SELECT current_setting('server_version') AS v")).rows[0].v;
if (hits === 0) {
  // Nothing to time: keep the figures recorded last instead of writing a meaningless one.
  console.error('bench/stats-report.mjs: census_hits is empty; seed the database first with node bench/seed-stats.mjs.');
  await app.close();
  await db.close();
  process.exit(1);
}

async function timeReport() {
  const start = performance.now();
  const reply = await app.inject({ method: 'GET', url: `/api/owner/stats/report?days=${DAYS}`, headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
  const ms = performance.now() - start;
  if (reply.statusCode !== 200) throw new Error(`report answered ${reply.statusCode}: ${reply.body.slice(0, 200)}`);
  return { ms, report: reply.json() };
}

for (let i = 0; i < 2; i++) await timeReport();
const times = [];
let report;
for (let i = 0; i < RUNS; i++) {
  const run = await timeReport();
  times.push(run.ms);
  report = run.report;
}
times.sort((a, b) => a - b);
const round = (ms) => Math.round(ms * 10) / 10;
const medianMs = round(times[Math.floor(times.length / 2)]);

// The same period counted over the raw hits, as the report did before the rollups (one run).
const rawStart = performance.now();
const raw = (
  await db.query(
    "SELECT count(*) AS pageviews, count(DISTINCT visitor_cookie) AS visitors FROM census_hits WHERE event = 'pageview' AND created_at >= $1",
    [report.since],
  )
).rows[0];
const rawCountMs = Math.round(performance.now() - rawStart);
const sameTotals = Number(raw.pageviews) === report.totals.pageviews && Number(raw.visitors) === report.totals.visitors;

const results = {
  measuredAt: new Date().toISOString(),
  engine: 'postgres',
  postgres: version,
  hits,
  days: DAYS,
  runs: RUNS,
  medianMs,
  minMs: round(times[0]),
  maxMs: round(times.at(-1)),
  targetMs: TARGET_MS,
  withinTarget: medianMs < TARGET_MS,
  report: { pageviews: report.totals.pageviews, visitors: report.totals.visitors, visits: report.totals.visits },
  rawCountMs,
  rawCountMatches: sameTotals,
};
console.log(JSON.stringify(results, null, 2));
writeFileSync(join(root, 'bench/stats-results.json'), `${JSON.stringify(results, null, 2)}\n`);
await app.close();
await db.close();
if (!sameTotals) {
  console.error(`The report's totals (${report.totals.pageviews} pageviews, ${report.totals.visitors} visitors) differ from the raw count (${raw.pageviews}, ${raw.visitors}).`);
  process.exit(1);
}
