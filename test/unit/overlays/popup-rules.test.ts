import { describe, expect, it } from 'vitest';
import { popupWaitsForCookieChoice } from '../../../src/runtime/overlays/popup-rules.js';
import { DAY_MS, parsePopupRecord, popupRecordStore, recordPopupClosed, recordPopupSubmitted, shouldShowPopup, type PopupSituation } from '../../../src/runtime/overlays/popup-rules.js';
import { isMobileDevice, shouldShowMobileInfoBar } from '../../../src/runtime/overlays/mobile-device.js';

const now = Date.UTC(2026, 10, 21, 12);
const base: PopupSituation = {
  settings: { style: 'light', enableMobile: true, version: 1, showUntilSignup: false, displayFrequency: 7 },
  record: null,
  now,
  mobile: false,
  pageType: null,
  search: '',
};
const closedDaysAgo = (days: number, extra: Partial<{ version: number; submitted: boolean }> = {}) => ({ version: 1, submitted: false, closedAt: now - days * DAY_MS, ...extra });

describe('popup overlay display rules (spec 01 §9)', () => {
  it.each([
    ['first visit', {}, true],
    ['style none disables it', { settings: { ...base.settings, style: 'none' } }, false],
    ['sqsscreenshot=true hides it', { search: '?sqsscreenshot=true' }, false],
    ['hidden on a lock screen page', { pageType: 103 }, false],
    ['hidden on the not-found page', { pageType: 'not-found' }, false],
    ['hidden on mobile when enableMobile is false', { mobile: true, settings: { ...base.settings, enableMobile: false } }, false],
    ['shown on mobile when enableMobile is true', { mobile: true }, true],
    ['closed 3 days ago, frequency 7 days', { record: closedDaysAgo(3) }, false],
    ['closed 7 days ago, frequency 7 days: reappears', { record: closedDaysAgo(7) }, true],
    ['closed with frequency -1: never again', { record: closedDaysAgo(400), settings: { ...base.settings, displayFrequency: -1 } }, false],
    ['submitted with showUntilSignup', { record: closedDaysAgo(30, { submitted: true }), settings: { ...base.settings, showUntilSignup: true } }, false],
    ['submitted without showUntilSignup follows the frequency', { record: closedDaysAgo(30, { submitted: true }) }, true],
    ['a newer version re-shows it despite -1', { record: closedDaysAgo(1), settings: { ...base.settings, version: 2, displayFrequency: -1 } }, true],
    ['a newer version re-shows it after a signup', { record: closedDaysAgo(1, { submitted: true }), settings: { ...base.settings, version: 2, showUntilSignup: true } }, true],
    ['seen but never closed', { record: { version: 1, submitted: false, closedAt: null } }, true],
  ] as const)('%s → %s', (_, change, shown) => {
    expect(shouldShowPopup({ ...base, ...change } as PopupSituation)).toBe(shown);
  });

  it('reappears exactly displayFrequency days after the close (controlled clock)', () => {
    const closedAt = now;
    const record = { version: 1, submitted: false, closedAt };
    expect(shouldShowPopup({ ...base, record, now: closedAt + 7 * DAY_MS - 1 })).toBe(false);
    expect(shouldShowPopup({ ...base, record, now: closedAt + 7 * DAY_MS })).toBe(true);
  });

  it('stores version, submitted flag and closed date, and reads malformed records as none', () => {
    expect(recordPopupClosed(null, 3, now)).toEqual({ version: 3, submitted: false, closedAt: now });
    expect(recordPopupClosed({ version: 3, submitted: true, closedAt: 1 }, 3, now)).toEqual({ version: 3, submitted: true, closedAt: now });
    expect(recordPopupSubmitted(3, now)).toEqual({ version: 3, submitted: true, closedAt: now });
    expect(parsePopupRecord('{"version":2,"submitted":true,"closedAt":5}')).toEqual({ version: 2, submitted: true, closedAt: 5 });
    for (const bad of ['', 'nope', 'null', '[1]']) expect(parsePopupRecord(bad)?.submitted ?? false).toBe(false);
  });

  it('survives blocked storage', () => {
    const store = popupRecordStore(() => {
      throw new Error('blocked');
    });
    expect(store.read()).toBeNull();
    expect(() => store.write({ version: 1, submitted: false, closedAt: now })).not.toThrow();
  });
});

describe('mobile information bar (spec 01 §9)', () => {
  it.each([
    [true, 390, true],
    [true, 1024, true],
    [true, 1025, false],
    [false, 390, false],
  ] as const)('mobile %s, width %i → %s', (mobile, width, shown) => {
    expect(shouldShowMobileInfoBar(mobile, width)).toBe(shown);
  });

  it('knows a phone from its client hint, user agent or coarse pointer', () => {
    expect(isMobileDevice({ clientHintMobile: true, userAgent: '', coarsePointer: false })).toBe(true);
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile', coarsePointer: false })).toBe(true);
    expect(isMobileDevice({ clientHintMobile: false, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', coarsePointer: true })).toBe(false);
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', coarsePointer: false })).toBe(false);
  });
});

describe('announcement bar (spec 01 §3 showAnnouncementBar)', async () => {
  const { announcementFingerprint, shouldShowAnnouncementBar } = await import('../../../src/runtime/overlays/announcement-bar-rules.js');
  it('shows when the site turns it on and the visitor has not dismissed this text', () => {
    const fingerprint = announcementFingerprint('Free shipping');
    expect(shouldShowAnnouncementBar({ showAnnouncementBar: true, signedIn: false, dismissedFingerprint: null, fingerprint })).toBe(true);
    expect(shouldShowAnnouncementBar({ showAnnouncementBar: false, signedIn: false, dismissedFingerprint: null, fingerprint })).toBe(false);
    expect(shouldShowAnnouncementBar({ showAnnouncementBar: true, signedIn: false, dismissedFingerprint: fingerprint, fingerprint })).toBe(false);
    expect(shouldShowAnnouncementBar({ showAnnouncementBar: true, signedIn: false, dismissedFingerprint: announcementFingerprint('Old news'), fingerprint })).toBe(true);
  });
  it('ignores whitespace differences in the text', () => {
    expect(announcementFingerprint('  Free   shipping\n')).toBe(announcementFingerprint('Free shipping'));
  });
  it('shows to a signed-in site member even when the site turns it off, unless they dismissed it (spec 01 §6)', () => {
    const fingerprint = announcementFingerprint('Free shipping');
    expect(shouldShowAnnouncementBar({ showAnnouncementBar: false, signedIn: true, dismissedFingerprint: null, fingerprint })).toBe(true);
    expect(shouldShowAnnouncementBar({ showAnnouncementBar: false, signedIn: true, dismissedFingerprint: fingerprint, fingerprint })).toBe(false);
  });
});

// Issue 18: the cookie choice comes before any marketing overlay.
describe('overlay order (a popup never stands between a visitor and the cookie choice)', () => {
  it('waits while a cookie banner on the page waits for a choice, and only then', () => {
    expect(popupWaitsForCookieChoice({ bannerOnPage: true, bannerWaitsForChoice: true })).toBe(true);
    expect(popupWaitsForCookieChoice({ bannerOnPage: true, bannerWaitsForChoice: false })).toBe(false);
    expect(popupWaitsForCookieChoice({ bannerOnPage: false, bannerWaitsForChoice: true })).toBe(false);
  });
});
