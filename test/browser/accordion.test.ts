import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { SsAccordion } from '../../src/elements/accordion.js';
import { ACCORDION_ANIMATION_MS } from '../../src/runtime/blocks/accordion-rules.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { WPAUTOP_ACCORDION } from '../support/cms-markup.js';
import { installTestClock, type TestClock } from '../support/test-clock.js';

defineForTest('ss-accordion', SsAccordion);

let time: TestClock | undefined;

/** Mounts an accordion; from then on its animation time moves only with `time.tick`. */
async function accordion(template: ReturnType<typeof html>): Promise<SsAccordion> {
  const el = await fixture<SsAccordion>(template);
  await rendered(el, '[part~="header"]');
  time?.uninstall();
  time = installTestClock();
  return el;
}

const threeItems = (attrs: { allowMultiple?: boolean; firstOpen?: boolean } = {}) => html`
  <ss-accordion ?allow-multiple=${attrs.allowMultiple} ?first-open=${attrs.firstOpen}>
    <details><summary>Opening hours</summary><p>Mon-Fri 9-17</p></details>
    <details><summary>Delivery</summary><p>Free over $50</p><a href="#x">Rates</a></details>
    <details><summary>Returns</summary><p>30 days</p></details>
  </ss-accordion>
`;

const expanded = (el: SsAccordion) => parts<HTMLButtonElement>(el, 'header').map((b) => b.getAttribute('aria-expanded'));

