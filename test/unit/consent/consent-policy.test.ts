// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CENSUS_VISITOR_COOKIE, VISIT_COOKIE_NAMES } from '../../../src/runtime/analytics/visit-cookies.js';
import { MARKETING_ID_COOKIE } from '../../../src/runtime/analytics/events-tracker.js';
import {
  ANALYTICS_ID_KEY,
  ANALYTICS_ID_EXPIRATION_KEY,
  FIRST_LANDING_KEY,
  FIRST_SESSION_KEY,
  SESSION_ID_KEY,
} from '../../../src/runtime/analytics/analytics-identity.js';
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE_NAME,
  TRACKING_COOKIE_NAMES,
  clearTrackingRecords,
  consentCookieAssignment,
  cookieDomainsFor,
  cookieNames,
  enforceConsentPolicy,
  isTrackingRecordName,
  readConsentChoice,
  recordConsentChoice,
} from '../../../src/runtime/consent/consent-store.js';
import { createConsentApi } from '../../../src/runtime/consent/consent-api.js';

const restrictive = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } } as never;
const open = { cookieSettings: { isRestrictiveCookiePolicyEnabled: false } } as never;

function clearAllCookies() {
  for (const name of cookieNames(document.cookie)) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

function seedTrackingCookies() {
  for (const name of ['ss_cvisit', 'ss_cvt', 'ss_cvr', 'ss_marketing_id', 'ss_analytics_id']) document.cookie = `${name}=x; Path=/`;
  document.cookie = 'crumb=keep; Path=/';
  localStorage.setItem('ss_analytics_id', 'abc');
  localStorage.setItem('site-note', 'keep');
}

afterEach(() => {
  clearAllCookies();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('consent cookie and tracking records (spec 01 §9)', () => {
  it('covers every cookie and storage key the analytics modules write', () => {
    // spec 01 §9: five or more analytics or visitor cookies are cleared
    for (const name of [...VISIT_COOKIE_NAMES, CENSUS_VISITOR_COOKIE, MARKETING_ID_COOKIE]) expect(TRACKING_COOKIE_NAMES).toContain(name);
    for (const key of [ANALYTICS_ID_KEY, ANALYTICS_ID_EXPIRATION_KEY, SESSION_ID_KEY, FIRST_LANDING_KEY, FIRST_SESSION_KEY]) expect(isTrackingRecordName(key)).toBe(true);
    expect(TRACKING_COOKIE_NAMES.length).toBeGreaterThanOrEqual(5);
    expect(isTrackingRecordName(CONSENT_COOKIE_NAME)).toBe(false);
    expect(isTrackingRecordName('crumb')).toBe(false);
  });

  it('writes the consent cookie as true or false for 30 days', () => {
    // spec 01 §9: consent cookie lasts 2,592,000,000 ms, value true or false
    expect(consentCookieAssignment(true, false)).toBe('ss_cookie_consent=true; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(consentCookieAssignment(false, true)).toBe('ss_cookie_consent=false; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
  });

  it('lists the host and each parent domain a cookie may live on', () => {
    expect(cookieDomainsFor('shop.example.co.uk')).toEqual(['shop.example.co.uk', 'example.co.uk', 'co.uk']);
    expect(cookieDomainsFor('localhost')).toEqual([]);
    expect(cookieDomainsFor('127.0.0.1')).toEqual([]);
  });

  it('reads back any choice it writes (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.stringMatching(/^[a-z_]{1,8}=[a-z0-9]{0,6}$/), { maxLength: 4 }), (accepted, others) => {
        const assignment = consentCookieAssignment(accepted, false).split(';')[0]!;
        const text = [...others.filter((o) => !o.startsWith(`${CONSENT_COOKIE_NAME}=`)), assignment].join('; ');
        expect(readConsentChoice(text)).toBe(accepted);
      }),
    );
  });

  it('clears analytics and visitor cookies and storage, and nothing else', () => {
    seedTrackingCookies();
    const cleared = clearTrackingRecords(document);
    expect(cleared.sort()).toEqual(['ss_analytics_id', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'ss_marketing_id']);
    expect(cookieNames(document.cookie)).toEqual(['crumb']);
    expect(localStorage.getItem('ss_analytics_id')).toBeNull();
    expect(localStorage.getItem('site-note')).toBe('keep');
  });

  it.each([
    // policy, consent cookie, GPC, cookies kept
    ['restrictive, no choice', restrictive, null, false, false],
    ['restrictive, accepted', restrictive, 'true', false, true],
    ['restrictive, declined', restrictive, 'false', false, false],
    ['open policy, no choice', open, null, false, true],
    ['open policy, GPC and no choice', open, null, true, false],
    ['open policy, GPC but accepted', open, 'true', true, true],
  ] as const)('page-wide rule (%s)', (_, context, cookie, gpc, kept) => {
    // spec 01 §9: on a restrictive policy without consent the analytics and visitor cookies are cleared
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: gpc });
    seedTrackingCookies();
    if (cookie) document.cookie = `${CONSENT_COOKIE_NAME}=${cookie}; Path=/`;
    enforceConsentPolicy(context, document);
    expect(cookieNames(document.cookie).includes('ss_cvr')).toBe(kept);
  });

  it('lets a site turn the Global Privacy Control rule off', () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    seedTrackingCookies();
    enforceConsentPolicy({ cookieSettings: { isRestrictiveCookiePolicyEnabled: false, honorGlobalPrivacyControl: false } } as never, document);
    expect(cookieNames(document.cookie)).toContain('ss_cvr');
    enforceConsentPolicy({ cookieSettings: { isRestrictiveCookiePolicyEnabled: false } } as never, document);
    expect(cookieNames(document.cookie)).not.toContain('ss_cvr');
  });

  it('records a choice, clears tracking on decline and tells the page', () => {
    seedTrackingCookies();
    const heard: unknown[] = [];
    document.addEventListener(CONSENT_CHANGE_EVENT, (event) => heard.push((event as CustomEvent).detail), { once: true });
    recordConsentChoice(false, document);
    expect(readConsentChoice(document.cookie)).toBe(false);
    expect(cookieNames(document.cookie)).not.toContain('ss_cvr');
    expect(heard).toEqual([{ accepted: false }]);
  });
});

describe('Sitestack.consent', () => {
  it('reads, sets, resets and follows the choice', () => {
    const api = createConsentApi(() => restrictive, document);
    const changes: boolean[] = [];
    const stop = api.onChange((accepted) => changes.push(accepted));
    expect(api.choice).toBeNull();
    expect(api.trackingAllowed).toBe(false);
    api.accept();
    expect(api.choice).toBe(true);
    expect(api.trackingAllowed).toBe(true);
    api.decline();
    expect(api.choice).toBe(false);
    stop();
    api.accept();
    expect(changes).toEqual([true, false]);
    api.reset();
    expect(api.choice).toBeNull();
  });
});
