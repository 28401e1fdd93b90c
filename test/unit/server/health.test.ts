import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { useTestServer } from './server-test-harness.js';

/** docs/production.md: liveness and readiness for a load balancer. */
describe('health endpoints', () => {
  let app: FastifyInstance;
  let db: Database;
  useTestServer((server) => ({ app, db } = server));

  it('GET /healthz answers while the process runs, never cached', async () => {
    const reply = await app.inject({ url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
    // The reply also hands a probe without one a crumb cookie, so it is private too (issue 46).
    expect(reply.headers['cache-control']).toMatch(/(^|, )no-store$/);
  });

  it('GET /readyz is ready when the database answers and every migration is applied', async () => {
    const reply = await app.inject({ url: '/readyz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz is 503 naming a migration the database has not applied', async () => {
    const [{ name }] = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1')).rows as [{ name: string }];
    await db.query('DELETE FROM schema_migrations WHERE name = $1', [name]);
    try {
      const reply = await app.inject({ url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'unavailable', problem: `migrations not applied: ${name}` });
    } finally {
      await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
  });
});
