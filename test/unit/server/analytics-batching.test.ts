import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsWriter, type BatchOptions, type BatchRow, type BatchTable } from '../../../server/db/batch-writer.js';
import { openDatabase, type Database, type Queryable } from '../../../server/db/database.js';
import { generateCrumb } from '../../../server/crumb.js';
import { HttpError } from '../../../server/http-errors.js';
import { CENSUS_HITS, CENSUS_VISITS, PAGE_LOADS, visitRow } from '../../../server/stats/analytics-tables.js';
import { CRUMB, buildTestApp, useTestDatabase } from './server-test-harness.js';

/** Issue 19: analytics writes answered at once, written in batches, never lost on a clean stop. */
const hit = (n: number) => ({ into: CENSUS_HITS, values: ['pageview', JSON.stringify({ url: `/p${n}` }), null, '2030-01-15T12:00:00.000Z'] });
const slow: BatchOptions = { flushMs: 60_000, maxRows: 1000, capacity: 10_000 };

let db: Database;
useTestDatabase((opened) => (db = opened));

async function countRows(table: string): Promise<number> {
  const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(result.rows[0]!.n);
}

describe('the analytics batch writer', () => {
  it('answers at once and writes the rows later, many per statement', async () => {
    const statements: string[] = [];
    const recording: Database = {
      ...db,
      query: db.query.bind(db),
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            query: (sql: string, params?: unknown[]) => {
              statements.push(sql);
              return tx.query(sql, params);
            },
          } as Queryable),
        ),
    };
    const writer = createAnalyticsWriter(recording, slow);
    for (let n = 0; n < 250; n++) await writer.write([hit(n)]);
    expect(writer.pending).toBe(250);
    expect(await countRows('census_hits')).toBe(0);
    await writer.flush();
    expect(await countRows('census_hits')).toBe(250);
    expect(statements).toHaveLength(1);
    expect(writer.pending).toBe(0);
  });

  it('writes when a batch fills, without waiting for the timer', async () => {
    const writer = createAnalyticsWriter(db, { ...slow, maxRows: 100 });
    for (let n = 0; n < 100; n++) await writer.write([hit(n)]);
    await vi.waitFor(async () => expect(await countRows('census_hits')).toBe(100));
  });

  it('writes within flushMs of the first waiting row', async () => {
    const writer = createAnalyticsWriter(db, { ...slow, flushMs: 5 });
    await writer.write([hit(1)]);
    await vi.waitFor(async () => expect(await countRows('census_hits')).toBe(1), { timeout: 2000 });
    await writer.close();
  });

  it('adds up the hits of one visit within a batch and onto the stored visit', async () => {
    const writer = createAnalyticsWriter(db, slow);
    const at = (minute: number) => new Date(`2030-01-15T12:0${minute}:00.000Z`);
    await writer.write([visitRow({ visitorId: 'v1', visitCount: 1 }, at(0))!]);
    await writer.flush();
    for (const minute of [3, 1, 2]) await writer.write([visitRow({ visitorId: 'v1', visitCount: 1 }, at(minute))!]);
    await writer.write([visitRow({ visitorId: 'v1', visitCount: 2 }, at(4))!]);
    expect(writer.pending).toBe(2);
    await writer.flush();
    const visits = await db.query<{ visit_number: number; hits: number; started_at: Date; last_hit_at: Date }>(
      'SELECT visit_number, hits, started_at, last_hit_at FROM census_visits ORDER BY visit_number',
    );
    expect(visits.rows.map((row) => [row.visit_number, row.hits, new Date(row.started_at).toISOString(), new Date(row.last_hit_at).toISOString()])).toEqual([
      [1, 4, at(0).toISOString(), at(3).toISOString()],
      [2, 1, at(4).toISOString(), at(4).toISOString()],
    ]);
    expect(visitRow({ visitorId: 'v 1', visitCount: 1 }, at(0))).toBeNull();
    expect(CENSUS_VISITS.onConflict).toContain('census_visits.hits + EXCLUDED.hits');
  });

  it('refuses with 503 and Retry-After when full, a request whole or not at all, and takes rows again once written', async () => {
    const writer = createAnalyticsWriter(db, { ...slow, capacity: 3 });
    await writer.write([hit(1), hit(2)]);
    const refused = await writer.write([hit(3), hit(4)]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect((refused as HttpError).body.retryAfterSeconds).toBe(1);
    expect(writer.pending).toBe(2);
    await writer.flush();
    await writer.write([hit(3), hit(4)]);
    await writer.flush();
    expect(await countRows('census_hits')).toBe(4);
  });

  it('drops only a row the database refuses, and says so', async () => {
    const log = vi.fn();
    const writer = createAnalyticsWriter(db, slow, log);
    await writer.write([{ into: PAGE_LOADS, values: ['load-1', '2030-01-15T12:00:00.000Z'] }]);
    await writer.write([{ into: PAGE_LOADS, values: [null, '2030-01-15T12:00:00.000Z'] }]);
    await writer.write([hit(1)]);
    await writer.flush();
    expect(await countRows('page_loads')).toBe(1);
    expect(await countRows('census_hits')).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('page_loads');
  });

  it('keeps every row while the database cannot be reached, and writes them when it can', async () => {
    const log = vi.fn();
    let reachable = false;
    const flaky: Database = {
      ...db,
      query: db.query.bind(db),
      exec: db.exec.bind(db),
      close: db.close.bind(db),
      transaction: (work) => (reachable ? db.transaction(work) : Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))),
    };
    const writer = createAnalyticsWriter(flaky, slow, log);
    await writer.write([hit(1), hit(2)]);
    await expect(writer.flush()).rejects.toThrow('ECONNREFUSED');
    expect(writer.pending).toBe(2);
    await writer.write([hit(3)]);
    reachable = true;
    await writer.close();
    expect(await countRows('census_hits')).toBe(3);
    expect(log.mock.calls[0]![0]).toContain('2 rows wait');
  });
});

