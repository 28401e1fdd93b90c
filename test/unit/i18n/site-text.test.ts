// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSiteCatalogues } from '../../../src/runtime/i18n/message-catalogue.js';
import { forgetSiteCatalogues, siteText } from '../../../src/runtime/i18n/site-text.js';

function siteMessages(json: string) {
  document.body.innerHTML = `<script type="application/json" id="ss-messages">${json}</script>`;
  forgetSiteCatalogues();
}

afterEach(() => {
  document.body.innerHTML = '';
  forgetSiteCatalogues();
});

describe('site translations (no code changes)', () => {
  it('answers in the site locale, then its language, else en-US', () => {
    siteMessages('{"de": {"map.link": "In Karten öffnen"}, "de-AT": {"booking.previewTitle": "Nur Vorschau"}}');
    expect(siteText('map.link', 'Open in Maps', undefined, 'de-AT')).toBe('In Karten öffnen');
    expect(siteText('booking.previewTitle', 'Preview Only', undefined, 'de-AT')).toBe('Nur Vorschau');
    expect(siteText('summary.error', 'These items could not be loaded.', undefined, 'de-AT')).toBe('These items could not be loaded.');
    expect(siteText('map.link', 'Open in Maps', undefined, 'en-US')).toBe('Open in Maps');
  });

  it('uses en-US texts when the page supplies none, with placeholders filled', () => {
    expect(siteText('time.minutes', '{count} minutes ago', { count: 4 })).toBe('4 minutes ago');
  });

  it('reports invalid site messages once and keeps en-US', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    siteMessages('{not json');
    expect(siteText('map.link', 'Open in Maps', undefined, 'fr')).toBe('Open in Maps');
    expect(siteText('map.error', 'This map could not be shown.', undefined, 'fr')).toBe('This map could not be shown.');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('the full catalogue keeps only known keys from the site', () => {
    siteMessages('{"fr": {"map.link": "Ouvrir", "made.up": "x", "review.expired": 3}}');
    expect(readSiteCatalogues()).toEqual({ fr: { 'map.link': 'Ouvrir' } });
  });
});
