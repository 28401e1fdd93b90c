import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { SsMoney } from '../../src/elements/money.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';

defineForTest('ss-money', SsMoney);

const text = (el: SsMoney) => parts(el, 'base')[0]!.textContent;

describe('<ss-money>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ locale: 'en-US' });
  });
  afterEach(() => console$.restore());

  it('formats the amount in the store currency (USD by default), exactly', async () => {
    const el = await fixture<SsMoney>(html`<ss-money amount="1234567.89">$1,234,567.89</ss-money>`);
    await rendered(el);
    expect(text(el)).to.equal('$1,234,567.89');
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('ready');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('follows the page context store currency and locale', async () => {
    setPageContext({ locale: 'de-DE', websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } } });
    const el = await fixture<SsMoney>(html`<ss-money amount="-1234.5"></ss-money>`);
    await rendered(el);
    expect(text(el)).to.match(/^-1\.234,50\s€$/);
  });

  it('uses its own currency attribute: en-US templates and no fraction for JPY', async () => {
    const el = await fixture<SsMoney>(html`<ss-money amount="20" currency="AUD"></ss-money>`);
    await rendered(el);
    expect(text(el)).to.equal('A$20.00');
    el.setAttribute('currency', 'JPY');
    el.setAttribute('amount', '1500');
    await nextFrame();
    expect(text(el)).to.equal('¥1,500');
  });

  it('shows a small error state, one console error and an event for a bad amount', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('ss-money');
    el.setAttribute('amount', '12.345');
    const event = oneEvent(document, 'ss-money-error');
    wrapper.append(el);
    const { detail } = await event;
    await rendered(el);
    expect(text(el)).to.equal('Price unavailable');
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('error');
    expect(detail.amount).to.equal('12.345');
    expect(console$.errors).to.have.length(1);
    expect(console$.errors[0]).to.contain('at most 2 fraction digits');
    await expect(el).to.be.accessible();
  });

  it('refuses a currency the store does not list', async () => {
    const el = await fixture<SsMoney>(html`<ss-money amount="1" currency="XYZ"></ss-money>`);
    await rendered(el);
    expect(text(el)).to.equal('Price unavailable');
    expect(console$.errors[0]).to.contain('not a store currency');
  });
});
