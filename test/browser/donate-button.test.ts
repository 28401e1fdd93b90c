import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { SsDonateButton } from '../../src/elements/donate-button.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import pageRulesCss from '../../src/styles/page-rules.css?inline';
import standInCss from '../../src/styles/pre-upgrade.css?inline';
import { standInAndDrawnSizes } from '../support/layout-shift.js';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';

defineForTest('ss-donate-button', SsDonateButton);

describe('<ss-donate-button>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    setPageContext({ locale: 'en-US' });
    console$ = captureConsole();
  });
  afterEach(() => console$.restore());

  it('links to donation checkout for its page (spec 02 §2)', async () => {
    const el = await fixture<SsDonateButton>(html`<ss-donate-button donate-page-id="page 7" label="Support the café"><a href="/checkout/donate?donatePageId=page+7">Support the café</a></ss-donate-button>`);
    await rendered(el);
    const link = parts<HTMLAnchorElement>(el, 'base')[0]!;
    expect(link.getAttribute('href')).to.equal('/checkout/donate?donatePageId=page+7');
    expect(link.textContent).to.equal('Support the café');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('tells the page when pressed; the page may stop the navigation', async () => {
    const el = await fixture<SsDonateButton>(html`<ss-donate-button donate-page-id="p1"></ss-donate-button>`);
    await rendered(el);
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('ss-donate-button-click', stop, { once: true });
    const clicked = oneEvent(document, 'ss-donate-button-click');
    parts<HTMLAnchorElement>(el, 'base')[0]!.click();
    expect((await clicked).detail).to.deep.equal({ donatePageId: 'p1', url: '/checkout/donate?donatePageId=p1' });
    expect(location.search).not.to.contain('donatePageId');
  });

  it('shows a small error without a donation page, with a console error', async () => {
    const el = await fixture<SsDonateButton>(html`<ss-donate-button></ss-donate-button>`);
    await rendered(el);
    expect(parts(el, 'base')[0]!.textContent).to.equal('Donations are not available here.');
    expect(console$.errors[0]).to.contain('needs a donate-page-id attribute');
    await expect(el).to.be.accessible();
  });
});

// On an unrendered page (a CMS) the link shows as the stand-in until the code arrives: it takes
// the button's box, so a label that wraps in a narrow column wraps the same (no shift).
describe('<ss-donate-button> before its code arrives (CMS path)', () => {
  for (const width of [600, 160]) {
    it(`keeps its box when drawn, ${width} px wide`, async () => {
      const markup = (tag: string) => `<${tag} donate-page-id="clean-up" label="Donate to the clean-up"><a href="/checkout/donate?donatePageId=clean-up">Donate to the clean-up</a></${tag}>`;
      const { before, after } = await standInAndDrawnSizes('ss-donate-button', pageRulesCss + standInCss, markup, width);
      expect(before, '[width, height] before the code, then drawn').to.deep.equal(after);
    });
  }
});
