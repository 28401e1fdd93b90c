import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { migrate, openDatabase, type Database } from '../../../server/db/database.js';

/** The jsdom page's origin in vitest, allowed by the test server's CORS list. */
export const PAGE_ORIGIN = 'http://localhost:3000';

/** The real site API on a loopback port, with the fault routes the data-layer tests need. */
export async function startSiteApi(): Promise<{ app: FastifyInstance; baseUrl: string; db: Database }> {
  const db = await openDatabase();
  await migrate(db);
  const app = await buildApp({
    db,
    places: null,
    // Written before each answer, so a test reads what it sent (batching: test/unit/server/analytics-batching.test.ts).
    analyticsBatch: false,
    config: { ownerToken: 'owner-token-for-tests-0123456789', allowedOrigins: [PAGE_ORIGIN], faultRoutes: true, logger: false, maxEventLoopDelayMs: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, baseUrl: `http://127.0.0.1:${address.port}`, db };
}

/**
 * The site API for one test file: started before its tests, stopped after them. Read the fields
 * inside tests (they exist once the file's tests run).
 */
export function siteApiForFile(): { readonly app: FastifyInstance; readonly baseUrl: string; readonly db: Database } {
  let started: { app: FastifyInstance; baseUrl: string; db: Database } | null = null;
  beforeAll(async () => {
    started = await startSiteApi();
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.db.close();
  });
  const running = () => {
    if (!started) throw new Error('the site API starts before the tests of the file');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get baseUrl() {
      return running().baseUrl;
    },
    get db() {
      return running().db;
    },
  };
}

/**
 * A minimal browser cookie jar around Node's fetch: sends the cookies the server set and keeps
 * new ones, as a browser does for `credentials: 'include'`. `text()` is what `document.cookie`
 * shows a same-origin page.
 */
export function createCookieJar(options: { storeCookies?: boolean } = {}) {
  const cookies = new Map<string, string>();
  const requests: { url: string; init: RequestInit; status?: number }[] = [];
  const jarFetch: typeof fetch = async (input, init = {}) => {
    const url = String(input);
    const record: { url: string; init: RequestInit; status?: number } = { url, init };
    requests.push(record);
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers });
    record.status = response.status;
    if (options.storeCookies !== false) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
      }
    }
    return response;
  };
  return {
    fetch: jarFetch,
    requests,
    set: (name: string, value: string) => cookies.set(name, value),
    text: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}
