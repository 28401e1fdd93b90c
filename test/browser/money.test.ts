import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { SsMoney } from '../../src/elements/money.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';

defineForTest('ss-money', SsMoney);

const text = (el: SsMoney) => parts(el, 'base')[0]!.textContent;

describe('<ss-money>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ locale: 'en-US' });
  });
  afterEach(() => console$.restore());

  it('keeps a sentence with a price in it on one line: drawn by the server, before and after its code, and unrendered (issue 51)', async () => {
    const lineCount = (paragraph: HTMLElement) => Math.round(paragraph.getBoundingClientRect().height / parseFloat(getComputedStyle(paragraph).lineHeight));
    const sentence = (price: string) => `<p style="width: 40rem; line-height: 20px; font-size: 16px; margin: 0">A bag from ${price} today.</p>`;
    const plain = await fixture<HTMLDivElement>(html`<div></div>`);
    plain.innerHTML = sentence('<ss-money amount="14">$14.00</ss-money>');
    const unrendered = plain.firstElementChild as HTMLElement;
    await rendered(unrendered.querySelector('ss-money') as SsMoney);
    expect(lineCount(unrendered)).to.equal(1);
    // The server's drawing, seen before the block's code runs and after it hydrates.
    const drawn = await fixture<HTMLDivElement>(html`<div></div>`);
    const markup = serverMarkup(SsMoney, '<ss-money amount="14">$14.00</ss-money>');
    insertServerMarkup(drawn, sentence(markup));
    const paragraph = drawn.firstElementChild as HTMLElement;
    expect(paragraph.textContent).to.contain('today');
    expect(lineCount(paragraph)).to.equal(1);
    await rendered(paragraph.querySelector('ss-money') as SsMoney);
    expect(lineCount(paragraph)).to.equal(1);
  });

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
