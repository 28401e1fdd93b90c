import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formDefinitionSchema } from '../../../src/runtime/forms/form-definition.js';
import { partInputAttributes, singleInputAttributes } from '../../../src/runtime/forms/form-field-attributes.js';
import { inputParts } from '../../../src/runtime/forms/form-values.js';
import { plainFormHtml } from '../../../src/runtime/forms/plain-form-html.js';
import { FormFieldView } from '../../../src/react/form/FormFields.js';

// spec 03 §3: the field types; spec 02 §3: the parts of name, phone, address, date and time.
const definition = formDefinitionSchema.parse({
  formId: 'attributes',
  fields: [
    { id: 'text', type: 'text', title: 'Text' },
    { id: 'email', type: 'email', title: 'Email' },
    { id: 'number', type: 'number', title: 'Number' },
    { id: 'currency', type: 'currency', title: 'Currency' },
    { id: 'website', type: 'website', title: 'Website' },
    { id: 'password', type: 'password', title: 'Password' },
    { id: 'twitter', type: 'twitter', title: 'Twitter' },
    { id: 'name', type: 'name', title: 'Name' },
    { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true },
    { id: 'address', type: 'address', title: 'Address' },
    { id: 'date', type: 'date', title: 'Date' },
    { id: 'time', type: 'time', title: 'Time' },
  ],
});

interface Seen {
  type: string | null;
  inputmode: string | null;
  autocomplete: string | null;
}

/** name -> the attributes an input of that name carries in some markup. */
function inputsOf(markup: string): Record<string, Seen> {
  const { document } = new JSDOM(`<body>${markup}</body>`).window;
  return Object.fromEntries(
    [...document.querySelectorAll('input[name]')].map((input) => [
      input.getAttribute('name')!,
      { type: input.getAttribute('type'), inputmode: input.getAttribute('inputmode'), autocomplete: input.getAttribute('autocomplete') },
    ]),
  );
}

describe('the form field-attribute table (spec 03 §3 field types, spec 02 §3 parts)', () => {
  it('gives single inputs their type, keyboard and autofill hint', () => {
    expect(singleInputAttributes('email')).toEqual({ type: 'email', inputMode: undefined, autoComplete: 'email' });
    expect(singleInputAttributes('website')).toEqual({ type: 'url', inputMode: undefined, autoComplete: 'url' });
    expect(singleInputAttributes('number')).toEqual({ type: 'text', inputMode: 'decimal', autoComplete: undefined });
    expect(singleInputAttributes('currency').inputMode).toBe('decimal');
    expect(singleInputAttributes('password')).toEqual({ type: 'password', inputMode: undefined, autoComplete: 'off' });
    expect(singleInputAttributes('twitter')).toEqual({ type: 'text', inputMode: undefined, autoComplete: undefined });
    expect(singleInputAttributes('toString').type).toBe('text');
  });

  it('gives parts digits keyboards and autofill hints; an address country is a name, a phone country a code', () => {
    expect(partInputAttributes('date', 'Year')).toEqual({ type: 'text', inputMode: 'numeric', autoComplete: undefined });
    expect(partInputAttributes('time', 'Minute').inputMode).toBe('numeric');
    expect(partInputAttributes('phone', 'Line')).toEqual({ type: 'text', inputMode: 'tel', autoComplete: 'tel-local-suffix' });
    expect(partInputAttributes('phone', 'Country')).toEqual({ type: 'text', inputMode: 'tel', autoComplete: 'tel-country-code' });
    expect(partInputAttributes('address', 'Country')).toEqual({ type: 'text', inputMode: undefined, autoComplete: 'country-name' });
    expect(partInputAttributes('name', 'First')).toEqual({ type: 'text', inputMode: undefined, autoComplete: 'given-name' });
  });

  it('the React form and the plain fallback carry the same attributes on every input', () => {
    const react = inputsOf(
      renderToStaticMarkup(
        createElement(
          'div',
          null,
          definition.fields.map((field) =>
            createElement(FormFieldView, { key: field.id, field, input: field.type === 'name' || inputParts(field).length > 1 ? [] : '', error: undefined, idBase: field.id, disabled: false, onChange: () => undefined }),
          ),
        ),
      ),
    );
    const plain = inputsOf(plainFormHtml(definition));
    delete plain.website_confirm; // the honeypot lives in the form around the fields
    expect(Object.keys(react).sort()).toEqual(Object.keys(plain).sort());
    expect(react).toEqual(plain);
    expect(react['phone-Country']).toEqual({ type: 'text', inputmode: 'tel', autocomplete: 'tel-country-code' });
  });
});
