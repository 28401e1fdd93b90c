import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { showDialog, showAlert, type DialogHandle } from '../../src/react/dialog/show-dialog.js';
import { INFORMATION_DIALOG_AUTO_HIDE_MS, MANAGED_DIALOG_BASE_Z_INDEX } from '../../src/runtime/overlays/dialog-rules.js';
import { captureConsole, nextFrame } from '../support/browser.js';
import { installTestClock } from '../support/test-clock.js';
import { describeAnimation, SCALE_SHOW_KEYFRAMES, startedVisibilityAnimation, visibilityAnimationOf } from '../support/visibility-animations.js';

async function opened(handle: DialogHandle): Promise<HTMLDialogElement> {
  await waitUntil(() => handle.host.shadowRoot?.querySelector('dialog[open]'), 'dialog did not open');
  return handle.host.shadowRoot!.querySelector('dialog')!;
}
const button = (dialog: HTMLDialogElement, action: string) => dialog.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
const focused = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

describe('managed dialogs', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(async () => {
    console$ = captureConsole();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(async () => {
    console$.restore();
    expect(console$.errors).to.deep.equal([]);
    document.querySelectorAll('[data-ss-dialog-host]').forEach((host) => host.remove());
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows a confirm/cancel dialog as a modal alertdialog, titled and described, focus on the first button', async () => {
    const opener = await fixture<HTMLButtonElement>(html`<button>Remove</button>`);
    opener.focus();
    const handle = showDialog({ title: 'Remove item?', message: 'The item leaves your cart.', buttons: 'confirm-cancel' });
    const dialog = await opened(handle);
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.matches(':modal')).to.equal(true);
    const title = dialog.querySelector('#' + CSS.escape(dialog.getAttribute('aria-labelledby')!))!;
    expect(title.textContent).to.equal('Remove item?');
    expect(dialog.querySelector('#' + CSS.escape(dialog.getAttribute('aria-describedby')!))!.textContent).to.equal('The item leaves your cart.');
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['OK', 'Cancel']);
    expect(focused()).to.equal(button(dialog, 'confirm'));
    expect(Number(dialog.style.zIndex)).to.equal(MANAGED_DIALOG_BASE_Z_INDEX);
    await expect(handle.host).to.be.accessible();
    const confirmed = oneEvent(document, 'ss-dialog-confirm');
    button(dialog, 'confirm').click();
    expect((await confirmed).detail).to.deep.equal({ title: 'Remove item?' });
    expect(await handle.result).to.equal('confirm');
    await waitUntil(() => !handle.host.isConnected, 'dialog host was not destroyed on hide');
    expect(focused()).to.equal(opener);
  });

  // spec 02 §4 "Show and hide with fade, scale (to 0.94)", §9 "Animation default / scale-hide 0.3 s / 0.94"
  it('shows and hides with the scale animation of spec 02 §4, ending fully shown and then gone', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const handle = showDialog({ title: 'Animated', message: 'It scales', buttons: 'confirm' });
    const dialog = await opened(handle);
    const show = await startedVisibilityAnimation(dialog);
    expect(describeAnimation(show)).to.deep.equal({ keyframes: SCALE_SHOW_KEYFRAMES, durationMs: 300 });
    show.finish();
    expect(getComputedStyle(dialog).opacity).to.equal('1');
    expect(getComputedStyle(dialog).transform).to.equal('none');
    handle.close();
    const hide = await startedVisibilityAnimation(dialog, 'no hide animation');
    expect(describeAnimation(hide).keyframes).to.deep.equal([...SCALE_SHOW_KEYFRAMES].reverse());
    expect(dialog.open).to.equal(true);
    hide.finish();
    await waitUntil(() => !handle.host.isConnected, 'dialog was not removed after its hide');
    expect(dialog.open).to.equal(false);
  });

  it('does not animate when the visitor asked for reduced motion', async () => {
    const handle = showDialog({ title: 'Still', message: 'No motion', buttons: 'confirm' });
    const dialog = await opened(handle);
    expect(visibilityAnimationOf(dialog)).to.equal(undefined);
    handle.close();
    await waitUntil(() => !handle.host.isConnected, 'dialog was not removed');
  });

  it('offers the four button styles of spec 02 §4', async () => {
    const cases = [
      ['confirm-reject', ['OK', 'No']],
      ['confirm-cancel', ['OK', 'Cancel']],
      ['confirm', ['OK']],
      ['none', ['Close']],
    ] as const;
    for (const [buttons, expected] of cases) {
      const handle = showDialog({ title: 'Style', message: buttons, buttons });
      const dialog = await opened(handle);
      expect([...dialog.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent)).to.deep.equal([...expected]);
      await expect(handle.host).to.be.accessible();
      handle.close();
      await handle.result;
    }
  });

  it('closes on Escape as cancel (or reject for confirm/reject) and fires cancel then hide', async () => {
    const handle = showDialog({ title: 'Leave?', message: 'Unsaved', buttons: 'confirm-cancel' });
    await opened(handle);
    const cancelled = oneEvent(document, 'ss-dialog-cancel');
    const hidden = oneEvent(document, 'ss-dialog-hide');
    await sendKeys({ press: 'Escape' });
    await cancelled;
    await hidden;
    expect(await handle.result).to.equal('cancel');

    const rejectable = showDialog({ title: 'Keep?', message: 'Keep it', buttons: 'confirm-reject' });
    await opened(rejectable);
    await sendKeys({ press: 'Escape' });
    expect(await rejectable.result).to.equal('reject');
  });

  it('keeps Tab inside the dialog (the page behind is inert)', async () => {
    await fixture(html`<div><a href="#behind">Behind</a></div>`);
    const handle = showDialog({ title: 'Trap', message: 'Tab stays here', buttons: 'confirm-cancel' });
    const dialog = await opened(handle);
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' });
      const active = focused();
      expect(active === null || dialog.contains(active) || active === document.body, `focus left the dialog: ${active?.outerHTML}`).to.equal(true);
      expect((active as HTMLElement | null)?.textContent).not.to.equal('Behind');
    }
    handle.close();
  });

  it('closes the topmost of two stacked dialogs first, each above the last', async () => {
    const lower = showDialog({ title: 'First', message: 'one', buttons: 'confirm-cancel' });
    const lowerDialog = await opened(lower);
    const upper = showDialog({ title: 'Second', message: 'two', buttons: 'confirm-cancel' });
    const upperDialog = await opened(upper);
    expect(Number(upperDialog.style.zIndex)).to.equal(Number(lowerDialog.style.zIndex) + 1);
    await sendKeys({ press: 'Escape' });
    expect(await upper.result).to.equal('cancel');
    expect(lowerDialog.open).to.equal(true);
    expect(focused()).to.equal(button(lowerDialog, 'confirm'));
    await sendKeys({ press: 'Escape' });
    expect(await lower.result).to.equal('cancel');
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const handle = showDialog({ title: 'Outside', message: 'Click around', buttons: 'confirm-cancel' });
    const dialog = await opened(handle);
    dialog.querySelector<HTMLElement>('.ss-dialog-message')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true, clientX: 10, clientY: 10 }));
    dialog.querySelector<HTMLElement>('.ss-dialog-message')!.click();
    await nextFrame();
    expect(dialog.open && !dialog.hasAttribute('data-state'), 'still open, not closing').to.equal(true);
    dialog.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true, clientX: 5, clientY: 5 }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 5, clientY: 5 }));
    expect(await handle.result).to.equal('cancel');
  });

  it('hides the information variant after 2000 ms, as confirmed', async () => {
    const time = installTestClock();
    try {
      const handle = showDialog({ title: 'Saved', message: 'Your changes are saved.', variant: 'information', buttons: 'none' });
      const dialog = await opened(handle);
      expect(dialog.getAttribute('role')).to.equal('dialog');
      await expect(handle.host).to.be.accessible();
      let settled = false;
      void handle.result.then(() => (settled = true));
      time.tick(INFORMATION_DIALOG_AUTO_HIDE_MS - 1);
      await nextFrame();
      expect(settled || !dialog.open, 'still shown 1 ms before 2000 ms').to.equal(false);
      time.tick(1);
      expect(await handle.result).to.equal('confirm');
    } finally {
      time.uninstall();
    }
  });

  it('showAlert resolves once the visitor acknowledges it', async () => {
    const acknowledged = showAlert('Preview Only', 'Log out to use this block.');
    await waitUntil(() => document.querySelector('[data-ss-dialog-host]')?.shadowRoot?.querySelector('dialog[open]'));
    const dialog = document.querySelector('[data-ss-dialog-host]')!.shadowRoot!.querySelector('dialog')!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('Preview Only');
    await sendKeys({ press: 'Enter' });
    expect(await acknowledged).to.equal('confirm');
  });
});
