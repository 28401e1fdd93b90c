import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { SsPopup } from '../../src/elements/popup.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { DAY_MS, POPUP_STORAGE_KEY } from '../../src/runtime/overlays/popup-rules.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installTestClock, type TestClock } from '../support/test-clock.js';
import { describeAnimation, SCALE_SHOW_KEYFRAMES, startedVisibilityAnimation } from '../support/visibility-animations.js';

defineForTest('ss-popup', SsPopup);

let time: TestClock | undefined;
/** Lets the popup's open delay run out on the test clock, then gives React a frame. */
async function delayRunsOut(): Promise<void> {
  time!.runAll();
  await nextFrame();
}
const dialogOf = (el: HTMLElement) => el.shadowRoot!.querySelector('dialog')!;
const stored = () => JSON.parse(localStorage.getItem(POPUP_STORAGE_KEY) ?? 'null');
const focused = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

function settings(extra: Record<string, unknown> = {}) {
  setPageContext({ websiteSettings: { popupOverlaySettings: { style: 'light', enableMobile: true, version: 2, showUntilSignup: false, displayFrequency: 7, ...extra } } });
}

async function popup(): Promise<SsPopup> {
  const el = await fixture<SsPopup>(html`<ss-popup overlay-id="spring">
    <h2>Join our list</h2>
    <p>Ten percent off your first order.</p>
    <form><label>Email <input type="email" name="email" /></label><button type="submit">Sign up</button></form>
  </ss-popup>`);
  await rendered(el);
  await nextFrame();
  return el;
}

describe('<ss-popup>', () => {
  let console$: ReturnType<typeof captureConsole>;
  before(async () => {
    // axe measures contrast on the settled dialog, not mid-fade.
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  after(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  beforeEach(() => {
    localStorage.clear();
    settings();
    console$ = captureConsole();
  });
  afterEach(() => {
    time?.uninstall();
    time = undefined;
    console$.restore();
    expect(console$.errors).to.deep.equal([]);
    localStorage.clear();
  });

  it('opens as a modal dialog named by its heading on a first visit; Escape closes it and stores the close', async () => {
    const shown = oneEvent(document, 'ss-popup-show');
    const el = await popup();
    expect((await shown).detail).to.deep.equal({ overlayId: 'spring', version: 2 });
    const dialog = dialogOf(el);
    await waitUntil(() => dialog.open);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Join our list');
    // The content's own heading became the title and is not shown twice.
    expect(el.querySelector('h2')!.hidden).to.equal(true);
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('open');
    await expect(el).to.be.accessible();
    const closed = oneEvent(document, 'ss-popup-close');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ overlayId: 'spring', version: 2, submitted: false });
    const record = stored();
    expect(record.version).to.equal(2);
    expect(record.submitted).to.equal(false);
    expect(Date.now() - record.closedAt).to.be.lessThan(5000);
  });

  // spec 02 §4 "Show and hide with fade, scale (to 0.94)": the popup is a managed dialog
  it('scales in and out with the dialog animation and is fully shown, then gone', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    try {
      const el = await popup();
      const dialog = dialogOf(el);
      await waitUntil(() => dialog.open);
      const show = await startedVisibilityAnimation(dialog);
      expect(describeAnimation(show)).to.deep.equal({ keyframes: SCALE_SHOW_KEYFRAMES, durationMs: 300 });
      show.finish();
      expect(getComputedStyle(dialog).opacity).to.equal('1');
      await sendKeys({ press: 'Escape' });
      const hide = await startedVisibilityAnimation(dialog, 'no hide animation');
      expect(describeAnimation(hide).keyframes).to.deep.equal([...SCALE_SHOW_KEYFRAMES].reverse());
      hide.finish();
      await waitUntil(() => !dialog.open, 'popup stayed open after its hide');
    } finally {
      await emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('keeps focus inside while open (close button and the form)', async () => {
    const el = await popup();
    await waitUntil(() => dialogOf(el).open);
    const inside = (node: Element | null) => node !== null && (el.contains(node) || el.shadowRoot!.contains(node));
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      const active = focused();
      expect(active === document.body || active === null || inside(active), `focus went to ${active?.outerHTML}`).to.equal(true);
    }
  });

  it('follows displayFrequency with the stored close date: hidden 3 days after a close, back after 7', async () => {
    time = installTestClock();
    localStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ version: 2, submitted: false, closedAt: time.now() - 3 * DAY_MS }));
    const recent = await popup();
    await delayRunsOut();
    expect(dialogOf(recent).open).to.equal(false);
    expect(parts(recent, 'base')[0]!.dataset.state).to.equal('closed');
    recent.remove();
    localStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ version: 2, submitted: false, closedAt: time.now() - 7 * DAY_MS - 1000 }));
    const later = await popup();
    time.runAll();
    await waitUntil(() => dialogOf(later).open, 'popup did not come back after 7 days');
  });

  it('is shown again for a newer version, and never again after a signup with showUntilSignup', async () => {
    settings({ showUntilSignup: true, displayFrequency: 0 });
    time = installTestClock();
    localStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ version: 1, submitted: true, closedAt: time.now() }));
    const el = await popup();
    time.runAll();
    await waitUntil(() => dialogOf(el).open, 'a newer version did not re-show it');
    el.querySelector('form')!.dispatchEvent(new CustomEvent('ss-form-submit-success', { bubbles: true, composed: true, detail: {} }));
    const closed = oneEvent(document, 'ss-popup-close');
    parts<HTMLButtonElement>(el, 'dialog-close')[0]!.click();
    expect((await closed).detail.submitted).to.equal(true);
    expect(stored().submitted).to.equal(true);
    el.remove();
    const again = await popup();
    await delayRunsOut();
    expect(dialogOf(again).open).to.equal(false);
  });

  it('stays closed when the style is none, and with ?sqsscreenshot=true', async () => {
    settings({ style: 'none' });
    time = installTestClock();
    const disabled = await popup();
    await delayRunsOut();
    expect(dialogOf(disabled).open).to.equal(false);
    disabled.remove();
    settings();
    history.replaceState(null, '', '?sqsscreenshot=true');
    try {
      const screenshot = await popup();
      await delayRunsOut();
      expect(dialogOf(screenshot).open).to.equal(false);
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });
});
