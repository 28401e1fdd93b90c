import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { SsMobileInfoBar } from '../../src/elements/mobile-info-bar.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';
import { describeAnimation, startedVisibilityAnimation } from '../support/visibility-animations.js';

defineForTest('ss-mobile-info-bar', SsMobileInfoBar);
setPageContext({});

const base = (el: HTMLElement) => parts(el, 'base')[0]!;
const infoBar = async (forceMobile: boolean) => {
  const el = await fixture<SsMobileInfoBar>(html`<ss-mobile-info-bar ?force-mobile=${forceMobile}>
    <a href="tel:+15550100">Call</a>
    <a href="mailto:hello@example.com">Email</a>
    <a href="https://maps.example.com/?q=1+Main+St">Directions</a>
  </ss-mobile-info-bar>`);
  await rendered(el);
  return el;
};

describe('<ss-mobile-info-bar>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
  });
  afterEach(async () => {
    console$.restore();
    expect(console$.errors).to.deep.equal([]);
    await setViewport({ width: 800, height: 600 });
    setPageContext({});
  });

  it('shows on a mobile device with a window up to 1024 wide, as a named navigation landmark', async () => {
    await setViewport({ width: 390, height: 800 });
    const el = await infoBar(true);
    expect(base(el).hidden).to.equal(false);
    expect(base(el).localName).to.equal('nav');
    expect(base(el).getAttribute('aria-label')).to.equal('Contact');
    await expect(el).to.be.accessible();
    const action = oneEvent(document, 'ss-mobile-info-bar-action');
    el.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!.addEventListener('click', (event) => event.preventDefault(), { once: true });
    el.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!.click();
    expect((await action).detail).to.deep.equal({ href: 'tel:+15550100', kind: 'phone' });
  });

  it("follows the site's mobileInfoBarSettings: items turned off are not shown", async () => {
    // spec 01 §3 websiteSettings.mobileInfoBarSettings
    await setViewport({ width: 390, height: 800 });
    setPageContext({ websiteSettings: { mobileInfoBarSettings: { style: 2, isContactPhoneNumberEnabled: true, isContactEmailEnabled: false, isLocationEnabled: true } } });
    const el = await infoBar(true);
    const visibleLinks = () => [...el.querySelectorAll('a')].filter((link) => link.getBoundingClientRect().width > 0).map((link) => link.textContent);
    expect(base(el).hidden).to.equal(false);
    expect(visibleLinks()).to.deep.equal(['Call', 'Directions']);
    expect(base(el).dataset.style).to.equal('2');
    await expect(el).to.be.accessible();
  });

  it('stays hidden when the settings turn every item off', async () => {
    await setViewport({ width: 390, height: 800 });
    setPageContext({ websiteSettings: { mobileInfoBarSettings: { isContactPhoneNumberEnabled: false, isContactEmailEnabled: false, isLocationEnabled: false, isBusinessHoursEnabled: false } } });
    const el = await infoBar(true);
    expect(base(el).hidden).to.equal(true);
    expect(el.getBoundingClientRect().height).to.equal(0);
  });

  it('hides when the window grows beyond 1024, and on desktop devices', async () => {
    await setViewport({ width: 1000, height: 800 });
    const el = await infoBar(true);
    expect(base(el).hidden).to.equal(false);
    await setViewport({ width: 1200, height: 800 });
    // spec 02 §4: it fades out (0.3 s), then is hidden
    const fade = await startedVisibilityAnimation(base(el));
    expect(describeAnimation(fade)).to.deep.equal({ keyframes: [{ opacity: '1' }, { opacity: '0' }], durationMs: 300 });
    expect(base(el).dataset.state).to.equal('closing');
    fade.finish();
    await waitUntil(() => base(el).hidden, 'bar stayed after its fade');
    expect(base(el).dataset.state).to.equal('closed');
    // and fades back in when the window narrows again
    await setViewport({ width: 1000, height: 800 });
    const back = await startedVisibilityAnimation(base(el));
    expect(describeAnimation(back).keyframes).to.deep.equal([{ opacity: '0' }, { opacity: '1' }]);
    expect(base(el).hidden).to.equal(false);
    back.finish();
    expect(getComputedStyle(base(el)).opacity).to.equal('1');
    const desktop = await infoBar(false);
    expect(base(desktop).hidden).to.equal(true);
  });
});
