// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { truncateAllTables } from '../../../server/db/database.js';
import { seedDefaults } from '../../../server/db/seed-defaults.js';
import { setAnalyticsRequestOptions } from '../../../src/runtime/analytics/analytics-transport.js';
import {
  BUTTON_CENSUS_TIMEOUT_MS,
  recordButtonClick,
  recordButtonRender,
  recordFormRender,
  recordOverlayEvent,
  recordPageview,
  recordQuickView,
  resetPageviewForTests,
  trackEvent,
} from '../../../src/runtime/analytics/census.js';
import { createPageErrorReporter } from '../../../src/runtime/analytics/error-reporting.js';
import { setTrackingBeaconOptions } from '../../../src/runtime/analytics/events-tracker.js';
import { recordLegacyEvent } from '../../../src/runtime/analytics/legacy-tracker.js';
import { resetVisitForTests } from '../../../src/runtime/analytics/visit-tracker.js';
import { CENSUS_VISITOR_COOKIE, VISIT_TIMER_COOKIE, VISITOR_RECORD_COOKIE, parseVisitorRecord } from '../../../src/runtime/analytics/visit-cookies.js';
import { setPageContext } from '../../../src/runtime/context/current-context.js';
import { readCookie } from '../../../src/runtime/net/crumb.js';
import { createCookieJar, siteApiForFile } from '../net/site-api-test-server.js';
import { installTestClock } from '../../support/test-clock.js';

const api = siteApiForFile();

