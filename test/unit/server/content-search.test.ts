import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { snippetSegments, type SearchResponse } from '../../../src/runtime/search/search-query.js';
import { buildTestApp, openTestDatabase, resetDatabase } from './server-test-harness.js';

let db: Database;
let closeDb: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
  await resetDatabase(db);
  app = await buildTestApp(db);
  // Ranking fixtures: the same word in a title, in an excerpt, and only deep in a body.
  const insert = (id: string, title: string, excerpt: string, body: string) =>
    db.query(`INSERT INTO content_items (id, record_type, title, url_path, excerpt, body, status, published_at) VALUES ($1, 'page', $2, $3, $4, $5, 1, now())`, [
      id,
      title,
      `/${id}`,
      excerpt,
      body,
    ]);
  await insert('rank-body', 'Opening hours', 'When we are open.', 'Ask about the marmalade at the counter.');
  await insert('rank-title', 'Marmalade', 'Our bitter orange recipe.', 'Seville oranges, sugar, patience.');
  await insert('rank-excerpt', 'Breakfast', 'Toast with marmalade and butter.', 'Served until eleven.');
}, 90_000);
afterAll(async () => {
  await app?.close();
  await closeDb?.();
});

async function search(query: Record<string, string>): Promise<{ status: number; body: SearchResponse & { error?: string } }> {
  const reply = await app.inject({ method: 'GET', url: `/api/content/search?${new URLSearchParams(query)}` });
  return { status: reply.statusCode, body: reply.json() };
}

describe('GET /api/content/search (Postgres full text)', () => {
  it('ranks a title match above an excerpt match above a body match', async () => {
    const { status, body } = await search({ q: 'marmalade' });
    expect(status).toBe(200);
    expect(body.results.map((r) => r.id)).toEqual(['rank-title', 'rank-excerpt', 'rank-body']);
    expect(body.total).toBe(3);
  });

  it('stems English words and matches the last word as a prefix (typing in the preview)', async () => {
    const stemmed = await search({ q: 'recordings' });
    expect(stemmed.body.results.map((r) => r.id)).toContain('post-1');
    const typing = await search({ q: 'lighth' });
    expect(typing.body.total).toBeGreaterThan(2);
    expect(typing.body.results[0]!.title.toLowerCase()).toContain('lighthouse');
  });

  it('needs every word: more words narrow the results', async () => {
    const wide = await search({ q: 'vinyl' });
    const narrow = await search({ q: 'vinyl plant' });
    expect(narrow.body.total).toBeGreaterThan(0);
    expect(narrow.body.total).toBeLessThan(wide.body.total);
  });

  it('marks the matches in the snippet as plain text segments', async () => {
    const { body } = await search({ q: 'marmalade' });
    const segments = snippetSegments(body.results[2]!.snippet);
    expect(segments.filter((s) => s.match).map((s) => s.text.toLowerCase())).toContain('marmalade');
    expect(segments.map((s) => s.text).join('')).not.toMatch(/[\u0002\u0003<>]/);
  });

  it('answers no results with an empty list, not an error', async () => {
    const { status, body } = await search({ q: 'zeppelin' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: 'zeppelin', total: 0, results: [] });
  });

  it('treats special characters as text: no Postgres syntax error, symbols ignored', async () => {
    for (const q of ["C++ & 100%", "'; DROP TABLE content_items; --", '!(a | b)', ':*', '"quotes"', '\\', '%_', '«ünïcödé» 日本']) {
      const { status, body } = await search({ q });
      expect(status, q).toBe(200);
      expect(Array.isArray(body.results)).toBe(true);
    }
    const { body } = await search({ q: 'C++ & 100%' });
    expect(body.results.map((r) => r.id)).toContain('post-14');
    const still = await search({ q: 'marmalade' });
    expect(still.body.total).toBe(3);
  });

  it('answers an empty or stop-word-only query with no results', async () => {
    expect((await search({ q: '' })).body.total).toBe(0);
    expect((await search({ q: '   ' })).body.total).toBe(0);
    expect((await search({ q: 'the and of' })).body.total).toBe(0);
  });

  it('never returns unpublished items', async () => {
    const { body } = await search({ q: 'secret album' });
    expect(body.results.map((r) => r.id)).not.toContain('draft-secret-album');
  });

  it('pages with limit and offset and filters by record type', async () => {
    const all = await search({ q: 'tour', limit: '50' });
    const first = await search({ q: 'tour', limit: '3' });
    const second = await search({ q: 'tour', limit: '3', offset: '3' });
    expect(first.body.results).toHaveLength(3);
    expect([...first.body.results, ...second.body.results].map((r) => r.id)).toEqual(all.body.results.slice(0, 6).map((r) => r.id));
    const events = await search({ q: 'tour', type: 'event' });
    expect(events.body.results.every((r) => r.recordType === 'event')).toBe(true);
    expect(events.body.results[0]!.collectionTitle).toBe('Tour');
  });

  it('rejects bad parameters with a clear 400', async () => {
    expect((await search({ q: 'x'.repeat(201) })).body.error).toMatch(/q must be at most 200 characters/);
    expect((await search({ q: 'tour', limit: '500' })).status).toBe(400);
    expect((await search({ q: 'tour', limit: 'ten' })).body.error).toMatch(/limit must be a whole number/);
    expect((await search({ q: 'tour', type: 'event,spaceship' })).body.error).toMatch(/spaceship/);
  });
});
