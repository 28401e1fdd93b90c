import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formFieldSchema, textareaMaximum, type FormField } from '../../../src/runtime/forms/form-definition.js';
import {
  FIELD_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  INVALID_URL_MESSAGE,
  INVALID_US_ZIP_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
  isValidEmail,
  isValidUsZip,
  tooLongMessage,
  validateFieldValue,
  validateFormValues,
} from '../../../src/runtime/forms/form-validation.js';
import { characterCounter } from '../../../src/runtime/forms/character-counter.js';
import {
  FIELD_ERRORS_ABOVE_MESSAGE,
  FIELD_ERRORS_BELOW_MESSAGE,
  FORM_INVALID_MESSAGE,
  FORM_UNKNOWN_ERROR_MESSAGE,
  formStatusMessage,
} from '../../../src/runtime/forms/form-messages.js';

const field = (input: Record<string, unknown>): FormField => formFieldSchema.parse({ title: 'T', ...input });

describe('form validation (spec 02 §5)', () => {
  it('requires required fields, whatever their type', () => {
    expect(validateFieldValue(field({ id: 'a', type: 'text', required: true }), '  ')).toBe(FIELD_REQUIRED_MESSAGE);
    expect(validateFieldValue(field({ id: 'a', type: 'name', required: true }), ['', ''])).toBe(FIELD_REQUIRED_MESSAGE);
    expect(validateFieldValue(field({ id: 'a', type: 'checkbox', required: true, options: ['x'] }), [])).toBe(FIELD_REQUIRED_MESSAGE);
    expect(validateFieldValue(field({ id: 'a', type: 'likert', required: true, options: ['q'] }), {})).toBe(FIELD_REQUIRED_MESSAGE);
    expect(validateFieldValue(field({ id: 'a', type: 'text' }), '')).toBeNull();
    expect(validateFieldValue(field({ id: 'a', type: 'section', required: true }), undefined)).toBeNull();
  });

  it('checks emails, numbers and URLs with the spec texts', () => {
    // spec 02 §5 'Please enter a valid email'
    expect(validateFieldValue(field({ id: 'e', type: 'email' }), 'ada@')).toBe(INVALID_EMAIL_MESSAGE);
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email');
    expect(validateFieldValue(field({ id: 'e', type: 'email' }), 'ada@example.com')).toBeNull();
    expect(validateFieldValue(field({ id: 'n', type: 'number' }), '12a')).toBe(INVALID_NUMBER_MESSAGE);
    expect(validateFieldValue(field({ id: 'n', type: 'currency' }), '19.99')).toBeNull();
    expect(validateFieldValue(field({ id: 'w', type: 'website' }), 'not a url')).toBe(INVALID_URL_MESSAGE);
    expect(validateFieldValue(field({ id: 'w', type: 'website' }), 'example.com/about')).toBeNull();
    expect(validateFieldValue(field({ id: 'w', type: 'website' }), 'https://shop.example.co.uk')).toBeNull();
  });

  it('accepts every address built from simple parts and rejects any without an at-sign', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._+-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,20}$/), fc.stringMatching(/^[a-z]{2,6}$/), (local, host, tld) => {
        expect(isValidEmail(`${local}@${host}.${tld}`)).toBe(true);
        expect(isValidEmail(`${local}${host}.${tld}`)).toBe(false);
      }),
    );
  });

  it('US zip must be exactly 5 digits', () => {
    // spec 02 §5: US zip must be exactly 5 digits
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{5}$/), (zip) => isValidUsZip(zip)));
    fc.assert(fc.property(fc.string().filter((s) => !/^[0-9]{5}$/.test(s)), (zip) => !isValidUsZip(zip)));
    const address = field({ id: 'a', type: 'address' });
    expect(validateFieldValue(address, ['1 Main', '', 'Town', 'IL', '1234', 'United States'])).toBe(INVALID_US_ZIP_MESSAGE);
    expect(validateFieldValue(address, ['1 Main', '', 'Town', 'IL', '12345', ''])).toBeNull();
    expect(validateFieldValue(address, ['1 Main', '', 'London', '', 'SW1A 1AA', 'United Kingdom'])).toBeNull();
  });

  it('shows the character counter and the over-limit error', () => {
    // spec 01 §5 character counter: "count / max", error when over; 0 or a non-number means no counter
    expect(characterCounter(12, 200)).toEqual({ text: '12 / 200', over: false, state: 'ok' });
    expect(characterCounter(201, 200)).toEqual({ text: '201 / 200', over: true, state: 'over' });
    expect(characterCounter(5, 0)).toBeNull();
    expect(characterCounter(5, Number.NaN)).toBeNull();
    expect(characterCounter(5, undefined)).toBeNull();
    expect(validateFieldValue(field({ id: 't', type: 'textarea', maxLength: 5 }), 'too long')).toBe(tooLongMessage(5));
  });

  it('a textarea maximum that is not a whole number means no counter and no limit, not a refused form (spec 01 §5)', () => {
    expect([textareaMaximum(500), textareaMaximum(0), textareaMaximum('500'), textareaMaximum(Number.NaN), textareaMaximum(100_001)]).toEqual([500, 0, undefined, undefined, undefined]);
    for (const maxLength of ['abc', '500', null, -3, 1.5, 200_000, {}]) {
      const textarea = field({ id: 'message', type: 'textarea', maxLength });
      expect(textarea.maxLength, JSON.stringify(maxLength)).toBeUndefined();
      expect(characterCounter(3, textarea.maxLength)).toBeNull();
      expect(validateFieldValue(textarea, 'x'.repeat(10_000))).toBeNull();
    }
    expect(field({ id: 'message', type: 'textarea', maxLength: 0 }).maxLength).toBe(0);
    expect(characterCounter(3, field({ id: 'message', type: 'textarea', maxLength: 500 }).maxLength)).toEqual({ text: '3 / 500', over: false, state: 'ok' });
  });

  it('refuses choices that are not options, in the spec wording', () => {
    // spec 03 §5 '{val} is not one of the expected options'
    expect(validateFieldValue(field({ id: 'r', type: 'radio', options: ['A'] }), 'Z')).toBe('Z is not one of the expected options');
    expect(validateFieldValue(field({ id: 'l', type: 'likert', options: ['Q'] }), { Q: '3' })).toBe('3 is not one of the expected options');
  });

  it('names every invalid field and every value the form has no field for', () => {
    const fields = [field({ id: 'email', type: 'email', required: true }), field({ id: 'msg', type: 'textarea' })];
    expect(validateFormValues(fields, { msg: 'hi', extra: 'x' })).toEqual({ email: FIELD_REQUIRED_MESSAGE, extra: UNKNOWN_FIELD_MESSAGE });
    expect(validateFormValues(fields, { email: 'a@b.co', msg: '' })).toEqual({});
  });
});

describe('form messages (spec 02 §8 Forms, verbatim)', () => {
  it('maps statuses to the spec texts', () => {
    expect(formStatusMessage(401, 'x')).toBe('Unable to submit form. Please try again later.');
    expect(formStatusMessage(404, null)).toBe('This form has not been configured yet.');
    expect(formStatusMessage(429, null)).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(formStatusMessage(500, 'boom')).toBe('Unable to send form. Please try again later.');
    expect(formStatusMessage(418, 'Teapot says no')).toBe('Teapot says no');
    expect(formStatusMessage(502, null)).toBe(FORM_UNKNOWN_ERROR_MESSAGE);
    expect(FORM_UNKNOWN_ERROR_MESSAGE).toBe('Unknown error, please try again later.');
    expect(FORM_INVALID_MESSAGE).toBe('One or more fields is invalid, please check your entries.');
    expect(FIELD_ERRORS_ABOVE_MESSAGE).toBe('Your form has encountered a problem. Please scroll down to review.');
    expect(FIELD_ERRORS_BELOW_MESSAGE).toBe('Your form has encountered a problem. Please scroll up to review.');
  });
});
