// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../../../src/runtime/forms/form-definition.js';
import { serialiseFormValues, type FieldInput } from '../../../src/runtime/forms/form-values.js';
import { plainFormHtml } from '../../../src/runtime/forms/plain-form-html.js';
import { typedFallbackInputs, typedFormInputs } from '../../../src/runtime/forms/typed-fallback-inputs.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormFieldView } from '../../../src/react/form/FormFields.js';
import { emptyFieldInput } from '../../../src/runtime/forms/form-values.js';

const definition = formDefinitionSchema.parse({
  formId: 'round-trip',
  fields: [
    { id: 'name', type: 'name', title: 'Name' },
    { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true },
    { id: 'time', type: 'time', title: 'Time' },
    { id: 'note', type: 'textarea', title: 'Note' },
    { id: 'size', type: 'radio', title: 'Size', options: ['S', 'M', 'L'] },
    { id: 'topics', type: 'checkbox', title: 'Topics', options: ['a', 'b', 'c'] },
    { id: 'country', type: 'select', title: 'Country', options: ['FR', 'JP'] },
    { id: 'rating', type: 'likert', title: 'Rating', options: ['Food', 'Service'] },
    { id: 'source', type: 'hidden', value: 'direct' },
  ],
});

afterEach(() => {
  document.body.innerHTML = '';
});

const text = fc.string({ maxLength: 10 }).filter((value) => !/[\r\n]/.test(value));

describe('the plain fallback read back at upgrade (issue 4: nothing lost)', () => {
  it('whatever is entered in the fallback serialises exactly as the same entries in the upgraded form (spec 02 §3)', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.array(text, { minLength: 2, maxLength: 2 }),
          phone: fc.array(text, { minLength: 4, maxLength: 4 }),
          time: fc.tuple(text, text, text, fc.constantFrom('', 'AM', 'PM')),
          note: text,
          size: fc.constantFrom('', 'S', 'M', 'L'),
          topics: fc.subarray(['a', 'b', 'c']),
          country: fc.constantFrom('', 'FR', 'JP'),
          rating: fc.tuple(fc.constantFrom('', '-2', '-1', '0', '1', '2'), fc.constantFrom('', '-2', '2')),
        }),
        (entry) => {
          document.body.innerHTML = `<ss-form-pending>${plainFormHtml(definition)}</ss-form-pending>`;
          const host = document.querySelector('ss-form-pending')!;
          const set = (name: string, value: string) => {
            const control = host.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
            control.value = value;
          };
          const check = (name: string, value: string) => {
            if (value !== '') host.querySelector<HTMLInputElement>(`[name="${name}"][value="${value}"]`)!.checked = true;
          };
          ['First', 'Last'].forEach((part, i) => set(`name-${part}`, entry.name[i]!));
          ['Country', 'Areacode', 'Prefix', 'Line'].forEach((part, i) => set(`phone-${part}`, entry.phone[i]!));
          ['Hour', 'Minute', 'Second', 'Ampm'].forEach((part, i) => set(`time-${part}`, entry.time[i]!));
          set('note', entry.note);
          check('size', entry.size);
          entry.topics.forEach((topic) => check('topics', topic));
          set('country', entry.country);
          entry.rating.forEach((answer, q) => check(`rating-${q}`, answer));

          const typed = typedFallbackInputs(definition.fields, host);
          const expected: Record<string, FieldInput> = {
            name: entry.name,
            phone: entry.phone,
            time: [...entry.time],
            note: entry.note,
            size: entry.size,
            topics: entry.topics,
            country: entry.country,
            rating: Object.fromEntries(['Food', 'Service'].map((q, i) => [q, entry.rating[i]!]).filter(([, answer]) => answer !== '')),
            source: 'direct',
          };
          const withDefaults = { source: 'direct', ...typed };
          const fieldsWithout = (values: Record<string, unknown>) => JSON.stringify(values);
          expect(fieldsWithout(serialiseFormValues(definition.fields, withDefaults))).toBe(fieldsWithout(serialiseFormValues(definition.fields, expected)));
          // the hidden field is never taken from the fallback (the page's query string decides)
          expect(typed.source).toBeUndefined();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads nothing when the element has no fallback form', () => {
    document.body.innerHTML = '<ss-form-pending><p>Email us</p></ss-form-pending>';
    expect(typedFallbackInputs(definition.fields, document.querySelector('ss-form-pending')!)).toEqual({});
  });

  it('reads what was typed into the server-drawn form before hydration, under the same names (issue 15: nothing lost)', () => {
    const fields = definition.fields.map((field) =>
      createElement(FormFieldView, { key: field.id, field, input: emptyFieldInput(field), error: undefined, idBase: field.id, disabled: false, onChange: () => undefined }),
    );
    document.body.innerHTML = renderToStaticMarkup(createElement('form', null, fields));
    const form = document.querySelector('form')!;
    form.querySelector<HTMLInputElement>('[name="name-First"]')!.value = 'Ada';
    form.querySelector<HTMLInputElement>('[name="size"][value="M"]')!.checked = true;
    form.querySelector<HTMLInputElement>('[name="topics"][value="c"]')!.checked = true;
    form.querySelector<HTMLSelectElement>('[name="time-Ampm"]')!.value = 'PM';
    form.querySelector<HTMLInputElement>('[name="rating-1"][value="2"]')!.checked = true;
    form.querySelector<HTMLTextAreaElement>('[name="note"]')!.value = 'Window seat';
    expect(typedFormInputs(definition.fields, form)).toEqual({
      name: ['Ada', ''],
      time: ['', '', '', 'PM'],
      note: 'Window seat',
      size: 'M',
      topics: ['c'],
      rating: { Service: '2' },
    });
  });
});
