import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldShowMobileInfoBar } from '../../../src/runtime/overlays/mobile-device.js';
import {
  isMobileInfoBarItemShown,
  mobileInfoBarItemOf,
  resolveMobileInfoBarSettings,
} from '../../../src/runtime/overlays/mobile-info-bar-settings.js';

describe('mobile information bar settings (spec 01 §3 mobileInfoBarSettings, §9)', () => {
  it('reads one switch per item; missing or non-true switches are off', () => {
    const settings = resolveMobileInfoBarSettings({ style: 1, isContactPhoneNumberEnabled: true, isContactEmailEnabled: 'yes', isLocationEnabled: false });
    expect(settings).toEqual({ style: 1, enabled: { phone: true, email: false, location: false, hours: false } });
  });

  it('no settings (or not an object) means the page links decide', () => {
    for (const raw of [undefined, null, 'on', 3, []]) expect(resolveMobileInfoBarSettings(raw)).toBeNull();
    expect(isMobileInfoBarItemShown(null, 'phone')).toBe(true);
  });

  it('never throws on any settings value', () => {
    fc.assert(fc.property(fc.anything(), (raw) => {
      const settings = resolveMobileInfoBarSettings(raw);
      expect(settings === null || typeof settings.enabled.phone === 'boolean').toBe(true);
    }));
  });

  it.each([
    ['tel:+15550100', null, 'phone'],
    ['mailto:hello@example.com', null, 'email'],
    ['https://maps.example.com/?q=1', null, 'location'],
    ['geo:59.9,10.7', null, 'location'],
    ['/opening-hours', 'hours', 'hours'],
    ['/about', null, null],
    ['/about', 'bogus', null],
  ] as const)('%s (data-item %s) is the %s item', (href, declared, item) => {
    expect(mobileInfoBarItemOf(href, declared)).toBe(item);
  });

  it('hides the items the site turned off; unknown links always show', () => {
    const settings = resolveMobileInfoBarSettings({ isContactEmailEnabled: true })!;
    expect(isMobileInfoBarItemShown(settings, 'email')).toBe(true);
    expect(isMobileInfoBarItemShown(settings, 'phone')).toBe(false);
    expect(isMobileInfoBarItemShown(settings, null)).toBe(true);
  });

  it.each([
    // mobile, width, shown items, bar shown
    [true, 1024, 1, true],
    [true, 1025, 1, false],
    [false, 390, 3, false],
    [true, 390, 0, false],
  ] as const)('spec 01 §9: mobile %s, width %s, %s items: bar shown %s', (mobile, width, items, shown) => {
    expect(shouldShowMobileInfoBar(mobile, width, items)).toBe(shown);
  });
});
