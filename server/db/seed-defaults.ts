import type { Queryable } from './database.js';

/**
 * Rollout flags a fresh site starts with (spec 01 §5: rum, the app and each tracking must all be
 * on for performance reporting). The owner can turn any of them off.
 */
export const DEFAULT_ROLLOUT_FLAGS: Readonly<Record<string, boolean>> = Object.freeze({
  rum: true,
  sitestack: true,
  'web-vitals': true,
  'user-timing': true,
  'resource-sizes': true,
  'network-timings': true,
});

/** Inserts the default rows a fresh database needs; keeps anything already there. */
export async function seedDefaults(db: Queryable): Promise<void> {
  for (const [name, enabled] of Object.entries(DEFAULT_ROLLOUT_FLAGS)) {
    await db.query('INSERT INTO rollout_flags (name, enabled) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, enabled]);
  }
}
