import { HttpError } from '../http-errors.js';
import type { Database, Queryable } from './database.js';

/**
 * Batched ingestion of the analytics writes (census hits and events, visits, JavaScript errors,
 * tracker and analytics events, performance records): a request is validated and answered at
 * once, its rows wait in memory and are written with multi-row INSERTs every `flushMs` or every
 * `maxRows` rows, whichever comes first. A full buffer refuses new rows with 503 and
 * `Retry-After` (back-pressure, never an unbounded queue). A row the database refuses (a data
 * error, an index entry too large ...) is found by halving its batch and dropped with a log line;
 * it never holds the other rows. `close()` writes every buffered row and always resolves, so a
 * server that stops on SIGTERM loses no row it acknowledged (server/main.ts).
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
  /** After the database failed a write, the next try comes after this (default BATCH_RETRY_MS). */
  retryMs?: number;
}

export const DEFAULT_BATCH_OPTIONS: BatchOptions = { flushMs: 10, maxRows: 1000, capacity: 100_000 };

/** After a failed write (database unreachable), the rows stay and the next try comes after this. */
export const BATCH_RETRY_MS = 1000;

/** A stopping server tries this many times to write what waits, BATCH_RETRY_MS apart, then stops anyway. */
const CLOSE_ATTEMPTS = 3;

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

/**
 * SQLSTATE classes in which the database, not the rows, is at fault: connection (08), transaction
 * rollback (40: serialization failure, deadlock), insufficient resources (53), operator
 * intervention (57: shutdown, cancelled statement), system error (58). An error with no SQLSTATE
 * (a refused socket, a closed pool) is one too. Anything else (a data or constraint error, 54000
 * "index row size exceeds maximum" ...) is caused by a row and found by halving the batch.
 */
const DATABASE_FAULT_CLASSES = new Set(['08', '40', '53', '57', '58']);

export function isDatabaseFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return DATABASE_FAULT_CLASSES.has(code.slice(0, 2));
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
  /** A write failed because of the database: the next one waits for the retry timer. */
  let waitingToRetry = false;
  const retryMs = options.retryMs ?? BATCH_RETRY_MS;

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

  /**
   * Writes one table's rows. A batch the database refuses for a row's sake is halved until the row
   * is found: that row is logged and dropped, every other one written. When the database itself
   * fails, what is not written yet comes back in `unwritten` with the error.
   */
  async function writeTable(table: BatchTable, rows: unknown[][]): Promise<{ unwritten: unknown[][]; failure: unknown }> {
    const parts = [rows];
    while (parts.length > 0) {
      const part = parts.shift()!;
      try {
        await db.transaction((tx) => insertRows(tx, table, part));
      } catch (error) {
        if (isDatabaseFault(error)) return { unwritten: [part, ...parts].flat(), failure: error };
        if (part.length > 1) {
          const middle = Math.ceil(part.length / 2);
          parts.unshift(part.slice(0, middle), part.slice(middle));
        } else {
          log(`Sitestack: an analytics row for ${table.name} was refused by the database and dropped: ${(error as Error).message}`);
        }
      }
    }
    return { unwritten: [], failure: null };
  }

  const rowsOf = (buffer: TableBuffer) => (buffer.byKey ? [...buffer.byKey.values()] : buffer.rows);

  async function writeAll(): Promise<void> {
    if (pending === 0) return;
    const taken = buffers;
    buffers = new Map();
    const count = pending;
    pending = 0;
    const left: BatchRow[] = [];
    let failure: unknown = null;
    for (const buffer of taken.values()) {
      if (failure) {
        for (const values of rowsOf(buffer)) left.push({ into: buffer.table, values });
        continue;
      }
      const written = await writeTable(buffer.table, rowsOf(buffer));
      if (written.failure) failure = written.failure;
      for (const values of written.unwritten) left.push({ into: buffer.table, values });
    }
    if (!failure) {
      waitingToRetry = false;
      // Rows that came while a retry was due were not scheduled on their own.
      if (pending > 0) schedule(options.flushMs);
      return;
    }
    // The database cannot take writes: keep the rows (ahead of newer ones) and try again later.
    const newer = buffers;
    buffers = new Map();
    pending = 0;
    for (const row of left) add(row);
    for (const buffer of newer.values()) for (const values of rowsOf(buffer)) add({ into: buffer.table, values });
    log(`Sitestack: writing ${count} analytics rows failed (${(failure as Error).message}); ${pending} rows wait for the next try.`);
    // Until that try, a full batch does not start another write (no flush storm while the database is away).
    waitingToRetry = true;
    schedule(retryMs);
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
      if (waitingToRetry) return;
      if (pending >= options.maxRows) void flush().catch(() => undefined);
      else schedule(options.flushMs);
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      // Resolves in every case: a server that stops writes what the database takes and says what it could not.
      for (let attempt = 1; ; attempt++) {
        try {
          await flush();
          return;
        } catch {
          if (attempt >= CLOSE_ATTEMPTS) {
            log(`Sitestack: the server stopped with ${pending} analytics rows the database could not take.`);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, retryMs));
        }
      }
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
