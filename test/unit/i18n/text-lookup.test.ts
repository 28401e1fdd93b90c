// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setPageContext } from '../../../src/runtime/context/current-context.js';
import { GALLERY_TEXTS, galleryText } from '../../../src/runtime/gallery/gallery-texts.js';
import { AREA_TEXT_LOOKUPS, EN_US_MESSAGES } from '../../../src/runtime/i18n/message-catalogue.js';
import { forgetSiteCatalogues } from '../../../src/runtime/i18n/site-text.js';
import { englishLookup, type TextLookup } from '../../../src/runtime/i18n/text-lookup.js';
import { mapText } from '../../../src/runtime/maps/map-texts.js';
import { siteMessages } from '../../support/site-messages.js';


afterEach(() => {
  document.body.innerHTML = '';
  forgetSiteCatalogues();
  setPageContext({});
});

// Type test (npx tsc): a name an area does not have fails the typecheck. Never called.
export function wrongNamesDoNotTypecheck(): string[] {
  return [
    // @ts-expect-error 'next' is not a gallery text (the key is gallery.nextSlide)
    galleryText('next'),
    // @ts-expect-error a catalogue key is not a name: the lookup adds its area's prefix
    mapText('map.link'),
  ];
}

describe('typed text lookups', () => {
  it('answer en-US with placeholders filled when the site translates nothing', () => {
    expect(galleryText('nextSlide')).toBe('Next slide');
    expect(galleryText('slidePosition', { index: 3, count: 12 })).toBe('3 of 12');
    expect(mapText('labelWithAddress', { address: '1 Quay St' })).toBe('Map: 1 Quay St');
  });

  it("answer with the site's translation of their catalogue key: locale, then language, else en-US", () => {
    // spec 01 §9: default locale en-US; a site supplies its own texts in #ss-messages
    setPageContext({ locale: 'fr-CA' });
    siteMessages({ fr: { 'gallery.nextSlide': 'Diapositive suivante', 'map.labelWithAddress': 'Carte : {address}' }, 'fr-CA': { 'gallery.previousSlide': 'Diapo précédente' } });
    expect(galleryText('nextSlide')).toBe('Diapositive suivante');
    expect(galleryText('previousSlide')).toBe('Diapo précédente');
    expect(galleryText('chooseSlide')).toBe(GALLERY_TEXTS.chooseSlide);
    expect(mapText('labelWithAddress', { address: '1 Quay St' })).toBe('Carte : 1 Quay St');
    // The en-US lookup of the same texts ignores the site's translation (what the site API answers).
    expect(englishLookup(galleryText)('nextSlide')).toBe('Next slide');
  });

  it('every lookup reads the catalogue key a site translates, for every text of every area', () => {
    setPageContext({ locale: 'de-DE' });
    siteMessages({ de: Object.fromEntries(Object.keys(EN_US_MESSAGES).map((key) => [key, `«${key}»`])) });
    const seen: string[] = [];
    for (const lookup of AREA_TEXT_LOOKUPS as readonly TextLookup[]) {
      for (const name of Object.keys(lookup.texts)) {
        expect(lookup(name)).toBe(`«${lookup.prefix}${name}»`);
        seen.push(`${lookup.prefix}${name}`);
      }
    }
    expect(seen.sort()).toEqual(Object.keys(EN_US_MESSAGES).sort());
  });
});
