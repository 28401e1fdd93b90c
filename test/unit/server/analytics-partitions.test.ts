import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTITIONED_ANALYTICS_TABLES,
  createPartitionsAhead,
  dropExpiredPartitions,
  listPartitions,
  retentionStart,
} from '../../../server/db/analytics-partitions.js';
import { createAnalyticsWriter } from '../../../server/db/batch-writer.js';
import { migrate, type Database } from '../../../server/db/database.js';
import { CENSUS_HITS, JAVASCRIPT_ERRORS, TRACKER_EVENTS } from '../../../server/stats/analytics-tables.js';
import { CRUMB, NOW, buildTestApp, openTestDatabase, useTestDatabase } from './server-test-harness.js';

/** Issue 19: analytics tables partitioned by month, created ahead, with retention by whole partitions. */
let db: Database;
useTestDatabase((opened) => (db = opened));

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return Number((await db.query<{ n: number }>(sql, params)).rows[0]!.n);
}

const hit = (at: string, url = '/') => ({ into: CENSUS_HITS, values: ['pageview', JSON.stringify({ url }), 'visitor-1', at] });

describe('analytics partitions', () => {
  it('exist for this month and the next two, on every analytics table, once the server has started', async () => {
    const app = await buildTestApp(db);
    try {
      for (const table of PARTITIONED_ANALYTICS_TABLES) {
        const partitions = await listPartitions(db, table);
        expect(partitions, table).toEqual(expect.arrayContaining([`${table}_default`, `${table}_p2030_01`, `${table}_p2030_02`, `${table}_p2030_03`]));
      }
      // Rows of today are stored in this month's partition, not the default one.
      expect((await app.inject({ method: 'POST', url: '/api/census/RecordHit', payload: { event: 'pageview', data: '{"url":"/"}' }, cookies: { crumb: CRUMB }, query: { crumb: CRUMB } })).statusCode).toBe(200);
      expect(await count('SELECT count(*)::int AS n FROM census_hits_p2030_01')).toBe(1);
      expect(await count('SELECT count(*)::int AS n FROM census_hits_default')).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('store a row of any date, and later give rows caught by the default partition their own month', async () => {
    await createPartitionsAhead(db, NOW);
    const writer = createAnalyticsWriter(db, false);
    for (const at of ['1999-06-15T08:00:00.000Z', '2030-01-15T12:00:00.000Z', '2250-12-31T23:59:59.999Z']) {
      await writer.write([hit(at), { into: TRACKER_EVENTS, values: ['click', '{}', at] }]);
      await writer.write([{ into: JAVASCRIPT_ERRORS, values: ['javascript-error', 'sitestack', 'boom', null, null, null, null, null, null, null, null, null, null, at] }]);
    }
    expect(await count('SELECT count(*)::int AS n FROM census_hits')).toBe(3);
    expect(await count('SELECT count(*)::int AS n FROM census_hits_default')).toBe(2);

    await createPartitionsAhead(db, NOW);
    for (const table of ['census_hits', 'tracker_events', 'javascript_errors']) {
      expect(await count(`SELECT count(*)::int AS n FROM ${table}`), table).toBe(3);
      expect(await count(`SELECT count(*)::int AS n FROM ${table}_default`), table).toBe(0);
      expect(await listPartitions(db, table)).toEqual(expect.arrayContaining([`${table}_p1999_06`, `${table}_p2250_12`]));
    }
    expect(await count("SELECT count(*)::int AS n FROM census_hits_p1999_06 WHERE created_at = '1999-06-15T08:00:00Z'")).toBe(1);
  });

  it('drop whole months past the retention period and keep the recent ones, rollups included', async () => {
    await createPartitionsAhead(db, NOW);
    const writer = createAnalyticsWriter(db, false);
    const times = ['2029-01-20T10:00:00.000Z', '2029-11-30T10:00:00.000Z', '2029-12-02T10:00:00.000Z', '2030-01-15T10:00:00.000Z'];
    for (const at of times) await writer.write([hit(at, `/${at.slice(0, 7)}`)]);
    await createPartitionsAhead(db, NOW);
    expect(await listPartitions(db, 'census_hits')).toEqual(expect.arrayContaining(['census_hits_p2029_01', 'census_hits_p2029_11', 'census_hits_p2029_12']));

    // 30 days before 2030-01-15 is 2029-12-16: December is partly inside the period, so it stays whole.
    expect(retentionStart(NOW, 30).toISOString()).toBe('2029-12-01T00:00:00.000Z');
    const dropped = await dropExpiredPartitions(db, NOW, 30);
    expect(dropped).toEqual(expect.arrayContaining(['census_hits_p2029_01', 'census_hits_p2029_11']));
    const left = await listPartitions(db, 'census_hits');
    expect(left).not.toContain('census_hits_p2029_01');
    expect(left).not.toContain('census_hits_p2029_11');
    expect(left).toEqual(expect.arrayContaining(['census_hits_default', 'census_hits_p2029_12', 'census_hits_p2030_01', 'census_hits_p2030_02', 'census_hits_p2030_03']));
    expect((await db.query<{ at: Date }>('SELECT created_at AS at FROM census_hits ORDER BY 1')).rows.map((row) => new Date(row.at).toISOString())).toEqual(times.slice(2));
    expect((await db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM census_days ORDER BY 1")).rows.map((row) => row.day)).toEqual(['2029-12-02', '2030-01-15']);
    expect(await count('SELECT count(*)::int AS n FROM census_daily_pages')).toBe(2);

    // A second run finds nothing more to drop.
    expect(await dropExpiredPartitions(db, NOW, 30)).toEqual([]);
  });
});

describe('migration 710 (partitioning) and 711 (rollups)', () => {
  const migrations = join(dirname(fileURLToPath(import.meta.url)), '../../../server/db/migrations');
  let before: string;
  let old: { db: Database; close: () => Promise<void> };
  beforeAll(async () => {
    before = mkdtempSync(join(tmpdir(), 'sitestack-migrations-'));
    for (const name of readdirSync(migrations).filter((file) => file.endsWith('.sql') && file < '710')) copyFileSync(join(migrations, name), join(before, name));
    old = await openTestDatabase({ migrations: before });
  });
  afterAll(async () => {
    await old.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps every row stored before it, with its id, and the rollups count them', async () => {
    const q = (sql: string, params: unknown[] = []) => old.db.query(sql, params);
    await q(
      `INSERT INTO census_hits (event, data, visitor_cookie, created_at) VALUES
       ('pageview', '{"url":"/","referrer":"https://Search.example/q"}', 'a', '2029-11-03T10:00:00Z'),
       ('pageview', '{"url":"/shop"}', 'a', '2030-01-14T10:00:00Z'),
       ('pageview', '{"url":"/"}', 'b', '2030-01-15T09:00:00Z'),
       ('scroll', '{"url":"/"}', 'b', '2030-01-15T09:01:00Z')`,
    );
    await q("INSERT INTO census_events (kind, subject_id, created_at) VALUES ('form-render', 'contact', '2030-01-15T09:00:00Z')");
    await q("INSERT INTO javascript_errors (event, app, message, created_at) VALUES ('javascript-error', 'sitestack', 'boom', '2029-12-01T00:00:00Z')");
    await q("INSERT INTO tracker_events (event_name, data, created_at) VALUES ('click', '{}', '2030-01-01T00:00:00Z')");
    await q("INSERT INTO analytics_events (analytics_id, custom_schema_name, common_data, custom_data, created_at) VALUES ('x', 's', '{}', '{}', '2030-01-02T00:00:00Z')");
    await q("INSERT INTO performance_records (page_load_id, app, event, data, client_timestamp, created_at) VALUES ('p', 'sitestack', 'web-vital', '{}', 1, '2030-01-03T00:00:00Z')");
    await q("INSERT INTO census_visits (visitor_id, visit_number, started_at, last_hit_at) VALUES ('a', 1, '2030-01-14T10:00:00Z', '2030-01-14T10:00:00Z')");
    const ids = (await q('SELECT id FROM census_hits ORDER BY id')).rows;

    expect(await migrate(old.db)).toEqual(['710_analytics_partitions.sql', '711_census_rollups.sql', '712_drop_unused_hit_indexes.sql', '720_bounded_analytics_indexes.sql']);
    // Each hit keeps two indexes up to date: its key and its time (every read of the raw hits is by time).
    expect((await q("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'census_hits' ORDER BY 1")).rows.map((row) => row.indexname)).toEqual(['census_hits_created_at', 'census_hits_pkey']);
    for (const table of PARTITIONED_ANALYTICS_TABLES) {
      expect(Number((await q(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n), table).toBe(table === 'census_hits' ? 4 : 1);
    }
    expect((await q('SELECT id FROM census_hits ORDER BY id')).rows).toEqual(ids);
    await createPartitionsAhead(old.db, NOW);
    expect(await listPartitions(old.db, 'census_hits')).toEqual(['census_hits_default', 'census_hits_p2029_11', 'census_hits_p2030_01', 'census_hits_p2030_02', 'census_hits_p2030_03']);
    expect(Number((await q('SELECT count(*)::int AS n FROM census_hits_default')).rows[0]!.n)).toBe(0);
    // New rows continue the same id sequence.
    const next = await q("INSERT INTO census_hits (event, data, created_at) VALUES ('pageview', '{}', '2030-01-15T11:00:00Z') RETURNING id");
    expect(Number(next.rows[0]!.id)).toBeGreaterThan(Math.max(...ids.map((row) => Number(row.id))));

    expect((await q("SELECT to_char(day, 'YYYY-MM-DD') AS day, pageviews::int, visitors::int, visits::int FROM census_days ORDER BY 1")).rows).toEqual([
      { day: '2029-11-03', pageviews: 1, visitors: 1, visits: 0 },
      { day: '2030-01-14', pageviews: 1, visitors: 1, visits: 1 },
      { day: '2030-01-15', pageviews: 1, visitors: 1, visits: 0 },
    ]);
    expect((await q('SELECT source, sum(pageviews)::int AS pageviews FROM census_daily_sources GROUP BY 1 ORDER BY 1')).rows).toEqual([
      { source: '(direct)', pageviews: 2 },
      { source: 'search.example', pageviews: 1 },
    ]);
  });
});
