import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { databaseRateLimitStore } from '../../../server/rate-limit-store.js';
import { buildTestApp, useTestServer } from './server-test-harness.js';

/**
 * Issue 19: rate limits hold across server processes. Two apps on one database stand for two
 * processes (WORKERS, or instances behind a load balancer): requests alternate between them.
 */
let db: Database;
useTestServer((server) => ({ db } = server));
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function twoProcesses(store: 'memory' | 'database', limits: { api?: number; formSubmission?: number }): Promise<[FastifyInstance, FastifyInstance]> {
  for (let i = 0; i < 2; i++) apps.push(await buildTestApp(db, { rateLimitStore: store, rateLimits: limits }));
  return [apps[0]!, apps[1]!];
}

const statusesOf = async (requests: Array<() => Promise<{ statusCode: number }>>) => {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await request()).statusCode);
  return statuses;
};

describe('rate limits shared through the database (docs/production.md)', () => {
  it('the API limit counts requests to either process against one budget', async () => {
    const [a, b] = await twoProcesses('database', { api: 4 });
    const get = (app: FastifyInstance) => () => app.inject({ method: 'GET', url: '/api/crumb' });
    const statuses = await statusesOf([a, b, a, b, a, b].map(get));
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await get(b)();
    expect(refused.json().error).toMatch(/the limit is 4 per 60 seconds/);
  });

  it('the form limit too, per visitor, across processes', async () => {
    const [a, b] = await twoProcesses('database', { formSubmission: 2 });
    const crumb = (await a.inject({ method: 'GET', url: '/api/crumb' })).json().crumb as string;
    const key = (app: FastifyInstance) => () => app.inject({ method: 'POST', url: `/api/form/FormSubmissionKey?crumb=${encodeURIComponent(crumb)}`, cookies: { crumb } });
    expect(await statusesOf([key(a), key(b), key(a)])).toEqual([200, 200, 429]);
  });

  it('far from the limit, a process counts locally and writes its counts in a few statements; closing writes them all', async () => {
    const statements: string[] = [];
    const counted: Database = {
      ...db,
      query: ((text: string, params?: unknown[]) => {
        if (text.includes('rate_limit_counters')) statements.push(text);
        return db.query(text, params as never);
      }) as Database['query'],
    };
    const [a, b] = [await buildTestApp(counted, { rateLimitStore: 'database', rateLimits: { api: 1000 } }), await buildTestApp(counted, { rateLimitStore: 'database', rateLimits: { api: 1000 } })];
    const get = (app: FastifyInstance) => () => app.inject({ method: 'GET', url: '/api/crumb' });
    const requests = Array.from({ length: 40 }, (_, i) => get(i % 2 ? b : a));
    expect(new Set(await statusesOf(requests))).toEqual(new Set([200]));
    // One round trip per request would be 40; a key's first request in each process is exact.
    expect(statements.length).toBeLessThan(20);
    await a.close();
    await b.close();
    const total = await db.query<{ n: number }>("SELECT sum(count)::int AS n FROM rate_limit_counters WHERE key = 'api|127.0.0.1'");
    expect(total.rows[0]!.n).toBe(40);
  });

  it('near the limit it counts in the database: what another process counted locally is written before the limit is reached', async () => {
    const [a, b] = await twoProcesses('database', { api: 10 });
    const get = (app: FastifyInstance) => () => app.inject({ method: 'GET', url: '/api/crumb' });
    const statuses = await statusesOf(Array.from({ length: 14 }, (_, i) => get(i % 2 ? b : a)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('counted in each process alone, the same requests would pass twice as often', async () => {
    const [a, b] = await twoProcesses('memory', { api: 2 });
    const get = (app: FastifyInstance) => () => app.inject({ method: 'GET', url: '/api/crumb' });
    expect(await statusesOf([a, b, a, b, a, b].map(get))).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe('the shared rate-limit store when the database fails', () => {
  it('keeps the counts of a failed write for the next one, and schedules nothing once the server has closed it', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const failing = { kind: 'postgres', query: async () => (calls++, Promise.reject(new Error('the database is gone'))) } as unknown as Database;
      const Store = databaseRateLimitStore(failing, () => 1000, 100);
      const store = new Store();
      const count = () => new Promise<unknown>((resolve) => store.incr('client', (error, result) => resolve(error ?? result), 60_000, 1000));
      expect(await count()).toBeInstanceOf(Error);
      // Far from the limit: counted here, written with the next write.
      expect(await count()).toEqual({ current: 1, ttl: 60_000 });
      await vi.advanceTimersByTimeAsync(100);
      const afterOneRetry = calls;
      expect(afterOneRetry).toBe(2);
      await Store.flush();
      expect(calls).toBe(3);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
