import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsNewsletter } from '../../src/elements/newsletter.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { formDefinitionSchema } from '../../src/runtime/forms/form-definition.js';
import { plainFormHtml } from '../../src/runtime/forms/plain-form-html.js';
import preUpgradeCss from '../../src/styles/pre-upgrade.css?inline';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installFetchFake, type FetchReply } from '../support/fetch-fake.js';

defineForTest('ss-newsletter', SsNewsletter);

/** The network boundary answers like the site API; `save` decides the SaveFormSubmission reply. */
function fakeSiteApi(save: () => FetchReply) {
  const fake = installFetchFake({ unmatched: { json: { success: true } } })
    .on('*', '/api/form/FormSubmissionKey', { json: { key: 'k1' } })
    .on('*', '/api/form/SaveFormSubmission', save);
  return { saves: () => fake.callsTo('/api/form/SaveFormSubmission').map((call) => call.form), restore: fake.restore };
}

const DEFINITION = {
  formId: 'newsletter',
  name: 'Newsletter',
  submitButtonText: 'Subscribe',
  successMessage: "You're on the list.",
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
    { id: 'name', type: 'name', title: 'Name' },
  ],
};

async function newsletter(): Promise<SsNewsletter> {
  const el = await fixture<SsNewsletter>(html`<ss-newsletter data-block-json=${JSON.stringify(DEFINITION)}></ss-newsletter>`);
  await rendered(el);
  return el;
}

async function typeEmail(el: HTMLElement, text: string) {
  el.shadowRoot!.querySelector<HTMLInputElement>('[name="email"]')!.focus();
  await sendKeys({ type: text });
}

const submit = (el: HTMLElement) => parts<HTMLButtonElement>(el, 'submit')[0]!;
const stateOf = (el: HTMLElement) => parts(el, 'base')[0]!.dataset.state;

describe('<ss-newsletter>', () => {
  let console$: ReturnType<typeof captureConsole>;
  let api: ReturnType<typeof fakeSiteApi> | undefined;
  beforeEach(() => {
    setPageContext({ website: { id: 'w1' } });
    console$ = captureConsole();
  });
  afterEach(() => {
    console$.restore();
    api?.restore();
    api = undefined;
  });

  it('puts the button beside the fields when wide, and under them with --ss-newsletter-layout: column', async () => {
    const el = await newsletter();
    el.style.display = 'block';
    el.style.width = '48rem';
    await nextFrame();
    const input = () => el.shadowRoot!.querySelector<HTMLInputElement>('[name="email"]')!.getBoundingClientRect();
    expect(submit(el).getBoundingClientRect().top).to.be.lessThan(input().bottom);
    el.style.setProperty('--ss-newsletter-layout', 'column');
    await nextFrame();
    expect(submit(el).getBoundingClientRect().top).to.be.at.least(input().bottom);
  });

  it('renders the email and name fields with the subscribe button, axe-clean', async () => {
    const el = await newsletter();
    expect(parts(el, 'field').map((node) => node.dataset.fieldId)).to.deep.equal(['email', 'name']);
    expect(submit(el).textContent).to.equal('Subscribe');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('subscribes with Enter: the subscribe tracking event and the success event reach the page', async () => {
    api = fakeSiteApi(() => ({ status: 200, json: { success: true, submissionId: '3' } }));
    const el = await newsletter();
    const subscribed = oneEvent(document, 'ss-newsletter-subscribe');
    const success = oneEvent(document, 'ss-form-submit-success');
    await typeEmail(el, 'reader@example.com');
    await sendKeys({ press: 'Enter' });
    expect((await subscribed).detail).to.deep.equal({ formId: 'newsletter' });
    expect((await success).detail.isNewsletter).to.equal(true);
    expect(JSON.parse(api.saves()[0]!.get('form')!)).to.deep.equal({ email: 'reader@example.com', name: ['', ''] });
    await waitUntil(() => stateOf(el) === 'success');
    expect(parts(el, 'success')[0]!.textContent).to.equal("You're on the list.");
    await expect(el).to.be.accessible();
  });

  it('shows field errors without the review messages (spec 02 §5: not on newsletter forms)', async () => {
    api = fakeSiteApi(() => ({ status: 400, json: { error: 'One or more fields is invalid, please check your entries.', errors: { email: 'Please enter a valid email' } } }));
    const el = await newsletter();
    await typeEmail(el, 'reader@example.com');
    submit(el).click();
    await waitUntil(() => stateOf(el) === 'error');
    expect(parts(el, 'review-message')).to.have.length(0);
    expect(parts(el, 'field-error')[0]!.textContent).to.equal('Please enter a valid email');
    await expect(el).to.be.accessible();
  });

  it('validates the email before sending anything', async () => {
    api = fakeSiteApi(() => ({ status: 200, json: { success: true } }));
    const el = await newsletter();
    await typeEmail(el, 'not-an-email');
    submit(el).click();
    await waitUntil(() => stateOf(el) === 'error');
    expect(parts(el, 'message')[0]!.textContent).to.equal('One or more fields is invalid, please check your entries.');
    expect(api.saves()).to.have.length(0);
  });
  // The pre-upgrade rules under a tag that is never defined show the plain fallback as it stands
  // before the chunk arrives: one row when wide, stacked when narrow, as the upgraded block.
  for (const width of [720, 300]) {
    it(`the plain fallback takes the upgraded block's box (${width} px wide): the upgrade shifts nothing`, async () => {
      const style = document.createElement('style');
      style.textContent = preUpgradeCss.replace(/(?<![-\w])ss-newsletter(?![-\w])/g, 'ss-newsletter-pending');
      document.head.append(style);
      try {
        const json = JSON.stringify(DEFINITION);
        const fallback = plainFormHtml(formDefinitionSchema.parse({ ...DEFINITION, isNewsletter: true }));
        const wrapper = await fixture<HTMLElement>(html`<div style=${`width: ${width}px`}></div>`);
        wrapper.innerHTML = `<ss-newsletter-pending><script type="application/json">${json}</script>${fallback}</ss-newsletter-pending><ss-newsletter><script type="application/json">${json}</script>${fallback}</ss-newsletter>`;
        const before = wrapper.querySelector<HTMLElement>('ss-newsletter-pending')!;
        const after = wrapper.querySelector<HTMLElement>('ss-newsletter')!;
        await rendered(after, '[part~="submit"]');
        await nextFrame();
        const boxes = (host: HTMLElement, root: ParentNode, selector: string) => {
          const origin = host.getBoundingClientRect();
          return [...root.querySelectorAll(selector)].map((node) => {
            const r = node.getBoundingClientRect();
            return [r.x - origin.x, r.y - origin.y, r.width, r.height].map((v) => Math.round(v));
          });
        };
        expect(boxes(before, before, '.ssf-input')).to.have.length(3);
        expect(boxes(after, after.shadowRoot!, '[part~="input"]')).to.deep.equal(boxes(before, before, '.ssf-input'));
        expect(boxes(after, after.shadowRoot!, '[part~="submit"]')).to.deep.equal(boxes(before, before, '.ssf-submit'));
        expect(Math.round(after.getBoundingClientRect().height)).to.equal(Math.round(before.getBoundingClientRect().height));
      } finally {
        style.remove();
      }
    });
  }
});
