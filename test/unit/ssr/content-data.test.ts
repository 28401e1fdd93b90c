import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentDataLoaders } from '../../../src/ssr/content-data.js';
import { serverDataLoaders, serverDataWithoutApi, type SiteApi } from '../../../src/ssr/server-data.js';
import { readServerCollectionPage } from '../../../src/runtime/collections/collection-request.js';
import { calendarStartMonth } from '../../../src/runtime/events-calendar/event-dates.js';
import { readServerDrawingTime, readServerEvents } from '../../../src/runtime/events-calendar/events-request.js';
import { readServerSearch } from '../../../src/runtime/search/search-request.js';
import { parsePageContext } from '../../../src/runtime/context/page-context.js';
import { installTestClock, type TestClock } from '../../support/test-clock.js';

/** A site API that records what it was asked and answers from a table. */
function fakeApi(answers: Record<string, unknown>): SiteApi & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async request(path) {
      asked.push(path);
      const pathname = path.split('?')[0]!;
      if (!(pathname in answers)) throw new Error(`GET ${path} answered 404`);
      return answers[pathname];
    },
  };
}

const context = parsePageContext({ website: { id: 'demo-site', baseUrl: 'http://localhost' }, locale: 'en-US', timeZone: 'Europe/Oslo' }).context;
const input = (attributes: Record<string, unknown>, api: SiteApi) => ({ host: null as never, attributes, context, pageUrl: 'http://127.0.0.1/media.html', api });
const EVENT = { id: 'e1', recordType: 'event', title: 'Bergen', startsAt: '2026-02-01T19:00:00Z' };

describe('server data of content blocks (issue 15: the server paints real content; spec 03 tour dates, calendar, collection list)', () => {
  let clock: TestClock;
  beforeEach(() => {
    clock = installTestClock(Date.UTC(2026, 0, 31, 23, 30));
  });
  afterEach(() => clock.uninstall());

  it('are the loaders the server renderer uses', () => {
    for (const tag of ['ss-tour-dates', 'ss-calendar', 'ss-collection-list', 'ss-search']) expect(serverDataLoaders[tag]).toBe(contentDataLoaders[tag]);
  });

  it('tour dates ask what the block asks (collection, limit) and keep when, for relative wording', async () => {
    const api = fakeApi({ '/api/content/events': { events: [EVENT] } });
    const data = await contentDataLoaders['ss-tour-dates']!(input({ collection: 'tour', limit: 5, label: '' }, api));
    expect(api.asked).toEqual(['/api/content/events?collection=tour&limit=5']);
    expect(readServerEvents(data)).toEqual({ events: [EVENT], now: Date.UTC(2026, 0, 31, 23, 30) });
  });

  it('the calendar asks for the month it opens on, "today" in the site\u2019s zone (already February in Oslo)', async () => {
    const api = fakeApi({ '/api/content/events': { events: [] } });
    await contentDataLoaders['ss-calendar']!(input({ collection: 'tour', month: '', label: '', headingLevel: 3 }, api));
    const asked = new URL(api.asked[0]!, 'http://x');
    expect(asked.searchParams.get('collection')).toBe('tour');
    expect(asked.searchParams.get('limit')).toBe('200');
    // February's window (widened by 14 h each side for any zone)
    expect([asked.searchParams.get('from'), asked.searchParams.get('to')]).toEqual(['2026-01-31T10:00:00.000Z', '2026-03-01T14:00:00.000Z']);
    expect(calendarStartMonth('', 'Europe/Oslo', clock.now())).toEqual({ year: 2026, month: 2, day: 1 });
    expect(calendarStartMonth('2030-05', 'Europe/Oslo', clock.now())).toEqual({ year: 2030, month: 5, day: 1 });
  });

  it('a calendar whose events cannot be fetched still gives the time it was drawn at, so the browser opens that month (issue 47 §8)', async () => {
    const data = await contentDataLoaders['ss-calendar']!(input({ collection: 'tour', month: '', label: '', headingLevel: 3 }, fakeApi({})));
    expect(data).toEqual({ now: Date.UTC(2026, 0, 31, 23, 30) });
    expect(readServerEvents(data), 'the events are fetched in the browser').toBeNull();
    expect(readServerDrawingTime(data)).toBe(Date.UTC(2026, 0, 31, 23, 30));
    // Without a site API at all, the renderer gives the same.
    expect(serverDataWithoutApi['ss-calendar']!({ host: null as never, attributes: {}, context, pageUrl: 'http://127.0.0.1/' })).toEqual({ now: Date.UTC(2026, 0, 31, 23, 30) });
  });

  it('a collection list asks for its page, size and when; with no collection it asks nothing (the browser reports it)', async () => {
    const page = { collection: { id: 'tour' }, items: [EVENT], page: 1, pageSize: 5, total: 1, totalPages: 1 };
    const api = fakeApi({ '/api/content/collections/tour': page });
    const data = await contentDataLoaders['ss-collection-list']!(input({ collection: 'tour', page: 1, pageSize: 5, when: 'past' }, api));
    expect(api.asked).toEqual(['/api/content/collections/tour?page=1&pageSize=5&when=past']);
    expect(readServerCollectionPage(data)?.data).toEqual(page);
    expect(await contentDataLoaders['ss-collection-list']!(input({ collection: ' ', page: 1, pageSize: 5, when: 'upcoming' }, api))).toBeUndefined();
  });

  it('a search page searches the query in its address, as the block does at start; a preview box asks nothing', async () => {
    const response = { query: 'salt roads', total: 1, offset: 0, limit: 10, results: [] };
    const api = fakeApi({ '/api/content/search': response });
    const page = (url: string) => ({ ...input({ mode: 'page', pageSize: 10, types: '' }, api), pageUrl: url });
    expect(readServerSearch(await contentDataLoaders['ss-search']!(page('http://127.0.0.1/search?q=salt+roads')))).toEqual({ query: 'salt roads', response });
    expect(api.asked).toEqual(['/api/content/search?q=salt+roads&limit=10&offset=0']);
    expect(await contentDataLoaders['ss-search']!(page('http://127.0.0.1/search'))).toEqual({ query: '', response: null });
    expect(await contentDataLoaders['ss-search']!(input({ mode: 'preview', pageSize: 10, types: '' }, api))).toBeUndefined();
    expect(api.asked).toHaveLength(1);
  });

  it('a failed call rejects, so the block fetches in the browser as on an unrendered page', async () => {
    await expect(contentDataLoaders['ss-collection-list']!(input({ collection: 'nope', page: 1, pageSize: 5, when: 'upcoming' }, fakeApi({})))).rejects.toThrow('404');
  });

  it('the blocks take only well-formed server data as their first state', () => {
    for (const bad of [undefined, null, 'x', { events: 'no', now: 1 }, { events: [], now: Number.NaN }, { events: [] }]) expect(readServerEvents(bad)).toBeNull();
    for (const bad of [undefined, { data: {}, now: 1 }, { data: { items: [], page: 1 } }]) expect(readServerCollectionPage(bad)).toBeNull();
    for (const bad of [undefined, { query: 1 }, { query: 'a', response: { results: 'x', total: 1 } }]) expect(readServerSearch(bad)).toBeNull();
  });
});
