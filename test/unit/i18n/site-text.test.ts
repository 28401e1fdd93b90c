// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSiteCatalogues, siteText } from '../../../src/runtime/i18n/site-text.js';
import { speakPlaybackTime } from '../../../src/runtime/audio/audio-rules.js';
import { setPageContext } from '../../../src/runtime/context/current-context.js';
import { relativeTimeWording } from '../../../src/runtime/events-calendar/event-dates.js';
import { searchSummary } from '../../../src/runtime/search/search-query.js';

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

  it('ignores texts that are not strings in a site catalogue', () => {
    siteMessages('{"fr": {"map.link": "Ouvrir", "review.expired": 3}}');
    expect(siteText('map.link', 'Open in Maps', undefined, 'fr')).toBe('Ouvrir');
    expect(siteText('review.expired', 'Your review request has expired', undefined, 'fr')).toBe('Your review request has expired');
  });

  it('reaches the runtime wording too: relative times, spoken durations, search counts', () => {
    // spec 03 §9 relative time wording, in the site's language
    siteMessages(
      '{"fr": {"events.time.days": "{count} jours", "events.time.past": "il y a {span}", "audio.time.minutes": "{count} minutes", "audio.time.second": "1 seconde", "search.results": "{count} résultats pour « {query} »"}}',
    );
    setPageContext({ locale: 'fr-FR' });
    const now = Date.UTC(2030, 0, 15);
    expect(relativeTimeWording(now - 3 * 86_400_000, now)).toBe('il y a 3 jours');
    // a key the site left out falls back to en-US on its own
    expect(relativeTimeWording(now + 3 * 86_400_000, now)).toBe('in 3 jours');
    expect(speakPlaybackTime(121)).toBe('2 minutes 1 seconde');
    expect(searchSummary(4, ' marée ')).toBe('4 résultats pour « marée »');
    setPageContext({});
  });
});
