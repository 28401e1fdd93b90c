import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';

/** Performance reporting calls, spec 01 §3 performance record and §7. */

/**
 * GET /api/1/performance/settings answer: the page load id and the rollout flags (flag name →
 * on). Reporting needs `rum`, the app's flag and the tracking's flag all true (spec 01 §5).
 */
export const performanceSettingsSchema = lazySchema(() => z.object({
  pageLoadId: z.string().check(z.minLength(1)),
  rolloutFlags: z.record(z.string(), z.boolean()),
}));

export type PerformanceSettings = z.infer<typeof performanceSettingsSchema>;

/** A client timestamp in ms since the epoch: never negative, never past what a bigint and a double both hold exactly. */
export const clientTimestampSchema = lazySchema(() => z.number().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)));

/**
 * One performance record with compact keys (spec 01 §7): a = app, d = data, e = event,
 * p = page load id, t = timestamp (ms since epoch).
 */
export const compactPerformanceRecordSchema = lazySchema(() => z.strictObject({
  a: z.string().check(z.minLength(1), z.maxLength(100)),
  d: z.record(z.string(), z.unknown()),
  e: z.string().check(z.minLength(1), z.maxLength(100)),
  p: z.string().check(z.minLength(1), z.maxLength(100)),
  t: clientTimestampSchema,
}));

/** Most records one send may carry. */
export const PERFORMANCE_RECORDS_LIMIT = 200;

/** POST /api/1/performance/records: a text body holding a JSON array of compact records. */
export const performanceRecordsSchema = z
  .array(compactPerformanceRecordSchema)
  .check(z.minLength(1), z.maxLength(PERFORMANCE_RECORDS_LIMIT));

export type CompactPerformanceRecord = z.infer<typeof compactPerformanceRecordSchema>;

/** Performance settings time-out, spec 01 §9. */
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;
