import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { STATS_PAGE_CSP } from '../../../server/routes/stats.js';
import { WEB_VITAL_THRESHOLDS, rateWebVital } from '../../../server/stats/web-vital-thresholds.js';
import { CRUMB, NOW, ownerHeaders, postForm, postJson, useTestServer } from './server-test-harness.js';

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));

function hit(visitor: string, data: Record<string, unknown>) {
  return postForm(app, '/api/census/RecordHit', { event: 'pageview', data: JSON.stringify(data) }, { cookies: { crumb: CRUMB, ss_cvr: visitor } });
}

async function report(days = 30) {
  const reply = await app.inject({ method: 'GET', url: `/api/owner/stats/report?days=${days}`, headers: ownerHeaders });
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

describe('owner stats report (/api/owner/stats/report)', () => {
  it('is owner-only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/owner/stats/report' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/api/owner/stats/report', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().authorizationFail).toBe(true);
  });

  it('rejects a bad period with 400', async () => {
    for (const days of ['0', '400', 'abc', '-1']) {
      const reply = await app.inject({ method: 'GET', url: `/api/owner/stats/report?days=${days}`, headers: ownerHeaders });
      expect(reply.statusCode).toBe(400);
    }
  });

  it('counts pageviews, unique visitors and visits per day, top pages and referrers', async () => {
    await hit('v1', { url: '/', referrer: 'https://www.search.example/q?x', visitorId: 'v1', visitCount: 1 });
    await hit('v1', { url: '/shop', referrer: '', visitorId: 'v1', visitCount: 1 });
    await hit('v2', { url: '/', referrer: 'https://social.example/post', visitorId: 'v2', visitCount: 3 });
    const stats = await report(7);
    expect(stats.days).toBe(7);
    expect(stats.totals).toEqual({ pageviews: 3, visitors: 2, visits: 2, errors: 0 });
    expect(stats.daily).toHaveLength(7);
    expect(stats.daily.at(-1)).toEqual({ day: NOW.toISOString().slice(0, 10), pageviews: 3, visitors: 2, visits: 2 });
    expect(stats.daily[0]).toEqual({ day: '2030-01-09', pageviews: 0, visitors: 0, visits: 0 });
    expect(stats.topPages).toEqual([
      { path: '/', pageviews: 2, visitors: 2 },
      { path: '/shop', pageviews: 1, visitors: 1 },
    ]);
    expect(stats.referrers).toEqual([
      { source: '(direct)', pageviews: 1 },
      { source: 'social.example', pageviews: 1 },
      { source: 'www.search.example', pageviews: 1 },
    ]);
  });

  it('keeps one visit row per visit: a second page does not add a visit, a new visit number does', async () => {
    await hit('v1', { url: '/', visitorId: 'v1', visitCount: 1 });
    await hit('v1', { url: '/about', visitorId: 'v1', visitCount: 1 });
    let rows = await db.query<{ visit_number: number; hits: number }>('SELECT visit_number, hits FROM census_visits ORDER BY visit_number');
    expect(rows.rows).toEqual([{ visit_number: 1, hits: 2 }]);
    await hit('v1', { url: '/', visitorId: 'v1', visitCount: 2 });
    rows = await db.query('SELECT visit_number, hits FROM census_visits ORDER BY visit_number');
    expect(rows.rows).toEqual([
      { visit_number: 1, hits: 2 },
      { visit_number: 2, hits: 1 },
    ]);
    // Hits without visit fields (or with bad ones) are stored but make no visit.
    await hit('v3', { url: '/', visitorId: 'bad id!', visitCount: 1 });
    await hit('v3', { url: '/', visitCount: 1.5 });
    expect(Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM census_visits')).rows[0]?.n)).toBe(2);
  });

  it('reports form conversions, errors by message and web-vitals p75 against the thresholds', async () => {
    await db.query("INSERT INTO form_definitions (form_id, name, fields) VALUES ('contact', 'Contact', '[]')");
    for (let i = 0; i < 4; i++) await postForm(app, '/api/census/form-render', { formId: 'contact' });
    await db.query("INSERT INTO form_submissions (form_id, fields, created_at) VALUES ('contact', '{}', $1)", [NOW.toISOString()]);

    const error = (message: string) => ({ event: 'javascript-error', data: { app: 'sitestack', message }, timestamp: 1 });
    expect((await postJson(app, '/api/events/RecordJavascriptErrors', [error('TypeError: a'), error('TypeError: a'), error('RangeError: b')])).statusCode).toBe(200);

    const settings = (await app.inject({ method: 'GET', url: '/api/1/performance/settings' })).json();
    const records = [1000, 2000, 3000, 5000].map((value, i) => ({ a: 'sitestack', e: 'web-vital', p: settings.pageLoadId, t: i, d: { name: 'LCP', value } }));
    records.push({ a: 'sitestack', e: 'web-vital', p: settings.pageLoadId, t: 9, d: { name: 'CLS', value: 0.05 } });
    records.push({ a: 'sitestack', e: 'web-vital', p: settings.pageLoadId, t: 9, d: { name: 'CLS', value: 'not a number' } as never });
    const stored = await app.inject({ method: 'POST', url: '/api/1/performance/records', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(records) });
    expect(stored.statusCode).toBe(200);

    const stats = await report();
    expect(stats.formConversions).toEqual([{ formId: 'contact', renders: 4, submissions: 1, rate: 0.25 }]);
    expect(stats.totals.errors).toBe(3);
    expect(stats.errorsByMessage.map((row: { message: string; count: number }) => [row.message, row.count])).toEqual([
      ['TypeError: a', 2],
      ['RangeError: b', 1],
    ]);
    expect(stats.webVitals).toEqual([
      { name: 'CLS', p75: 0.05, samples: 1, good: 0.1, poor: 0.25, unit: '', rating: 'good' },
      { name: 'LCP', p75: 3500, samples: 4, good: 2500, poor: 4000, unit: 'ms', rating: 'needs-improvement' },
    ]);
  });

  it('rates web vitals with the good / needs-improvement thresholds', () => {
    expect(rateWebVital('LCP', 2500)).toBe('good');
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4001)).toBe('poor');
    expect(rateWebVital('INP', 200)).toBe('good');
    expect(rateWebVital('CLS', 0.3)).toBe('poor');
    expect(rateWebVital('XYZ', 1)).toBeNull();
    expect(Object.keys(WEB_VITAL_THRESHOLDS).sort()).toEqual(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB']);
  });
});

describe('/stats owner page', () => {
  it('serves the page, its script and chart.js under a strict policy, with no data in it', async () => {
    const page = await app.inject({ method: 'GET', url: '/stats' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toBe(STATS_PAGE_CSP);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<label for="token">Owner token</label>');
    for (const asset of ['/stats/stats-page.js', '/stats/stats-page.css', '/stats/chart.umd.min.js']) {
      const reply = await app.inject({ method: 'GET', url: asset });
      expect(reply.statusCode, asset).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/stats/chart.umd.min.js' })).body).toContain('Chart');
  });
});
