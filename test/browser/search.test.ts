import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsSearch } from '../../src/elements/search.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';

defineForTest('ss-search', SsSearch);
setPageContext({ locale: 'en-US' });

/** Navigation would end the test run: every test stops it through the cancelable events. */
function stayOnPage(): () => void {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('ss-search-select', stop);
  document.addEventListener('ss-search-submit', stop);
  return () => {
    document.removeEventListener('ss-search-select', stop);
    document.removeEventListener('ss-search-submit', stop);
  };
}

async function search(template: ReturnType<typeof html>): Promise<SsSearch> {
  const el = await fixture<SsSearch>(template);
  await rendered(el, '[part~="input"]');
  return el;
}

const input = (el: SsSearch) => parts<HTMLInputElement>(el, 'input')[0]!;
const options = (el: SsSearch) => parts(el, 'option');
const stateOf = (el: SsSearch) => parts(el, 'base')[0]!.dataset.state;

async function typeInto(el: SsSearch, text: string): Promise<void> {
  input(el).focus();
  await sendKeys({ type: text });
}

describe('<ss-search>', () => {
  let console$: ReturnType<typeof captureConsole>;
  let release: () => void;
  const startUrl = location.href;
  beforeEach(() => {
    console$ = captureConsole();
    release = stayOnPage();
  });
  afterEach(() => {
    release();
    console$.restore();
    history.replaceState(null, '', startUrl);
    setPageContext({ locale: 'en-US' });
  });

  it('suggests matching pages while typing, as a combobox with a listbox, matches highlighted', async () => {
    const el = await search(html`<ss-search></ss-search>`);
    const field = input(el);
    expect(field.getAttribute('role')).to.equal('combobox');
    expect(field.getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
    await typeInto(el, 'lighth');
    await waitUntil(() => options(el).length > 1, 'no suggestions');
    expect(field.getAttribute('aria-expanded')).to.equal('true');
    expect(field.getAttribute('aria-controls')).to.equal(parts(el, 'preview')[0]!.id);
    const first = options(el)[0]!;
    expect(first.getAttribute('role')).to.equal('option');
    expect(first.querySelector('mark')!.textContent!.toLowerCase()).to.equal('lighth');
    expect(options(el).length).to.be.at.most(6);
    expect(options(el).at(-1)!.textContent).to.equal('See all results for “lighth”');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.match(/suggestions? for “lighth”/);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('moves through suggestions with the arrow keys (wrapping) and opens the chosen one with Enter', async () => {
    const el = await search(html`<ss-search></ss-search>`);
    await typeInto(el, 'salt roads');
    await waitUntil(() => options(el).length > 1);
    const count = options(el).length;
    const field = input(el);
    await sendKeys({ press: 'ArrowDown' });
    await nextFrame();
    expect(field.getAttribute('aria-activedescendant')).to.equal(options(el)[0]!.id);
    expect(options(el)[0]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    await nextFrame();
    expect(field.getAttribute('aria-activedescendant')).to.equal(options(el)[count - 1]!.id);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await nextFrame();
    expect(field.getAttribute('aria-activedescendant')).to.equal(options(el)[1]!.id);
    await expect(el).to.be.accessible();
    const selected = oneEvent(document, 'ss-search-select');
    await sendKeys({ press: 'Enter' });
    const detail = ((await selected) as CustomEvent).detail;
    expect(detail.index).to.equal(1);
    expect(detail.query).to.equal('salt roads');
    expect(detail.url).to.match(/^\//);
  });

  it('"See all results" and Enter without a choice go to the search page', async () => {
    const el = await search(html`<ss-search action="/find"></ss-search>`);
    await typeInto(el, 'tide');
    await waitUntil(() => options(el).length > 1);
    await sendKeys({ press: 'ArrowUp' });
    const all = oneEvent(document, 'ss-search-select');
    await sendKeys({ press: 'Enter' });
    expect(((await all) as CustomEvent).detail).to.deep.equal({ query: 'tide', url: '/find?q=tide', index: -1 });
    const submitted = oneEvent(document, 'ss-search-submit');
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Enter' });
    expect(((await submitted) as CustomEvent).detail).to.deep.equal({ query: 'tide' });
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    const el = await search(html`<ss-search></ss-search>`);
    await typeInto(el, 'vinyl');
    await waitUntil(() => options(el).length > 1);
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    expect(parts(el, 'preview')[0]!.hidden).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(input(el).value).to.equal('');
  });

  it('says so when nothing matches', async () => {
    const el = await search(html`<ss-search></ss-search>`);
    await typeInto(el, 'zeppelin');
    await waitUntil(() => stateOf(el) === 'empty');
    expect(parts(el, 'preview-message')[0]!.textContent).to.equal('No results for “zeppelin”');
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
  });

  it('searches text with special characters without errors', async () => {
    const el = await search(html`<ss-search></ss-search>`);
    await typeInto(el, 'C++ & 100%');
    await waitUntil(() => stateOf(el) === 'results' || stateOf(el) === 'empty' || stateOf(el) === 'error');
    expect(stateOf(el)).to.equal('results');
    expect(options(el)[0]!.textContent).to.contain('Special characters');
    expect(console$.errors).to.deep.equal([]);
  });

  it('on the search page, lists highlighted results for the address query and shows more on request', async () => {
    history.replaceState(null, '', `${location.pathname}?q=lighthouse`);
    const el = await search(html`<ss-search mode="page" page-size="3"></ss-search>`);
    expect(input(el).value).to.equal('lighthouse');
    expect(input(el).hasAttribute('role')).to.equal(false);
    await waitUntil(() => stateOf(el) === 'results', 'no results');
    expect(parts(el, 'result')).to.have.length(3);
    expect(parts(el, 'summary')[0]!.textContent).to.match(/^\d+ results for “lighthouse”$/);
    expect(parts(el, 'snippet').every((snippet) => snippet.querySelector('mark')?.textContent?.toLowerCase().startsWith('lighthouse'))).to.equal(true);
    await expect(el).to.be.accessible();
    parts<HTMLButtonElement>(el, 'more')[0]!.click();
    await waitUntil(() => parts(el, 'result').length === 6, 'no more results');
    await waitUntil(() => el.shadowRoot!.activeElement === parts(el, 'result-link')[3], 'focus did not move to the first new result');
  });

  it('on the search page, a new search updates the results and the address without leaving', async () => {
    const el = await search(html`<ss-search mode="page"></ss-search>`);
    expect(parts(el, 'results')).to.have.length(0);
    release();
    await typeInto(el, 'marigold');
    const submitted = oneEvent(document, 'ss-search-submit');
    await sendKeys({ press: 'Enter' });
    await submitted;
    await waitUntil(() => stateOf(el) === 'results');
    expect(new URLSearchParams(location.search).get('q')).to.equal('marigold');
    expect(parts(el, 'result-link')[0]!.textContent).to.equal('The gear we tour with');
  });

  it('shows the spec message when results cannot load, and recovers', async () => {
    setPageContext({ locale: 'en-US', apiBase: '/no-such-api-base' });
    history.replaceState(null, '', `${location.pathname}?q=tide`);
    const el = await search(html`<ss-search mode="page"></ss-search>`);
    await waitUntil(() => stateOf(el) === 'error', 'no error state');
    expect(parts(el, 'error')[0]!.textContent).to.equal('Unable to load results');
    await expect(el).to.be.accessible();
    const preview = await search(html`<ss-search></ss-search>`);
    await typeInto(preview, 'tide');
    await waitUntil(() => stateOf(preview) === 'error');
    expect(parts(preview, 'preview-message')[0]!.textContent).to.equal('Unable to load results');
    setPageContext({ locale: 'en-US' });
    await sendKeys({ type: 's' });
    await waitUntil(() => stateOf(preview) === 'results');
  });
});
