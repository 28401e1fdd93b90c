import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { dataRequest } from '../../src/runtime/net/data-request.js';
import { startPageOverlays } from '../../src/runtime/overlays/page-overlays.js';
import { captureConsole } from '../support/browser.js';

const openDialog = () =>
  [...document.querySelectorAll('[data-ss-dialog-host]')].map((host) => host.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]')).find(Boolean) ?? null;
const texts = (dialog: HTMLDialogElement) => [...dialog.querySelectorAll('h2, p, button')].map((node) => node.getAttribute('aria-label') ?? node.textContent);

describe('page overlays: Logout Successful and the system-error overlay', () => {
  let console$: ReturnType<typeof captureConsole>;
  before(async () => {
    // axe measures contrast on the settled dialog, not mid-fade.
    await emulateMedia({ reducedMotion: 'reduce' });
    history.replaceState(null, '', `${location.pathname}?logout=true&tab=2`);
    const context = setPageContext({});
    startPageOverlays(context, () => import('../../src/react/system-error/page-overlay-ui.js').then((module) => module.default));
  });
  beforeEach(() => {
    console$ = captureConsole();
  });
  after(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(() => {
    console$.restore();
    expect(console$.errors).to.deep.equal([]);
  });

  it('shows "Logout Successful" on a page opened with logout=true, and drops the flag from the URL', async () => {
    await waitUntil(openDialog, 'no logout dialog');
    const dialog = openDialog()!;
    expect(texts(dialog)).to.deep.equal(['Logout Successful', 'You have been successfully logged out.', 'OK']);
    expect(location.search).to.equal('?tab=2');
    await expect(dialog.getRootNode() instanceof ShadowRoot ? (dialog.getRootNode() as ShadowRoot).host : dialog).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !openDialog(), 'logout dialog did not close');
  });

  it('opens the full-screen system-error overlay when a reply carries authorizationFail, with Reload Page and Clear', async () => {
    const reply = { error: 'Unauthorized request', authorizationFail: true };
    const failing = dataRequest('/api/commerce/cart', {
      environment: { fetch: async () => new Response(JSON.stringify(reply), { status: 401, headers: { 'Content-Type': 'application/json' } }) },
    });
    await failing.catch(() => undefined);
    await waitUntil(openDialog, 'no system-error overlay');
    const dialog = openDialog()!;
    expect(dialog.classList.contains('ss-system-error')).to.equal(true);
    expect(dialog.offsetWidth).to.equal(window.innerWidth);
    expect(texts(dialog)).to.include.members(['Reload Page', 'Clear']);
    expect(dialog.textContent).to.contain('Unauthorized request');
    await expect((dialog.getRootNode() as ShadowRoot).host).to.be.accessible();
    dialog.querySelector<HTMLButtonElement>('[data-action="cancel"]')!.click();
    await waitUntil(() => !openDialog(), 'Clear did not close the overlay');
  });

  it('shows the cleaned text and the error key', async () => {
    document.dispatchEvent(new CustomEvent('ss-system-error', { detail: { cleaned: true, errorKey: 'E-7F3A' }, bubbles: true, composed: true }));
    await waitUntil(openDialog, 'no system-error overlay');
    const dialog = openDialog()!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('Something Went Wrong!');
    expect(dialog.textContent).to.contain('Our system has encountered an error.  This exception has been automatically logged and reported.  We will return shortly.');
    expect(dialog.textContent).to.contain('E-7F3A');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog());
  });
});
