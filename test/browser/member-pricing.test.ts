import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsMemberPricing } from '../../src/elements/member-pricing.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';

defineForTest('ss-member-pricing', SsMemberPricing);

const pricing = (selected?: number) => html`
  <ss-member-pricing selected-option=${selected ?? 0}>
    <section data-option="Monthly"><p>$12 / month</p><a href="/join?plan=monthly">Join monthly</a></section>
    <section data-option="Yearly"><p>$120 / year</p><a href="/join?plan=yearly">Join yearly</a></section>
  </ss-member-pricing>
`;

/** The option sections the visitor sees (slotted into the panel). */
const visible = (el: SsMemberPricing) =>
  (el.shadowRoot!.querySelector('slot[name="active"]') as HTMLSlotElement).assignedElements().map((section) => section.textContent!.trim());

describe('<ss-member-pricing>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
  });
  afterEach(() => console$.restore());

  it('shows the first option with a two-choice radio group', async () => {
    const el = await fixture<SsMemberPricing>(pricing());
    await rendered(el, '[part~="toggle"]');
    const radios = el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect(radios).to.have.length(2);
    expect(parts(el, 'option').map((o) => o.textContent)).to.deep.equal(['Monthly', 'Yearly']);
    expect(radios[0]!.checked).to.equal(true);
    expect(visible(el)).to.have.length(1);
    expect(visible(el)[0]).to.contain('$12 / month');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('swaps prices and join buttons when the visitor toggles, and tells the page', async () => {
    const el = await fixture<SsMemberPricing>(pricing());
    await rendered(el, '[part~="toggle"]');
    const changed = oneEvent(document, 'ss-member-pricing-change');
    el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!.click();
    expect(((await changed) as CustomEvent).detail).to.deep.equal({ index: 1, option: 'Yearly' });
    await nextFrame();
    expect(visible(el)[0]).to.contain('Join yearly');
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('option-1');
    await expect(el).to.be.accessible();
  });

  it('moves between options with the arrow keys', async () => {
    const el = await fixture<SsMemberPricing>(pricing());
    await rendered(el, '[part~="toggle"]');
    el.shadowRoot!.querySelector<HTMLInputElement>('input[type="radio"]')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await nextFrame();
    expect(visible(el)[0]).to.contain('$120 / year');
  });

  it('starts on selected-option and ignores an out-of-range value with one console error', async () => {
    const el = await fixture<SsMemberPricing>(pricing(1));
    await rendered(el, '[part~="toggle"]');
    expect(visible(el)[0]).to.contain('$120 / year');
    const bad = await fixture<SsMemberPricing>(html`<ss-member-pricing selected-option="5"><section data-option="A">a</section><section data-option="B">b</section></ss-member-pricing>`);
    await rendered(bad, '[part~="toggle"]');
    expect(visible(bad)).to.deep.equal(['a']);
    expect(console$.errors).to.have.length(1);
  });

  it('is drawn by the server with the asked-for option shown, and hydrates it without a redraw', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const el = insertServerMarkup(
      container,
      serverMarkup(SsMemberPricing, '<ss-member-pricing selected-option="1"><section data-option="Monthly"><p>$12</p></section><section data-option="Yearly"><p>$120</p></section></ss-member-pricing>'),
    ) as SsMemberPricing;
    expect(visible(el), 'the server shows the chosen option').to.deep.equal(['$120']);
    const radio = el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1];
    await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the block hydrates');
    expect(el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1], 'the same control').to.equal(radio);
    el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')[0]!.click();
    await waitUntil(() => visible(el)[0] === '$12');
    expect(console$.errors).to.deep.equal([]);
    expect(console$.warnings).to.deep.equal([]);
    container.remove();
  });
});
