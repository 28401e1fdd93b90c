import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsBooking } from '../../src/elements/booking.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';

defineForTest('ss-booking', SsBooking);

let run = 0;
const vendor = (query = '') => `/test/support/maps-provider.js?kind=booking&run=${++run}${query}`;
const mounts = () => (window as unknown as { __testBookings?: Array<{ options: { restaurantId: string; wide: boolean }; destroyed: boolean }> }).__testBookings ?? [];

describe('<ss-booking>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ website: { id: 'site-1' } });
  });
  afterEach(() => {
    console$.restore();
    document.querySelectorAll('[data-ss-dialog-host]').forEach((host) => host.remove());
  });

  it('goes from loading to loaded with the vendor widget, wide above 850 px', async () => {
    const el = await fixture<SsBooking>(html`
      <div style="width: 900px"><ss-booking vendor-src=${vendor()} restaurant-id="r-42"><a href="tel:+15551234567">Call to book</a></ss-booking></div>
    `).then((wrapper) => wrapper.querySelector('ss-booking')!);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'loaded');
    expect(mounts().at(-1)!.options).to.deep.equal({ restaurantId: 'r-42', wide: true });
    expect(parts(el, 'base')[0]!.hasAttribute('data-wide')).to.equal(true);
    expect(parts(el, 'widget')[0]!.querySelector('form')).not.to.equal(null);
    expect(parts(el, 'preview-shield')).to.have.length(0);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it("is preview only for a logged-in owner: a click shows the 'Preview Only' alert", async () => {
    setPageContext({ website: { id: 'site-1' }, authenticatedAccount: { id: 'owner-1' } });
    const el = await fixture<SsBooking>(html`<ss-booking vendor-src=${vendor()} restaurant-id="r-7"></ss-booking>`);
    await rendered(el);
    await waitUntil(() => parts(el, 'preview-shield').length === 1);
    await expect(el).to.be.accessible();
    const clicked = oneEvent(document, 'ss-booking-preview-click');
    parts(el, 'preview-shield')[0]!.click();
    expect(((await clicked) as CustomEvent).detail).to.deep.equal({ restaurantId: 'r-7' });
    await waitUntil(() => document.querySelector('[data-ss-dialog-host]')?.shadowRoot?.querySelector('dialog[open]'), 'no alert');
    const dialog = document.querySelector('[data-ss-dialog-host]')!.shadowRoot!.querySelector('dialog')!;
    expect(dialog.textContent).to.contain('Preview Only');
    expect(dialog.textContent).to.contain('Log out to use this block.');
  });

  it('shows its fallback content and a small error when the vendor script fails', async () => {
    const el = await fixture<SsBooking>(html`
      <ss-booking vendor-src=${vendor('&mode=broken')} restaurant-id="r-1"><a href="tel:+15551234567">Call to book</a></ss-booking>
    `);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'error');
    expect(parts(el, 'error')[0]!.textContent).to.equal('Reservations could not be loaded.');
    expect(el.shadowRoot!.querySelector('slot')).not.to.equal(null);
    expect(console$.errors).to.have.length(1);
    await expect(el).to.be.accessible();
  });
});