describe('one row the database refuses (issue 46: the writer jammed on SQLSTATE 54000)', () => {
  /** A table with an index on visitor text: Postgres refuses an index entry over 2,704 bytes. */
  const NOTES: BatchTable = { name: 'oversized_notes', columns: ['note'] };
  const note = (text: string): BatchRow => ({ into: NOTES, values: [text] });
  /** Random text does not compress, so its index entry keeps its size. */
  const oversized = () => randomBytes(3000).toString('base64');

  it('is found by halving the batch and dropped; every other row of every table is written', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS oversized_notes (note text NOT NULL); CREATE INDEX IF NOT EXISTS oversized_notes_note ON oversized_notes (note)');
    const log = vi.fn();
    const writer = createAnalyticsWriter(db, slow, log);
    for (let n = 0; n < 100; n++) await writer.write([n === 37 ? note(oversized()) : note(`note ${n}`), hit(n)]);
    await writer.flush();
    expect(await countRows('oversized_notes')).toBe(99);
    expect(await countRows('census_hits')).toBe(100);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/oversized_notes was refused by the database and dropped: index row size/);
    // Nothing waits for a retry: later rows are written as usual.
    await writer.write([note('later'), hit(101)]);
    await writer.close();
    expect(await countRows('oversized_notes')).toBe(100);
    expect(await countRows('census_hits')).toBe(101);
  });
});

