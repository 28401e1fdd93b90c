import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsAnnouncementBar } from '../../src/elements/announcement-bar.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { ANNOUNCEMENT_DISMISSED_KEY } from '../../src/runtime/overlays/announcement-bar-rules.js';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';
import { describeAnimation, startedVisibilityAnimation } from '../support/visibility-animations.js';

defineForTest('ss-announcement-bar', SsAnnouncementBar);

const bar = async (template: ReturnType<typeof html>) => {
  const el = await fixture<SsAnnouncementBar>(template);
  await rendered(el);
  return el;
};
const base = (el: HTMLElement) => parts(el, 'base')[0]!;

describe('<ss-announcement-bar>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    sessionStorage.clear();
    setPageContext({ showAnnouncementBar: true });
    console$ = captureConsole();
  });
  afterEach(() => {
    console$.restore();
    expect(console$.errors).to.deep.equal([]);
    sessionStorage.clear();
  });

  it('shows its content as a labelled region when the site turns it on', async () => {
    const el = await bar(html`<ss-announcement-bar dismissible>Free shipping this week. <a href="/shop">Shop now</a></ss-announcement-bar>`);
    expect(base(el).hidden).to.equal(false);
    expect(base(el).getAttribute('aria-label')).to.equal('Announcement');
    expect(el.textContent).to.contain('Free shipping');
    await expect(el).to.be.accessible();
  });

  // spec 02 §4 "Show and hide with ... expand/collapse", §9 "Animation default 0.3 s"
  it('collapses when dismissed, then is hidden with nothing left of it', async () => {
    const el = await bar(html`<ss-announcement-bar dismissible>Free shipping this week.</ss-announcement-bar>`);
    const height = base(el).offsetHeight;
    parts<HTMLButtonElement>(el, 'close')[0]!.click();
    const collapse = await startedVisibilityAnimation(base(el));
    expect(describeAnimation(collapse)).to.deep.equal({
      keyframes: [{ height: `${height}px` }, { height: '0px', paddingTop: '0px', paddingBottom: '0px' }],
      durationMs: 300,
    });
    expect(base(el).dataset.state).to.equal('closing');
    collapse.finish();
    await waitUntil(() => base(el).hidden, 'bar stayed after collapsing');
    expect(base(el).dataset.state).to.equal('closed');
    expect(el.getBoundingClientRect().height).to.equal(0);
  });

  it('stays hidden when showAnnouncementBar is off', async () => {
    setPageContext({ showAnnouncementBar: false });
    const el = await bar(html`<ss-announcement-bar>Sale</ss-announcement-bar>`);
    expect(base(el).hidden).to.equal(true);
  });

  it('is dismissed with the keyboard for the session, and shows again when its text changes', async () => {
    const el = await bar(html`<ss-announcement-bar dismissible>Free shipping this week.</ss-announcement-bar>`);
    parts<HTMLButtonElement>(el, 'close')[0]!.focus();
    const dismissed = oneEvent(document, 'ss-announcement-bar-dismiss');
    await sendKeys({ press: 'Enter' });
    expect((await dismissed).detail).to.deep.equal({ text: 'Free shipping this week.' });
    await waitUntil(() => base(el).hidden);
    expect(sessionStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY)).to.be.a('string');
    el.remove();
    const same = await bar(html`<ss-announcement-bar dismissible>Free shipping this week.</ss-announcement-bar>`);
    expect(base(same).hidden).to.equal(true);
    const changed = await bar(html`<ss-announcement-bar dismissible>Store closed Monday.</ss-announcement-bar>`);
    expect(base(changed).hidden).to.equal(false);
  });

  it('has no close button unless dismissible', async () => {
    const el = await bar(html`<ss-announcement-bar>Sale</ss-announcement-bar>`);
    expect(parts(el, 'close')).to.have.length(0);
  });
});
