import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ID_EXPIRATION_KEY,
  ANALYTICS_ID_KEY,
  ANALYTICS_ID_LIFETIME_MS,
  STORAGE_ACCESS_WARNING,
  STORE_ANALYTICS_ID_WARNING,
  resolveAnalyticsIdentity,
  type IdentityEnvironment,
} from '../../../src/runtime/analytics/analytics-identity.js';
import { automaticTrackingFields, buildAnalyticsEvent } from '../../../src/runtime/analytics/events-tracker.js';
import { legacyTrackerPayload } from '../../../src/runtime/analytics/legacy-tracker.js';
import { UUID_V4_PATTERN, randomUuidV4, uuidV4FromBytes } from '../../../src/runtime/analytics/random-id.js';
import { COMMON_FIELD_TYPES, splitTrackingFields } from '../../../src/runtime/analytics/tracking-common-fields.js';
import { analyticsEventSchema, legacyTrackerPayloadSchema } from '../../../src/runtime/analytics/tracking-request-schema.js';
import { pageContextSchema } from '../../../src/runtime/context/page-context.js';
import fc from 'fast-check';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

const NOW = 1_800_000_000_000;
let counter = 0;
const newId = () => uuidV4FromBytes(new Uint8Array(16).fill(++counter));

function env(overrides: Partial<IdentityEnvironment> = {}): IdentityEnvironment & { warnings: string[] } {
  const warnings: string[] = [];
  return { local: memoryStorage(), session: memoryStorage(), now: NOW, newId, warn: (m) => warnings.push(m), pageLoadId: 'load-1', warnings, ...overrides };
}

