import type { Database } from './db/database.js';

/**
 * A rate-limit store for @fastify/rate-limit kept in the database, so every server process on one
 * Postgres counts the same requests (WORKERS, several instances behind a load balancer). One
 * atomic upsert per counted request: a window that has ended starts again at 1.
 */
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Counters older than this are deleted now and then. */
export const RATE_LIMIT_SWEEP_MS = 10 * 60_000;

const COUNT_SQL = `INSERT INTO rate_limit_counters (key, window_start_ms, count) VALUES ($1, $2, 1)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_limit_counters.window_start_ms + $3 <= $2 THEN 1 ELSE rate_limit_counters.count + 1 END,
  window_start_ms = CASE WHEN rate_limit_counters.window_start_ms + $3 <= $2 THEN $2 ELSE rate_limit_counters.window_start_ms END
RETURNING count, window_start_ms`;

/** The store class the plugin instantiates (`store:` option), bound to `db` and a clock. */
export function databaseRateLimitStore(db: Database, now: () => number = Date.now) {
  let lastSweep = 0;
  /** Limiters made without a route are numbered in creation order, the same in every process. */
  let unnamed = 0;

  return class DatabaseRateLimitStore {
    readonly namespace: string;

    constructor(options?: unknown, namespace = 'api') {
      void options;
      this.namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      db.query<{ count: number; window_start_ms: string | number }>(COUNT_SQL, [`${this.namespace}|${key}`, at, timeWindow]).then(
        (result) => {
          const row = result.rows[0]!;
          callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.window_start_ms) + timeWindow - at) });
        },
        (error: Error) => callback(error),
      );
      if (at - lastSweep > RATE_LIMIT_SWEEP_MS) {
        lastSweep = at;
        void db.query('DELETE FROM rate_limit_counters WHERE window_start_ms < $1', [at - RATE_LIMIT_SWEEP_MS]).catch(() => undefined);
      }
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      db.query<{ count: number; window_start_ms: string | number }>('SELECT count, window_start_ms FROM rate_limit_counters WHERE key = $1', [`${this.namespace}|${key}`]).then(
        (result) => {
          const row = result.rows[0];
          if (!row || Number(row.window_start_ms) + timeWindow <= at) callback(null, { current: 0, ttl: 0 });
          else callback(null, { current: Number(row.count), ttl: Number(row.window_start_ms) + timeWindow - at });
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
