import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  DEFAULT_STORE_CURRENCY,
  describePageContextProblem,
  parsePageContext,
  parsePageContextText,
} from '../../../src/runtime/context/page-context.js';

describe('page context (spec 01 §3)', () => {
  it('gives the spec defaults for an empty context: store currency USD, locale en-US', () => {
    // spec 01 §3 storeSettings.selectedCurrency default USD; spec 01 §9 default locale en-US
    const { context, invalidFields, problem } = parsePageContext({});
    expect(context.websiteSettings.storeSettings.selectedCurrency).toBe(DEFAULT_STORE_CURRENCY);
    expect(DEFAULT_STORE_CURRENCY).toBe('USD');
    expect(context.locale).toBe(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(context.website.developerMode).toBe(false);
    expect(context.websiteRoles).toEqual({});
    expect(context.demoCollections).toEqual([]);
    expect(context.apiBase).toBe('');
    expect(invalidFields).toEqual([]);
    expect(problem).toBeNull();
  });

  it('keeps every field of a valid context', () => {
    const input = {
      website: { id: 'w1', baseUrl: 'https://example.com', developerMode: true, cloneable: false, typekitId: 'tk' },
      websiteSettings: {
        commentsEnabled: true,
        storeSettings: { selectedCurrency: 'EUR' },
        popupOverlaySettings: { style: 'card', enableMobile: false, version: 3, showUntilSignup: true, displayFrequency: -1 },
      },
      authenticatedAccount: { id: 'acc' },
      websiteRoles: { '1': true },
      pageType: 'product',
      collection: { id: 'c1', title: 'Shop', type: 13, permissionType: 1 },
      item: { id: 'i1', title: 'Mug', recordType: 11 },
      demoCollections: [{ collectionId: 'c9' }],
      templateId: 't1',
      cookieSettings: { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP' },
      showAnnouncementBar: true,
      rollups: { gallery: { js: ['/g.js'], css: [] } },
      locale: 'de-DE',
      apiBase: 'https://api.example.com',
    };
    const { context, invalidFields } = parsePageContext(input);
    expect(invalidFields).toEqual([]);
    expect(context.website.id).toBe('w1');
    expect(context.websiteSettings.storeSettings.selectedCurrency).toBe('EUR');
    expect(context.websiteSettings.popupOverlaySettings?.displayFrequency).toBe(-1);
    expect(context.authenticatedAccount?.id).toBe('acc');
    expect(context.collection?.title).toBe('Shop');
    expect(context.cookieSettings.cookieBannerVariant).toBe('POPUP');
    expect(context.cookieSettings.isRestrictiveCookiePolicyEnabled).toBe(false);
    expect(context.locale).toBe('de-DE');
    expect(context.apiBase).toBe('https://api.example.com');
  });

  it('replaces only the wrongly typed fields by defaults and names them', () => {
    const { context, invalidFields } = parsePageContext({
      website: { id: 42, developerMode: 'yes' },
      websiteSettings: { storeSettings: { selectedCurrency: 'dollars' } },
      websiteRoles: { '1': 'admin' },
      templateId: 't1',
    });
    expect(invalidFields.sort()).toEqual(['website.developerMode', 'website.id', 'websiteRoles.1', 'websiteSettings.storeSettings.selectedCurrency']);
    expect(context.website.developerMode).toBe(false);
    expect(context.website.id).toBeUndefined();
    expect(context.websiteSettings.storeSettings.selectedCurrency).toBe('USD');
    expect(context.templateId).toBe('t1');
  });

  it('freezes the result so no block can change the page context', () => {
    const { context } = parsePageContext({ website: { id: 'w' } });
    expect(Object.isFrozen(context)).toBe(true);
    expect(Object.isFrozen(context.website)).toBe(true);
  });

  it('does not change the object it was given', () => {
    const input = { website: { id: 42 } };
    parsePageContext(input);
    expect(input).toEqual({ website: { id: 42 } });
  });

  it('falls back to defaults with one message for missing, malformed or non-object context', () => {
    expect(describePageContextProblem(parsePageContextText(null))).toMatch(/no page context found/);
    const broken = parsePageContextText('{"website": ');
    expect(broken.context.locale).toBe('en-US');
    expect(describePageContextProblem(broken)).toBe('Sitestack: the page context is not valid JSON; using defaults.');
    expect(describePageContextProblem(parsePageContextText('[1,2]'))).toBe('Sitestack: the page context is not an object; using defaults.');
    expect(describePageContextProblem(parsePageContext({ website: { id: 1 } }))).toBe(
      'Sitestack: invalid page context fields, defaults used for: website.id.',
    );
    expect(describePageContextProblem(parsePageContext({}))).toBeNull();
  });

  it('never throws and always yields a complete context, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true }), (input) => {
        const { context } = parsePageContext(input);
        expect(typeof context.websiteSettings.storeSettings.selectedCurrency).toBe('string');
        expect(typeof context.locale).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any JSON text shaped like a context (property)', () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
    const shaped = fc.record(
      {
        website: fc.record({ id: field, developerMode: field, cloneable: field }, { requiredKeys: [] }),
        websiteSettings: fc.record({ storeSettings: fc.record({ selectedCurrency: field }), popupOverlaySettings: field }, { requiredKeys: [] }),
        websiteRoles: field,
        demoCollections: field,
        cookieSettings: field,
        locale: field,
        apiBase: field,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(shaped, (input) => {
        const result = parsePageContextText(JSON.stringify(input));
        expect(result.context.apiBase).toBeTypeOf('string');
        expect(result.context.websiteSettings.storeSettings.selectedCurrency).toMatch(/^[A-Z]{3}$/);
      }),
      { numRuns: 500 },
    );
  });
});
