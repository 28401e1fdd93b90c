import type { BatchRow } from '../db/batch-writer.js';
import { PAGE_LOADS, PERFORMANCE_RECORDS } from '../stats/analytics-tables.js';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { performanceRecordsSchema, type PerformanceSettings } from '../../src/runtime/performance/performance-request-schema.js';
import { createOwnerCheck } from '../owner-auth.js';
import { parseWith } from '../http-errors.js';
import { hasValidSignature, signatureOf } from '../signing.js';
import { jsonFromBody } from './events.js';
import type { RouteDeps } from './route-deps.js';

/** A page load id: a random UUID and the server's signature of it (so no GET has to store it). */
export function issuePageLoadId(): string {
  const id = randomUUID();
  return `${id}.${signatureOf('page-load', id)}`;
}

/** Whether this server issued `pageLoadId`. */
export function isIssuedPageLoadId(pageLoadId: string): boolean {
  const dot = pageLoadId.indexOf('.');
  return dot > 0 && hasValidSignature('page-load', pageLoadId.slice(0, dot), pageLoadId.slice(dot + 1));
}

/** Performance reporting (spec 01 §7): settings with a page load id, then records for it. */
export function registerPerformanceRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  const requireOwner = createOwnerCheck(deps.ownerToken);

  async function rolloutFlags(): Promise<Record<string, boolean>> {
    const flags = await db.query<{ name: string; enabled: boolean }>('SELECT name, enabled FROM rollout_flags ORDER BY name');
    return Object.fromEntries(flags.rows.map((row) => [row.name, row.enabled]));
  }

  // A GET changes nothing (issue 17): the page load id is signed rather than stored, and its
  // page_loads row is written with its first records.
  api.get('/1/performance/settings', async (_request, reply): Promise<PerformanceSettings> => {
    const pageLoadId = issuePageLoadId();
    reply.header('Cache-Control', 'no-store');
    return { pageLoadId, rolloutFlags: await rolloutFlags() };
  });

  // Sent by beacon (text body), so no crumb; records must name a page load this server issued.
  api.post('/1/performance/records', { config: { crumb: false } }, async (request) => {
    const records = parseWith(performanceRecordsSchema, jsonFromBody(request.body));
    const received = now().toISOString();
    const knownIds = new Set(records.map((record) => record.p).filter(isIssuedPageLoadId));
    const kept = records.filter((record) => knownIds.has(record.p));
    // Page loads first: each record names one.
    await deps.analytics.write([
      ...[...knownIds].map((id): BatchRow => ({ into: PAGE_LOADS, values: [id, received] })),
      ...kept.map((record): BatchRow => ({ into: PERFORMANCE_RECORDS, values: [record.p, record.a, record.e, JSON.stringify(record.d), Math.round(record.t), received] })),
    ]);
    return { success: true, stored: kept.length, ignored: records.length - kept.length };
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