describe('events service tracker (spec 03 §3, §5, §7-9)', () => {
  // spec 03 §9: analytics ids are UUID v4.
  it('makes UUID v4 ids', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        expect(uuidV4FromBytes(bytes)).toMatch(UUID_V4_PATTERN);
      }),
    );
    expect(randomUuidV4()).toMatch(UUID_V4_PATTERN);
  });

  // spec 03 §5: common fields must match their declared type, else a warning and the field is dropped.
  it('keeps typed common fields, drops bad ones with a warning, and puts other fields in custom data', () => {
    const warnings: string[] = [];
    const { commonData, customData } = splitTrackingFields(
      { actor: 'visitor', action: 'click', event_source: 'WEB', object_value: 5, object_id: null, product_page: 42, event_owner_team: null, gallery_design: 'grid', clicks: 3 },
      (message) => warnings.push(message),
    );
    expect(commonData).toEqual({ actor: 'visitor', action: 'click', event_source: 'WEB', object_value: 5, object_id: null });
    expect(customData).toEqual({ gallery_design: 'grid', clicks: 3 });
    expect(warnings).toEqual([
      'Sitestack analytics: dropped tracking field "product_page": it must be nullable string.',
      'Sitestack analytics: dropped tracking field "event_owner_team": it must be string.',
    ]);
    const bad: string[] = [];
    splitTrackingFields({ event_source: 'FAX' }, (message) => bad.push(message));
    expect(bad).toEqual(['Sitestack analytics: dropped tracking field "event_source": it must be one of WEB, IOS, ANDROID, SERVER.']);
  });

  it('declares every common field of spec 03 §3', () => {
    expect(Object.keys(COMMON_FIELD_TYPES)).toHaveLength(26);
  });

  // spec 03 §9: analytics cookie lifetime 390 days; storage keys for id, expiration, session, flags.
  it('keeps the analytics id 390 days, then replaces it', () => {
    const first = env();
    const a = resolveAnalyticsIdentity(first);
    expect(a.analyticsId).toMatch(UUID_V4_PATTERN);
    expect(first.local!.getItem(ANALYTICS_ID_KEY)).toBe(a.analyticsId);
    expect(Number(first.local!.getItem(ANALYTICS_ID_EXPIRATION_KEY))).toBe(NOW + ANALYTICS_ID_LIFETIME_MS);
    expect(ANALYTICS_ID_LIFETIME_MS).toBe(390 * 86_400_000);
    expect(a).toMatchObject({ firstLanding: true, firstSession: true });

    // Same session, another page: same ids, not the landing page any more, still the first session.
    const b = resolveAnalyticsIdentity({ ...first, pageLoadId: 'load-2', now: NOW + 1000 });
    expect(b).toEqual({ analyticsId: a.analyticsId, sessionId: a.sessionId, firstLanding: false, firstSession: true });

    // A later session: same analytics id, new session, first landing again, not the first session.
    const later = resolveAnalyticsIdentity({ ...first, session: memoryStorage(), pageLoadId: 'load-3', now: NOW + ANALYTICS_ID_LIFETIME_MS - 1 });
    expect(later.analyticsId).toBe(a.analyticsId);
    expect(later.sessionId).not.toBe(a.sessionId);
    expect(later).toMatchObject({ firstLanding: true, firstSession: false });

    const expired = resolveAnalyticsIdentity({ ...first, session: memoryStorage(), now: NOW + ANALYTICS_ID_LIFETIME_MS });
    expect(expired.analyticsId).not.toBe(a.analyticsId);
  });

  // spec 03 §8: storage failures warn and tracking goes on.
  it('warns with the spec texts when storage fails', () => {
    const throwing = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    const e = env({ local: throwing, session: { getItem: () => { throw new Error('denied'); }, setItem: () => undefined } });
    const identity = resolveAnalyticsIdentity(e);
    expect(identity.analyticsId).toMatch(UUID_V4_PATTERN);
    expect(e.warnings).toEqual([STORE_ANALYTICS_ID_WARNING, STORAGE_ACCESS_WARNING]);
    expect(STORE_ANALYTICS_ID_WARNING).toBe('Unable to store analyticsId');
    expect(STORAGE_ACCESS_WARNING).toBe('Unable access local/session storage.');
  });

  // spec 03 §3: fields added automatically, and the event payload shape the site API accepts.
  it('adds the automatic fields and builds a payload the events service accepts', () => {
    const context = pageContextSchema.parse({ website: { id: 'site-1' }, templateId: 'tpl-1', authenticatedAccount: { id: 'acct-1' } });
    const identity = { analyticsId: '3b241101-e2bb-4255-8caf-4136c566a962', sessionId: 's-1', firstLanding: true, firstSession: false };
    const automatic = automaticTrackingFields(
      context,
      { windowWidth: 1280, windowHeight: 720, browserLanguage: 'fr-FR', host: 'shop.example', path: '/p', query: 'a=1', referrer: 'https://ref.example/', cookies: 'ss_marketing_id=mkt-9; crumb=c' },
      NOW,
      identity,
    );
    expect(automatic).toEqual({
      window_size: '1280x720',
      browser_language: 'fr-FR',
      page_host: 'shop.example',
      page_path: '/p',
      page_query: 'a=1',
      page_referrer: 'https://ref.example/',
      resolved_locale: 'en-US',
      client_timestamp: NOW,
      marketing_id: 'mkt-9',
      website_id: 'site-1',
      template_id: 'tpl-1',
      authenticated_account_id: 'acct-1',
      user_session_id: 's-1',
      is_first_landing: true,
      is_first_session: false,
    });
    const event = buildAnalyticsEvent('gallery_interaction', { action: 'next', slide: 3, user_session_id: 'given' }, automatic, identity, () => undefined);
    expect(event.analyticsId).toBe(identity.analyticsId);
    expect(event.customSchemaName).toBe('gallery_interaction');
    expect(event.commonData).toMatchObject({ action: 'next', user_session_id: 'given', page_path: '/p' });
    expect(event.customData).toEqual({ slide: 3 });
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  // spec 03 §3 legacy site tracker payload.
  it('builds the legacy tracker payload', () => {
    const context = pageContextSchema.parse({ website: { id: 'site-1' }, templateId: 'tpl-1', locale: 'de-DE' });
    const payload = legacyTrackerPayload(context, { hash: '#gallery-2', pathname: '/work' }, { memberAccountId: 'm-1', member_locale: 'de-DE' });
    expect(payload).toEqual({ pageHash: 'gallery-2', pagePath: '/work', websiteId: 'site-1', templateId: 'tpl-1', variantId: null, memberAccountId: 'm-1', member_locale: 'de-DE', website_locale: 'de-DE' });
    expect(legacyTrackerPayloadSchema.safeParse(payload).success).toBe(true);
  });
});
