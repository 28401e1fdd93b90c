import { pruneRollupsBefore } from '../stats/census-rollups.js';
import type { Database, Queryable } from './database.js';

/**
 * The time partitions of the analytics tables (migration 710): RANGE on created_at, one partition
 * per UTC month named `<table>_pYYYY_MM`, and `<table>_default` for any row no month partition
 * takes. The server creates the partitions ahead (at start and then daily), and a retention
 * setting drops whole months once every row in them is older than it (docs/production.md).
 */
export const PARTITIONED_ANALYTICS_TABLES = ['census_hits', 'census_events', 'javascript_errors', 'tracker_events', 'analytics_events', 'performance_records'] as const;

/** Months created ahead of the current one. */
export const PARTITION_MONTHS_AHEAD = 2;

/** How often a running server creates partitions ahead and applies retention. */
export const PARTITION_MAINTENANCE_INTERVAL_MS = 24 * 60 * 60 * 1000;

// Any constant works; it keeps two server processes from changing one table's partitions at once.
const PARTITION_LOCK_ID = 74_211_904;

/** The first instant of the UTC month `offset` months after the one holding `at`. */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

/** A month partition's name: `census_hits_p2026_11`. */
export function monthPartitionName(table: string, month: Date): string {
  return `${table}_p${String(month.getUTCFullYear()).padStart(4, '0')}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

const MONTH_PARTITION = /_p(\d{4})_(\d{2})$/;

/** The month a partition name stands for, or null for the default partition or any other table. */
export function partitionMonth(table: string, partition: string): Date | null {
  if (!partition.startsWith(`${table}_p`)) return null;
  const match = MONTH_PARTITION.exec(partition);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/**
 * The oldest instant retention keeps: months that end on or before `now - retentionDays` are
 * dropped, so what stays starts at the beginning of the month that holds that instant.
 */
export function retentionStart(now: Date, retentionDays: number): Date {
  return monthStart(new Date(now.getTime() - retentionDays * 86_400_000));
}

/** The partitions of `table` (month and default), by name. */
export async function listPartitions(db: Queryable, table: string): Promise<string[]> {
  const result = await db.query<{ name: string }>(
    `SELECT child.relname AS name FROM pg_inherits JOIN pg_class child ON child.oid = pg_inherits.inhrelid
     WHERE pg_inherits.inhparent = to_regclass($1) ORDER BY 1`,
    [table],
  );
  return result.rows.map((row) => row.name);
}

/**
 * Creates the partition of `table` for `month` when it is missing. Rows of that month already in
 * the default partition (stored before the partition existed) move into it in the same
 * transaction; inserts into other months carry on meanwhile. Returns whether it was created.
 */
export async function createMonthPartition(db: Database, table: string, month: Date): Promise<boolean> {
  const name = monthPartitionName(table, month);
  const from = monthStart(month).toISOString();
  const to = monthStart(month, 1).toISOString();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK_ID]);
    if ((await tx.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [name])).rows[0]?.found) return false;
    // Inserts keep going to the other partitions; the default one waits while its rows of this month move.
    await tx.query(`LOCK TABLE ONLY ${table} IN SHARE UPDATE EXCLUSIVE MODE`);
    await tx.query(`LOCK TABLE ${table}_default IN ACCESS EXCLUSIVE MODE`);
    await tx.query(`CREATE TABLE ${name} (LIKE ${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
    await tx.query(
      `WITH moved AS (DELETE FROM ${table}_default WHERE created_at >= $1 AND created_at < $2 RETURNING *) INSERT INTO ${name} SELECT * FROM moved`,
      [from, to],
    );
    await tx.query(`ALTER TABLE ${table} ATTACH PARTITION ${name} FOR VALUES FROM ('${from}') TO ('${to}')`);
    return true;
  });
}

/**
 * Every month partition the analytics tables should have: the current month and the next
 * PARTITION_MONTHS_AHEAD, and any month that has rows waiting in a default partition (rows kept
 * by the migration, or stored while no partition was there). Returns the partitions it created.
 */
