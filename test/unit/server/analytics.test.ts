import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BATCH_OPTIONS } from '../../../server/db/batch-writer.js';
import type { Database } from '../../../server/db/database.js';
import { DEFAULT_ROLLOUT_FLAGS } from '../../../server/db/seed-defaults.js';
import { CRUMB, NOW, ownerHeaders, postForm, postJson, useTestServer } from './server-test-harness.js';

let db: Database;
let app: FastifyInstance;
// Analytics are batched as in production: a read first writes what the batch holds.
useTestServer((server) => ({ db, app } = server), { analyticsBatch: DEFAULT_BATCH_OPTIONS });

async function stored<Row>(sql: string) {
  await app.analytics.flush();
  return db.query<Row>(sql);
}

async function count(table: string): Promise<number> {
  const result = await stored<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(result.rows[0]?.n);
}

const pageFields = { pageTitle: 'Home', pageId: 'p1', contentSource: 'c', pagePath: '/', pagePermissionTypeValue: '1' };

describe('census calls (spec 01 §7)', () => {
  it('RecordHit stores the event, its data and the ss_cvr visitor cookie; the owner sees it in stats', async () => {
    const data = { websiteId: 'w1', templateId: 't1', website_locale: 'en-US', url: '/', title: 'Home', viewportInnerWidth: 1280, localStorageSupported: true, queryString: '', referrer: '' };
    const reply = await postForm(app, '/api/census/RecordHit', { event: 'pageview', data: JSON.stringify(data) }, { cookies: { crumb: CRUMB, ss_cvr: 'visitor-1' } });
    expect(reply.statusCode).toBe(200);
    const row = await stored<{ event: string; data: unknown; visitor_cookie: string }>('SELECT event, data, visitor_cookie FROM census_hits');
    expect(row.rows).toEqual([{ event: 'pageview', data, visitor_cookie: 'visitor-1' }]);

    const stats = await app.inject({ method: 'GET', url: '/api/owner/stats', headers: ownerHeaders });
    expect(stats.json().hits).toEqual({ pageview: { count: 1, visitors: 1 } });
  });

  it('RecordHit on a page of another site (no ss_cvr cookie) counts the visitor the hit carries', async () => {
    for (const visitorId of ['visitor-a', 'visitor-b', 'visitor-a']) {
      const data = { url: '/', visitorId, visitCount: 1 };
      expect((await postForm(app, '/api/census/RecordHit', { event: 'pageview', data: JSON.stringify(data) })).statusCode).toBe(200);
    }
    // A cookie that is no visitor id (spec 01 §5) is no visitor either.
    await postForm(app, '/api/census/RecordHit', { event: 'pageview', data: JSON.stringify({ url: '/' }) }, { cookies: { crumb: CRUMB, ss_cvr: 'not an id' } });
    expect((await stored<{ visitor_cookie: string | null }>('SELECT visitor_cookie FROM census_hits ORDER BY id')).rows.map((row) => row.visitor_cookie)).toEqual(['visitor-a', 'visitor-b', 'visitor-a', null]);
    const stats = await app.inject({ method: 'GET', url: '/api/owner/stats', headers: ownerHeaders });
    expect(stats.json().hits).toEqual({ pageview: { count: 4, visitors: 2 } });
  });

  it('RecordHit rejects data that is not JSON or has wrong types', async () => {
    const notJson = await postForm(app, '/api/census/RecordHit', { event: 'pageview', data: 'nope' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toMatch(/data is not valid JSON/);
    const wrongType = await postForm(app, '/api/census/RecordHit', { event: 'pageview', data: JSON.stringify({ viewportInnerWidth: 'wide' }) });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('Invalid data: viewportInnerWidth must be a number.');
    expect(await count('census_hits')).toBe(0);
  });

  it('form-render, overlay, button-click, button-render and RecordQuickView each store one event', async () => {
    expect((await postForm(app, '/api/census/form-render', { formId: 'contact', visitorCookie: 'v1', ...pageFields })).statusCode).toBe(200);
    expect((await postForm(app, '/api/census/overlay', { event: 'close', overlayId: 'popup', visitorCookie: 'v1', ...pageFields })).statusCode).toBe(200);
    expect((await postForm(app, '/api/census/button-click', { id: 'btn-1', buttonText: 'Buy', clickthroughUrl: '/shop', newWindow: 'false', visitorCookie: 'v1' })).statusCode).toBe(200);
    expect((await postForm(app, '/api/census/button-render', { id: 'btn-1', visitorCookie: 'v1' })).statusCode).toBe(200);
    const quick = await app.inject({ method: 'POST', url: `/api/census/RecordQuickView/prod-42?crumb=${CRUMB}`, cookies: { crumb: CRUMB } });
    expect(quick.statusCode).toBe(200);

    const rows = await stored<{ kind: string; subject_id: string; data: Record<string, unknown> }>('SELECT kind, subject_id, data FROM census_events ORDER BY id');
    expect(rows.rows.map((row) => [row.kind, row.subject_id])).toEqual([
      ['form-render', 'contact'],
      ['overlay', 'popup'],
      ['button-click', 'btn-1'],
      ['button-render', 'btn-1'],
      ['quick-view', 'prod-42'],
    ]);
    expect(rows.rows[2]?.data).toMatchObject({ buttonText: 'Buy', clickthroughUrl: '/shop', newWindow: false });
    const stats = await app.inject({ method: 'GET', url: '/api/owner/stats', headers: ownerHeaders });
    expect(stats.json().events).toEqual({ 'button-click': 1, 'button-render': 1, 'form-render': 1, overlay: 1, 'quick-view': 1 });
  });

  it('census calls reject missing ids, bad enums and unknown fields', async () => {
    expect((await postForm(app, '/api/census/form-render', { visitorCookie: 'v' })).json().error).toBe('Invalid request body: formId is required.');
    expect((await postForm(app, '/api/census/overlay', { event: 'explode' })).json().error).toBe(
      'Invalid request body: event must be one of "view", "close", "submit", "click".',
    );
    expect((await postForm(app, '/api/census/button-click', { id: 'b', colour: 'red' })).json().error).toBe('Invalid request body: unknown field colour.');
    expect((await app.inject({ method: 'POST', url: `/api/census/RecordQuickView/%3Cx%3E?crumb=${CRUMB}`, cookies: { crumb: CRUMB } })).statusCode).toBe(400);
    expect(await count('census_events')).toBe(0);
  });
});

describe('error reports and tracking (spec 01 §7, spec 03 §7)', () => {
  const report = (message: string) => ({
    event: 'javascript-error',
    data: { app: 'sitestack', message, stack: 'at x', file: 'loader.js', line: 1, column: 2, siteId: 'w1', url: 'https://site.example/' },
    timestamp: NOW.getTime(),
  });

  it('RecordJavascriptErrors stores a JSON array; the crumb may come in the CSRF header', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      cookies: { crumb: CRUMB },
      headers: { 'content-type': 'application/json', 'x-csrf-token': CRUMB },
      payload: [report('boom'), report('bang')],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, stored: 2 });
    await app.analytics.flush();
    const owner = await app.inject({ method: 'GET', url: '/api/owner/javascript-errors', headers: ownerHeaders });
    expect(owner.json().errors.map((e: { message: string }) => e.message).sort()).toEqual(['bang', 'boom']);
  });

  it('RecordJavascriptErrors stores nothing when one report of the batch is invalid, and caps a batch at 10', async () => {
    const bad = await postJson(app, '/api/events/RecordJavascriptErrors', [report('ok'), { ...report('x'), data: { message: 'no app' } }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid request body: 1.data.app is required.');
    const tooMany = await postJson(app, '/api/events/RecordJavascriptErrors', Array.from({ length: 11 }, (_, i) => report(`e${i}`)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Invalid request body: the body must be at most 10 items.');
    expect(await count('javascript_errors')).toBe(0);
  });

  it('RecordEvent stores the legacy tracker payload (form-encoded, crumb in the body)', async () => {
    const payload = { pageHash: '#x', pagePath: '/a', websiteId: 'w1', templateId: 't1', website_locale: 'en-US' };
    const reply = await app.inject({
      method: 'POST',
      url: '/api/events/RecordEvent',
      cookies: { crumb: CRUMB },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ crumb: CRUMB, event: 'page_view', data: JSON.stringify(payload) }).toString(),
    });
    expect(reply.statusCode).toBe(200);
    const rows = await stored<{ event_name: string; data: unknown }>('SELECT event_name, data FROM tracker_events');
    expect(rows.rows).toEqual([{ event_name: 'page_view', data: payload }]);
  });

  it('/api/v1/events accepts a beacon (text/plain JSON, no crumb) with 202 and validates the analytics id', async () => {
    const event = { analyticsId: '3b241101-e2bb-4255-8caf-4136c566a962', commonData: { action: 'view' }, customData: {}, customSchemaName: 'page_view' };
    const reply = await app.inject({ method: 'POST', url: '/api/v1/events', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(event) });
    expect(reply.statusCode).toBe(202);
    expect(await count('analytics_events')).toBe(1);

    const bad = await app.inject({ method: 'POST', url: '/api/v1/events', headers: { 'content-type': 'application/json' }, payload: { ...event, analyticsId: 'not-a-uuid' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid request body: analyticsId must be a UUID v4.');
    const garbage = await app.inject({ method: 'POST', url: '/api/v1/events', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toMatch(/^Invalid request body: the body is not valid JSON/);
  });

  it('owner stats count events-service events by type, named from the spec 03 §3 catalogue', async () => {
    const send = (customData: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/events',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ analyticsId: randomUUID(), commonData: { action: 'search' }, customData, customSchemaName: 'site_search' }),
      });
    // spec 03 §3 analytics event types: site search 2, audio 20; 99 is none of them
    for (const customData of [{ event_type: 2 }, { event_type: 2 }, { event_type: 20 }, { event_type: 99 }, {}]) expect((await send(customData)).statusCode).toBe(202);
    expect(await count('analytics_events')).toBe(5);
    const stats = await app.inject({ method: 'GET', url: '/api/owner/stats', headers: ownerHeaders });
    expect(stats.json().trackedEvents).toEqual([
      { eventType: 2, name: 'site search', count: 2 },
      { eventType: 20, name: 'audio', count: 1 },
      { eventType: null, name: null, count: 2 },
    ]);
  });
});

describe('performance reporting (spec 01 §7)', () => {
  it('settings hand out a new page load id with the rollout flags; records for it are stored', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/1/performance/settings' });
    const second = await app.inject({ method: 'GET', url: '/api/1/performance/settings' });
    expect(first.statusCode).toBe(200);
    const settings = first.json();
    expect(settings.rolloutFlags).toEqual(DEFAULT_ROLLOUT_FLAGS);
    expect(settings.pageLoadId).not.toBe(second.json().pageLoadId);

    const records = [
      { a: 'sitestack', d: { value: 0.01 }, e: 'cls', p: settings.pageLoadId, t: NOW.getTime() },
      { a: 'sitestack', d: { value: 900 }, e: 'lcp', p: settings.pageLoadId, t: NOW.getTime() },
      { a: 'sitestack', d: { value: 1 }, e: 'fcp', p: 'unknown-page-load', t: NOW.getTime() },
    ];
    const reply = await app.inject({ method: 'POST', url: '/api/1/performance/records', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(records) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, stored: 2, ignored: 1 });
    expect(await count('performance_records')).toBe(2);
  });

  it('the owner can turn a rollout flag off, and settings then report it', async () => {
    const put = await app.inject({ method: 'PUT', url: '/api/owner/rollout-flags', headers: ownerHeaders, payload: { rum: false } });
    expect(put.statusCode).toBe(200);
    const settings = await app.inject({ method: 'GET', url: '/api/1/performance/settings' });
    expect(settings.json().rolloutFlags.rum).toBe(false);
  });

  it('records must be a non-empty array of compact records', async () => {
    const empty = await app.inject({ method: 'POST', url: '/api/1/performance/records', headers: { 'content-type': 'text/plain' }, payload: '[]' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Invalid request body: the body must be at least 1 item.');
    const wrong = await app.inject({ method: 'POST', url: '/api/1/performance/records', headers: { 'content-type': 'text/plain' }, payload: '[{"a":"x"}]' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Invalid request body: 0.d is required; 0.e is required; 0.p is required; 0.t is required.');
  });
});
