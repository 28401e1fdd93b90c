import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BATCH_OPTIONS } from '../../../server/db/batch-writer.js';
import type { Database } from '../../../server/db/database.js';
import { CRUMB, NOW, postForm, postJson, useTestServer } from './server-test-harness.js';

/**
 * Issue 46, finding 1: one oversized analytics value (over Postgres's 2,704-byte index entry) held
 * every later analytics row of every table. Analytics are batched here as in production.
 */
let db: Database;
let app: FastifyInstance;
// Every request comes from one address: the rate limit has its own tests.
useTestServer((server) => ({ db, app } = server), {
  analyticsBatch: DEFAULT_BATCH_OPTIONS,
  rateLimits: { api: 1_000_000 },
});

async function count(sql: string): Promise<number> {
  await app.analytics.flush();
  return Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
}

/** Random text does not compress, so a stored copy keeps its size in an index. */
const incompressible = (characters: number) => randomBytes(Math.ceil((characters * 3) / 4)).toString('base64').slice(0, characters);

const hit = (url: string, cookies: Record<string, string> = {}) =>
  postForm(app, '/api/census/RecordHit', { event: 'pageview', data: JSON.stringify({ url, visitorId: 'visitor-1', visitCount: 1 }) }, { cookies: { crumb: CRUMB, ...cookies } });

const errorReport = (message: string, extra: Record<string, unknown> = {}) => ({
  event: 'javascript-error',
  data: { app: 'site', message, url: 'https://shop.example/', ...extra },
  timestamp: NOW.getTime(),
});

const beacon = (customSchemaName: string, customData: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ analyticsId: randomUUID(), commonData: {}, customData, customSchemaName }),
  });

describe('an oversized analytics value', () => {
  it('does not stop the rows after it: 200 hits, 20 error reports and 20 beacons are all stored', async () => {
    // What the outside probe sent: an error message, a page URL and a visitor cookie at their limits.
    expect((await postJson(app, '/api/events/RecordJavascriptErrors', [errorReport(incompressible(5000))])).statusCode).toBe(200);
    expect((await hit(`/${incompressible(3999)}`)).statusCode).toBe(200);
    expect((await hit('/', { ss_cvr: incompressible(4000) })).statusCode).toBe(200);

    for (let n = 0; n < 200; n++) expect((await hit(`/after/${n}`)).statusCode).toBe(200);
    for (let n = 0; n < 20; n++) expect((await postJson(app, '/api/events/RecordJavascriptErrors', [errorReport(`after ${n}`)])).statusCode).toBe(200);
    for (let n = 0; n < 20; n++) expect((await beacon('after')).statusCode).toBe(202);

    expect(await count("SELECT count(*) AS n FROM census_hits WHERE data ->> 'url' LIKE '/after/%'")).toBe(200);
    expect(await count("SELECT count(*) AS n FROM javascript_errors WHERE message LIKE 'after %'")).toBe(20);
    expect(await count("SELECT count(*) AS n FROM analytics_events WHERE custom_schema_name = 'after'")).toBe(20);
    // The oversized values were stored too: what is indexed is bounded, not the value.
    expect(await count('SELECT count(*) AS n FROM javascript_errors WHERE length(message) = 5000')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM census_hits WHERE length(data ->> \'url\') = 4000')).toBe(1);
    // A cookie that is no visitor id (spec 01 §5) counts as no visitor, not as a visitor 4,000 characters long.
    expect(await count('SELECT count(*) AS n FROM census_hits WHERE length(visitor_cookie) > 100')).toBe(0);
  });
});

/** Percent-encodes the UTF-8 bytes of `value` (encodeURIComponent throws on a lone surrogate). */
const percentEncoded = (value: string) => [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** `length` characters of base64 noise from a small seeded generator (mulberry32). */
function noiseText(length: number, seed: number): string {
  let state = seed | 0;
  const bytes = Buffer.alloc(Math.ceil((length * 3) / 4));
  for (let i = 0; i < bytes.length; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    bytes[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return bytes.toString('base64').slice(0, length);
}

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const hostileText = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 200 }),
  fc.array(fc.constantFrom('é', '中', '😀', '\u0000', '\uD800', '\uDFFF', '"', "'", '\\', '<script>', '%00', ' ', '\n', 'ｗ'), { minLength: 300, maxLength: 3000 }).map((parts) => parts.join('')),
  // Long text that does not compress (fast-check's own arrays lean to repeated small values).
  fc.noBias(fc.tuple(fc.integer({ min: 1000, max: 6000 }), fc.integer())).map(([length, seed]) => noiseText(length, seed)),
);