/** A same-origin browser: page cookies (document.cookie) go with each API call, as they would. */
function useBrowserLikeFetch(delayMs = 0) {
  const jar = createCookieJar();
  setAnalyticsRequestOptions({
    baseUrl: api.baseUrl,
    environment: {
      readCookies: () => `${document.cookie}; ${jar.text()}`,
      fetch: async (input, init) => {
        for (const part of document.cookie.split(';')) {
          const [name, ...value] = part.trim().split('=');
          if (name) jar.set(name, value.join('='));
        }
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        return jar.fetch(input, init);
      },
    },
  });
  return jar;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** A new page load in the same browser: cookies stay, per-page state resets. */
function newPageLoad(path = '/') {
  history.replaceState(null, '', path);
  resetPageviewForTests();
  resetVisitForTests();
}

async function rows<T>(sql: string): Promise<T[]> {
  return (await api.db.query<T>(sql)).rows;
}

beforeEach(async () => {
  await truncateAllTables(api.db);
  await seedDefaults(api.db);
  clearCookies();
  setPageContext({ apiBase: api.baseUrl, website: { id: 'site-1' }, templateId: 'tpl-1', collectionId: 'col-home', collection: { id: 'col-home', permissionType: 1 } });
  useBrowserLikeFetch();
  newPageLoad('/');
  document.title = 'Home';
});

describe('census calls against the real site API (spec 01 §4-7)', () => {
  it('a visit produces exactly one pageview row with the spec data fields, and the visit cookies', async () => {
    expect(await recordPageview()).toBe(true);
    expect(await recordPageview()).toBe(false);
    const hits = await rows<{ event: string; data: Record<string, unknown>; visitor_cookie: string }>('SELECT event, data, visitor_cookie FROM census_hits');
    expect(hits).toHaveLength(1);
    const record = parseVisitorRecord(readCookie(document.cookie, VISITOR_RECORD_COOKIE));
    expect(record).toMatchObject({ visitCount: 1 });
    expect(readCookie(document.cookie, VISIT_TIMER_COOKIE)).toMatch(/^[1-9]\d*$/);
    expect(hits[0]?.visitor_cookie).toBe(record?.id);
    expect(readCookie(document.cookie, CENSUS_VISITOR_COOKIE)).toBe(record?.id);
    expect(hits[0]?.data).toMatchObject({
      websiteId: 'site-1',
      templateId: 'tpl-1',
      website_locale: 'en-US',
      url: '/',
      title: 'Home',
      collectionId: 'col-home',
      permissionType: 1,
      localStorageSupported: true,
      queryString: '',
      referrer: '',
      visitorId: record?.id,
      visitCount: 1,
      newVisit: true,
    });
    for (const field of ['userAgent', 'clientDate', 'viewportInnerWidth', 'viewportInnerHeight', 'screenWidth', 'screenHeight']) expect(hits[0]?.data).toHaveProperty(field);
  });

  it('a second page in the same visit does not bump the count; an expired timer does', async () => {
    await recordPageview();
    newPageLoad('/about');
    await recordPageview();
    let visits = await rows<{ visit_number: number; hits: number }>('SELECT visit_number, hits FROM census_visits');
    expect(visits).toEqual([{ visit_number: 1, hits: 2 }]);
    expect(parseVisitorRecord(readCookie(document.cookie, VISITOR_RECORD_COOKIE))?.visitCount).toBe(1);

    // The 30-minute timer ran out: the browser dropped its cookie.
    document.cookie = `${VISIT_TIMER_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    newPageLoad('/shop');
    await recordPageview();
    visits = await rows('SELECT visit_number, hits FROM census_visits ORDER BY visit_number');
    expect(visits).toEqual([
      { visit_number: 1, hits: 2 },
      { visit_number: 2, hits: 1 },
    ]);
    expect(parseVisitorRecord(readCookie(document.cookie, VISITOR_RECORD_COOKIE))?.visitCount).toBe(2);
    expect(await rows('SELECT count(*)::int AS n FROM census_hits')).toEqual([{ n: 3 }]);
  });

  it('skips the pageview on /search, on not-found pages and for owners; other calls still work on /search', async () => {
    newPageLoad('/search');
    expect(await recordPageview()).toBe(false);
    expect(await recordFormRender('contact')).toBe(true);
    setPageContext({ apiBase: api.baseUrl, pageType: 100 });
    newPageLoad('/missing');
    expect(await recordPageview()).toBe(false);
    expect(await recordFormRender('contact')).toBe(false);
    setPageContext({ apiBase: api.baseUrl, authenticatedAccount: { id: 'owner' }, websiteRoles: { '1': true } });
    newPageLoad('/');
    expect(await recordPageview()).toBe(false);
    expect(await rows('SELECT count(*)::int AS n FROM census_hits')).toEqual([{ n: 0 }]);
    expect(await rows('SELECT count(*)::int AS n FROM census_events')).toEqual([{ n: 1 }]);
  });

  it('writes and sends nothing while the consent store says no', async () => {
    setPageContext({ apiBase: api.baseUrl, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    newPageLoad('/');
    expect(await recordPageview()).toBe(false);
    expect(await recordFormRender('contact')).toBe(false);
    expect(await trackEvent('page_view', { action: 'view' })).toBe(false);
    expect(readCookie(document.cookie, VISITOR_RECORD_COOKIE)).toBeNull();
    expect(readCookie(document.cookie, CENSUS_VISITOR_COOKIE)).toBeNull();
    // The visitor accepts: the next page load records.
    document.cookie = 'ss_cookie_consent=true; path=/';
    newPageLoad('/');
    expect(await recordPageview()).toBe(true);
  });

  it('form-render, overlay, button-render, button-click and RecordQuickView carry the visitor record and page fields', async () => {
    expect(await recordFormRender('contact')).toBe(true);
    expect(await recordOverlayEvent({ event: 'view', overlayId: 'newsletter', version: 3 })).toBe(true);
    expect(await recordButtonRender({ id: 'btn-1', buttonText: 'Shop now', clickthroughUrl: '/shop' })).toBe(true);
    const followed: string[] = [];
    await recordButtonClick({ id: 'btn-1', buttonText: 'Shop now', clickthroughUrl: '/shop' }, { follow: (url) => followed.push(url) });
    expect(followed).toEqual(['/shop']);
    expect(await recordQuickView('prod-42')).toBe(true);
    expect(await recordQuickView('../etc')).toBe(false);
    const events = await rows<{ kind: string; subject_id: string; visitor_cookie: string; data: Record<string, unknown> }>(
      'SELECT kind, subject_id, visitor_cookie, data FROM census_events ORDER BY id',
    );
    expect(events.map((event) => [event.kind, event.subject_id])).toEqual([
      ['form-render', 'contact'],
      ['overlay', 'newsletter'],
      ['button-render', 'btn-1'],
      ['button-click', 'btn-1'],
      ['quick-view', 'prod-42'],
    ]);
    const record = readCookie(document.cookie, VISITOR_RECORD_COOKIE);
    expect(events[0]?.visitor_cookie).toBe(record);
    expect(events[0]?.data).toMatchObject({ pageTitle: 'Home', pagePath: '/', contentSource: 'c', pageId: 'col-home', pagePermissionTypeValue: '1' });
    expect(events[1]?.data).toMatchObject({ event: 'view', version: '3' });
  });

  // spec 01 §7: a button click waits for its call (2500 ms time-out) before following a link.
  it('a button click follows the link only after its call, or after 2500 ms at most', async () => {
    useBrowserLikeFetch(300);
    const order: string[] = [];
    const clicked = recordButtonClick({ id: 'btn-2', clickthroughUrl: '/next' }, { follow: () => order.push('followed') });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    await clicked;
    expect(order).toEqual(['followed']);
    expect(await rows('SELECT count(*)::int AS n FROM census_events')).toEqual([{ n: 1 }]);

    // A call that never answers (and ignores its abort): the link is followed at the time-out,
    // on the runtime's clock, not a millisecond before.
    let asked = false;
    setAnalyticsRequestOptions({ baseUrl: api.baseUrl, environment: { fetch: () => ((asked = true), new Promise<Response>(() => undefined)) } });
    const time = installTestClock();
    try {
      let followed = false;
      const slowClick = recordButtonClick({ id: 'btn-3', clickthroughUrl: '/slow' }, { follow: () => (followed = true) });
      await vi.waitFor(() => expect(asked).toBe(true));
      time.tick(BUTTON_CENSUS_TIMEOUT_MS - 1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(followed, 'still waiting for the call a millisecond before the time-out').toBe(false);
      time.tick(1);
      await vi.waitFor(() => expect(followed).toBe(true), { timeout: 500 });
      await slowClick;
    } finally {
      time.uninstall();
    }

    // New-window buttons: the caller opens the window; nothing is followed here.
    const none: string[] = [];
    await recordButtonClick({ id: 'btn-4', clickthroughUrl: '/x', newWindow: true }, { follow: (url) => none.push(url) });
    expect(none).toEqual([]);
  });

  it('failed analytics calls are swallowed', async () => {
    setAnalyticsRequestOptions({ baseUrl: api.baseUrl, environment: { fetch: async () => new Response('{}', { status: 500 }) } });
    await expect(recordFormRender('contact')).resolves.toBe(false);
    await expect(recordPageview()).resolves.toBe(false);
  });
});

describe('trackers and the error reporter against the real site API (spec 03 §7, spec 01 §7)', () => {
  it('trackEvent sends the events-service payload (XHR fallback) and the server stores it', async () => {
    setTrackingBeaconOptions({ sendBeacon: null });
    expect(await trackEvent('gallery_interaction', { actor: 'visitor', action: 'next', event_source: 'WEB', slide: 2 })).toBe(true);
    const stored = await rows<{ analytics_id: string; custom_schema_name: string; common_data: Record<string, unknown>; custom_data: Record<string, unknown> }>(
      'SELECT analytics_id, custom_schema_name, common_data, custom_data FROM analytics_events',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.custom_schema_name).toBe('gallery_interaction');
    expect(stored[0]?.analytics_id).toBe(localStorage.getItem('ss_analytics_id'));
    expect(stored[0]?.common_data).toMatchObject({ actor: 'visitor', action: 'next', event_source: 'WEB', website_id: 'site-1', page_path: '/' });
    expect(stored[0]?.custom_data).toEqual({ slide: 2 });
    setTrackingBeaconOptions({});
  });

  it('the legacy tracker posts RecordEvent with the crumb', async () => {
    // Give the page a crumb cookie as the site API would.
    await fetch(`${api.baseUrl}/api/owner/stats`).then((reply) => {
      const crumb = /crumb=([^;]+)/.exec(reply.headers.get('set-cookie') ?? '')?.[1];
      document.cookie = `crumb=${crumb}; path=/`;
    });
    history.replaceState(null, '', '/work#item-3');
    expect(await recordLegacyEvent('gallery-open', { variantId: 'v2' })).toBe(true);
    const stored = await rows<{ event_name: string; data: Record<string, unknown> }>('SELECT event_name, data FROM tracker_events');
    expect(stored).toEqual([
      { event_name: 'gallery-open', data: { pageHash: 'item-3', pagePath: '/work', websiteId: 'site-1', templateId: 'tpl-1', variantId: 'v2', memberAccountId: null, member_locale: null, website_locale: 'en-US' } },
    ]);
  });

  it('error reports reach RecordJavascriptErrors with the page fields and the stack cut at 5000 characters', async () => {
    const reporter = createPageErrorReporter();
    reporter.report({ message: 'TypeError: boom', stack: 'x'.repeat(6000), file: 'https://example.test/a.js', line: 3, column: 9 });
    reporter.flush();
    const stored = await vi.waitFor(async () => {
      const found = await rows<{ app: string; message: string; stack: string; site_id: string; page_url: string; line: number }>(
        'SELECT app, message, stack, site_id, page_url, line FROM javascript_errors',
      );
      expect(found).toHaveLength(1);
      return found;
    });
    expect(stored[0]).toMatchObject({ app: 'sitestack', message: 'TypeError: boom', site_id: 'site-1', page_url: 'http://localhost:3000/', line: 3 });
    expect(stored[0]?.stack.endsWith('[truncated]')).toBe(true);
  });
});
