import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { performanceRecordsSchema, type PerformanceSettings } from '../../src/runtime/performance/performance-request-schema.js';
import { createOwnerCheck } from '../owner-auth.js';
import { parseWith } from '../http-errors.js';
import { jsonFromBody } from './events.js';
import type { RouteDeps } from './route-deps.js';

/** Performance reporting (spec 01 §7): settings with a page load id, then records for it. */
export function registerPerformanceRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  const requireOwner = createOwnerCheck(deps.ownerToken);

  async function rolloutFlags(): Promise<Record<string, boolean>> {
    const flags = await db.query<{ name: string; enabled: boolean }>('SELECT name, enabled FROM rollout_flags ORDER BY name');
    return Object.fromEntries(flags.rows.map((row) => [row.name, row.enabled]));
  }

  api.get('/1/performance/settings', async (_request, reply): Promise<PerformanceSettings> => {
    const pageLoadId = randomUUID();
    await db.query('INSERT INTO page_loads (id, created_at) VALUES ($1, $2)', [pageLoadId, now().toISOString()]);
    reply.header('Cache-Control', 'no-store');
    return { pageLoadId, rolloutFlags: await rolloutFlags() };
  });

  // Sent by beacon (text body), so no crumb; records must name a page load this server issued.
  api.post('/1/performance/records', { config: { crumb: false } }, async (request) => {
    const records = parseWith(performanceRecordsSchema, jsonFromBody(request.body));
    const received = now().toISOString();
    const stored = await db.transaction(async (tx) => {
      const ids = [...new Set(records.map((record) => record.p))];
      const known = await tx.query<{ id: string }>('SELECT id FROM page_loads WHERE id = ANY($1::text[])', [ids]);
      const knownIds = new Set(known.rows.map((row) => row.id));
      let count = 0;
      for (const record of records) {
        if (!knownIds.has(record.p)) continue;
        await tx.query(
          'INSERT INTO performance_records (page_load_id, app, event, data, client_timestamp, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [record.p, record.a, record.e, JSON.stringify(record.d), Math.round(record.t), received],
        );
        count++;
      }
      return count;
    });
    return { success: true, stored, ignored: records.length - stored };
  });

  api.put('/owner/rollout-flags', { preHandler: requireOwner, config: { crumb: false } }, async (request) => {
    const flags = parseWith(z.record(z.string().check(z.regex(/^[\w-]{1,100}$/, 'flag names are letters, digits, - and _')), z.boolean()), request.body);
    await db.transaction(async (tx) => {
      for (const [name, enabled] of Object.entries(flags)) {
        await tx.query('INSERT INTO rollout_flags (name, enabled) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled', [name, enabled]);
      }
    });
    return { rolloutFlags: await rolloutFlags() };
  });
}
