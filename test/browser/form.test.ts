import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { nothing } from 'lit-html';
import { sendKeys } from '@web/test-runner-commands';
import { SsForm } from '../../src/elements/form.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { isPlaceAutocompleteOffered, resetPlaceAutocompleteForTests } from '../../src/runtime/forms/address-places.js';
import { forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';
import { formDefinitionSchema } from '../../src/runtime/forms/form-definition.js';
import { plainFormHtml } from '../../src/runtime/forms/plain-form-html.js';
import preUpgradeCss from '../../src/styles/pre-upgrade.css?inline';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installFetchFake, type FetchCall, type FetchFake, type FetchReply } from '../support/fetch-fake.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';
import { holdEarlyInteractions } from '../../src/runtime/blocks/early-interactions.js';

defineForTest('ss-form', SsForm);

type Reply = { status: number; body?: unknown } | 'network';

/**
 * The network boundary answers like the site API. `save` decides each SaveFormSubmission
 * answer; keys are handed out in order.
 */
function fakeSiteApi(save: (call: FetchCall, n: number) => Reply | Promise<Reply> = () => ({ status: 200, body: { success: true, submissionId: '7' } })) {
  let keys = 0;
  let saves = 0;
  const toReply = (reply: Reply): FetchReply | 'network-error' => (reply === 'network' ? 'network-error' : { status: reply.status, json: reply.body ?? {} });
  const fake = installFetchFake({ unmatched: { json: { success: true } } })
    .on('*', '/api/form/FormSubmissionKey', () => ({ json: { key: `key-${++keys}` } }))
    .on('*', '/api/form/SaveFormSubmission', async (call) => toReply(await save(call, ++saves)));
  return {
    calls: fake.calls,
    saves: () => fake.callsTo('/api/form/SaveFormSubmission'),
    keys: () => fake.callsTo('/api/form/FormSubmissionKey'),
    restore: fake.restore,
  };
}

const ALL_FIELDS = {
  formId: 'contact',
  name: 'Contact us',
  submitButtonText: 'Send message',
  successMessage: 'Thanks, we will be in touch.',
  fields: [
    { id: 'intro', type: 'section', title: 'About you', underline: true },
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'phone2', type: 'phone', title: 'Phone abroad', showCountryCode: true },
    { id: 'address', type: 'address', title: 'Address' },
    { id: 'date', type: 'date', title: 'Date' },
    { id: 'time', type: 'time', title: 'Time' },
    { id: 'text', type: 'text', title: 'Company' },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 20 },
    { id: 'number', type: 'number', title: 'Guests' },
    { id: 'website', type: 'website', title: 'Website' },
    { id: 'password', type: 'password', title: 'Password' },
    { id: 'twitter', type: 'twitter', title: 'Twitter' },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '€' },
    { id: 'size', type: 'radio', title: 'Size', options: ['Small', 'Large'] },
    { id: 'topics', type: 'checkbox', title: 'Topics', options: ['News', 'Offers', 'Events'] },
    { id: 'country', type: 'select', title: 'Country', options: ['France', 'Japan'] },
    { id: 'rating', type: 'likert', title: 'Rating', options: ['Service', 'Price'] },
    { id: 'source', type: 'hidden', key: 'utm_source', value: 'direct' },
  ],
};

const SIMPLE = {
  formId: 'simple',
  submitButtonText: 'Send',
  successMessage: 'Thank you!',
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'message', type: 'textarea', title: 'Message' },
  ],
};

/** `submittingText` null: no attribute, so the site's 'form.submitting' text is used. */
async function form(definition: unknown, submittingText: string | null = 'Submitting…'): Promise<SsForm> {
  const el = await fixture<SsForm>(html`<ss-form data-block-json=${JSON.stringify(definition)} submitting-text=${submittingText ?? nothing}></ss-form>`);
  await rendered(el);
  return el;
}

const input = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLInputElement>(selector)!;
const field = (el: HTMLElement, id: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-field-id="${id}"]`)!;
const message = (el: HTMLElement) => parts(el, 'message')[0]!.textContent;
const submit = (el: HTMLElement) => parts<HTMLButtonElement>(el, 'submit')[0]!;

async function type(el: HTMLElement, selector: string, text: string) {
  input(el, selector).focus();
  await sendKeys({ type: text });
}

async function fillSimple(el: HTMLElement, email = 'ada@example.com') {
  await type(el, '[name="email"]', email);
}

const stateOf = (el: HTMLElement) => parts(el, 'base')[0]!.dataset.state;

describe('<ss-form>', () => {
  let console$: ReturnType<typeof captureConsole>;
  let api: ReturnType<typeof fakeSiteApi>;
  beforeEach(() => {
    setPageContext({ website: { id: 'w1' } });
    console$ = captureConsole();
  });
  afterEach(() => {
    console$.restore();
    api?.restore();
    history.replaceState(null, '', location.pathname);
  });

  it('renders a form a CMS editor wrapped in a paragraph with line breaks (WordPress wpautop)', async () => {
    api = fakeSiteApi();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = `<p>Contact us:</p>
