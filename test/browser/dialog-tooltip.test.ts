import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Tooltip } from '../../src/react/tooltip/Tooltip.js';
import { getDialogHostStyleSheets } from '../../src/react/dialog/dialog-stylesheet.js';
import { showDialog } from '../../src/react/dialog/show-dialog.js';
import { TOOLTIP_DELAY_MS, TOOLTIP_MOUSE_OFFSET_PX } from '../../src/runtime/overlays/tooltip-rules.js';
import { captureConsole, nextFrame } from '../support/browser.js';
import { installTestClock } from '../support/test-clock.js';

async function mountTooltip(): Promise<{ host: HTMLElement; button: HTMLButtonElement; tip: HTMLElement; root: Root }> {
  const host = await fixture<HTMLDivElement>(html`<div style="padding: 100px"></div>`);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = getDialogHostStyleSheets();
  const root = createRoot(shadow);
  flushSync(() => root.render(createElement(Tooltip, { text: 'Adds the item to your cart', children: createElement('button', { type: 'button' }, 'Add') as never })));
  const button = shadow.querySelector('button')!;
  const tip = shadow.querySelector<HTMLElement>('[role="tooltip"]')!;
  return { host, button, tip, root };
}

describe('tooltip (WAI-ARIA tooltip pattern, spec 02 §9)', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
  });
  afterEach(async () => {
    console$.restore();
    expect(console$.errors).to.deep.equal([]);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('describes its trigger and shows only after the pointer rests 1200 ms, 15 px from it', async () => {
    const { host, button, tip, root } = await mountTooltip();
    expect(button.getAttribute('aria-describedby')).to.equal(tip.id);
    expect(tip.dataset.state).to.equal('closed');
    const rect = button.getBoundingClientRect();
    const x = Math.round(rect.left + 5);
    const y = Math.round(rect.top + 5);
    const time = installTestClock();
    try {
      await sendMouse({ type: 'move', position: [x, y] });
      time.tick(TOOLTIP_DELAY_MS - 1);
      await nextFrame();
      expect(tip.dataset.state, 'still closed 1 ms before the delay').to.equal('closed');
      time.tick(1);
    } finally {
      time.uninstall();
    }
    await waitUntil(() => tip.dataset.state === 'open', 'tooltip did not show after the delay');
    expect(Math.round(tip.getBoundingClientRect().left)).to.equal(x + TOOLTIP_MOUSE_OFFSET_PX);
    expect(tip.getBoundingClientRect().width).to.be.at.most(250);
    // Contrast is the shown tooltip's: axe runs once its fade-in has finished.
    await Promise.all(tip.getAnimations().map((animation) => animation.finished));
    await expect(host).to.be.accessible();
    await sendMouse({ type: 'move', position: [0, 0] });
    await waitUntil(() => tip.dataset.state === 'closed');
    root.unmount();
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    const { button, tip, root } = await mountTooltip();
    button.focus();
    await waitUntil(() => tip.dataset.state === 'open');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => tip.dataset.state === 'closed', 'Escape did not hide the tooltip');
    root.unmount();
  });
});

describe('Escape order across overlays (spec 02 §2)', () => {
  it('closes the topmost first: a tooltip inside a dialog before the dialog', async () => {
    const message = createElement(Tooltip, { text: 'Removes it from the cart', children: createElement('button', { type: 'button', 'data-autofocus': '' }, 'Remove') as never });
    const handle = showDialog({ title: 'Your cart', message, buttons: 'confirm-cancel' });
    await waitUntil(() => handle.host.shadowRoot?.querySelector('dialog[open]'));
    const tip = handle.host.shadowRoot!.querySelector<HTMLElement>('[role="tooltip"]')!;
    // The dialog focuses the [data-autofocus] button, so its tooltip shows.
    await waitUntil(() => tip.dataset.state === 'open', 'tooltip did not show on focus');
    let settled = false;
    void handle.result.then(() => (settled = true));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => tip.dataset.state === 'closed', 'Escape did not close the tooltip first');
    await nextFrame();
    const dialog = handle.host.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open && !dialog.hasAttribute('data-state'), 'the dialog stays open, not closing').to.equal(true);
    expect(settled).to.equal(false);
    await sendKeys({ press: 'Escape' });
    expect(await handle.result).to.equal('cancel');
  });
});
