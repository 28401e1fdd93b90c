import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app.js';
import { generateCrumb } from '../../../server/crumb.js';
import { migrate, openDatabase, truncateAllTables, type Database } from '../../../server/db/database.js';
import { seedDefaults } from '../../../server/db/seed-defaults.js';

export const OWNER_TOKEN = 'owner-token-for-tests-0123456789';
/** A crumb this server signed (the crumb check takes no other), as a visitor's cookie holds it. */
export const CRUMB = generateCrumb();
/** Fixed clock for stored timestamps. */
export const NOW = new Date('2030-01-15T12:00:00.000Z');

/**
 * One database per test file: in-memory PGlite, or (DATABASE_URL set) a fresh schema on that
 * Postgres server so parallel files never see each other's rows. `migrations`: another directory
 * of migrations to apply (default: the server's).
 */
export async function openTestDatabase(options: { migrations?: string } = {}): Promise<{ db: Database; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase();
    await migrate(db, options.migrations);
    return { db, close: () => db.close() };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({ databaseUrl: url, schema });
  await migrate(db, options.migrations);
  return {
    db,
    close: async () => {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

export async function resetDatabase(db: Database): Promise<void> {
  await truncateAllTables(db);
  await seedDefaults(db);
}

export async function buildTestApp(db: Database, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    db,
    now: () => NOW,
    places: null,
    // Written before each answer, so a route test reads what it sent; batching has its own tests
    // (analytics-batching.test.ts).
    analyticsBatch: false,
    ...options,
    // No load shedding in route tests (a loaded test machine lags); load-shedding.test.ts turns it on.
    config: { ownerToken: OWNER_TOKEN, allowedOrigins: ['https://cms.example'], faultRoutes: false, logger: false, maxEventLoopDelayMs: 0, ...options.config },
  });
}

/**
 * The usual storage-test set-up: one database for the file, emptied and re-seeded before each
 * test; `use` receives it once opened (`useTestDatabase((opened) => (db = opened))`).
 */
export function useTestDatabase(use: (db: Database) => void): void {
  let opened: { db: Database; close: () => Promise<void> };
  beforeAll(async () => {
    opened = await openTestDatabase();
    use(opened.db);
  });
  afterAll(async () => opened.close());
  beforeEach(async () => resetDatabase(opened.db));
}

/**
 * The usual route-test set-up: one database for the file, emptied and re-seeded before each test
 * with a fresh app on it; `use` receives both each time (`useTestServer((s) => ({ db, app } = s))`).
 */
export function useTestServer(use: (server: { db: Database; app: FastifyInstance }) => void, options: Partial<AppOptions> = {}): void {
  let db: Database;
  let close: () => Promise<void>;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
  });
  afterAll(async () => close());
  beforeEach(async () => {
    await resetDatabase(db);
    app = await buildTestApp(db, options);
    use({ db, app });
  });
  afterEach(async () => app?.close());
}

type Payload = Record<string, unknown> | unknown[];

/** A state-changing call with a matching crumb cookie and query parameter. */
export function withCrumb(options: InjectOptions): InjectOptions {
  const url = String(options.url);
  return {
    ...options,
    url: `${url}${url.includes('?') ? '&' : '?'}crumb=${CRUMB}`,
    cookies: { crumb: CRUMB, ...options.cookies },
  };
}

/** POST form-encoded (how the data layer sends by default), with the crumb. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>, extra: Partial<InjectOptions> = {}) {
  return app.inject(
    withCrumb({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      ...extra,
    }),
  );
}

/** POST JSON with the crumb. */
export function postJson(app: FastifyInstance, url: string, body: Payload, extra: Partial<InjectOptions> = {}) {
  return app.inject(
    withCrumb({ method: 'POST', url, headers: { 'content-type': 'application/json; charset=utf-8' }, payload: JSON.stringify(body), ...extra }),
  );
}

export const ownerHeaders = { authorization: `Bearer ${OWNER_TOKEN}` };
