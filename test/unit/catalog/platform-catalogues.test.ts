import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueCode, catalogueName, catalogueWords } from '../../../src/runtime/catalog/enumeration.js';
import {
  AnalyticsEventType,
  ContributorRole,
  ImageOverlaySetting,
  ItemStatus,
  OverlayColor,
  PLATFORM_VERSIONS,
  ProductType,
  SitePermission,
  TextShadowStyle,
  Units,
  WebsiteStatus,
  WebsiteType,
  platformVersion,
} from '../../../src/runtime/catalog/platform-enumerations.js';
import { PLATFORM_LIMITS, overLimitMessage } from '../../../src/runtime/catalog/platform-limits.js';

describe('platform enumerations (spec 03 §3 "Enumerations", §6 "Roles and permissions")', () => {
  it('list every code the spec gives, in its words', () => {
    const words = (catalogue: Record<string, number>) => Object.entries(catalogue).map(([name, code]) => `${catalogueWords(catalogue, name)} ${code}`).join(', ');
    // spec 03 §3, quoted
    expect(words(ProductType)).toBe('physical 1, digital 2, service 3, gift card 4, paywall 5');
    expect(words(WebsiteStatus)).toBe(
      'expired 1, pastdue 2, trial 3, beta 4, removed 5, internal 6, comped 7, paid 8, v5 linked 11, active parking page 12, resold 13, resold grace period 14, enterprise 15',
    );
    expect(words(WebsiteType)).toBe('classic 1, cover page 2, parking page 3, commerce 4, enterprise 5');
    expect(words(Units)).toBe('imperial 1, metric 2');
    expect(words(AnalyticsEventType)).toBe('page view 1, site search 2, heartbeat 10, audio 20, video 21');
    expect(words(ItemStatus)).toBe('published 1, scheduled 2, needs review 3, draft 4, private 5, deleted 6');
    expect(words(ImageOverlaySetting)).toBe('none 1, show 2');
    expect(words(TextShadowStyle)).toBe('none 1, light 2, dark 3');
    expect(words(OverlayColor)).toBe('none 1, black 2, white 3');
    expect(PLATFORM_VERSIONS).toEqual(['7', '7.1', '8']);
    // spec 03 §6
    expect(words(SitePermission)).toBe('authenticated no site permissions 0, config 1, admin 2');
    expect(words(ContributorRole)).toBe(
      'admin 1, billing 2, reporting 3, editor 4, moderator 6, commenter 7, store manager 8, scheduling 9, viewer 10, campaigns editor 11, scheduling viewer 12, scheduling editor 13',
    );
  });

  it('look every value up by code and by name, both ways', () => {
    for (const catalogue of [ProductType, WebsiteStatus, WebsiteType, Units, AnalyticsEventType, ItemStatus, ImageOverlaySetting, TextShadowStyle, OverlayColor, SitePermission, ContributorRole]) {
      for (const [name, code] of Object.entries(catalogue)) {
        expect(catalogueName(catalogue, code)).toBe(name);
        expect(catalogueName(catalogue, String(code))).toBe(name);
        expect(catalogueCode(catalogue, name)).toBe(code);
        expect(catalogueCode(catalogue, name.toLowerCase().replace(/_/g, ' '))).toBe(code);
        expect(catalogueCode(catalogue, code)).toBe(code);
      }
    }
    expect(catalogueCode(WebsiteStatus, 'Resold grace-period')).toBe(14);
    expect(catalogueName(WebsiteType, 'cover page')).toBe('COVER_PAGE');
  });

  it('answer undefined for what a catalogue does not list, and never throw', () => {
    // spec 03 §6: no contributor role 5; spec 03 §3: no website status 9 or 10
    expect(catalogueName(ContributorRole, 5)).toBeUndefined();
    expect(catalogueName(WebsiteStatus, 9)).toBeUndefined();
    expect(catalogueCode(Units, 'furlongs')).toBeUndefined();
    expect(catalogueCode(Units, 1.5)).toBeUndefined();
    expect(catalogueCode(Units, null)).toBeUndefined();
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.constant(undefined), fc.boolean()), (value) => {
        const name = catalogueName(ItemStatus, value);
        if (name !== undefined) expect(catalogueCode(ItemStatus, name)).toBe(catalogueCode(ItemStatus, value));
      }),
    );
  });

  it('read a version as the spec writes it', () => {
    // spec 03 §3 versions: 7, 7.1, 8
    expect([platformVersion('7'), platformVersion(7.1), platformVersion('8.0'), platformVersion(' 7.1 ')]).toEqual(['7', '7.1', '8', '7.1']);
    expect([platformVersion('6'), platformVersion('7.2'), platformVersion(null)]).toEqual([undefined, undefined, undefined]);
  });
});

describe('platform limits (spec 03 §9 "Platform-wide")', () => {
  it('hold every limit the spec lists', () => {
    expect(PLATFORM_LIMITS).toEqual({
      maxBlocksPerLayout: 60,
      maxTracksInAlbum: 60,
      maxItemsInUserOrderableCollection: 250,
      maxProductsInCollection: 200,
      nestedCategoriesLimit: 10_000,
      photoSharingMaxGalleryCount: 20,
      photoSharingGallerySize: 50,
      tagLength: 50,
      categoryLength: 25,
      bytesPerMegabyte: 1_000_000,
      captchaCompactBelowPx: 320,
      chunkLoadTimeoutMs: 120_000,
    });
    expect(Object.isFrozen(PLATFORM_LIMITS)).toBe(true);
  });

  it('word a refusal past a limit, and none within it', () => {
    const layout = { whole: 'A layout', parts: 'blocks' };
    expect(overLimitMessage(60, PLATFORM_LIMITS.maxBlocksPerLayout, layout)).toBeNull();
    expect(overLimitMessage(61, PLATFORM_LIMITS.maxBlocksPerLayout, layout)).toBe('A layout holds at most 60 blocks (61 given).');
  });
});
