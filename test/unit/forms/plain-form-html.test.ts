import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formDefinitionsInHtml } from '../../../server/forms/demo-forms.js';
import { formDefinitionSchema } from '../../../src/runtime/forms/form-definition.js';
import { plainFormAction, plainFormHtml } from '../../../src/runtime/forms/plain-form-html.js';
import { plainFormInputs, serialiseFormValues } from '../../../src/runtime/forms/form-values.js';

const definition = formDefinitionSchema.parse({
  formId: 'contact us',
  name: 'Contact <us>',
  submitButtonText: 'Send "it"',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'topics', type: 'checkbox', title: 'Topics', options: ['News', 'A & B'] },
    { id: 'rating', type: 'likert', title: 'Rating', options: ['Service'] },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 500 },
    { id: 'source', type: 'hidden', value: 'direct' },
  ],
});

describe('plainFormHtml: the no-script fallback form (issue 4)', () => {
  it('posts to the plain-form route of the site API', () => {
    expect(plainFormAction('contact us')).toBe('/api/form/plain/contact%20us');
    expect(plainFormAction('a', 'https://api.example/')).toBe('https://api.example/api/form/plain/a');
    expect(plainFormHtml(definition)).toMatch(/^<form class="ssf-form" method="post" action="\/api\/form\/plain\/contact%20us" aria-label="Contact &#60;us&#62;">/);
  });

  it('escapes owner texts and names every input as the site API reads it', () => {
    const markup = plainFormHtml(definition);
    expect(markup).toContain('value="A &#38; B"');
    expect(markup).toContain('>Send &#34;it&#34;</button>');
    for (const name of ['name-First', 'name-Last', 'phone-Areacode', 'phone-Prefix', 'phone-Line', 'topics', 'rating-0', 'message', 'source', 'website_confirm']) {
      expect(markup).toContain(`name="${name}"`);
    }
    expect(markup).not.toContain('name="phone-Country"'); // spec 02 §3: no country part without showCountryCode
    expect(markup).toContain('<span class="ssf-counter" id="ssf-contact-us-message-counter" data-max-length="500">0 / 500</span>'); // spec 01 §5
    expect(markup).toContain('maxlength="500"');
  });

  it('a post of its fields serialises as the upgraded form would (spec 02 §3)', () => {
    const body = { 'name-First': 'Ada', 'name-Last': 'L', 'phone-Areacode': '555', 'phone-Prefix': '010', 'phone-Line': '4477', topics: ['A & B'], 'rating-0': '2', source: 'direct' };
    expect(serialiseFormValues(definition.fields, plainFormInputs(definition.fields, body))).toEqual({
      name: ['Ada', 'L'],
      phone: ['', '555', '010', '4477'],
      topics: ['A & B'],
      rating: { Service: '2' },
      message: '',
      source: 'direct',
    });
  });

  it('takes translated texts from the site catalogue when given one', () => {
    const markup = plainFormHtml(definition, { translate: (key, english) => (key === 'form.part.First' ? 'Prénom' : english) });
    expect(markup).toContain('>Prénom</label>');
  });

  it('demo/forms.html carries exactly the generated fallback for each of its forms', () => {
    const html = readFileSync('demo/forms.html', 'utf8');
    const definitions = formDefinitionsInHtml(html);
    expect(definitions.map((d) => d.formId)).toEqual(['demo-contact', 'demo-newsletter']);
    for (const found of definitions) expect(html).toContain(plainFormHtml(found));
  });
});
