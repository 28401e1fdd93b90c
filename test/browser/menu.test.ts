import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsMenu } from '../../src/elements/menu.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';

defineForTest('ss-menu', SsMenu);

async function menu(template: ReturnType<typeof html>): Promise<SsMenu> {
  const el = await fixture<SsMenu>(template);
  await rendered(el, '[part~="tab"]');
  return el;
}

const threeSections = html`
  <ss-menu>
    <section data-label="Breakfast"><p>Eggs 8</p></section>
    <section data-label="Lunch"><p>Soup 9</p></section>
    <section><h3>Dinner</h3><p>Steak 24</p></section>
  </ss-menu>
`;

const selectedTabs = (el: SsMenu) => parts(el, 'tab').map((tab) => tab.getAttribute('aria-selected'));
const visiblePanels = (el: SsMenu) => parts(el, 'panel').map((panel) => !panel.hidden);

describe('<ss-menu>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
  });
  afterEach(() => console$.restore());

  it('renders a tab per section, labelled by data-label or its heading, with the first selected', async () => {
    const el = await menu(threeSections);
    expect(parts(el, 'tab').map((tab) => tab.textContent)).to.deep.equal(['Breakfast', 'Lunch', 'Dinner']);
    expect(selectedTabs(el)).to.deep.equal(['true', 'false', 'false']);
    expect(visiblePanels(el)).to.deep.equal([true, false, false]);
    expect(parts(el, 'tablist')[0]!.getAttribute('role')).to.equal('tablist');
    expect(parts(el, 'tablist')[0]!.getAttribute('aria-label')).to.equal('Menu');
    const [tab] = parts(el, 'tab');
    const panel = el.shadowRoot!.getElementById(tab!.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).to.equal('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).to.equal(tab!.id);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('selects a section on click and tells the page', async () => {
    const el = await menu(threeSections);
    const selected = oneEvent(document, 'ss-menu-select');
    parts(el, 'tab')[2]!.click();
    const event = (await selected) as CustomEvent;
    expect(event.detail).to.deep.equal({ index: 2, label: 'Dinner' });
    await nextFrame();
    expect(selectedTabs(el)).to.deep.equal(['false', 'false', 'true']);
    expect(visiblePanels(el)).to.deep.equal([false, false, true]);
    await expect(el).to.be.accessible();
  });

  it('moves the selection with Left and Right, wrapping around, and with Home and End', async () => {
    const el = await menu(threeSections);
    const tabs = parts<HTMLButtonElement>(el, 'tab');
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(selectedTabs(el)).to.deep.equal(['false', 'false', 'true']);
    expect(el.shadowRoot!.activeElement).to.equal(tabs[2]);
    await sendKeys({ press: 'ArrowRight' });
    expect(selectedTabs(el)).to.deep.equal(['true', 'false', 'false']);
    await sendKeys({ press: 'End' });
    expect(selectedTabs(el)[2]).to.equal('true');
    await sendKeys({ press: 'Home' });
    expect(selectedTabs(el)[0]).to.equal('true');
  });

  it('selects with Enter and Space, and keeps one tab in the tab order', async () => {
    const el = await menu(threeSections);
    const tabs = parts<HTMLButtonElement>(el, 'tab');
    expect(tabs.map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1]);
    tabs[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await nextFrame();
    expect(selectedTabs(el)[1]).to.equal('true');
    tabs[2]!.focus();
    await sendKeys({ press: 'Space' });
    await nextFrame();
    expect(selectedTabs(el)[2]).to.equal('true');
    expect(parts<HTMLButtonElement>(el, 'tab').map((tab) => tab.tabIndex)).to.deep.equal([-1, -1, 0]);
  });

  it('follows the selected attribute, and falls back to the first section for a bad one', async () => {
    const el = await menu(html`<ss-menu selected="1"><section data-label="A">a</section><section data-label="B">b</section></ss-menu>`);
    expect(selectedTabs(el)).to.deep.equal(['false', 'true']);
    el.setAttribute('selected', '0');
    await waitUntil(() => selectedTabs(el)[0] === 'true');
    el.setAttribute('selected', '7');
    await waitUntil(() => selectedTabs(el)[0] === 'true');
    el.setAttribute('selected', 'lunch');
    await nextFrame();
    expect(selectedTabs(el)).to.deep.equal(['true', 'false']);
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-menu selected="lunch">: expected a whole number from 0; using 0.']);
  });

  it('fires no event when the page, not the visitor, changes the selection', async () => {
    const el = await menu(threeSections);
    let events = 0;
    el.addEventListener('ss-menu-select', () => events++);
    el.selected = 2;
    await waitUntil(() => selectedTabs(el)[2] === 'true');
    expect(events).to.equal(0);
  });

  it('keeps every section in light DOM', async () => {
    const el = await menu(threeSections);
    expect(el.textContent).to.contain('Steak 24');
    expect(el.querySelectorAll('section').length).to.equal(3);
  });

  it("shows the site's own translation of its texts (#ss-messages, page locale)", async () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'ss-messages' });
    script.textContent = JSON.stringify({ de: { 'menu.label': 'Speisekarte', 'menu.sectionFallback': 'Karte {index}' } });
    document.head.append(script);
    forgetSiteCatalogues();
    setPageContext({ website: { id: 'site-1' }, locale: 'de-AT' });
    try {
      const el = await menu(html`<ss-menu><section data-label="Frühstück"><p>Eier 8</p></section><section><p>Suppe 9</p></section></ss-menu>`);
      expect(parts(el, 'tablist')[0]!.getAttribute('aria-label')).to.equal('Speisekarte');
      expect(parts(el, 'tab').map((tab) => tab.textContent)).to.deep.equal(['Frühstück', 'Karte 2']);
      await expect(el).to.be.accessible();
    } finally {
      script.remove();
      forgetSiteCatalogues();
      setPageContext({ website: { id: 'site-1' } });
    }
    expect(console$.errors).to.deep.equal([]);
  });
});
