import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_LIFETIME_MS,
  isTrackingAllowed,
  resolveConsentPolicy,
  readConsentChoice,
} from '../../../src/runtime/consent/consent-store.js';

const restrictive = { isRestrictiveCookiePolicyEnabled: true };
const open = { isRestrictiveCookiePolicyEnabled: false };

describe('consent store (spec 01 §3, §9)', () => {
  it('reads the consent cookie as true, false or no choice', () => {
    expect(readConsentChoice('a=1; ss_cookie_consent=true')).toBe(true);
    expect(readConsentChoice('ss_cookie_consent=false; b=2')).toBe(false);
    expect(readConsentChoice('ss_cookie_consent=maybe')).toBeNull();
    expect(readConsentChoice('')).toBeNull();
  });

  it('keeps the consent cookie 30 days', () => {
    // spec 01 §9: consent cookie lasts 2,592,000,000 ms (30 days)
    expect(CONSENT_COOKIE_LIFETIME_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it.each([
    // policy, choice, GPC, allowed
    [restrictive, null, false, false],
    [restrictive, true, false, true],
    [restrictive, false, false, false],
    [open, null, false, true],
    [open, false, false, false],
    [open, null, true, false],
    [open, true, true, true],
  ] as const)('policy %o, choice %s, GPC %s: tracking allowed %s', (cookieSettings, choice, globalPrivacyControl, allowed) => {
    expect(isTrackingAllowed({ cookieSettings, choice, globalPrivacyControl })).toBe(allowed);
  });

  // spec 01 §3 cookie settings; spec 02 §3: isVisitorDataRestricted is the inverse of the activity log
  it.each([
    // settings, choice, GPC, allowed
    [{ ...open, isVisitorDataRestricted: true }, null, false, false],
    [{ ...open, isVisitorDataRestricted: true }, true, false, false],
    [{ ...restrictive, isVisitorDataRestricted: true }, true, false, false],
    [{ ...open, isVisitorDataRestricted: false }, null, false, true],
  ] as const)('visitor data restricted %o, choice %s, GPC %s: tracking allowed %s', (cookieSettings, choice, globalPrivacyControl, allowed) => {
    expect(isTrackingAllowed({ cookieSettings, choice, globalPrivacyControl })).toBe(allowed);
  });

  // spec 01 §3 isRestrictiveCookiePolicyAbsolute: the restrictive policy that cannot be weakened
  it.each([
    // settings, choice, GPC, allowed
    [{ ...open, isRestrictiveCookiePolicyAbsolute: true }, null, false, false],
    [{ ...open, isRestrictiveCookiePolicyAbsolute: true }, true, false, true],
    [{ ...open, isRestrictiveCookiePolicyAbsolute: true }, false, false, false],
    [{ ...open, honorGlobalPrivacyControl: false }, null, true, true],
    [{ ...open, honorGlobalPrivacyControl: false, isRestrictiveCookiePolicyAbsolute: true }, null, true, false],
    [{ ...restrictive, honorGlobalPrivacyControl: false, isRestrictiveCookiePolicyAbsolute: true }, true, true, true],
  ] as const)('absolute policy %o, choice %s, GPC %s: tracking allowed %s', (cookieSettings, choice, globalPrivacyControl, allowed) => {
    expect(isTrackingAllowed({ cookieSettings, choice, globalPrivacyControl })).toBe(allowed);
  });

  it('reads the three policy flags into one policy', () => {
    // spec 01 §3: isRestrictiveCookiePolicyEnabled, isRestrictiveCookiePolicyAbsolute, isVisitorDataRestricted
    expect(resolveConsentPolicy({ isRestrictiveCookiePolicyEnabled: false })).toEqual({ restrictive: false, honourGlobalPrivacyControl: true, visitorDataRestricted: false });
    expect(resolveConsentPolicy({ isRestrictiveCookiePolicyEnabled: false, isRestrictiveCookiePolicyAbsolute: true, honorGlobalPrivacyControl: false })).toEqual({
      restrictive: true,
      honourGlobalPrivacyControl: true,
      visitorDataRestricted: false,
    });
    expect(resolveConsentPolicy({ isRestrictiveCookiePolicyEnabled: true, isVisitorDataRestricted: true }).visitorDataRestricted).toBe(true);
  });
});
