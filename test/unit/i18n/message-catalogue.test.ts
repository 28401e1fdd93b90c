// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_NOT_CONFIGURED_MESSAGE } from '../../../src/runtime/forms/form-messages.js';
import { BOOKING_TEXTS } from '../../../src/runtime/booking/booking-texts.js';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_TEXT_LOOKUPS, EN_US_MESSAGES, type MessageKey } from '../../../src/runtime/i18n/message-catalogue.js';
import { fillPlaceholders as formatMessage, forgetSiteCatalogues, siteText } from '../../../src/runtime/i18n/site-text.js';
import { UNABLE_TO_CONNECT_MESSAGE } from '../../../src/runtime/net/data-request-messages.js';
import { siteMessages } from '../../support/site-messages.js';


afterEach(() => {
  document.body.innerHTML = '';
  forgetSiteCatalogues();
});

describe('i18n catalogue', () => {
  it('holds the spec texts verbatim, from their defining modules', () => {
    // spec 02 §8 form messages and data layer; spec 01 §4 booking 'Preview Only'; spec 02 §8 review request texts
    expect(EN_US_MESSAGES['form.notConfigured']).toBe(FORM_NOT_CONFIGURED_MESSAGE);
    expect(EN_US_MESSAGES['net.unableToConnect']).toBe(UNABLE_TO_CONNECT_MESSAGE);
    expect(EN_US_MESSAGES['booking.previewTitle']).toBe(BOOKING_TEXTS.previewTitle);
    expect(EN_US_MESSAGES['booking.previewTitle']).toBe('Preview Only');
    expect(EN_US_MESSAGES['review.alreadySubmitted']).toBe('You have already reviewed this purchase');
    expect(EN_US_MESSAGES['review.expired']).toBe('Your review request has expired');
    expect(EN_US_MESSAGES['review.retry']).toBe('Try submitting your review again');
    expect(EN_US_MESSAGES['review.ratingRequired']).toBe('Please select a star rating');
    expect(EN_US_MESSAGES['logout.title']).toBe('Logout Successful');
    expect(EN_US_MESSAGES['form.likert.2']).toBe('Strongly Agree');
    for (const [key, text] of Object.entries(EN_US_MESSAGES)) expect(text, key).toMatch(/\S/);
  });

  it('holds every user message of the translation strings verbatim, placeholders as the spec writes them', () => {
    // spec 02 §5 and spec 03 §5 "User messages"
    const texts = new Set(Object.values(EN_US_MESSAGES));
    for (const text of [
      'Please enter a valid email', 'Emails must be formatted as {email}', 'Links must be formatted as {host} or {host}',
      '{val} is not a valid page URL', '{val} is not one of the expected options', 'This {tagType} already exists',
      'You may only edit one {tagType} at a time', 'Please enter a file name', 'A List must be selected', 'Please select a star rating',
      'Your dataset must have at least one column', 'Your dataset must have at least one row', 'One or more rows was missing data',
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
      'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
      'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
    ]) expect(texts.has(text), text).toBe(true);
  });

  it('holds every visitor-facing text of the consent, popup, bar and dialog pieces', () => {
    // spec 01 §2 "Logout Successful"; spec 02 §8 system-error overlay texts; spec 01 §3 cookie banner defaults
    for (const key of [
      'cookieBanner.text', 'cookieBanner.accept', 'cookieBanner.decline', 'cookieBanner.label',
      'popup.title', 'popup.close', 'announcementBar.label', 'announcementBar.close', 'mobileInfoBar.label',
      'dialog.confirm', 'dialog.reject', 'dialog.cancel', 'dialog.close',
      'systemError.heading', 'systemError.title', 'systemError.cleaned', 'systemError.network', 'systemError.reload', 'systemError.clear', 'systemError.errorKey',
      'logout.title', 'logout.message',
    ]) expect(EN_US_MESSAGES, key).toHaveProperty(key);
    expect(EN_US_MESSAGES['systemError.heading']).toBe('Something Went Wrong!');
    expect(EN_US_MESSAGES['systemError.reload']).toBe('Reload Page');
    expect(EN_US_MESSAGES['systemError.network']).toBe('Unable to connect to {siteTitle}.  Please try again.');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('{count} minutes ago', { count: 5 })).toBe('5 minutes ago');
    expect(formatMessage('Sent to {email}', {})).toBe('Sent to {email}');
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[^{}]*$/), (text, value) => {
        expect(formatMessage('{val}', { val: value })).toBe(value);
        expect(formatMessage(text.replace(/[{}]/g, ''))).toBe(text.replace(/[{}]/g, ''));
      }),
    );
  });

  it('looks up the site locale, then its language, then en-US (siteText, as the blocks do)', () => {
    // spec 01 §9: default locale en-US
    siteMessages({
      fr: { 'map.link': 'Ouvrir dans Plans', 'time.minutes': 'il y a {count} minutes' },
      'fr-CA': { 'booking.previewTitle': 'Aperçu seulement' },
    });
    const t = (key: MessageKey, params?: Record<string, string | number>) => siteText(key, EN_US_MESSAGES[key], params, 'fr-CA');
    expect(t('booking.previewTitle')).toBe('Aperçu seulement');
    expect(t('map.link')).toBe('Ouvrir dans Plans');
    expect(t('time.minutes', { count: 3 })).toBe('il y a 3 minutes');
    expect(t('review.expired')).toBe('Your review request has expired');
  });

  it('falls back to en-US for every key of an empty catalogue', () => {
    siteMessages({ 'de-DE': {} });
    for (const key of Object.keys(EN_US_MESSAGES) as MessageKey[]) expect(siteText(key, EN_US_MESSAGES[key], undefined, 'de-DE')).toBe(formatMessage(EN_US_MESSAGES[key]));
  });

  it('gives every text of every area one key of its own: no two areas name the same key', () => {
    const keys = AREA_TEXT_LOOKUPS.flatMap((lookup) => Object.keys(lookup.texts).map((name) => `${lookup.prefix}${name}`));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(Object.keys(EN_US_MESSAGES)).toHaveLength(keys.length);
    for (const lookup of AREA_TEXT_LOOKUPS) {
      expect(lookup.prefix, lookup.prefix).toMatch(/^[a-z][A-Za-z]*\.([a-z][A-Za-z]*\.)?$/);
      expect(Object.isFrozen(lookup.texts), lookup.prefix).toBe(true);
    }
  });

  it('writes placeholders only as {name}, and the same placeholders in the texts of one pair', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(EN_US_MESSAGES)) expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    // Texts a rule chooses between for the same values take the same placeholders (the singular form has its number written out).
    const pairs: Array<[MessageKey, MessageKey]> = [
      ['search.oneResult', 'search.noResults'], ['audio.play', 'audio.pause'], ['lightbox.counter', 'gallery.slidePosition'],
      ['chart.truncatedRows', 'chart.truncatedBoth'], ['events.time.past', 'events.time.future'], ['gallery.openInLightbox', 'gallery.showSlide'],
    ];
    for (const [a, b] of pairs) expect(placeholders(EN_US_MESSAGES[b]), b).toEqual(expect.arrayContaining(placeholders(EN_US_MESSAGES[a])));
    expect(placeholders(EN_US_MESSAGES['search.results'])).toEqual(['count', 'query']);
    expect(placeholders(EN_US_MESSAGES['calendar.dayEvents'])).toEqual(['count', 'date']);
  });

  it('has every key the README and docs/ name for site translations', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../../');
    const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];
    const readme = pages.map((page) => readFileSync(join(root, page), 'utf8')).join('\n');
    const prefixes = new Set<string>(AREA_TEXT_LOOKUPS.map((lookup) => lookup.prefix));
    const named = [...readme.matchAll(/`([a-z][A-Za-z]*\.[A-Za-z0-9.-]*[A-Za-z0-9])`/g)].map((match) => match[1]!).filter((key) => prefixes.has(key.slice(0, key.lastIndexOf('.') + 1)));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((key) => !(key in EN_US_MESSAGES))).toEqual([]);
  });
});
