import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { BeaconError, sendAnalyticsBeacon, type BeaconXhr } from '../../src/runtime/net/beacon-transport.js';
import { captureConsole } from '../support/browser.js';

// Beacons go to the real site API (/api/v1/events, stored in the test server's PGlite) through
// the siteApiPlugin proxy; the plugin's `site-api-analytics-events` command reads the rows back.

interface StoredEvent {
  analyticsId: string;
  customSchemaName: string;
  customData: Record<string, unknown>;
}

function storedEvents(analyticsId: string): Promise<StoredEvent[]> {
  return executeServerCommand<StoredEvent[], { analyticsId: string }>('site-api-analytics-events', { analyticsId });
}

function analyticsEvent(analyticsId: string, customData: Record<string, unknown> = {}): string {
  return JSON.stringify({ analyticsId, commonData: { page: location.pathname }, customData, customSchemaName: 'page_view' });
}

/** Waits until the server has stored `count` events with this id (a beacon's reply cannot be read). */
async function eventsStored(analyticsId: string, count: number): Promise<StoredEvent[]> {
  let rows: StoredEvent[] = [];
  await waitUntil(
    async () => {
      rows = await storedEvents(analyticsId);
      return rows.length >= count;
    },
    `the server did not store event ${analyticsId}`,
    { timeout: 3000, interval: 50 },
  );
  return rows;
}

describe('beacon transport', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    performance.clearResourceTimings();
  });
  afterEach(() => {
    console$.restore();
    expect(console$.errors, console$.errors.join('\n')).to.deep.equal([]);
    expect(console$.warnings).to.deep.equal([]);
  });

  it('sendAnalyticsBeacon goes out with navigator.sendBeacon and the event lands in the server', async () => {
    const id = crypto.randomUUID();
    const delivery = await sendAnalyticsBeacon('/api/v1/events', analyticsEvent(id, { step: 'beacon' }));
    expect(delivery).to.equal('beacon');
    const rows = await eventsStored(id, 1);
    expect(rows).to.deep.equal([{ analyticsId: id, customSchemaName: 'page_view', customData: { step: 'beacon' } }]);
    const beacons = () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.initiatorType === 'beacon' && new URL(entry.name).pathname === '/api/v1/events',
      );
    await waitUntil(() => beacons().length === 1, 'the browser recorded no beacon request');
  });

  it('the XHR fallback (old iOS) is answered 202 and the event lands in the server', async () => {
    const id = crypto.randomUUID();
    const delivery = await sendAnalyticsBeacon('/api/v1/events', analyticsEvent(id, { step: 'xhr' }), { forceXhr: true });
    expect(delivery).to.equal('xhr');
    // The XHR resolved on the server's 202: the row is already there.
    expect(await storedEvents(id)).to.deep.equal([{ analyticsId: id, customSchemaName: 'page_view', customData: { step: 'xhr' } }]);
  });

  it('an event the server rejects fails with "Error tracking event: HTTP Status 400" and nothing is stored', async () => {
    const id = crypto.randomUUID();
    const invalid = JSON.stringify({ analyticsId: id, customSchemaName: 'page_view' });
    const error = await sendAnalyticsBeacon('/api/v1/events', invalid, { forceXhr: true }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(BeaconError);
    expect((error as BeaconError).message).to.equal('Error tracking event: HTTP Status 400');
    expect((error as BeaconError).status).to.equal(400);
    expect(await storedEvents(id)).to.deep.equal([]);
  });

  it('an empty payload is not sent: "no payload"', async () => {
    // The transport's two ways out, watched through its seams: a beacon and an XHR.
    const attempts: string[] = [];
    const error = await sendAnalyticsBeacon('/api/v1/events', '', {
      sendBeacon: (url) => (attempts.push(`beacon ${url}`), true),
      createXhr: () => {
        attempts.push('xhr');
        return new XMLHttpRequest() as unknown as BeaconXhr;
      },
    }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(BeaconError);
    expect((error as BeaconError).message).to.equal('no payload');
    expect(attempts, 'nothing handed to sendBeacon or XHR').to.deep.equal([]);
  });
});
