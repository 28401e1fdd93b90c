import { describe, expect, it } from 'vitest';
import { createPartitionsAhead } from '../../../server/db/analytics-partitions.js';
import { createAnalyticsWriter, type BatchRow } from '../../../server/db/batch-writer.js';
import type { Database } from '../../../server/db/database.js';
import { CENSUS_HITS, visitRow } from '../../../server/stats/analytics-tables.js';
import { rollUpStoredHits, rollUpStoredVisits } from '../../../server/stats/census-rollups.js';
import { STATS_TOP_LIMIT, loadStatsReport } from '../../../server/stats/stats-report.js';
import { NOW, useTestDatabase } from './server-test-harness.js';

/**
 * Issue 19: the stats report reads daily rollups; it must give what a count over the stored hits
 * gives. The reference below is that count, in the queries the report ran before the rollups.
 */
let db: Database;
useTestDatabase((opened) => (db = opened));

const DAY_MS = 86_400_000;
const SOURCE = `COALESCE(NULLIF(lower(substring(data ->> 'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)')), ''), '(direct)')`;
const DAY = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

async function countedFromRawRows(since: Date) {
  const at = [since.toISOString()];
  const rows = async <Row>(sql: string) => (await db.query<Row>(sql, at)).rows;
  const pageviews = `FROM census_hits WHERE event = 'pageview' AND created_at >= $1`;
  const daily = await rows<{ day: string; pageviews: number; visitors: number }>(
    `SELECT ${DAY} AS day, count(*)::int AS pageviews, count(DISTINCT visitor_cookie)::int AS visitors ${pageviews} GROUP BY 1`,
  );
  const visits = await rows<{ day: string; visits: number }>(
    `SELECT to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS visits FROM census_visits WHERE started_at >= $1 GROUP BY 1`,
  );
  const [totals] = await rows<{ pageviews: number; visitors: number }>(`SELECT count(*)::int AS pageviews, count(DISTINCT visitor_cookie)::int AS visitors ${pageviews}`);
  return {
    totals: { pageviews: totals!.pageviews, visitors: totals!.visitors, visits: visits.reduce((sum, row) => sum + row.visits, 0) },
    daily: Object.fromEntries(daily.map((row) => [row.day, { pageviews: row.pageviews, visitors: row.visitors, visits: visits.find((v) => v.day === row.day)?.visits ?? 0 }])),
    visitsByDay: Object.fromEntries(visits.map((row) => [row.day, row.visits])),
    topPages: await rows(
      `SELECT COALESCE(data ->> 'url', '(unknown)') AS path, count(*)::int AS pageviews, count(DISTINCT visitor_cookie)::int AS visitors ${pageviews} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${STATS_TOP_LIMIT}`,
    ),
    referrers: await rows(`SELECT ${SOURCE} AS source, count(*)::int AS pageviews ${pageviews} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${STATS_TOP_LIMIT}`),
  };
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('stats rollups', () => {
  it('give the report the counts of the stored hits, today included, over any period', async () => {
    await createPartitionsAhead(db, NOW);
    const next = random(19);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const paths = ['/', '/shop', '/about', '/blog/a', '/blog/b', '/contact', '/Shop', undefined];
    const referrers = ['', 'https://Search.example/q?x=1', 'http://social.example:8080/p', 'https://news.example/', 'not a url', 'android-app://app.example/x', undefined];
    const visitors = [null, ...Array.from({ length: 40 }, (_, i) => `visitor-${i}`)];
    // Hits over the last 400 days, a third of them today (before and after NOW's hour), in
    // batches as the writer flushes them, with visits that continue from one batch into the next.
    const batching = createAnalyticsWriter(db, { flushMs: 60_000, maxRows: 10_000, capacity: 100_000 });
    const direct = createAnalyticsWriter(db, false);
    const todayStart = Date.UTC(2030, 0, 15);
    for (let batch = 0; batch < 12; batch++) {
      for (let n = 0; n < 120; n++) {
        const at = new Date(next() < 0.33 ? todayStart + Math.floor(next() * 12 * 3_600_000) : todayStart - Math.floor(next() * 400) * DAY_MS + Math.floor(next() * DAY_MS));
        const visitor = pick(visitors);
        const data: Record<string, unknown> = {};
        const url = pick(paths);
        const referrer = pick(referrers);
        if (url !== undefined) data.url = url;
        if (referrer !== undefined) data.referrer = referrer;
        if (visitor) Object.assign(data, { visitorId: visitor, visitCount: 1 + Math.floor(next() * 3) });
        const rows: BatchRow[] = [{ into: CENSUS_HITS, values: [next() < 0.85 ? 'pageview' : 'scroll', JSON.stringify(data), visitor, at.toISOString()] }];
        const visit = visitRow(data, at);
        if (visit) rows.push(visit);
        await (batch % 4 === 3 ? direct : batching).write(rows);
      }
      await batching.flush();
    }
    await batching.close();

    for (const days of [1, 7, 30, 366]) {
      const report = await loadStatsReport(db, NOW, days);
      const expected = await countedFromRawRows(new Date(report.since));
      expect(report.totals, `${days} days`).toEqual({ ...expected.totals, errors: 0 });
      for (const row of report.daily) expect(row, `${days} days, ${row.day}`).toEqual({ day: row.day, ...(expected.daily[row.day] ?? { pageviews: 0, visitors: 0, visits: expected.visitsByDay[row.day] ?? 0 }) });
      expect(report.topPages, `${days} days`).toEqual(expected.topPages);
      expect(report.referrers, `${days} days`).toEqual(expected.referrers);
    }
    const today = (await loadStatsReport(db, NOW, 1)).daily.at(-1)!;
    expect(today.day).toBe('2030-01-15');
    expect(today.pageviews).toBeGreaterThan(0);

    // Rolling the stored hits up afresh (the benchmark's seeding step) gives the same rollups.
    const rollups = {
      census_days: 'SELECT day::text, pageviews::int, visitors::int, visits::int FROM census_days ORDER BY 1',
      census_daily_pages: 'SELECT day::text, path, pageviews::int FROM census_daily_pages ORDER BY 1, 2',
      census_daily_sources: 'SELECT day::text, source, pageviews::int FROM census_daily_sources ORDER BY 1, 2',
      census_visitor_last_days: 'SELECT day::text, visitors::int FROM census_visitor_last_days WHERE visitors <> 0 ORDER BY 1',
      census_path_last_days: 'SELECT path, day::text, visitors::int FROM census_path_last_days WHERE visitors <> 0 ORDER BY 1, 2',
    };
    const read = async () => Object.fromEntries(await Promise.all(Object.entries(rollups).map(async ([table, sql]) => [table, (await db.query(sql)).rows])));
    const written = await read();
    await db.exec(`TRUNCATE ${Object.keys(rollups).join(', ')}, census_daily_visitors, census_visitors, census_path_visitors`);
    const all: [Date, Date] = [new Date('2000-01-01T00:00:00Z'), new Date('2100-01-01T00:00:00Z')];
    await rollUpStoredHits(db, ...all);
    await rollUpStoredVisits(db, ...all);
    expect(await read()).toEqual(written);
  });
});
