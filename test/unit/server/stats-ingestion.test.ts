import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { PERFORMANCE_RECORDS_LIMIT } from '../../../src/runtime/performance/performance-request-schema.js';
import { postJson, useTestServer } from './server-test-harness.js';

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));

async function count(table: string): Promise<number> {
  return Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
}

const postRecords = (payload: string) =>
  app.inject({ method: 'POST', url: '/api/1/performance/records', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload });

describe('analytics ingestion rejects oversized and malformed batches with 400', () => {
  it('performance records: more than the limit, not JSON, empty, or wrong fields store nothing', async () => {
    const { pageLoadId } = (await app.inject({ method: 'GET', url: '/api/1/performance/settings' })).json();
    const record = (i: number) => ({ a: 'sitestack', e: 'web-vital', p: pageLoadId, t: i, d: { name: 'LCP', value: i } });
    const tooMany = Array.from({ length: PERFORMANCE_RECORDS_LIMIT + 1 }, (_, i) => record(i));
    for (const payload of [JSON.stringify(tooMany), '[{"a":', '', '[]', JSON.stringify([{ ...record(1), t: 'later' }]), JSON.stringify([{ ...record(1), extra: 1 }])]) {
      const reply = await postRecords(payload);
      expect(reply.statusCode, payload.slice(0, 40)).toBe(400);
      expect(typeof reply.json().error).toBe('string');
    }
    expect(await count('performance_records')).toBe(0);
    const ok = await postRecords(JSON.stringify(Array.from({ length: PERFORMANCE_RECORDS_LIMIT }, (_, i) => record(i))));
    expect(ok.statusCode).toBe(200);
    expect(await count('performance_records')).toBe(PERFORMANCE_RECORDS_LIMIT);
  });

  it('error reports: more than 10, a bad report or a non-array body store nothing', async () => {
    const report = (message: string) => ({ event: 'javascript-error', data: { app: 'sitestack', message }, timestamp: 1 });
    for (const body of [Array.from({ length: 11 }, (_, i) => report(`e${i}`)), [report('ok'), { event: 'x', data: { message: 'no app' }, timestamp: 1 }], []]) {
      expect((await postJson(app, '/api/events/RecordJavascriptErrors', body)).statusCode).toBe(400);
    }
    expect((await postJson(app, '/api/events/RecordJavascriptErrors', { not: 'an array' } as never)).statusCode).toBe(400);
    expect(await count('javascript_errors')).toBe(0);
  });

  it('events service: a bad analytics id or a missing schema name is refused', async () => {
    const send = (body: unknown) => app.inject({ method: 'POST', url: '/api/v1/events', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body) });
    expect((await send({ analyticsId: 'not-a-uuid', commonData: {}, customData: {}, customSchemaName: 'x' })).statusCode).toBe(400);
    expect((await send({ analyticsId: '3b241101-e2bb-4255-8caf-4136c566a962', commonData: {}, customData: {} })).statusCode).toBe(400);
    expect(await count('analytics_events')).toBe(0);
  });
});