describe('<ss-accordion>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
  });
  afterEach(async () => {
    console$.restore();
    time?.uninstall();
    time = undefined;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('takes back the items a CMS editor\'s paragraphs (WordPress wpautop) left outside it, and says so once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = WPAUTOP_ACCORDION;
    try {
      const el = container.querySelector<SsAccordion>('ss-accordion')!;
      await rendered(el, '[part~="header"]');
      expect(parts(el, 'header').map((header) => header.textContent)).to.deep.equal(['Roast?', 'Dogs?']);
      expect(el.getBoundingClientRect().height).to.be.greaterThan(40);
      expect(console$.warnings).to.have.length(1);
      expect(console$.warnings[0]).to.contain('Sitestack: <ss-accordion>: its content was outside it');
      expect(console$.errors).to.deep.equal([]);
    } finally {
      container.remove();
    }
  });

  it('renders one header button per <details>, titled by its <summary>, all closed', async () => {
    const el = await accordion(threeItems());
    const headers = parts<HTMLButtonElement>(el, 'header');
    expect(headers.map((b) => b.textContent)).to.deep.equal(['Opening hours', 'Delivery', 'Returns']);
    expect(expanded(el)).to.deep.equal(['false', 'false', 'false']);
    for (const header of headers) {
      const panel = el.shadowRoot!.getElementById(header.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).to.equal('region');
      expect(panel.getAttribute('aria-labelledby')).to.equal(header.id);
      expect(header.parentElement!.localName).to.equal('h3');
    }
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('keeps the content in light DOM where the page and search engines read it', async () => {
    const el = await accordion(threeItems());
    expect(el.querySelectorAll('details').length).to.equal(3);
    expect(el.textContent).to.contain('Free over $50');
  });

  it('opens an item on click, closes the others first, and tells the page', async () => {
    const el = await accordion(threeItems());
    const [first, second] = parts<HTMLButtonElement>(el, 'header');
    const opened = oneEvent(document, 'ss-accordion-toggle');
    first!.click();
    const event = (await opened) as CustomEvent;
    expect(event.detail).to.deep.equal({ index: 0, open: true, openIndexes: [0] });
    expect(event.composed && event.bubbles).to.equal(true);
    await nextFrame();
    expect(expanded(el)).to.deep.equal(['true', 'false', 'false']);
    await expect(el).to.be.accessible();

    time!.tick(ACCORDION_ANIMATION_MS);
    second!.click();
    await nextFrame();
    expect(expanded(el)).to.deep.equal(['false', 'true', 'false']);
  });

  it('ignores clicks during the 250 ms animation', async () => {
    const el = await accordion(threeItems());
    const [first] = parts<HTMLButtonElement>(el, 'header');
    let toggles = 0;
    el.addEventListener('ss-accordion-toggle', () => toggles++);
    first!.click();
    first!.click();
    await nextFrame();
    expect(expanded(el)[0]).to.equal('true');
    expect(toggles).to.equal(1);
    time!.tick(ACCORDION_ANIMATION_MS - 1);
    first!.click();
    await nextFrame();
    expect(toggles, 'still animating 1 ms before the end').to.equal(1);
    time!.tick(1);
    first!.click();
    await nextFrame();
    expect(expanded(el)[0]).to.equal('false');
    expect(toggles).to.equal(2);
  });

  it('keeps several items open with allow-multiple', async () => {
    const el = await accordion(threeItems({ allowMultiple: true }));
    const [first, second] = parts<HTMLButtonElement>(el, 'header');
    first!.click();
    await nextFrame();
    time!.tick(ACCORDION_ANIMATION_MS);
    second!.click();
    await nextFrame();
    expect(expanded(el)).to.deep.equal(['true', 'true', 'false']);
  });

  it('starts with the first item open with first-open, or with the items marked open', async () => {
    const el = await accordion(threeItems({ firstOpen: true }));
    expect(expanded(el)).to.deep.equal(['true', 'false', 'false']);
    const marked = await accordion(html`<ss-accordion
      ><details><summary>A</summary>a</details><details open><summary>B</summary>b</details></ss-accordion
    >`);
    expect(expanded(marked)).to.deep.equal(['false', 'true']);
  });

  it('moves between headers with the arrow keys, Home and End, and toggles with Enter and Space', async () => {
    const el = await accordion(threeItems());
    const headers = parts<HTMLButtonElement>(el, 'header');
    headers[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(headers[1]);
    await sendKeys({ press: 'End' });
    expect(el.shadowRoot!.activeElement).to.equal(headers[2]);
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(headers[0]);
    await sendKeys({ press: 'ArrowUp' });
    expect(el.shadowRoot!.activeElement).to.equal(headers[2]);
    await sendKeys({ press: 'Home' });
    expect(el.shadowRoot!.activeElement).to.equal(headers[0]);
    await sendKeys({ press: 'Enter' });
    await nextFrame();
    expect(expanded(el)[0]).to.equal('true');
    time!.tick(ACCORDION_ANIMATION_MS);
    await sendKeys({ press: 'Space' });
    await nextFrame();
    expect(expanded(el)[0]).to.equal('false');
  });

  it('hides closed panels from focus and assistive technology once closed', async () => {
    const el = await accordion(threeItems());
    const panel = parts(el, 'panel')[1]!;
    await waitUntil(() => getComputedStyle(panel).visibility === 'hidden');
    const link = el.querySelector('a')!;
    link.focus();
    expect(document.activeElement).not.to.equal(link);
  });

  it('does not animate, and so ignores no clicks, when reduced motion is asked for', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await accordion(threeItems());
    const [first] = parts<HTMLButtonElement>(el, 'header');
    first!.click();
    await nextFrame();
    first!.click();
    await nextFrame();
    expect(expanded(el)[0]).to.equal('false');
  });

  it('parses attributes as HTML does: bare booleans, removal restores the default', async () => {
    const el = await accordion(threeItems());
    expect(el.allowMultiple).to.equal(false);
    el.setAttribute('allow-multiple', '');
    expect(el.allowMultiple).to.equal(true);
    el.removeAttribute('allow-multiple');
    expect(el.allowMultiple).to.equal(false);
    el.allowMultiple = true;
    expect(el.hasAttribute('allow-multiple')).to.equal(true);
  });

  it('reports an invalid attribute once and keeps working with the default', async () => {
    const el = await accordion(html`<ss-accordion heading-level="9"><details><summary>A</summary>a</details></ss-accordion>`);
    expect(parts(el, 'header')[0]!.parentElement!.localName).to.equal('h3');
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-accordion heading-level="9">: expected a whole number from 2 to 6; using 3.']);
  });

  it('follows items the page adds after upgrade', async () => {
    const el = await accordion(threeItems());
    const details = document.createElement('details');
    details.innerHTML = '<summary>Gift cards</summary><p>Never expire</p>';
    el.append(details);
    await waitUntil(() => parts(el, 'header').length === 4);
    expect(parts(el, 'header')[3]!.textContent).to.equal('Gift cards');
  });

  it('is themeable through --ss-* properties and ::part()', async () => {
    const el = await accordion(threeItems());
    el.style.setProperty('--ss-accordion-header-padding', '20px 0px');
    const header = parts(el, 'header')[0]!;
    expect(getComputedStyle(header).paddingTop).to.equal('20px');
  });
});
