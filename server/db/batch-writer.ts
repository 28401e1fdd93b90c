import { HttpError } from '../http-errors.js';
import type { Database, Queryable } from './database.js';

/**
 * Batched ingestion of the analytics writes (census hits and events, visits, JavaScript errors,
 * tracker and analytics events, performance records): a request is validated and answered at
 * once, its rows wait in memory and are written with multi-row INSERTs every `flushMs` or every
 * `maxRows` rows, whichever comes first. A full buffer refuses new rows with 503 and
 * `Retry-After` (back-pressure, never an unbounded queue). `close()` writes every buffered row,
 * so a server that stops on SIGTERM loses no row it acknowledged (server/main.ts).
 *
 * Form submissions, cart changes and orders never come here: they are written before they are
 * acknowledged.
 */
export interface BatchOptions {
  /** The longest a row waits before its batch is written. */
  flushMs: number;
  /** A batch is written at once when this many rows wait. */
  maxRows: number;
  /** Rows that may wait at most; beyond it writes are refused with 503. */
  capacity: number;
}

export const DEFAULT_BATCH_OPTIONS: BatchOptions = { flushMs: 10, maxRows: 1000, capacity: 100_000 };

/** After a failed write (database unreachable), the rows stay and the next try comes after this. */
export const BATCH_RETRY_MS = 1000;

/** A table the writer appends to. `combine` merges rows of one key before writing (an upsert's increments). */
export interface BatchTable {
  name: string;
  columns: readonly string[];
  /** Written after VALUES (an ON CONFLICT clause). */
  onConflict?: string;
  combine?: { key(values: readonly unknown[]): string; merge(a: unknown[], b: readonly unknown[]): unknown[] };
  /**
   * Keeps derived tables (the stats rollups) in step: turns the INSERT into one statement that
   * also updates them, so the rows and their rollups are stored together or not at all.
   */
  withRollups?: (insert: string) => string;
}

export interface BatchRow {
  into: BatchTable;
  values: unknown[];
}

export interface AnalyticsWriter {
  /**
   * Stores one request's rows: all of them or none. Batching: buffered, resolved at once (503
   * when full). Write-through (batching off): written in one transaction before it resolves.
   */
  write(rows: readonly BatchRow[]): Promise<void>;
  /** Writes everything buffered now. */
  flush(): Promise<void>;
  /** Stops the timer and writes everything buffered. */
  close(): Promise<void>;
  /** Rows waiting. */
  readonly pending: number;
}

/** Postgres takes at most 65535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

function insertSql(table: BatchTable, rowCount: number): string {
  const width = table.columns.length;
  const tuples = Array.from({ length: rowCount }, (_, row) => `(${table.columns.map((_, column) => `$${row * width + column + 1}`).join(', ')})`);
  const insert = `INSERT INTO ${table.name} (${table.columns.join(', ')}) VALUES ${tuples.join(', ')}${table.onConflict ? ` ${table.onConflict}` : ''}`;
  return table.withRollups ? table.withRollups(insert) : insert;
}

/** Writes `rows` of one table with as few statements as the parameter limit allows. */
async function insertRows(db: Queryable, table: BatchTable, rows: readonly unknown[][]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / table.columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    await db.query(insertSql(table, chunk.length), chunk.flat());
  }
}

/** A database data or constraint error (SQLSTATE classes 22 and 23): the row, not the database, is at fault. */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

export function serviceBusy(): HttpError {
  return new HttpError(503, 'The server is busy storing analytics: try again in a second.', { retryAfterSeconds: 1 });
}

/** Write-through: each request's rows in one transaction, before it is answered. */
function writeThrough(db: Database): AnalyticsWriter {
  return {
    async write(rows) {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        for (const row of rows) await insertRows(tx, row.into, [row.values]);
      });
    },
    flush: async () => undefined,
    close: async () => undefined,
    pending: 0,
  };
}

interface TableBuffer {
  table: BatchTable;
  rows: unknown[][];
  /** Rows by combine key, for tables that merge. */
  byKey: Map<string, unknown[]> | null;
}

function batching(db: Database, options: BatchOptions, log: (message: string) => void): AnalyticsWriter {
  let buffers = new Map<string, TableBuffer>();
  let pending = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const schedule = (delay: number) => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, delay);
    timer.unref?.();
  };

  const add = (row: BatchRow) => {
    let buffer = buffers.get(row.into.name);
    if (!buffer) buffers.set(row.into.name, (buffer = { table: row.into, rows: [], byKey: row.into.combine ? new Map() : null }));
    const combine = row.into.combine;
    if (combine && buffer.byKey) {
      const key = combine.key(row.values);
      const existing = buffer.byKey.get(key);
      if (existing) {
        buffer.byKey.set(key, combine.merge(existing, row.values));
        return;
      }
      buffer.byKey.set(key, [...row.values]);
    } else {
      buffer.rows.push(row.values);
    }
    pending++;
  };

  /** Writes one table's rows; a row the database refuses is logged and dropped, the others kept. */
  async function writeTable(table: BatchTable, rows: unknown[][]): Promise<void> {
    try {
      await db.transaction((tx) => insertRows(tx, table, rows));
    } catch (error) {
      if (!isDataError(error)) throw error;
      for (const row of rows) {
        try {
          await insertRows(db, table, [row]);
        } catch (rowError) {
          if (!isDataError(rowError)) throw rowError;
          log(`Sitestack: an analytics row for ${table.name} was refused by the database and dropped: ${(rowError as Error).message}`);
        }
      }
    }
  }

  async function writeAll(): Promise<void> {
    if (pending === 0) return;
    const taken = buffers;
    buffers = new Map();
    const count = pending;
    pending = 0;
    const left: TableBuffer[] = [];
    let failure: unknown = null;
    for (const buffer of taken.values()) {
      const rows = buffer.byKey ? [...buffer.byKey.values()] : buffer.rows;
      if (failure) {
        left.push(buffer);
        continue;
      }
      try {
        await writeTable(buffer.table, rows);
      } catch (error) {
        failure = error;
        left.push(buffer);
      }
    }
    if (!failure) return;
    // The database is unreachable: keep the rows (ahead of newer ones) and try again later.
    const newer = buffers;
    buffers = new Map();
    pending = 0;
    for (const buffer of left) for (const values of buffer.byKey ? buffer.byKey.values() : buffer.rows) add({ into: buffer.table, values });
    for (const buffer of newer.values()) for (const values of buffer.byKey ? buffer.byKey.values() : buffer.rows) add({ into: buffer.table, values });
    log(`Sitestack: writing ${count} analytics rows failed (${(failure as Error).message}); ${pending} rows wait for the next try.`);
    schedule(BATCH_RETRY_MS);
    throw failure;
  }

  /** Batches are written one after another, never two at once. */
  function flush(): Promise<void> {
    const next = writing.then(writeAll, writeAll);
    writing = next.catch(() => undefined);
    return next;
  }

  return {
    async write(rows) {
      if (closed) throw serviceBusy();
      if (pending + rows.length > options.capacity) {
        if (!timer) schedule(0);
        throw serviceBusy();
      }
      for (const row of rows) add(row);
      if (pending >= options.maxRows) void flush().catch(() => undefined);
      else schedule(options.flushMs);
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
    get pending() {
      return pending;
    },
  };
}

/** The app's analytics writer: batching with `options`, or write-through when `options` is false. */
export function createAnalyticsWriter(db: Database, options: BatchOptions | false, log: (message: string) => void = console.error): AnalyticsWriter {
  return options === false ? writeThrough(db) : batching(db, options, log);
}