export async function createPartitionsAhead(db: Database, now: Date, monthsAhead = PARTITION_MONTHS_AHEAD): Promise<string[]> {
  const created: string[] = [];
  for (const table of PARTITIONED_ANALYTICS_TABLES) {
    const months = new Map<string, Date>();
    for (let offset = 0; offset <= monthsAhead; offset++) {
      const month = monthStart(now, offset);
      months.set(month.toISOString(), month);
    }
    const waiting = await db.query<{ month: string | Date }>(
      `SELECT DISTINCT date_trunc('month', created_at, 'UTC') AS month FROM ${table}_default`,
    );
    for (const row of waiting.rows) {
      const month = monthStart(new Date(row.month));
      months.set(month.toISOString(), month);
    }
    const existing = new Set(await listPartitions(db, table));
    for (const month of [...months.values()].sort((a, b) => a.getTime() - b.getTime())) {
      if (existing.has(monthPartitionName(table, month))) continue;
      if (await createMonthPartition(db, table, month)) created.push(monthPartitionName(table, month));
    }
  }
  return created;
}

/**
 * Retention: detaches and drops every month partition that ends on or before `now -
 * retentionDays`, deletes the default partition's rows older than what stays, and prunes the
 * stats rollups and visit rows to the same day, so the report never counts what the raw tables
 * no longer hold. Returns the partitions it dropped. Runs in the maintenance job, never in a request.
 */
export async function dropExpiredPartitions(db: Database, now: Date, retentionDays: number): Promise<string[]> {
  const keepFrom = retentionStart(now, retentionDays);
  const dropped: string[] = [];
  for (const table of PARTITIONED_ANALYTICS_TABLES) {
    for (const partition of await listPartitions(db, table)) {
      const month = partitionMonth(table, partition);
      if (!month || monthStart(month, 1) > keepFrom) continue;
      await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK_ID]);
        if (!(await tx.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [partition])).rows[0]?.found) return;
        await tx.query(`ALTER TABLE ${table} DETACH PARTITION ${partition}`);
        await tx.query(`DROP TABLE ${partition}`);
      });
      dropped.push(partition);
    }
    await db.query(`DELETE FROM ${table}_default WHERE created_at < $1`, [keepFrom.toISOString()]);
  }
  await pruneRollupsBefore(db, keepFrom);
  await db.query('DELETE FROM census_visits WHERE started_at < $1', [keepFrom.toISOString()]);
  await db.query('DELETE FROM page_loads WHERE created_at < $1', [keepFrom.toISOString()]);
  return dropped;
}

export interface PartitionMaintenance {
  /** Creates partitions ahead and, with a retention setting, drops expired ones. */
  run(): Promise<void>;
  /** Stops the daily run and waits for one under way. */
  stop(): Promise<void>;
}

/**
 * The server's partition upkeep: `run()` once at start (awaited, before requests), then every
 * PARTITION_MAINTENANCE_INTERVAL_MS. A failed daily run is logged and tried again at the next
 * interval; the default partitions keep every insert working meanwhile.
 */
export function startPartitionMaintenance(
  db: Database,
  options: { now: () => Date; retentionDays: number | null; log?: (message: string) => void; intervalMs?: number },
): PartitionMaintenance {
  const log = options.log ?? console.error;
  let running: Promise<void> = Promise.resolve();
  const work = async () => {
    await createPartitionsAhead(db, options.now());
    if (options.retentionDays !== null) await dropExpiredPartitions(db, options.now(), options.retentionDays);
  };
  // Runs one after another, never two at once.
  const run = () => {
    const next = running.then(work);
    running = next.catch(() => undefined);
    return next;
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => log(`Sitestack: analytics partition upkeep failed (${(error as Error).message}); it runs again in a day.`));
  }, options.intervalMs ?? PARTITION_MAINTENANCE_INTERVAL_MS);
  timer.unref?.();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
