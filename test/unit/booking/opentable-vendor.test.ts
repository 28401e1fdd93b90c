// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_SCRIPT_TIMEOUT_MS, isBookingPreviewOnly } from '../../../src/runtime/booking/booking-vendor.js';
import { LOGIN_HELPER_KEY } from '../../../src/runtime/session/signed-in-state.js';
import {
  OPENTABLE_FRAME_SANDBOX,
  OPENTABLE_WIDGET_URL,
  isOpenTableRestaurantId,
  openTableDomainProblem,
  openTableTheme,
  openTableVendor,
  openTableWidgetUrl,
  parseOpenTableDomain,
} from '../../../src/runtime/booking/opentable-vendor.js';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('restaurant booking with OpenTable (spec 01 §4, §7, §9)', () => {
  it('builds the widget frame URL from the block settings', () => {
    // spec 01 §7 static loads: the restaurant-booking vendor's widget for the block's restaurant
    const url = new URL(openTableWidgetUrl({ restaurantId: ' 412810 ', wide: true, locale: 'en-GB', domain: 'co.uk' }));
    expect(url.origin + url.pathname).toBe(OPENTABLE_WIDGET_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      rid: '412810',
      type: 'standard',
      theme: 'wide',
      iframe: 'true',
      domain: 'co.uk',
      lang: 'en-GB',
      newtab: 'false',
      ot_source: 'Restaurant website',
    });
    const local = new URL(openTableWidgetUrl({ restaurantId: '1', wide: false, locale: 'fr-CA', widgetUrl: '/ot/canvas?x=1' }, 'https://site.example/page'));
    expect(local.href.startsWith('https://site.example/ot/canvas?x=1&rid=1')).toBe(true);
    expect(local.searchParams.get('theme')).toBe('standard');
    expect(local.searchParams.get('domain')).toBe('com');
  });

  it('uses the wide widget above 850 px only', () => {
    // spec 01 §9 widths: booking widget wide above 850
    expect(openTableTheme(true)).toBe('wide');
    expect(openTableTheme(false)).toBe('standard');
  });

  it('accepts numeric restaurant ids and known domains only', () => {
    expect(isOpenTableRestaurantId('412810')).toBe(true);
    expect(isOpenTableRestaurantId('r-42')).toBe(false);
    expect(isOpenTableRestaurantId('')).toBe(false);
    expect(parseOpenTableDomain('CO.UK')).toBe('co.uk');
    expect(parseOpenTableDomain('.de')).toBe('de');
    expect(parseOpenTableDomain('example.org')).toBe('com');
    expect(openTableDomainProblem('example.org')).toMatch(/not an OpenTable domain/);
    expect(openTableDomainProblem('')).toBeNull();
    expect(openTableDomainProblem('co.uk')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(parseOpenTableDomain(text)).toMatch(/^[a-z.]+$/);
      }),
    );
  });

  it('fails when the widget frame has not loaded within 30 s', async () => {
    // The vendor's widget gets the same 30 s as a vendor script before the block shows its fallback.
    expect(BOOKING_SCRIPT_TIMEOUT_MS).toBe(30_000);
    vi.useFakeTimers();
    const container = document.createElement('div');
    document.body.append(container);
    const handle = openTableVendor({ widgetUrl: 'https://widget.example/canvas' }).mount(container, { restaurantId: '5', wide: false, locale: 'en-US' });
    const result = handle.loaded!.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(BOOKING_SCRIPT_TIMEOUT_MS - 1);
    const frame = container.querySelector('iframe')!;
    expect(frame.src).toContain('rid=5');
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatch(/did not load within 30 s/);
    handle.destroy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('counts as loaded on the frame load event and redraws on resize', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const handle = openTableVendor({ widgetUrl: 'https://widget.example/canvas', timeoutMs: 1000 }).mount(container, { restaurantId: '5', wide: true, locale: 'en-US' });
    const frame = container.querySelector('iframe')!;
    expect(frame.dataset.theme).toBe('wide');
    frame.dispatchEvent(new Event('load'));
    await expect(handle.loaded).resolves.toBeUndefined();
    handle.resize!(false);
    expect(frame.dataset.theme).toBe('standard');
    expect(new URL(frame.src).searchParams.get('theme')).toBe('standard');
    handle.destroy();
  });

  it("sandboxes OpenTable's frame, not a same-origin widget page", () => {
    const container = document.createElement('div');
    openTableVendor().mount(container, { restaurantId: '5', wide: false, locale: 'en-US' });
    expect(container.querySelector('iframe')!.getAttribute('sandbox')).toBe(OPENTABLE_FRAME_SANDBOX);
    const local = document.createElement('div');
    openTableVendor({ widgetUrl: '/booking-widget.html' }).mount(local, { restaurantId: '5', wide: false, locale: 'en-US' });
    expect(local.querySelector('iframe')!.hasAttribute('sandbox')).toBe(false);
  });

  it('rejects a restaurant id that is not an OpenTable rid without adding a frame', async () => {
    const container = document.createElement('div');
    const handle = openTableVendor().mount(container, { restaurantId: 'my-place', wide: false, locale: 'en-US' });
    await expect(handle.loaded).rejects.toThrow(/not an OpenTable restaurant id/);
    expect(container.children).toHaveLength(0);
  });

  it('is preview only for a logged-in user', () => {
    // spec 01 §6: the booking block is preview only for logged-in users
    expect(isBookingPreviewOnly({ authenticatedAccount: { id: 'a' } } as never)).toBe(true);
    expect(isBookingPreviewOnly({ authenticatedAccount: null } as never)).toBe(false);
  });

  it('in the editor frame, asks the top window\'s login helper (spec 01 §6)', () => {
    // spec 01 §6 "Logged-in state comes from a login helper, read from the top window when inside the editor frame."
    const top = { [LOGIN_HELPER_KEY]: { signedIn: () => true } } as unknown as Window;
    const framed = { top } as unknown as Window;
    expect(isBookingPreviewOnly({ authenticatedAccount: null } as never, framed)).toBe(true);
    const signedOutTop = { [LOGIN_HELPER_KEY]: { signedIn: () => false } } as unknown as Window;
    expect(isBookingPreviewOnly({ authenticatedAccount: { id: 'a' } } as never, { top: signedOutTop } as unknown as Window)).toBe(false);
    // not framed: the page's own account
    const alone = {} as Window;
    (alone as { top: Window }).top = alone;
    expect(isBookingPreviewOnly({ authenticatedAccount: { id: 'a' } } as never, alone)).toBe(true);
  });
});
