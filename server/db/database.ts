import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One row set, as both PGlite and node-postgres return it. */
export interface QueryResult<Row> {
  rows: Row[];
}

/** What route code needs from a database connection: parameterised SQL. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

/**
 * The one storage interface the server uses. Both the embedded PGlite and a real Postgres
 * server (DATABASE_URL) satisfy it, so no route knows which one it talks to.
 */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: everything it wrote is committed, or nothing is. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations, test resets). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for logs and the benchmark table. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Postgres only (the embedded database serves one process): calls `onPayload` with each NOTIFY
   * on `channel` (as named by `channelName`) from any process using the database, on a connection
   * of its own. When that connection is lost it connects again (every second until it can) and
   * then calls `onReconnect`, since notifications sent meanwhile are lost. Resolves a stop function.
   */
  listen?(channel: string, onPayload: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
  /** The NOTIFY channel for `channel` in this database's schema (parallel test schemas do not hear each other). */
  channelName(channel: string): string;
}

export interface OpenDatabaseOptions {
  /** postgres://... switches to a real Postgres server. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string | undefined;
  /**
   * Postgres only: a schema to create and use (search_path), so parallel test files sharing one
   * server do not see each other's tables.
   */
  schema?: string | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  const { default: pg } = await import('pg');
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its connection must not crash the server.
  pool.on('error', (error) => console.error('Postgres pool error:', error.message));
  const channelName = (channel: string) => (schema ? `${channel}_${schema}` : channel);
  return {
    kind: 'postgres',
    channelName,
    async listen(channel, onPayload, onReconnect) {
      const name = channelName(channel);
      let stopped = false;
      let client: InstanceType<typeof pg.Client> | null = null;
      let retry: NodeJS.Timeout | null = null;
      const connect = async (again: boolean): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === name && message.payload !== undefined) onPayload(message.payload);
        });
        const lost = () => {
          if (stopped || client !== next) return;
          client = null;
          next.end().catch(() => undefined);
          retry = setTimeout(() => void connect(true), 1000);
          retry.unref();
        };
        next.on('error', lost);
        next.on('end', lost);
        client = next;
        try {
          await next.connect();
          await next.query(`LISTEN "${name}"`);
          if (again) onReconnect();
        } catch (error) {
          if (!again) throw error;
          lost();
        }
      };
      await connect(false);
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const last = client;
        client = null;
        await last?.end().catch(() => undefined);
      };
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          async query<Row>(sql: string, params: unknown[] = []) {
            const result = await client.query(sql, params);
            return { rows: result.rows as Row[] };
          },
        };
        const value = await work(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // relaxedDurability stays off: every acknowledged write is flushed to the data directory.
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    kind: 'pglite',
    channelName: (channel) => channel,
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows };
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            const result = await tx.query<Row>(sql, params);
            return { rows: result.rows };
          },
        }),
      );
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}

/** Opens Postgres when `databaseUrl` is set, else PGlite (in memory, or in `dataDir`). */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openPGlite(options.dataDir);
}

// From a string, not `new URL()`: under a DOM test environment URL is not Node's own.
const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only keeps two processes from migrating one database at once.
const MIGRATION_LOCK_ID = 74_211_903;

/**
 * Applies every `server/db/migrations/*.sql` not yet recorded in `schema_migrations`, in file
 * name order, each in its own transaction. Returns the names it applied.
 */
export async function migrate(db: Database, directory: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(`${directory}/${name}`, 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (seen.rows.length > 0) return false;
      // Statements are split on lines holding only ';' or ending in ';' (plain migration files).
      for (const statement of splitSqlStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/**
 * Migrations in `directory` that the database has not recorded as applied (readiness: a server
 * whose schema is behind its code must not take traffic). Rejects when the database cannot be reached.
 */
export async function pendingMigrations(db: Database, directory: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(recorded.rows.map((row) => row.name));
  return files.filter((name) => !applied.has(name));
}

/** Splits a plain SQL file into statements: `;` at a line end, comments dropped. */
export function splitSqlStatements(sql: string): string[] {
  const withoutComments = sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n');
  return withoutComments
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/** Tables that hold data (not migrations): emptied between tests. */
export async function truncateAllTables(db: Database): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
  );
  if (tables.rows.length === 0) return;
  const list = tables.rows.map((row) => `"${row.tablename}"`).join(', ');
  await db.exec(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
}
