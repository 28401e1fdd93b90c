import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formDefinitionSchema, formFieldSchema, type FormField } from '../../../src/runtime/forms/form-definition.js';
import {
  FIELD_PARTS,
  LIKERT_SCALE,
  emptyFieldInput,
  hiddenFieldValue,
  inputParts,
  phoneValue,
  serialiseFieldValue,
  serialiseFormValues,
  summaryCells,
  summaryColumns,
} from '../../../src/runtime/forms/form-values.js';

const field = (input: Record<string, unknown>): FormField => formFieldSchema.parse({ title: 'T', ...input });

describe('form values (spec 02 §3 field values by type)', () => {
  it('serialises date, name, time and address as lists of parts', () => {
    // spec 02 §3: date, name, time and address are lists of parts
    expect(serialiseFieldValue(field({ id: 'n', type: 'name' }), [' Ada ', 'Lovelace'])).toEqual(['Ada', 'Lovelace']);
    expect(serialiseFieldValue(field({ id: 'd', type: 'date' }), ['12', '10', '1815'])).toEqual(['12', '10', '1815']);
    expect(serialiseFieldValue(field({ id: 't', type: 'time' }), ['9', '30', '', 'AM'])).toEqual(['9', '30', '', 'AM']);
    expect(serialiseFieldValue(field({ id: 'a', type: 'address' }), ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'])).toHaveLength(6);
  });

  it('gives a phone a leading empty country part when only three parts are entered', () => {
    // spec 02 §3: phone is a list of three parts; a leading empty country part is added when there are only three
    const plain = field({ id: 'p', type: 'phone' });
    expect(inputParts(plain)).toEqual(['Areacode', 'Prefix', 'Line']);
    expect(serialiseFieldValue(plain, ['555', '123', '4567'])).toEqual(['', '555', '123', '4567']);
    const withCountry = field({ id: 'p', type: 'phone', showCountryCode: true });
    expect(serialiseFieldValue(withCountry, ['+44', '20', '7946', '0000'])).toEqual(['+44', '20', '7946', '0000']);
  });

  it('phone rule: three parts always become four, four stay as they are', () => {
    // spec 02 §3 phone country-part rule, for any texts
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 3, maxLength: 4 }), (parts) => {
        const value = phoneValue(parts);
        expect(value).toHaveLength(4);
        expect(value.slice(-parts.length)).toEqual(parts);
        if (parts.length === 3) expect(value[0]).toBe('');
      }),
    );
  });

  it('keeps radio and select as one value and checkbox as the checked options in option order', () => {
    // spec 02 §3: radio is a single choice; checkbox is a list of checked values; select is a value
    expect(serialiseFieldValue(field({ id: 'r', type: 'radio', options: ['A', 'B'] }), 'B')).toBe('B');
    expect(serialiseFieldValue(field({ id: 's', type: 'select', options: ['A', 'B'] }), 'A')).toBe('A');
    const checkbox = field({ id: 'c', type: 'checkbox', options: ['Red', 'Green', 'Blue'] });
    expect(serialiseFieldValue(checkbox, ['Blue', 'Red', 'Blue'])).toEqual(['Red', 'Blue']);
  });

  it('maps likert questions to answers from -2 to 2', () => {
    // spec 02 §3: likert maps question to answer; spec 02 §9 likert scale
    expect(LIKERT_SCALE.map((step) => step.label)).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    expect(LIKERT_SCALE.map((step) => step.value)).toEqual(['-2', '-1', '0', '1', '2']);
    const likert = field({ id: 'l', type: 'likert', options: ['Service', 'Price'] });
    expect(serialiseFieldValue(likert, { Service: '2', Price: '', Other: '1' })).toEqual({ Service: '2' });
  });

  it('takes a hidden value from the query parameter of the same name, else its default', () => {
    // spec 02 §3: hidden takes its value from the page query-string parameter of the same name, else its default
    const hidden = field({ id: 'h', type: 'hidden', key: 'utm_source', value: 'direct' });
    expect(hiddenFieldValue(hidden, '?utm_source=newsletter')).toBe('newsletter');
    expect(hiddenFieldValue(hidden, '?other=1')).toBe('direct');
    expect(emptyFieldInput(hidden, '?utm_source=ad%20campaign')).toBe('ad campaign');
    expect(hiddenFieldValue(field({ id: 'ref', type: 'hidden' }), '?ref=abc')).toBe('abc');
  });

  it('skips section items and sends every other field', () => {
    // spec 02 §3: section items are skipped
    const fields = [field({ id: 's', type: 'section', underline: true }), field({ id: 'e', type: 'email' })];
    expect(serialiseFormValues(fields, { s: 'x', e: ' a@b.co ' })).toEqual({ e: 'a@b.co' });
  });

  it('never throws and always yields the shape of the field type, whatever the input', () => {
    // spec 02 §3: every type's value shape, for arbitrary (even wrong-shaped) input
    const types = ['text', 'name', 'phone', 'address', 'date', 'time', 'checkbox', 'likert', 'radio', 'section'] as const;
    const anyInput = fc.oneof(fc.string(), fc.array(fc.string()), fc.dictionary(fc.string(), fc.string()), fc.constant(undefined));
    fc.assert(
      fc.property(fc.constantFrom(...types), anyInput, (type, input) => {
        const f = field({ id: 'x', type, options: ['a', 'b'] });
        const value = serialiseFieldValue(f, input as never);
        if (type === 'section') expect(value).toBeUndefined();
        else if (type === 'phone') expect(value).toHaveLength(4);
        else if (type in FIELD_PARTS) expect(value).toHaveLength(FIELD_PARTS[type as keyof typeof FIELD_PARTS].length);
        else if (type === 'checkbox') expect(Array.isArray(value)).toBe(true);
        else if (type === 'likert') expect(typeof value).toBe('object');
        else expect(typeof value).toBe('string');
      }),
    );
  });

  it('summarises stored values in the summary display types', () => {
    // spec 02 §3 form summary display types
    expect(summaryColumns(field({ id: 'n', type: 'name' }))).toEqual(['First', 'Last']);
    expect(summaryColumns(field({ id: 'p', type: 'phone' }))).toEqual(['Country', 'Areacode', 'Prefix', 'Line']);
    expect(summaryColumns(field({ id: 'a', type: 'address' }))).toEqual(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']);
    expect(summaryColumns(field({ id: 'd', type: 'date' }))).toEqual(['Month', 'Day', 'Year']);
    expect(summaryColumns(field({ id: 't', type: 'time' }))).toEqual(['Hour', 'Minute', 'Second', 'Ampm']);
    const likert = field({ id: 'l', type: 'likert', options: ['Q1', 'Q2'] });
    expect(summaryCells(likert, { Q1: '-2' })).toEqual(['Strongly Disagree (-2)', '']);
    expect(summaryCells(field({ id: 'c', type: 'checkbox' }), ['a', 'b'])).toEqual(['a, b']);
    expect(summaryCells(field({ id: 'p', type: 'phone' }), ['1', '2', '3'])).toEqual(['', '1', '2', '3']);
  });

  it('rejects a definition with duplicate field ids or an unknown type', () => {
    expect(formDefinitionSchema.safeParse({ formId: 'f', fields: [{ id: 'a', type: 'text' }, { id: 'a', type: 'email' }] }).success).toBe(false);
    expect(formDefinitionSchema.safeParse({ formId: 'f', fields: [{ id: 'a', type: 'signature' }] }).success).toBe(false);
    expect(formDefinitionSchema.parse({ formId: 'f', fields: [] }).submitButtonText).toBe('Submit');
  });
});

