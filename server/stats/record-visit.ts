import type { Queryable } from '../db/database.js';

/**
 * Keeps one census_visits row per visit from the visit fields a RecordHit carries (visitorId,
 * visitCount: spec 01 §4 visit cookies). Hits without them (older clients) are only counted as hits.
 */
export async function recordVisit(db: Queryable, data: Record<string, unknown>, at: Date): Promise<void> {
  const visitorId = data.visitorId;
  const visitNumber = data.visitCount;
  if (typeof visitorId !== 'string' || !/^[\w-]{1,100}$/.test(visitorId)) return;
  if (typeof visitNumber !== 'number' || !Number.isSafeInteger(visitNumber) || visitNumber < 1 || visitNumber > 2_147_483_647) return;
  const when = at.toISOString();
  await db.query(
    `INSERT INTO census_visits (visitor_id, visit_number, started_at, last_hit_at, hits) VALUES ($1, $2, $3, $3, 1)
     ON CONFLICT (visitor_id, visit_number) DO UPDATE SET hits = census_visits.hits + 1, last_hit_at = EXCLUDED.last_hit_at`,
    [visitorId, visitNumber, when],
  );
}
