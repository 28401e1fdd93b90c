import { describe, expect, it } from 'vitest';
import {
  PERFORMANCE_RECORDS_LIMIT,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  performanceRecordsSchema,
  performanceSettingsSchema,
} from '../../../src/runtime/performance/performance-request-schema.js';

const record = { a: 'site', d: { lcp: 1200 }, e: 'web-vitals', p: 'load-1', t: 1_700_000_000_000 };

describe('performance calls (spec 01 §3 performance record, §7, §9)', () => {
  it('takes compact records a, d, e, p, t and nothing else', () => {
    expect(performanceRecordsSchema.safeParse([record]).success).toBe(true);
    expect(performanceRecordsSchema.safeParse([{ ...record, x: 1 }]).success).toBe(false);
    const { p: _dropped, ...withoutPageLoad } = record;
    expect(performanceRecordsSchema.safeParse([withoutPageLoad]).success).toBe(false);
  });

  it('refuses an empty send, more than the record limit, and impossible timestamps', () => {
    expect(performanceRecordsSchema.safeParse([]).success).toBe(false);
    expect(performanceRecordsSchema.safeParse(Array.from({ length: PERFORMANCE_RECORDS_LIMIT + 1 }, () => record)).success).toBe(false);
    expect(performanceRecordsSchema.safeParse([{ ...record, t: -1 }]).success).toBe(false);
    expect(performanceRecordsSchema.safeParse([{ ...record, t: Number.MAX_SAFE_INTEGER + 2 }]).success).toBe(false);
  });

  it('reads the settings answer: a page load id and boolean rollout flags, within 30 s', () => {
    // spec 01 §9: performance settings time-out 30000 ms
    expect(PERFORMANCE_SETTINGS_TIMEOUT_MS).toBe(30_000);
    expect(performanceSettingsSchema.safeParse({ pageLoadId: 'l1', rolloutFlags: { rum: true } }).success).toBe(true);
    expect(performanceSettingsSchema.safeParse({ pageLoadId: '', rolloutFlags: {} }).success).toBe(false);
    expect(performanceSettingsSchema.safeParse({ pageLoadId: 'l1', rolloutFlags: { rum: 'yes' } }).success).toBe(false);
  });
});