describe('address place autocomplete (spec 03 §3 place requests)', async () => {
  const { ADDRESS_PLACE_TRACKING, addressPartsFromPlace, isPlaceAutocompleteOffered } = await import('../../../src/runtime/forms/address-places.js');

  it('carries both tracking-context fields and is offered only with a maps key', () => {
    // spec 03 §3: place requests carry productPage and productSection (both required)
    expect(ADDRESS_PLACE_TRACKING.productPage).not.toBe('');
    expect(ADDRESS_PLACE_TRACKING.productSection).not.toBe('');
    expect(isPlaceAutocompleteOffered({ mapsRenderKey: 'a2V5' })).toBe(true);
    expect(isPlaceAutocompleteOffered({ mapsRenderKey: '' })).toBe(false);
    expect(isPlaceAutocompleteOffered({ mapsRenderKey: null })).toBe(false);
  });

  it('turns a place into the six address parts', () => {
    const place = {
      placeId: 'p1',
      name: 'Harbour Café',
      formattedAddress: '12 Quay St, Springfield, IL 62701, USA',
      location: null,
      addressComponents: [
        { longText: '12', shortText: '12', types: ['street_number'] },
        { longText: 'Quay Street', shortText: 'Quay St', types: ['route'] },
        { longText: 'Springfield', shortText: 'Springfield', types: ['locality', 'political'] },
        { longText: 'Illinois', shortText: 'IL', types: ['administrative_area_level_1', 'political'] },
        { longText: '62701', shortText: '62701', types: ['postal_code'] },
        { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
      ],
    };
    expect(addressPartsFromPlace(place)).toEqual(['12 Quay Street', '', 'Springfield', 'IL', '62701', 'United States']);
  });
});

describe('plain form posts (the no-script fallback) read like the upgraded form', async () => {
  const { plainFormInputs } = await import('../../../src/runtime/forms/form-values.js');

  it('gives the same values as the block for the same entries, under the block\'s input names', () => {
    const fields = [
      field({ id: 'name', type: 'name' }),
      field({ id: 'phone', type: 'phone' }),
      field({ id: 'email', type: 'email' }),
      field({ id: 'topics', type: 'checkbox', options: ['a', 'b', 'c'] }),
      field({ id: 'rating', type: 'likert', options: ['Q1', 'Q2'] }),
      field({ id: 'intro', type: 'section' }),
    ];
    const part = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.tuple(part, part),
        fc.tuple(part, part, part),
        part,
        fc.subarray(['a', 'b', 'c']),
        fc.tuple(fc.constantFrom('', '-2', '-1', '0', '1', '2'), fc.constantFrom('', '-2', '2')),
        (name, phone, email, topics, [q1, q2]) => {
          const body: Record<string, unknown> = {
            'name-First': name[0],
            'name-Last': name[1],
            'phone-Areacode': phone[0],
            'phone-Prefix': phone[1],
            'phone-Line': phone[2],
            email,
            'rating-0': q1,
            'rating-1': q2,
          };
          if (topics.length > 0) body.topics = topics.length === 1 ? topics[0] : topics;
          const block = { name: [...name], phone: [...phone], email, topics, rating: { ...(q1 ? { Q1: q1 } : {}), ...(q2 ? { Q2: q2 } : {}) } };
          expect(serialiseFormValues(fields, plainFormInputs(fields, body))).toEqual(serialiseFormValues(fields, block));
        },
      ),
    );
  });
});