describe('a database that cannot be reached', () => {
  const unreachable = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

  it('is not asked again by every full batch while the retry waits (no flush storm)', async () => {
    let attempts = 0;
    let reachable = false;
    const flaky: Database = {
      ...db,
      transaction: (work) => {
        attempts++;
        return reachable ? db.transaction(work) : unreachable();
      },
    };
    const log = vi.fn();
    const writer = createAnalyticsWriter(flaky, { ...slow, maxRows: 10, retryMs: 60_000 }, log);
    for (let n = 0; n < 10; n++) await writer.write([hit(n)]);
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    for (let n = 10; n < 60; n++) await writer.write([hit(n)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(attempts).toBe(1);
    expect(writer.pending).toBe(60);
    reachable = true;
    await writer.close();
    expect(await countRows('census_hits')).toBe(60);
  });

  it('does not keep a stopping server from stopping: close() resolves and says what it could not write', async () => {
    const log = vi.fn();
    const writer = createAnalyticsWriter({ ...db, transaction: unreachable }, { ...slow, retryMs: 1 }, log);
    await writer.write([hit(1), hit(2)]);
    await expect(writer.close()).resolves.toBeUndefined();
    expect(log.mock.calls.at(-1)![0]).toBe('Sitestack: the server stopped with 2 analytics rows the database could not take.');
  });
});

describe('batched analytics through the app', () => {
  it('answers RecordHit before the row is written, writes it on close, and 503s with Retry-After when full', async () => {
    const app = await buildTestApp(db, { analyticsBatch: { flushMs: 60_000, maxRows: 1000, capacity: 2 } });
    const send = (n: number) =>
      app.inject({
        method: 'POST',
        url: `/api/census/RecordHit?crumb=${CRUMB}`,
        cookies: { crumb: CRUMB },
        payload: { event: 'pageview', data: JSON.stringify({ url: `/p${n}`, visitorId: 'v1', visitCount: 1 }) },
      });
    expect((await send(1)).statusCode).toBe(200);
    expect(await countRows('census_hits')).toBe(0);
    // A hit is two rows (the hit and its visit): the second hit no longer fits.
    const full = await send(2);
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('1');
    await app.analytics.flush();
    expect((await send(3)).statusCode).toBe(200);
    await app.close();
    expect(await countRows('census_hits')).toBe(2);
    expect((await db.query<{ hits: number }>('SELECT hits FROM census_visits')).rows).toEqual([{ hits: 2 }]);
  });
});

describe('stopping the server under load', () => {
  // The server in its own process signs crumbs with this secret; the test sends one it signed.
  const SERVER_SECRET = 'sigterm-test-signing-secret';
  const SERVER_CRUMB = generateCrumb(SERVER_SECRET);
  it('SIGTERM loses no acknowledged analytics row', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sitestack-sigterm-'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RENDER_PAGES: '0', RATE_LIMIT_API: '1000000', ANALYTICS_BATCH_MS: '50', DATABASE_URL: '', SIGNING_SECRET: SERVER_SECRET },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /Site API: (http:\/\/[^/\s]+)\/api\//.exec(out);
          if (found) resolve(found[1]!);
        });
        server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened: ${out}`)));
      });
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
      // First one report the database cannot index as it was (issue 46): it must hold nothing up.
      const oversized = await fetch(`${origin}/api/events/RecordJavascriptErrors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `crumb=${SERVER_CRUMB}`, 'x-csrf-token': SERVER_CRUMB },
        body: JSON.stringify([{ event: 'javascript-error', data: { app: 'site', message: randomBytes(3750).toString('base64') }, timestamp: Date.now() }]),
      });
      expect(oversized.status).toBe(200);
      let acknowledged = 0;
      let stopping = false;
      const sendHits = async () => {
        for (let n = 0; ; n++) {
          try {
            const reply = await fetch(`${origin}/api/census/RecordHit?crumb=${SERVER_CRUMB}`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${SERVER_CRUMB}` },
              body: new URLSearchParams({ event: 'pageview', data: JSON.stringify({ url: `/load/${n}` }) }),
            });
            if (reply.status === 200) acknowledged++;
            await reply.arrayBuffer();
          } catch {
            if (stopping) return;
          }
        }
      };
      const senders = Array.from({ length: 8 }, sendHits);
      await vi.waitFor(() => expect(acknowledged).toBeGreaterThanOrEqual(300), { timeout: 60_000, interval: 20 });
      stopping = true;
      server.kill('SIGTERM');
      await Promise.all(senders);
      expect(await exited).toBe(0);
      const stored = await openDatabase({ dataDir });
      const rows = Number((await stored.query<{ n: number }>('SELECT count(*)::int AS n FROM census_hits')).rows[0]!.n);
      const reports = Number((await stored.query<{ n: number }>('SELECT count(*)::int AS n FROM javascript_errors')).rows[0]!.n);
      await stored.close();
      expect(rows).toBeGreaterThanOrEqual(acknowledged);
      expect(reports).toBe(1);
    } finally {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