<p><ss-form><br />
<script type="application/json">
{"formId":"contact","name":"Contact","submitButtonText":"Send","fields":[{"id":"email","type":"email","title":"Email","required":true}]}
</script><br />
</ss-form></p>`;
    try {
      const el = container.querySelector<SsForm>('ss-form')!;
      await rendered(el, '[part~="submit"]');
      expect(parts(el, 'field').map((node) => node.dataset.fieldId)).to.deep.equal(['email']);
      expect(parts<HTMLButtonElement>(el, 'submit')[0]!.getBoundingClientRect().height).to.be.greaterThan(20);
      expect(console$.errors).to.deep.equal([]);
    } finally {
      container.remove();
    }
  });

  it('renders every field type of spec 03 with labels, and is axe-clean when idle', async () => {
    api = fakeSiteApi();
    const el = await form(ALL_FIELDS);
    const ids = parts(el, 'field').map((node) => node.dataset.fieldId);
    expect(ids).to.deep.equal(ALL_FIELDS.fields.filter((f) => !['section', 'hidden'].includes(f.type)).map((f) => f.id));
    expect(parts(el, 'section')[0]!.textContent).to.equal('About you');
    expect(parts(el, 'section')[0]!.hasAttribute('data-underline')).to.equal(true);
    expect(field(el, 'name').querySelectorAll('input').length).to.equal(2);
    expect(field(el, 'phone').querySelectorAll('input').length).to.equal(3);
    expect(field(el, 'phone2').querySelectorAll('input').length).to.equal(4);
    expect(field(el, 'address').querySelectorAll('input').length).to.equal(6);
    expect(field(el, 'time').querySelectorAll('input, select').length).to.equal(4);
    expect(field(el, 'rating').querySelectorAll('[role="radiogroup"]').length).to.equal(2);
    expect(Array.from(field(el, 'rating').querySelectorAll('label')).slice(0, 5).map((l) => l.textContent)).to.deep.equal([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
    expect(field(el, 'budget').querySelector('[part~="prefix"]')!.textContent).to.equal('€');
    expect(input(el, '[name="email"]').placeholder).to.equal('you@example.com');
    expect(submit(el).textContent).to.equal('Send message');
    await expect(el).to.be.accessible();
    // spec 01 §7: the form-render census call names the form.
    await waitUntil(() => api.calls.some((call) => call.path === '/api/census/form-render'), 'form-render census sent');
    expect(api.calls.find((call) => call.path === '/api/census/form-render')!.form.get('formId')).to.equal('contact');
    expect(console$.errors).to.deep.equal([]);
  });

  it('sends the form-render census in idle time, after the form answers its visitor (spec 01 §7)', async () => {
    api = fakeSiteApi();
    // Idle callbacks wait until the test lets them run.
    const held: Array<() => void> = [];
    const realIdle = window.requestIdleCallback;
    window.requestIdleCallback = ((run: () => void) => held.push(run)) as typeof window.requestIdleCallback;
    try {
      const el = await fixture<SsForm>(html`<ss-form><script type="application/json">${JSON.stringify(SIMPLE)}</script></ss-form>`);
      await rendered(el, '[part~="submit"]');
      await nextFrame();
      expect(api.calls.filter((call) => call.path === '/api/census/form-render'), 'nothing sent before idle time').to.deep.equal([]);
      expect(held.length, 'the form asked for idle time').to.be.greaterThan(0);
      for (const run of held.splice(0)) run();
      await waitUntil(() => api.calls.some((call) => call.path === '/api/census/form-render'), 'sent once the browser is idle');
      expect(api.calls.filter((call) => call.path === '/api/census/form-render').length).to.equal(1);
    } finally {
      window.requestIdleCallback = realIdle;
    }
  });

  it('shows the character counter and its over-limit state (spec 01 §5)', async () => {
    api = fakeSiteApi();
    const el = await form(ALL_FIELDS);
    const counter = () => parts(el, 'counter')[0]!;
    expect(counter().textContent).to.equal('0 / 20');
    await type(el, '[name="message"]', 'Twenty-one characters');
    expect(counter().textContent).to.equal('21 / 20');
    expect(counter().dataset.state).to.equal('over');
    expect(field(el, 'message').dataset.state).to.equal('error');
  });

  it('a keystroke draws its own field again, not every field of the form (typing stays quick in a long form)', async () => {
    api = fakeSiteApi();
    const el = await form(ALL_FIELDS);
    await type(el, '[name="text"]', 'Acme');
    // Written into another field's control behind React's back: a field drawn again would be put
    // back to its entry (a controlled input), one left alone keeps it.
    input(el, '[name="email"]').value = 'untouched';
    await type(el, '[name="message"]', 'Hi');
    expect(parts(el, 'counter')[0]!.textContent).to.equal('2 / 20');
    expect(input(el, '[name="email"]').value).to.equal('untouched');
    expect(input(el, '[name="text"]').value).to.equal('Acme');
  });

  it('checks entries before any request: spec message, field errors before titles, first error focused, axe-clean', async () => {
    api = fakeSiteApi();
    const el = await form(ALL_FIELDS);
    await type(el, '[name="email"]', 'ada@');
    await type(el, '[name="number"]', 'many');
    await type(el, '[name="address-Zip"]', '123');
    submit(el).click();
    await waitUntil(() => message(el) !== '');
    expect(message(el)).to.equal('One or more fields is invalid, please check your entries.');
    expect(api.calls.filter((c) => c.path.startsWith('/api/form/'))).to.have.length(0);
    const nameLegend = field(el, 'name').querySelector('legend')!;
    expect(nameLegend.firstElementChild!.textContent).to.equal('This field is required.');
    expect(field(el, 'email').querySelector('[part~="field-error"]')!.textContent).to.equal('Please enter a valid email');
    expect(field(el, 'number').querySelector('[part~="field-error"]')!.textContent).to.equal('Please enter a valid number.');
    expect(field(el, 'address').querySelector('[part~="field-error"]')!.textContent).to.equal('US zip codes must be exactly 5 digits.');
    const email = input(el, '[name="email"]');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(email.getAttribute('aria-describedby')).to.contain(field(el, 'email').querySelector('[part~="field-error"]')!.id);
    expect(el.shadowRoot!.activeElement).to.equal(input(el, '[name="name-First"]'));
    expect(parts(el, 'message')[0]!.getAttribute('role')).to.equal('alert');
    await expect(el).to.be.accessible();
  });

  it('focuses a required likert question left unanswered', async () => {
    api = fakeSiteApi();
    const el = await form({ formId: 'survey', fields: [{ id: 'rating', type: 'likert', title: 'Rating', required: true, options: ['Food'] }] });
    submit(el).click();
    await waitUntil(() => message(el) !== '');
    expect(field(el, 'rating').querySelector('[part~="field-error"]')!.textContent).to.equal('This field is required.');
    expect(el.shadowRoot!.activeElement).to.equal(input(el, '[name="rating-0"][value="-2"]'));
    await expect(el).to.be.accessible();
  });

  it('sends a key request then the save with every value serialised per spec 02 §3, then shows the focused success message', async () => {
    history.replaceState(null, '', `${location.pathname}?utm_source=newsletter`);
    api = fakeSiteApi();
    const el = await form(ALL_FIELDS);
    await type(el, '[name="name-First"]', 'Ada');
    await type(el, '[name="name-Last"]', 'Lovelace');
    await fillSimple(el);
    await type(el, '[name="phone-Areacode"]', '555');
    await type(el, '[name="phone-Prefix"]', '123');
    await type(el, '[name="phone-Line"]', '4567');
    input(el, '[name="size"][value="Large"]').click();
    input(el, '[name="topics"][value="Events"]').click();
    input(el, '[name="topics"][value="News"]').click();
    input(el, '[name="rating-0"][value="2"]').click();
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('select[name="country"]')!;
    select.value = 'Japan';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await nextFrame();
    const success = oneEvent(document, 'ss-form-submit-success');
    submit(el).click();
    const event = await success;
    expect(event.detail).to.deep.equal({ formId: 'contact', submissionId: '7', isNewsletter: false, redirect: null });
    expect(api.calls.filter((c) => c.path.startsWith('/api/form/')).map((c) => c.path)).to.deep.equal([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
    const body = api.saves()[0]!.form;
    expect(body.get('key')).to.equal('key-1');
    expect(body.get('formId')).to.equal('contact');
    expect(body.get('submitButtonText')).to.equal('Send message');
    const values = JSON.parse(body.get('form')!);
    expect(values.intro).to.equal(undefined);
    expect(values.name).to.deep.equal(['Ada', 'Lovelace']);
    expect(values.phone).to.deep.equal(['', '555', '123', '4567']);
    expect(values.size).to.equal('Large');
    expect(values.topics).to.deep.equal(['News', 'Events']);
    expect(values.country).to.equal('Japan');
    expect(values.rating).to.deep.equal({ Service: '2' });
    expect(values.source).to.equal('newsletter');
    expect(values.date).to.deep.equal(['', '', '']);
    await waitUntil(() => parts(el, 'success').length === 1);
    expect(parts(el, 'success')[0]!.textContent).to.equal('Thanks, we will be in touch.');
    expect(el.shadowRoot!.activeElement).to.equal(parts(el, 'success')[0]);
    expect(parts(el, 'form')).to.have.length(0);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('sends one request for a double click, with the submitting class and in-progress text meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api = fakeSiteApi(async () => {
      await gate;
      return { status: 200, body: { success: true, submissionId: '1' } };
    });
    const el = await form(SIMPLE, 'Sending now…');
    await fillSimple(el);
    submit(el).click();
    submit(el).click();
    await waitUntil(() => api.saves().length === 1);
    expect(parts(el, 'base')[0]!.classList.contains('submitting')).to.equal(true);
    expect(submit(el).textContent).to.equal('Sending now…');
    submit(el).click();
    release();
    await waitUntil(() => stateOf(el) === 'success');
    expect(api.keys()).to.have.length(1);
    expect(api.saves()).to.have.length(1);
  });

  const statusCases: Array<[number, unknown, string]> = [
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, { error: 'This form has not been configured yet.' }, 'This form has not been configured yet.'],
    [429, { error: 'Too many requests' }, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, { error: 'boom' }, 'Unable to send form. Please try again later.'],
    [418, { error: 'The teapot refused.' }, 'The teapot refused.'],
    [409, {}, 'Unknown error, please try again later.'],
  ];
  for (const [status, body, text] of statusCases) {
    it(`shows the spec 02 §8 message for status ${status} and keeps the entries`, async () => {
      api = fakeSiteApi(() => ({ status, body }));
      const el = await form(SIMPLE);
      await fillSimple(el);
      submit(el).click();
      await waitUntil(() => stateOf(el) === 'error');
      expect(message(el)).to.contain(text);
      expect(input(el, '[name="email"]').value).to.equal('ada@example.com');
      expect(el.shadowRoot!.activeElement).to.equal(parts(el, 'message')[0]);
    });
  }

  it('keeps the entries after a network failure, says so, and the retry sends the same key (stored once)', async () => {
    api = fakeSiteApi((_call, n) => (n <= 2 ? 'network' : { status: 200, body: { success: true, submissionId: '9' } }));
    const el = await form(SIMPLE);
    await fillSimple(el);
    await type(el, '[name="message"]', 'Hello there');
    const failed = oneEvent(document, 'ss-form-submit-error');
    submit(el).click();
    expect((await failed).detail.status).to.equal(0);
    await waitUntil(() => message(el) !== '');
    // spec 02 §8's text exactly, then the reassurance on a line of its own (announced after it).
    expect(el.shadowRoot!.querySelector('[part~="message"] .message-text')!.textContent).to.equal('Unable to connect…');
    expect(parts(el, 'message-note')[0]!.textContent).to.equal('Your entries are still here, so you can try again.');
    expect(el.shadowRoot!.querySelector<HTMLTextAreaElement>('[name="message"]')!.value).to.equal('Hello there');
    await expect(el).to.be.accessible();
    submit(el).click();
    await waitUntil(() => stateOf(el) === 'success');
    expect(api.keys()).to.have.length(1);
    expect(api.saves().map((call) => call.form.get('key'))).to.deep.equal(['key-1', 'key-1', 'key-1']);
  });

  it('marks the fields of a 400 field map with the review messages above and below', async () => {
    api = fakeSiteApi(() => ({ status: 400, body: { error: 'One or more fields is invalid, please check your entries.', errors: { email: 'This address is blocked.', ghost: 'x' } } }));
    const el = await form(SIMPLE);
    await fillSimple(el);
    submit(el).click();
    await waitUntil(() => stateOf(el) === 'error');
    expect(parts(el, 'review-message').map((node) => node.textContent)).to.deep.equal([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(field(el, 'email').querySelector('[part~="field-error"]')!.textContent).to.equal('This address is blocked.');
    expect(el.shadowRoot!.activeElement).to.equal(input(el, '[name="email"]'));
    await expect(el).to.be.accessible();
  });

  it('refuses a javascript: redirect and shows the success message instead', async () => {
    api = fakeSiteApi();
    const el = await form({ ...SIMPLE, successRedirect: 'javascript:window.__ssRedirected=true' });
    await fillSimple(el);
    submit(el).click();
    await waitUntil(() => stateOf(el) === 'success');
    expect((window as { __ssRedirected?: boolean }).__ssRedirected).to.equal(undefined);
    expect(parts(el, 'success')[0]!.textContent).to.equal('Thank you!');
  });

  it('follows a same-site redirect', async () => {
    api = fakeSiteApi();
    const el = await form({ ...SIMPLE, successRedirect: '#thanks' });
    await fillSimple(el);
    const success = oneEvent(document, 'ss-form-submit-success');
    submit(el).click();
    expect((await success).detail.redirect).to.equal(`${location.origin}${location.pathname}#thanks`);
    await waitUntil(() => location.hash === '#thanks');
    history.replaceState(null, '', location.pathname);
  });

  it('lets the page cancel the redirect: ss-form-submit-success is cancelable', async () => {
    api = fakeSiteApi();
    const el = await form({ ...SIMPLE, successRedirect: '#cancelled' });
    await fillSimple(el);
    document.addEventListener('ss-form-submit-success', (event) => event.preventDefault(), { once: true });
    submit(el).click();
    await waitUntil(() => parts(el, 'success').length === 1);
    expect(location.hash).to.equal('');
    expect(parts(el, 'success')[0]!.textContent).to.equal('Thank you!');
  });

  it('shows owner success HTML through the Trusted Types policy and re-runs its scripts', async () => {
    api = fakeSiteApi();
    const el = await form({ ...SIMPLE, successMessage: undefined, successHtml: '<p><strong>Got it.</strong></p><script>window.__ssSuccessScript = (window.__ssSuccessScript || 0) + 1;</script>' });
    await fillSimple(el);
    submit(el).click();
    await waitUntil(() => stateOf(el) === 'success');
    expect(parts(el, 'success')[0]!.querySelector('strong')!.textContent).to.equal('Got it.');
    // The sanitiser loads while the form is sent, so the message has its text when it shows and
    // takes the focus (spec 02 §4), as a plain success message does.
    await waitUntil(() => el.shadowRoot!.activeElement === parts(el, 'success')[0], 'the success message did not take the focus');
    await waitUntil(() => (window as { __ssSuccessScript?: number }).__ssSuccessScript === 1);
  });

  it('shows a small error state and one console error for an invalid definition; the page keeps working', async () => {
    const el = await fixture<SsForm>(html`<ss-form data-block-json='{"formId":"x","fields":[{"id":"a","type":"signature"}]}'></ss-form>`);
    await rendered(el);
    expect(stateOf(el)).to.equal('invalid');
    expect(parts(el, 'error')[0]!.textContent).to.equal('This form cannot be shown: its definition is invalid.');
    expect(console$.errors).to.have.length(1);
    expect(console$.errors[0]).to.contain('fields.0.type');
    await expect(el).to.be.accessible();
  });

  it('an invalid definition leaves the plain fallback form in view, so visitors can still send it', async () => {
    const el = await fixture<SsForm>(html`<ss-form data-block-json='{"formId":"x","fields":[{"id":"a","type":"signature"}]}'></ss-form>`);
    el.insertAdjacentHTML('beforeend', plainFormHtml(formDefinitionSchema.parse(SIMPLE)));
    await rendered(el);
    expect(stateOf(el)).to.equal('invalid');
    const plain = el.querySelector<HTMLFormElement>('form.ssf-form')!;
    expect(plain.getClientRects().length).to.be.greaterThan(0);
    expect(plain.querySelector<HTMLInputElement>('[name="email"]')!.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(console$.errors).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('reads the definition from a child JSON script', async () => {
    api = fakeSiteApi();
    const el = await fixture<SsForm>(html`<ss-form><script type="application/json">${JSON.stringify(SIMPLE)}</script></ss-form>`);
    await rendered(el);
    expect(input(el, '[name="email"]')).to.be.instanceOf(HTMLInputElement);
  });

  describe('captcha (spec 03 §4, local provider)', () => {
    const providerUrl = '/test/support/captcha-provider.js';

    it('asks for the captcha first, sends its token, and resets it after a failure', async () => {
      setPageContext({ website: { id: 'w1' }, captchaSettings: { siteKey: 'site-key', scriptUrl: providerUrl } });
      api = fakeSiteApi((_call, n) => (n <= 2 ? { status: 500, body: {} } : { status: 200, body: { success: true } }));
      const el = await form({ ...SIMPLE, captcha: true });
      await waitUntil(() => el.shadowRoot!.querySelector('.test-captcha'), 'captcha rendered');
      const box = el.shadowRoot!.querySelector<HTMLButtonElement>('.test-captcha')!;
      await fillSimple(el);
      // spec 02 §4: the button bound to the captcha is disabled until it is completed.
      expect(submit(el).getAttribute('aria-disabled')).to.equal('true');
      submit(el).click();
      await waitUntil(() => message(el) === 'Complete CAPTCHA before submitting.');
      expect(api.saves()).to.have.length(0);
      box.click();
      await waitUntil(() => !submit(el).hasAttribute('aria-disabled'));
      submit(el).click();
      await waitUntil(() => api.saves().length === 2);
      expect(api.saves()[0]!.form.get('captchaKey')).to.match(/^test-captcha-token-/);
      await waitUntil(() => stateOf(el) === 'error');
      expect(box.getAttribute('aria-checked')).to.equal('false');
      expect(submit(el).getAttribute('aria-disabled')).to.equal('true');
      await expect(el).to.be.accessible();
    });

    it('shows the site API\'s captcha refusal (token failed verification) and asks for the captcha again', async () => {
      setPageContext({ website: { id: 'w1' }, captchaSettings: { siteKey: 'site-key', scriptUrl: providerUrl } });
      api = fakeSiteApi((_call, n) =>
        n === 1 ? { status: 400, body: { error: 'Complete CAPTCHA before submitting.', captchaInvalid: true } } : { status: 200, body: { success: true, submissionId: '9' } },
      );
      const el = await form({ ...SIMPLE, captcha: true });
      await waitUntil(() => el.shadowRoot!.querySelector('.test-captcha'), 'captcha rendered');
      const box = el.shadowRoot!.querySelector<HTMLButtonElement>('.test-captcha')!;
      await fillSimple(el);
      box.click();
      await waitUntil(() => !submit(el).hasAttribute('aria-disabled'));
      submit(el).click();
      await waitUntil(() => stateOf(el) === 'error');
      expect(message(el)).to.equal('Complete CAPTCHA before submitting.');
      expect(box.getAttribute('aria-checked')).to.equal('false');
      expect(input(el, '[name="email"]').value).to.equal('ada@example.com');
      box.click();
      await waitUntil(() => !submit(el).hasAttribute('aria-disabled'));
      submit(el).click();
      await waitUntil(() => stateOf(el) === 'success');
      const [first, second] = api.saves();
      expect(second!.form.get('key')).to.equal(first!.form.get('key'));
      expect(second!.form.get('captchaKey')).to.not.equal(first!.form.get('captchaKey'));
    });

    it("says 'ReCaptcha has not been set up!' quietly when the site has no key", async () => {
      api = fakeSiteApi();
      const el = await form({ ...SIMPLE, captcha: true });
      await waitUntil(() => parts(el, 'captcha-problem').length === 1);
      expect(parts(el, 'captcha-problem')[0]!.textContent).to.equal('ReCaptcha has not been set up!');
      expect(console$.errors).to.deep.equal(['Sitestack: <ss-form> ReCaptcha has not been set up!']);
      console$.errors.length = 0;
    });

    it('renders compact below 320 px', async () => {
      setPageContext({ website: { id: 'w1' }, captchaSettings: { siteKey: 'site-key', scriptUrl: providerUrl } });
      api = fakeSiteApi();
      const el = await fixture<SsForm>(html`<div style="width: 300px"><ss-form data-block-json=${JSON.stringify({ ...SIMPLE, captcha: true })}></ss-form></div>`);
      const inner = el.querySelector('ss-form')!;
      await waitUntil(() => inner.shadowRoot!.querySelector('.test-captcha'));
      expect(inner.shadowRoot!.querySelector<HTMLElement>('.test-captcha')!.dataset.size).to.equal('compact');
    });
  });

  describe('address place autocomplete (site with a maps key)', () => {
    const ADDRESS_FORM = { formId: 'delivery', fields: [{ id: 'address', type: 'address', title: 'Delivery address' }] };
    let places: FetchFake | undefined;
    const requests = () => places!.calls.map((call) => call.url);
    const place = {
      placeId: 'p1',
      name: 'Harbour Café',
      formattedAddress: '12 Quay Street, Springfield, IL 62701, USA',
      location: null,
      addressComponents: [
        { longText: '12', shortText: '12', types: ['street_number'] },
        { longText: 'Quay Street', shortText: 'Quay St', types: ['route'] },
        { longText: 'Springfield', shortText: 'Springfield', types: ['locality'] },
        { longText: 'Illinois', shortText: 'IL', types: ['administrative_area_level_1'] },
        { longText: '62701', shortText: '62701', types: ['postal_code'] },
        { longText: 'United States', shortText: 'US', types: ['country'] },
      ],
    };
    function placesApi(configured: boolean) {
      const notConfigured = { status: 503, json: { error: 'Place lookup is not configured', notConfigured: true } };
      places = installFetchFake({ unmatched: { json: { success: true } } })
        .on('*', '/api/google-maps/places/autocomplete', configured ? { json: { predictions: [{ placeId: 'p1', description: '12 Quay Street, Springfield, IL, USA', mainText: '12 Quay Street', secondaryText: 'Springfield' }] } } : notConfigured)
        .on('*', '/api/google-maps/places/details', configured ? { json: { place } } : notConfigured);
    }
    beforeEach(() => setPageContext({ website: { id: 'w1' }, mapsRenderKey: 'a2V5' }));
    afterEach(() => {
      places?.restore();
      resetPlaceAutocompleteForTests();
    });

    it('suggests places as a combobox and fills every address part from the chosen one', async () => {
      placesApi(true);
      const el = await form(ADDRESS_FORM);
      const line1 = input(el, '[name="address-Line1"]');
      expect(line1.getAttribute('role')).to.equal('combobox');
      expect(line1.getAttribute('aria-expanded')).to.equal('false');
      await type(el, '[name="address-Line1"]', '12 Qu');
      await waitUntil(() => line1.getAttribute('aria-expanded') === 'true', 'suggestions shown');
      const asked = requests().find((url) => url.pathname === '/api/google-maps/places/autocomplete')!;
      expect(asked.searchParams.get('productPage')).to.equal('forms');
      expect(asked.searchParams.get('productSection')).to.equal('address-field');
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'ArrowDown' });
      expect(line1.getAttribute('aria-activedescendant')).to.equal(parts(el, 'suggestion')[0]!.id);
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => input(el, '[name="address-Zip"]').value === '62701', 'address filled');
      const values = ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'].map((part) => input(el, `[name="address-${part}"]`).value);
      expect(values).to.deep.equal(['12 Quay Street', '', 'Springfield', 'IL', '62701', 'United States']);
      const details = requests().find((url) => url.pathname === '/api/google-maps/places/details')!;
      expect(details.searchParams.get('placeId')).to.equal('p1');
      expect(details.searchParams.get('productSection')).to.equal('address-field');
      expect(line1.getAttribute('aria-expanded')).to.equal('false');
    });

    it('stays a plain input with no error shown when the server has no places provider', async () => {
      placesApi(false);
      const el = await form(ADDRESS_FORM);
      await type(el, '[name="address-Line1"]', '12 Quay');
      await waitUntil(() => requests().some((url) => url.pathname === '/api/google-maps/places/autocomplete'));
      // The not-configured answer turns suggestions off for the page.
      await waitUntil(() => !isPlaceAutocompleteOffered({ mapsRenderKey: 'a2V5' }), 'suggestions turned off');
      await nextFrame();
      const line1 = input(el, '[name="address-Line1"]');
      expect(line1.getAttribute('aria-expanded')).to.equal('false');
      expect(line1.value).to.equal('12 Quay');
      expect(message(el)).to.equal('');
      expect(console$.errors).to.deep.equal([]);
    });

    it('offers nothing without a maps key', async () => {
      setPageContext({ website: { id: 'w1' } });
      placesApi(true);
      const el = await form(ADDRESS_FORM);
      expect(input(el, '[name="address-Line1"]').hasAttribute('role')).to.equal(false);
    });
  });

  it('keeps the entries and the pending key when the page moves the element (nothing lost)', async () => {
    api = fakeSiteApi((_call, n) => (n <= 2 ? 'network' : { status: 200, body: { success: true, submissionId: '4' } }));
    const el = await form(SIMPLE);
    await fillSimple(el);
    submit(el).click();
    await waitUntil(() => stateOf(el) === 'error');
    const elsewhere = document.createElement('div');
    el.parentElement!.append(elsewhere);
    elsewhere.append(el);
    await rendered(el);
    expect(input(el, '[name="email"]').value).to.equal('ada@example.com');
    submit(el).click();
    await waitUntil(() => stateOf(el) === 'success');
    expect(api.keys()).to.have.length(1);
    document.body.append(el);
    await rendered(el);
    expect(stateOf(el)).to.equal('success');
    elsewhere.remove();
    el.remove();
  });

  it('the honeypot is hidden from people and assistive technology', async () => {
    api = fakeSiteApi();
    const el = await form(SIMPLE);
    const trap = el.shadowRoot!.querySelector<HTMLElement>('.honeypot')!;
    expect(trap.getAttribute('aria-hidden')).to.equal('true');
    expect(trap.querySelector('input')!.tabIndex).to.equal(-1);
    expect(trap.getBoundingClientRect().width).to.be.at.most(1);
    await fillSimple(el);
    submit(el).click();
    await waitUntil(() => stateOf(el) === 'success');
    expect(api.saves()[0]!.form.has('honeypot')).to.equal(false);
  });
  it('scrolls the page to the form, 25 px below the top, when the success message is empty (spec 02 §4, §9)', async () => {
    api = fakeSiteApi();
    const wrapper = await fixture<HTMLElement>(html`<div><div style="height: 1500px"></div><div style="height: 3000px"></div></div>`);
    const el = document.createElement('ss-form');
    el.setAttribute('data-block-json', JSON.stringify({ ...SIMPLE, successMessage: '' }));
    wrapper.insertBefore(el, wrapper.lastElementChild);
    await rendered(el, '[part~="submit"]');
    await fillSimple(el);
    try {
      window.scrollTo(0, document.documentElement.scrollHeight);
      submit(el).click();
      await waitUntil(() => stateOf(el) === 'success');
      await waitUntil(() => Math.abs(el.getBoundingClientRect().top - 25) < 2, 'the form sits 25 px below the top of the viewport');
      await expect(el).to.be.accessible();
    } finally {
      window.scrollTo(0, 0);
    }
  });

  it("shows the site's own translations (#ss-messages) for labels, buttons and spec messages", async () => {
    const messages = document.createElement('script');
    messages.type = 'application/json';
    messages.id = 'ss-messages';
    messages.textContent = JSON.stringify({
      fr: {
        'form.part.First': 'Prénom',
        'form.selectPlaceholder': 'Choisissez',
        'form.likert.2': "Tout à fait d'accord",
        'form.invalid': 'Un ou plusieurs champs sont invalides.',
        'form.fieldRequired': 'Ce champ est obligatoire.',
        'form.rateLimited': 'Trop d’envois. Réessayez plus tard.',
        'form.entriesKept': 'Vos réponses sont toujours là.',
        'form.submitting': 'Envoi…',
      },
    });
    document.head.append(messages);
    forgetSiteCatalogues();
    setPageContext({ website: { id: 'w1' }, locale: 'fr-FR' });
    try {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      api = fakeSiteApi(async () => {
        await gate;
        return { status: 429, body: { error: 'Too many' } };
      });
      const el = await form(ALL_FIELDS, null);
      expect(el.shadowRoot!.textContent).to.contain('Prénom');
      expect(el.shadowRoot!.textContent).to.contain('Choisissez');
      expect(el.shadowRoot!.textContent).to.contain("Tout à fait d'accord");
      submit(el).click();
      await waitUntil(() => stateOf(el) === 'error');
      expect(message(el)).to.equal('Un ou plusieurs champs sont invalides.');
      expect(field(el, 'name').textContent).to.contain('Ce champ est obligatoire.');
      await expect(el).to.be.accessible();
      const simple = await form(SIMPLE, null);
      await fillSimple(simple);
      submit(simple).click();
      await waitUntil(() => submit(simple).textContent === 'Envoi…');
      release();
      await waitUntil(() => stateOf(simple) === 'error');
      expect(simple.shadowRoot!.querySelector('[part~="message"] .message-text')!.textContent).to.equal('Trop d’envois. Réessayez plus tard.');
      expect(parts(simple, 'message-note')[0]!.textContent).to.equal('Vos réponses sont toujours là.');
    } finally {
      messages.remove();
      forgetSiteCatalogues();
    }
  });

  // The pre-upgrade rules apply to `ss-form:not(:defined)`; the same rules under a tag that is
  // never defined show the plain fallback form as it stands before the chunk arrives.
  describe('the plain HTML fallback (no script yet, or none at all)', () => {
    const GEOMETRY = {
      ...ALL_FIELDS,
      fields: ALL_FIELDS.fields.map((f, i) => (i % 3 === 1 ? { ...f, required: true, description: `About ${f.title ?? f.id}: a line of help.` } : f)),
    };
    // The narrow case also themes the font (--ss-font-family), which both must follow.
    for (const [width, theme] of [
      [640, ''],
      [300, '--ss-font-family: monospace; font-size: 18px;'],
    ] as const) {
      it(`takes the box the upgraded form takes, field by field (${width} px wide${theme ? ', themed font' : ''}): the upgrade shifts nothing`, async () => {
        const style = document.createElement('style');
        style.textContent = preUpgradeCss.replace(/(?<![-\w])ss-form(?![-\w])/g, 'ss-form-pending');
        document.head.append(style);
        try {
          const json = JSON.stringify(GEOMETRY);
          const fallback = plainFormHtml(formDefinitionSchema.parse(GEOMETRY));
          const wrapper = await fixture<HTMLElement>(html`<div style=${`width: ${width}px; ${theme}`}></div>`);
          wrapper.innerHTML = `<div><ss-form-pending><script type="application/json">${json}</script>${fallback}</ss-form-pending></div><div><ss-form><script type="application/json">${json}</script>${fallback}</ss-form></div>`;
          const before = wrapper.querySelector<HTMLElement>('ss-form-pending')!;
          const after = wrapper.querySelector<HTMLElement>('ss-form')!;
          await rendered(after, '[part~="submit"]');
          await nextFrame();
          const boxes = (host: HTMLElement, root: ParentNode, selector: string) => {
            const origin = host.getBoundingClientRect();
            return [...root.querySelectorAll(selector)].map((node) => {
              const r = node.getBoundingClientRect();
              return [r.x - origin.x, r.y - origin.y, r.width, r.height].map((v) => Math.round(v));
            });
          };
          const fallbackFields = boxes(before, before, '.ssf-fields > *');
          const upgradedFields = boxes(after, after.shadowRoot!, '[part~="fields"] > *');
          expect(fallbackFields).to.have.length(GEOMETRY.fields.length - 1); // all but the hidden one
          expect(upgradedFields).to.deep.equal(fallbackFields);
          expect(boxes(after, after.shadowRoot!, '[part~="input"]')).to.deep.equal(boxes(before, before, '.ssf-input'));
          expect(boxes(after, after.shadowRoot!, '[part~="submit"]')).to.deep.equal(boxes(before, before, '.ssf-submit'));
          expect(Math.round(after.getBoundingClientRect().height)).to.equal(Math.round(before.getBoundingClientRect().height));
        } finally {
          style.remove();
        }
      });
    }

    it('is a real form posting every field under the names the site API reads', async () => {
      const markup = plainFormHtml(formDefinitionSchema.parse(ALL_FIELDS));
      const holder = await fixture<HTMLElement>(html`<div></div>`);
      holder.innerHTML = markup;
      const plain = holder.querySelector('form')!;
      expect(plain.method).to.equal('post');
      expect(new URL(plain.action).pathname).to.equal('/api/form/plain/contact');
      const names = new Set([...plain.elements].map((element) => (element as HTMLInputElement).name).filter(Boolean));
      for (const name of ['name-First', 'name-Last', 'email', 'phone-Areacode', 'phone2-Country', 'address-Zip', 'time-Ampm', 'size', 'topics', 'country', 'rating-0', 'rating-1', 'source', 'website_confirm']) {
        expect(names.has(name), name).to.equal(true);
      }
      await expect(holder).to.be.accessible();
    });

    it('keeps what the visitor typed into the fallback before the upgrade (nothing lost)', async () => {
      const json = JSON.stringify(SIMPLE);
      const holder = await fixture<HTMLElement>(html`<div></div>`);
      holder.innerHTML = `<ss-form-later><script type="application/json">${json}</script>${plainFormHtml(formDefinitionSchema.parse(SIMPLE))}</ss-form-later>`;
      const pending = holder.querySelector('ss-form-later')!;
      pending.querySelector<HTMLInputElement>('[name="email"]')!.value = 'early@example.com';
      pending.querySelector<HTMLTextAreaElement>('[name="message"]')!.value = 'Typed before the script came.';
      const el = document.createElement('ss-form');
      el.append(...pending.childNodes);
      pending.replaceWith(el);
      await rendered(el, '[part~="submit"]');
      expect(input(el, '[name="email"]').value).to.equal('early@example.com');
      expect(input(el, '[name="message"]').value).to.equal('Typed before the script came.');
    });
  });
});

