import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, splitSqlStatements, type Database } from '../../../server/db/database.js';
import { openTestDatabase, resetDatabase } from './server-test-harness.js';

let db: Database;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
});
afterAll(async () => closeDb());

describe('database layer (PGlite by default, Postgres with DATABASE_URL)', () => {
  it('runs on the engine the environment asks for', () => {
    expect(db.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('migrations are applied once: a second run applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(applied.rows.map((row) => row.name)).toContain('001_initial.sql');
  });

  it('a failed transaction leaves no partial write', async () => {
    await resetDatabase(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO tracker_events (event_name, data, created_at) VALUES ('a', '{}', now())");
        await tx.query('INSERT INTO tracker_events (event_name, data, created_at) VALUES (NULL, NULL, NULL)');
      }),
    ).rejects.toThrow();
    const count = await db.query<{ n: string }>('SELECT count(*) AS n FROM tracker_events');
    expect(Number(count.rows[0]?.n)).toBe(0);
  });

  it('reset empties data tables and restores the default rollout flags', async () => {
    await db.query("UPDATE rollout_flags SET enabled = false WHERE name = 'rum'");
    await db.query("INSERT INTO page_loads (id, created_at) VALUES ('x', now())");
    await resetDatabase(db);
    expect((await db.query('SELECT * FROM page_loads')).rows).toEqual([]);
    expect((await db.query<{ enabled: boolean }>("SELECT enabled FROM rollout_flags WHERE name = 'rum'")).rows[0]?.enabled).toBe(true);
  });
});

describe('splitSqlStatements', () => {
  it('splits on ; at line ends and drops comments', () => {
    expect(splitSqlStatements('-- note\nCREATE TABLE a (x int);\nCREATE INDEX b ON a (x); -- trailing\n\n')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX b ON a (x)']);
  });
});
