import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../../../server/db/database.js';
import { seedDefaults } from '../../../server/db/seed-defaults.js';
import { CRUMB, buildTestApp } from './server-test-harness.js';

/**
 * Issue 19 (docs/production.md): the Postgres server goes away and comes back. The
 * app reaches Postgres through a TCP relay the test can cut, as a network outage or a database
 * restart would: /readyz says the database cannot be reached and recovers when it returns, and
 * page hits answered during the outage are written once it is back.
 */
const url = process.env.DATABASE_URL;

/** A TCP relay to the Postgres server that can be cut (every connection dropped, none taken) and restored. */
function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    open,
    url: () => Object.assign(new URL(target.href), { hostname: '127.0.0.1', port: String(port) }).href,
    async cut() {
      // Every connection dropped first: closing waits for the open ones, and a listening
      // connection (the page cache's LISTEN, issue 49) never closes by itself.
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe.runIf(url)('a Postgres outage', { timeout: 60_000 }, () => {
  const relay = relayTo(new URL(url ?? 'postgres://localhost'));
  const schema = `outage_${process.pid}_${randomBytes(4).toString('hex')}`;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    await relay.open();
    db = await openDatabase({ databaseUrl: relay.url(), schema });
    await migrate(db);
    await seedDefaults(db);
    app = await buildTestApp(db, { analyticsBatch: { flushMs: 10, maxRows: 1000, capacity: 10_000 } });
  });
  afterAll(async () => {
    await app.close();
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  const ready = async () => (await app.inject({ url: '/readyz' })).json() as { status: string; problem?: string };
  const hits = async () => Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM census_hits WHERE event = 'pageview'")).rows[0]!.n);

  it('makes /readyz fail while the database is away, keeps the hits answered meanwhile, and recovers when it returns', async () => {
    expect(await ready()).toEqual({ status: 'ready' });
    const before = await hits();

    await relay.cut();
    expect(await ready()).toEqual({ status: 'unavailable', problem: 'the database cannot be reached' });
    // The liveness check does not depend on the database.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // A page hit is answered at once and waits in the buffer.
    const hit = await app.inject({
      method: 'POST',
      url: `/api/census/RecordHit?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      payload: { event: 'pageview', data: JSON.stringify({ url: '/during-the-outage', visitorId: 'v1', visitCount: 1 }) },
    });
    expect(hit.statusCode).toBe(200);

    await relay.open();
    await expect.poll(ready, { timeout: 20_000, interval: 200 }).toEqual({ status: 'ready' });
    await expect.poll(hits, { timeout: 20_000, interval: 200 }).toBe(before + 1);
  });
});
