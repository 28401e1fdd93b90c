import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { generateCrumb, isIssuedCrumb } from '../../../server/crumb.js';
import { FORM_ADDRESS_VISITORS, formVisitorKey } from '../../../server/routes/forms.js';
import { buildTestApp, useTestServer } from './server-test-harness.js';

// Issue 17: the form rate limit counted per crumb value, which the client chooses, so a new crumb
// per request passed 200/200 where the limit is 20 a minute.

let db: Database;
let app: FastifyInstance;
useTestServer((server) => ({ db, app } = server));
afterEach(() => vi.useRealTimers());

const keyRequest = (crumb: string) =>
  app.inject({ method: 'POST', url: `/api/form/FormSubmissionKey?crumb=${encodeURIComponent(crumb)}`, cookies: { crumb } });

async function issuedCrumb(): Promise<string> {
  const reply = await app.inject({ method: 'GET', url: '/api/crumb' });
  return reply.json().crumb as string;
}

describe('the form rate limit (issue 17)', () => {
  it('rotating client-made crumbs does not sidestep it: they are refused (issue 46) and still count in the address bucket', async () => {
    await app.close();
    app = await buildTestApp(db, { rateLimits: { formSubmission: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await keyRequest(`made-up-crumb-${i}`)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 429, 429, 429, 429, 429]);
    expect(Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM form_submission_keys')).rows[0]?.n)).toBe(0);
  });

  it('visitors with crumbs this server issued keep their own budgets', async () => {
    await app.close();
    app = await buildTestApp(db, { rateLimits: { formSubmission: 2 } });
    const first = await issuedCrumb();
    const second = await issuedCrumb();
    expect(isIssuedCrumb(first)).toBe(true);
    expect([(await keyRequest(first)).statusCode, (await keyRequest(first)).statusCode, (await keyRequest(first)).statusCode]).toEqual([200, 200, 429]);
    expect((await keyRequest(second)).statusCode).toBe(200);
  });

  it('a client sending no cookie shares its address bucket (the crumb it is handed each time does not count)', async () => {
    await app.close();
    app = await buildTestApp(db, { rateLimits: { formSubmission: 2 } });
    const bare = () => app.inject({ method: 'POST', url: '/api/form/plain/demo-newsletter', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40example.com' });
    expect([(await bare()).statusCode, (await bare()).statusCode, (await bare()).statusCode]).toEqual([expect.any(Number), expect.any(Number), 429]);
  });

  it('minting issued crumbs is capped too: one address gets a few visitors’ worth', async () => {
    await app.close();
    app = await buildTestApp(db, { rateLimits: { formSubmission: 2 } });
    const statuses: number[] = [];
    for (let i = 0; i < 2 * FORM_ADDRESS_VISITORS + 2; i++) statuses.push((await keyRequest(await issuedCrumb())).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2 * FORM_ADDRESS_VISITORS);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('the 429 names the limit’s window, not the time left in it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-15T12:00:00.000Z'));
    await app.close();
    app = await buildTestApp(db, { rateLimits: { formSubmission: 1 } });
    const crumb = generateCrumb();
    expect((await keyRequest(crumb)).statusCode).toBe(200);
    vi.setSystemTime(new Date('2030-01-15T12:00:02.500Z'));
    const limited = await keyRequest(crumb);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many requests: the limit is 1 per 60 seconds here. Try again in 58 seconds.');
  });
});

describe('issued crumbs', () => {
  it('are told apart from made-up and tampered ones', () => {
    const crumb = generateCrumb('secret-a');
    expect(crumb).toMatch(/^[\w-]{46}$/);
    expect(isIssuedCrumb(crumb, 'secret-a')).toBe(true);
    expect(isIssuedCrumb(crumb, 'secret-b')).toBe(false);
    expect(isIssuedCrumb(`${crumb.slice(0, -1)}${crumb.endsWith('A') ? 'B' : 'A'}`, 'secret-a')).toBe(false);
    expect(isIssuedCrumb('test-crumb-value', 'secret-a')).toBe(false);
    expect(isIssuedCrumb(undefined)).toBe(false);
  });

  it('key a form call by address plus issued crumb, else by address alone', () => {
    const crumb = generateCrumb();
    expect(formVisitorKey({ ip: '10.0.0.1', headers: { cookie: `a=b; crumb=${crumb}` } })).toBe(`visitor:10.0.0.1:${crumb}`);
    expect(formVisitorKey({ ip: '10.0.0.1', headers: { cookie: 'crumb=chosen-by-client' } })).toBe('address:10.0.0.1');
    expect(formVisitorKey({ ip: '10.0.0.1', headers: {} })).toBe('address:10.0.0.1');
  });
});

describe('pages the server draws (issue 46: its in-process API calls shared one bucket)', () => {
  it('a kept page is served without counting; only a page the server must draw counts (issue 49)', async () => {
    await app.close();
    const pageRenderer = { render: async (html: string) => html };
    app = await buildTestApp(db, { rateLimits: { api: 3 }, pageRenderer });
    const visit = (url: string) => app.inject({ url, remoteAddress: '10.0.0.9' });
    const kept = [];
    for (let n = 0; n < 8; n++) kept.push((await visit('/gallery.html?utm_source=n' + n)).statusCode);
    expect(kept).toEqual(Array(8).fill(200));
    // A new search is a new drawing: those count, and the visitor's limit holds.
    const searches = [];
    for (const terms of ['a', 'b', 'c', 'd']) searches.push((await visit(`/search?q=${terms}`)).statusCode);
    expect(searches).toEqual([200, 200, 429, 429]);
  });

  it('the renderer\'s API calls are not counted; the page request is, once, per visitor', async () => {
    await app.close();
    const calls: number[] = [];
    // A page whose blocks read the site API five times, as a shop page does.
    const pageRenderer = {
      render: async (html: string, _url: string, api?: { request(path: string): Promise<unknown> }) => {
        for (let n = 0; n < 5; n++) calls.push(((await api!.request('/api/crumb')) as { crumb?: string }).crumb ? 200 : 0);
        return html;
      },
    };
    app = await buildTestApp(db, { rateLimits: { api: 3 }, pageRenderer });
    const visitor = (ip: string) => app.inject({ url: '/shop.html', remoteAddress: ip });
    expect([(await visitor('10.0.0.1')).statusCode, (await visitor('10.0.0.1')).statusCode, (await visitor('10.0.0.1')).statusCode]).toEqual([200, 200, 200]);
    // 15 in-process calls from 127.0.0.1 went through although the API limit is 3.
    expect(calls).toEqual(Array(15).fill(200));
    // The fourth page of the same visitor is over the limit; another visitor's page is not.
    expect((await visitor('10.0.0.1')).statusCode).toBe(429);
    expect((await visitor('10.0.0.2')).statusCode).toBe(200);
    // A client cannot pass for the renderer by naming its header.
    const api = (headers: Record<string, string>) => app.inject({ url: '/api/crumb', remoteAddress: '10.0.0.3', headers });
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await api({ 'x-sitestack-in-process': 'guess' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
