import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import type { CollectionPage, EventsResponse } from '../../../src/runtime/collections/content-item.js';
import { NOW, buildTestApp, openTestDatabase, resetDatabase } from './server-test-harness.js';

let db: Database;
let closeDb: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
  await resetDatabase(db);
  app = await buildTestApp(db);
}, 90_000);
afterAll(async () => {
  await app?.close();
  await closeDb?.();
});

async function get<T>(url: string): Promise<{ status: number; body: T & { error?: string } }> {
  const reply = await app.inject({ method: 'GET', url });
  return { status: reply.statusCode, body: reply.json() };
}

describe('GET /api/content/collections/:id', () => {
  it('pages a blog newest first with totals', async () => {
    const first = await get<CollectionPage>('/api/content/collections/journal?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 5, total: 14, totalPages: 3, collection: { id: 'journal', title: 'Journal', type: 'blog' } });
    expect(first.body.items).toHaveLength(5);
    const dates = first.body.items.map((item) => item.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.body.items[0]).toMatchObject({ recordType: 'text', author: 'Mara', title: 'Recording Salt Roads in a lighthouse', tags: ['recording', 'lighthouse'] });
    const third = await get<CollectionPage>('/api/content/collections/journal?pageSize=5&page=3');
    expect(third.body.items).toHaveLength(4);
    const ids = new Set([...first.body.items, ...third.body.items].map((item) => item.id));
    expect(ids.size).toBe(9);
  });

  it('answers a page past the end with the last page', async () => {
    const { body } = await get<CollectionPage>('/api/content/collections/journal?pageSize=5&page=99');
    expect(body.page).toBe(3);
    expect(body.items).toHaveLength(4);
  });

  it('lists an event collection upcoming first, and the past on request', async () => {
    const upcoming = await get<CollectionPage>('/api/content/collections/tour?pageSize=50');
    expect(upcoming.body.total).toBe(9);
    expect(upcoming.body.items.every((item) => new Date(item.endsAt!) >= NOW)).toBe(true);
    const starts = upcoming.body.items.map((item) => item.startsAt!);
    expect([...starts].sort()).toEqual(starts);
    const past = await get<CollectionPage>('/api/content/collections/tour?when=past');
    expect(past.body.items.map((item) => item.city)).toEqual(['Stavanger', 'Bergen', 'Oslo']);
  });

  it('says which collection does not exist, and rejects bad paging', async () => {
    const missing = await get<CollectionPage>('/api/content/collections/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('No collection with the id "nope".');
    expect((await get('/api/content/collections/journal?pageSize=500')).status).toBe(400);
    expect((await get('/api/content/collections/journal?page=-1')).body.error).toMatch(/page must be a whole number/);
  });
});

describe('GET /api/content/events', () => {
  it('lists upcoming events from now, soonest first, with venue, city, tickets and sold-out', async () => {
    const { status, body } = await get<EventsResponse>('/api/content/events?limit=3');
    expect(status).toBe(200);
    expect(body.events.map((event) => event.city)).toEqual(['Copenhagen', 'Stockholm', 'Glasgow']);
    expect(body.events[1]).toMatchObject({ venue: 'Debaser', soldOut: true, ticketUrl: 'https://tickets.example/harbour-lights/5' });
  });

  it('lists the events of a month window', async () => {
    const from = new Date(NOW.getTime() - 45 * 86_400_000).toISOString();
    const to = new Date(NOW.getTime() - 10 * 86_400_000).toISOString();
    const { body } = await get<EventsResponse>(`/api/content/events?from=${from}&to=${to}&collection=tour`);
    expect(body.events.map((event) => event.city)).toEqual(['Oslo', 'Bergen']);
  });

  it('rejects a bad window', async () => {
    expect((await get('/api/content/events?from=yesterday')).body.error).toMatch(/from must be a date/);
    const reversed = await get(`/api/content/events?from=${NOW.toISOString()}&to=2000-01-01T00:00:00Z`);
    expect(reversed.body.error).toBe('Invalid events request: to must be after from.');
  });
});

describe('GET /search', () => {
  // spec 01 §2 search page at /search
  it('serves the search page at /search', async () => {
    const reply = await app.inject({ method: 'GET', url: '/search?q=tide' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('<ss-search mode="page"');
  });
});
