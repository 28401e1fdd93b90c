// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setPageContext } from '../../../src/runtime/context/current-context.js';
import { EN_US_MESSAGES } from '../../../src/runtime/i18n/message-catalogue.js';
import { forgetSiteCatalogues } from '../../../src/runtime/i18n/site-text.js';
import { ENTRIES_KEPT_MESSAGE, FORM_INVALID_MESSAGE, FORM_RATE_LIMITED_MESSAGE } from '../../../src/runtime/forms/form-messages.js';
import { FORM_LIKERT_TEXTS, FORM_PART_LABELS, FORM_TEXTS, formPartLabel, formText, likertStepLabel, localiseFormMessage } from '../../../src/runtime/forms/form-texts.js';
import { INVALID_EMAIL_MESSAGE, tooLongMessage, unexpectedOptionMessage } from '../../../src/runtime/forms/form-validation.js';
import { siteMessages } from '../../support/site-messages.js';


afterEach(() => {
  document.body.innerHTML = '';
  forgetSiteCatalogues();
});

describe('form texts in the site language', () => {
  it('every key the form blocks look up is in the en-US catalogue with the same text', () => {
    const catalogue = EN_US_MESSAGES as Record<string, string>;
    for (const [name, text] of Object.entries(FORM_TEXTS)) expect(catalogue[`form.${name}`]).toBe(text);
    for (const [part, text] of Object.entries(FORM_PART_LABELS)) expect(catalogue[`form.part.${part}`]).toBe(text);
    for (const [value, text] of Object.entries(FORM_LIKERT_TEXTS)) expect(catalogue[`form.likert.${value}`]).toBe(text);
    expect(catalogue['form.tooLong']).toBe('Please use at most {max} characters.');
  });

  it('answers en-US without a site catalogue, verbatim (spec 02 §8)', () => {
    expect(localiseFormMessage(FORM_INVALID_MESSAGE)).toBe('One or more fields is invalid, please check your entries.');
    expect(formPartLabel('Areacode')).toBe('Area Code');
    expect(likertStepLabel('-2')).toBe('Strongly Disagree');
    expect(formText('selectPlaceholder')).toBe('Select an option');
  });

  it('translates spec messages, the separate entries-kept line, templated field messages and labels', () => {
    setPageContext({ locale: 'de-DE' });
    siteMessages({
      de: {
        'form.rateLimited': 'Zu viele Sendungen.',
        'form.entriesKept': 'Ihre Eingaben bleiben erhalten.',
        'form.invalidEmail': 'Bitte eine gültige E-Mail',
        'form.tooLong': 'Höchstens {max} Zeichen.',
        'form.unexpectedOption': '{val} ist keine Auswahl',
        'form.part.Zip': 'PLZ',
        'form.likert.0': 'Neutral (de)',
      },
    });
    // The spec's message and the reassurance are two texts, each translated on its own (issue 18).
    expect(localiseFormMessage(FORM_RATE_LIMITED_MESSAGE)).toBe('Zu viele Sendungen.');
    expect(localiseFormMessage(ENTRIES_KEPT_MESSAGE)).toBe('Ihre Eingaben bleiben erhalten.');
    expect(localiseFormMessage(INVALID_EMAIL_MESSAGE)).toBe('Bitte eine gültige E-Mail');
    expect(localiseFormMessage(tooLongMessage(500))).toBe('Höchstens 500 Zeichen.');
    expect(localiseFormMessage(unexpectedOptionMessage('Maybe'))).toBe('Maybe ist keine Auswahl');
    expect(formPartLabel('Zip')).toBe('PLZ');
    expect(likertStepLabel('0')).toBe('Neutral (de)');
    // an owner's own server text is shown as it came
    expect(localiseFormMessage('Our office is closed today.')).toBe('Our office is closed today.');
  });
});