describe('hostile analytics values (property)', () => {
  it('never answer 5xx on any analytics route, and the rows sent after them are stored', { timeout: 240_000 }, async () => {
    const settings = (await app.inject({ url: '/api/1/performance/settings' })).json() as { pageLoadId: string };
    let round = 0;
    await fc.assert(
      fc.asyncProperty(hostileText, async (value) => {
        round++;
        // The value in one field at a time (a request with it everywhere is refused for its
        // shortest field), every field of every analytics route.
        const requests: Array<() => ReturnType<typeof hit>> = [];
        const eachField = (fields: readonly string[], send: (pick: (field: string, plain?: string) => string) => ReturnType<typeof hit>) => {
          for (const field of fields) requests.push(() => send((name, plain = 'x') => (name === field ? value : plain)));
        };
        eachField(['event', 'url', 'title', 'referrer', 'visitorId', 'websiteId', 'cookie'], (v) =>
          postForm(app, '/api/census/RecordHit', { event: v('event', 'pageview'), data: JSON.stringify({ url: v('url', '/'), title: v('title'), referrer: `https://${v('referrer', 'a.example')}/`, websiteId: v('websiteId'), visitorId: v('visitorId', 'v1'), visitCount: 1 }) }, { cookies: { crumb: CRUMB, ss_cvr: percentEncoded(v('cookie', 'v1')) } }),
        );
        eachField(['formId', 'visitorCookie', 'pageTitle', 'pagePath'], (v) => postForm(app, '/api/census/form-render', { formId: v('formId'), visitorCookie: v('visitorCookie'), pageTitle: v('pageTitle'), pagePath: v('pagePath') }));
        eachField(['overlayId', 'version', 'visitorCookie'], (v) => postForm(app, '/api/census/overlay', { event: 'view', overlayId: v('overlayId'), version: v('version', '1'), visitorCookie: v('visitorCookie') }));
        for (const kind of ['button-click', 'button-render']) {
          eachField(['id', 'buttonText', 'clickthroughUrl', 'context'], (v) => postForm(app, `/api/census/${kind}`, { id: v('id'), buttonText: v('buttonText'), clickthroughUrl: v('clickthroughUrl', '/'), context: v('context') }));
        }
        eachField(['id'], (v) => postForm(app, `/api/census/RecordQuickView/${percentEncoded(v('id'))}`, {}));
        eachField(['event', 'app', 'message', 'stack', 'file', 'url', 'userAgent', 'siteId', 'customData'], (v) =>
          postJson(app, '/api/events/RecordJavascriptErrors', [
            { ...errorReport(v('message'), { app: v('app'), stack: v('stack'), file: v('file'), url: v('url'), userAgent: v('userAgent'), siteId: v('siteId'), customData: { [v('customData')]: v('customData') } }), event: v('event') },
          ]),
        );
        eachField(['event', 'pagePath', 'pageHash', 'key'], (v) => postForm(app, '/api/events/RecordEvent', { event: v('event'), data: JSON.stringify({ pagePath: v('pagePath'), pageHash: v('pageHash'), [v('key')]: v('key') }) }));
        eachField(['customSchemaName', 'customData'], (v) => beacon(v('customSchemaName'), { [v('customData')]: v('customData') }));
        eachField(['a', 'e', 'd'], (v) =>
          app.inject({
            method: 'POST',
            url: '/api/1/performance/records',
            headers: { 'content-type': 'text/plain' },
            payload: JSON.stringify([{ p: settings.pageLoadId, a: v('a'), e: v('e'), d: { [v('d')]: v('d') }, t: NOW.getTime() }]),
          }),
        );
        const replies = await Promise.all(requests.map((send) => send()));
        for (const reply of replies) expect(reply.statusCode, `${reply.statusCode} ${reply.body}`).toBeLessThan(500);

        // Then an ordinary visitor: every table still takes rows.
        const marker = `after-${round}`;
        expect((await hit(`/${marker}`)).statusCode).toBe(200);
        expect((await postJson(app, '/api/events/RecordJavascriptErrors', [errorReport(marker)])).statusCode).toBe(200);
        expect((await beacon(marker)).statusCode).toBe(202);
        expect((await postForm(app, '/api/census/form-render', { formId: marker })).statusCode).toBe(200);
        expect(await count(`SELECT count(*) AS n FROM census_hits WHERE data ->> 'url' = '/${marker}'`)).toBe(1);
        expect(await count(`SELECT count(*) AS n FROM javascript_errors WHERE message = '${marker}'`)).toBe(1);
        expect(await count(`SELECT count(*) AS n FROM analytics_events WHERE custom_schema_name = '${marker}'`)).toBe(1);
        expect(await count(`SELECT count(*) AS n FROM census_events WHERE subject_id = '${marker}'`)).toBe(1);
      }),
      { seed: 46, numRuns: 30 },
    );
  });
});
