// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  BEACON_SUCCESS_STATUSES,
  BeaconError,
  NO_PAYLOAD_MESSAGE,
  sendAnalyticsBeacon,
  trackingStatusMessage,
} from '../../../src/runtime/net/beacon-transport.js';
import { siteApiForFile } from './site-api-test-server.js';

const api = siteApiForFile();

const event = JSON.stringify({ analyticsId: '3b241101-e2bb-4255-8caf-4136c566a962', commonData: {}, customData: {}, customSchemaName: 'page_view' });

describe('beacon transport (spec 03 §7, §8; spec 01 §7)', () => {
  // spec 03 §7: XHR treats 200 or 202 as success.
  it('counts 200 and 202 as delivered', () => {
    expect(BEACON_SUCCESS_STATUSES).toEqual([200, 202]);
  });

  // spec 03 §8: tracking failure and no payload.
  it('has the spec error texts', () => {
    expect(trackingStatusMessage(500)).toBe('Error tracking event: HTTP Status 500');
    expect(NO_PAYLOAD_MESSAGE).toBe('no payload');
  });

  it('uses sendBeacon when the browser queues it', async () => {
    const sent: { url: string; type: string; text: string }[] = [];
    const delivery = await sendAnalyticsBeacon('/api/v1/events', event, {
      sendBeacon: (url, data) => {
        sent.push({ url, type: data.type, text: '' });
        return true;
      },
    });
    expect(delivery).toBe('beacon');
    expect(sent).toEqual([{ url: '/api/v1/events', type: 'text/plain;charset=utf-8', text: '' }]);
  });

  it('falls back to a real XHR when sendBeacon refuses, and the server stores the event (202)', async () => {
    const before = await api.db.query<{ n: string }>('SELECT count(*) AS n FROM analytics_events');
    const delivery = await sendAnalyticsBeacon(`${api.baseUrl}/api/v1/events`, event, { sendBeacon: () => false });
    expect(delivery).toBe('xhr');
    const after = await api.db.query<{ n: string }>('SELECT count(*) AS n FROM analytics_events');
    expect(Number(after.rows[0]?.n)).toBe(Number(before.rows[0]?.n) + 1);
  });

  it('uses XHR when there is no sendBeacon or when forced (old iOS), and reports a bad status', async () => {
    const forced = await sendAnalyticsBeacon(`${api.baseUrl}/api/v1/events`, event, { forceXhr: true, sendBeacon: () => true });
    expect(forced).toBe('xhr');
    const error = await sendAnalyticsBeacon(`${api.baseUrl}/api/v1/events`, '{"not":"an event"}', { sendBeacon: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BeaconError);
    expect((error as BeaconError).message).toBe('Error tracking event: HTTP Status 400');
  });

  it('refuses an empty payload without sending', async () => {
    let called = false;
    const error = await sendAnalyticsBeacon('/api/v1/events', '', { sendBeacon: () => (called = true) }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('no payload');
    expect(called).toBe(false);
  });
});
