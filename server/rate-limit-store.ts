import type { Database } from './db/database.js';

/**
 * A rate-limit store for @fastify/rate-limit kept in the database, so every server process on one
 * Postgres counts the same requests (WORKERS, several instances behind a load balancer).
 *
 * A round trip per request would make the counter the cost of every API call, so each process
 * counts locally and shares its counts in one statement every RATE_LIMIT_SYNC_MS. A key's first
 * request in a window, and every request once the count nears the limit (half of it), are counted
 * in the database at once, so a limit is exact where it matters; below half of it another process
 * may be up to RATE_LIMIT_SYNC_MS behind. A window that has ended starts again.
 */
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Counters older than this are deleted now and then. */
export const RATE_LIMIT_SWEEP_MS = 10 * 60_000;

/** How often a process writes the counts it took locally. */
export const RATE_LIMIT_SYNC_MS = 100;

/** Adds `$3` requests to each key `$1` (window length `$4`), at `$2`; a window that has ended starts again. */
const COUNT_SQL = `INSERT INTO rate_limit_counters (key, window_start_ms, count)
SELECT key, $2::bigint, n FROM unnest($1::text[], $3::int[]) AS counted(key, n)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_limit_counters.window_start_ms + $4 <= $2 THEN EXCLUDED.count ELSE rate_limit_counters.count + EXCLUDED.count END,
  window_start_ms = CASE WHEN rate_limit_counters.window_start_ms + $4 <= $2 THEN $2 ELSE rate_limit_counters.window_start_ms END
RETURNING key, count, window_start_ms`;

interface Counter {
  /** The count in the database when this process last wrote or read it. */
  shared: number;
  windowStart: number;
  windowMs: number;
  /** Counted here, not yet written. */
  pending: number;
  /** Being written now. */
  writing: number;
}

type CountRow = { key: string; count: number; window_start_ms: string | number };

/** The store class the plugin instantiates (`store:` option), bound to `db`, a clock and a sync period. */
export function databaseRateLimitStore(db: Database, now: () => number = Date.now, syncMs: number = RATE_LIMIT_SYNC_MS) {
  let lastSweep = 0;
  /** Limiters made without a route are numbered in creation order, the same in every process. */
  let unnamed = 0;
  const counters = new Map<string, Counter>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  /** Set by the server's close: the last write is done, nothing is scheduled after it. */
  let closed = false;

  const adopt = (rows: CountRow[], written: Map<string, number>) => {
    for (const row of rows) {
      const counter = counters.get(row.key);
      if (!counter) continue;
      counter.shared = Number(row.count);
      counter.windowStart = Number(row.window_start_ms);
      counter.writing -= written.get(row.key) ?? 0;
    }
  };

  /** Writes `counts` (key → requests) for keys of one window length; returns the rows. */
  const write = async (counts: Map<string, number>, windowMs: number, at: number): Promise<CountRow[]> => {
    const keys = [...counts.keys()];
    const result = await db.query<CountRow>(COUNT_SQL, [keys, at, keys.map((key) => counts.get(key)!), windowMs]);
    return result.rows;
  };

  /** Writes every count taken locally: one statement per window length. */
  const flush = async (): Promise<void> => {
    timer = null;
    const at = now();
    const byWindow = new Map<number, Map<string, number>>();
    for (const [key, counter] of counters) {
      if (counter.pending === 0) {
        // A counter whose window has ended and that has nothing to write is forgotten.
        if (counter.writing === 0 && counter.windowStart + counter.windowMs <= at) counters.delete(key);
        continue;
      }
      const batch = byWindow.get(counter.windowMs) ?? new Map<string, number>();
      batch.set(key, counter.pending);
      byWindow.set(counter.windowMs, batch);
      counter.writing += counter.pending;
      counter.pending = 0;
    }
    for (const [windowMs, batch] of byWindow) {
      try {
        adopt(await write(batch, windowMs, at), batch);
      } catch {
        // Not lost: counted again with the next write.
        for (const [key, n] of batch) {
          const counter = counters.get(key);
          if (counter) {
            counter.writing -= n;
            counter.pending += n;
          }
        }
        schedule();
      }
    }
  };

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      writing = writing.then(flush, flush);
    }, syncMs);
    timer.unref?.();
  };

  const sweep = (at: number) => {
    if (at - lastSweep <= RATE_LIMIT_SWEEP_MS) return;
    lastSweep = at;
    void db.query('DELETE FROM rate_limit_counters WHERE window_start_ms < $1', [at - RATE_LIMIT_SWEEP_MS]).catch(() => undefined);
  };

  return class DatabaseRateLimitStore {
    readonly namespace: string;

    /** Writes what every limiter of this store counted locally, once more, and schedules nothing after (the server calls it when it closes). */
    static async flush(): Promise<void> {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      closed = true;
      writing = writing.then(flush, flush);
      await writing;
    }

    constructor(options?: unknown, namespace = 'api') {
      void options;
      this.namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number = Infinity): void {
      const at = now();
      const id = `${this.namespace}|${key}`;
      let counter = counters.get(id);
      if (counter && (counter.windowStart + timeWindow <= at || counter.windowMs !== timeWindow) && counter.pending === 0 && counter.writing === 0) {
        counters.delete(id);
        counter = undefined;
      }
      const ttl = (start: number) => Math.max(0, start + timeWindow - at);
      if (counter && counter.windowStart + timeWindow > at && counter.shared + counter.pending + counter.writing + 1 < max / 2) {
        counter.pending++;
        schedule();
        callback(null, { current: counter.shared + counter.pending + counter.writing, ttl: ttl(counter.windowStart) });
        sweep(at);
        return;
      }
      // Counted in the database now, with what this process counted for the key so far.
      const entry: Counter = counter ?? { shared: 0, windowStart: at, windowMs: timeWindow, pending: 0, writing: 0 };
      counters.set(id, entry);
      const n = entry.pending + 1;
      entry.pending = 0;
      entry.writing += n;
      write(new Map([[id, n]]), timeWindow, at).then(
        (rows) => {
          adopt(rows, new Map([[id, n]]));
          const row = rows[0]!;
          callback(null, { current: Number(row.count) + entry.pending + entry.writing, ttl: ttl(Number(row.window_start_ms)) });
        },
        (error: Error) => {
          entry.writing -= n;
          entry.pending += n - 1;
          callback(error);
        },
      );
      sweep(at);
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const id = `${this.namespace}|${key}`;
      // Counted here and not yet written.
      const unwritten = counters.get(id)?.pending ?? 0;
      db.query<{ count: number; window_start_ms: string | number }>('SELECT count, window_start_ms FROM rate_limit_counters WHERE key = $1', [id]).then(
        (result) => {
          const row = result.rows[0];
          if (!row || Number(row.window_start_ms) + timeWindow <= at) callback(null, { current: unwritten, ttl: unwritten > 0 ? timeWindow : 0 });
          else callback(null, { current: Number(row.count) + unwritten, ttl: Number(row.window_start_ms) + timeWindow - at });
        },
        (error: Error) => callback(error),
      );
    }

    child(options: RouteLimitOptions): DatabaseRateLimitStore {
      const route = options.routeInfo;
      const name = route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}` : `limiter-${++unnamed}`;
      return new DatabaseRateLimitStore(undefined, name);
    }
  };
}