describe('<ss-form> drawn by the server (issue 15)', () => {
  const definition = {
    formId: 'server-drawn',
    submitButtonText: 'Send',
    fields: [
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'note', type: 'textarea', title: 'Note', maxLength: 50 },
    ],
  };
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('is a form that posts to the no-script route, hydrated in place with no warning', async () => {
    const console$ = captureConsole();
    try {
      const el = insertServerMarkup(container, serverMarkup(SsForm, `<ss-form><script type="application/json">${JSON.stringify(definition)}</script></ss-form>`));
      const form = el.shadowRoot!.querySelector('form')!;
      expect(form.getAttribute('method')).to.equal('post');
      expect(form.getAttribute('action')).to.equal('/api/form/plain/server-drawn');
      await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'hydrates when idle');
      expect(el.shadowRoot!.querySelector('form'), 'the same form, not a new drawing').to.equal(form);
      await nextFrame();
      expect(console$.errors).to.deep.equal([]);
      expect(console$.warnings).to.deep.equal([]);
    } finally {
      console$.restore();
    }
  });

  it('keeps what the visitor typed before hydration (nothing lost)', async () => {
    container.style.paddingTop = '5000px';
    const el = insertServerMarkup(container, serverMarkup(SsForm, `<ss-form><script type="application/json">${JSON.stringify(definition)}</script></ss-form>`));
    const root = el.shadowRoot!.querySelector('[data-ss-root]')!;
    const email = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(root.getAttribute('data-ss-root'), 'waiting: far below the viewport').to.equal('server');
    email.value = 'early@example.com';
    const note = el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea[name="note"]')!;
    note.focus(); // focus inside the block makes its hydration due
    expect(root.getAttribute('data-ss-root')).to.equal('');
    await sendKeys({ type: 'Hi!' });
    // The counter follows the note only once React handles it: a render after hydration happened.
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="counter"]')?.textContent === '3 / 50', 'the note is handled by the hydrated form');
    expect(email.value).to.equal('early@example.com');
  });

  it('hydrates a counter that counted the typing before the code came: same count, same field, no warning (spec 01 §5)', async () => {
    const stopHolding = holdEarlyInteractions(document, () => new Promise<void>(() => undefined));
    const console$ = captureConsole();
    try {
      container.style.paddingTop = '5000px';
      const el = insertServerMarkup(container, serverMarkup(SsForm, `<ss-form><script type="application/json">${JSON.stringify(definition)}</script></ss-form>`));
      const root = el.shadowRoot!.querySelector('[data-ss-root]')!;
      const note = el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea[name="note"]')!;
      const counter = () => el.shadowRoot!.querySelector<HTMLElement>('[part~="counter"]')!;
      const field = () => el.shadowRoot!.querySelector<HTMLElement>('[data-field-id="note"]')!;
      // Typed while the form waits for its code (far below the viewport, not yet focused).
      note.value = 'x'.repeat(52);
      note.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: 'x' }));
      expect(root.getAttribute('data-ss-root')).to.equal('server');
      expect([counter().textContent, counter().dataset.state, field().dataset.state], 'counted before hydration').to.deep.equal(['52 / 50', 'over', 'error']);
      note.focus(); // hydration is due
      await waitUntil(() => Object.keys(note).some((key) => key.startsWith('__reactFiber$')), 'the field is hydrated');
      await nextFrame();
      expect(el.shadowRoot!.querySelector('textarea[name="note"]'), 'the same field').to.equal(note);
      expect(el.shadowRoot!.activeElement, 'still focused').to.equal(note);
      expect([counter().textContent, counter().dataset.state, field().dataset.state]).to.deep.equal(['52 / 50', 'over', 'error']);
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ press: 'Backspace' });
      await waitUntil(() => counter().textContent === '50 / 50', 'the hydrated form counts from what was typed');
      expect([counter().dataset.state, field().dataset.state]).to.deep.equal(['ok', 'valid']);
      expect(console$.errors).to.deep.equal([]);
      expect(console$.warnings).to.deep.equal([]);
    } finally {
      console$.restore();
      stopHolding();
    }
  });

  it("answers a first keystroke with its own field's hydration; the other fields follow, and what was typed in them is sent", async () => {
    const api = fakeSiteApi();
    const console$ = captureConsole();
    try {
      container.style.paddingTop = '5000px';
      const withName = { ...definition, fields: [{ id: 'name', type: 'text', title: 'Name' }, ...definition.fields] };
      const el = insertServerMarkup(container, serverMarkup(SsForm, `<ss-form><script type="application/json">${JSON.stringify(withName)}</script></ss-form>`));
      const name = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="name"]')!;
      const email = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="email"]')!;
      const note = el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea[name="note"]')!;
      // React marks each element it has taken over (hydrated) with its internal fiber key.
      const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
      email.value = 'early@example.com';
      // A keystroke as the browser sends it: focus makes hydration due, the input event needs an answer now.
      note.focus();
      note.value = 'Hi!';
      note.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: '!' }));
      expect(el.shadowRoot!.querySelector('[part~="counter"]')?.textContent, 'answered in the task of the keystroke').to.equal('3 / 50');
      expect(hydrated(note)).to.equal(true);
      // The field typed in is hydrated at once, and one whose entry came before the code (its entry
      // is taken into the form's state); the others are hydrated after it, in the background (a
      // long form on a phone took about 150 ms to hydrate all its fields in the keystroke's task).
      expect(hydrated(email), 'the early entry is taken').to.equal(true);
      expect(hydrated(name), 'the name field waits').to.equal(false);
      await waitUntil(() => hydrated(name), 'the name field is hydrated after the keystroke');
      // Typed into after its hydration: handled by React like any field.
      name.focus();
      await sendKeys({ type: 'Ada' });
      const success = oneEvent(document, 'ss-form-submit-success');
      submit(el).click();
      await success;
      const values = JSON.parse(api.saves()[0]!.form.get('form')!);
      expect(values).to.deep.include({ name: 'Ada', email: 'early@example.com', note: 'Hi!' });
      expect(console$.errors).to.deep.equal([]);
      expect(console$.warnings).to.deep.equal([]);
    } finally {
      console$.restore();
      api.restore();
    }
  });

  it('shows every error of a submit pressed before the other fields are hydrated, with no warning', async () => {
    const console$ = captureConsole();
    try {
      container.style.paddingTop = '5000px';
      const el = insertServerMarkup(container, serverMarkup(SsForm, `<ss-form><script type="application/json">${JSON.stringify(definition)}</script></ss-form>`));
      const note = el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea[name="note"]')!;
      note.focus();
      note.value = 'Hi!';
      note.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: '!' }));
      // The required email is empty and its field not hydrated yet: its error reaches it all the same.
      submit(el).click();
      await waitUntil(() => el.shadowRoot!.querySelector('[data-field-id="email"] [part~="field-error"]'), 'the email field shows its error');
      expect(stateOf(el)).to.equal('error');
      expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[name="email"]')!.getAttribute('aria-invalid')).to.equal('true');
      await nextFrame();
      expect(console$.errors).to.deep.equal([]);
      expect(console$.warnings).to.deep.equal([]);
    } finally {
      console$.restore();
    }
  });
});

