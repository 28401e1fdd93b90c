import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsBooking } from '../../src/elements/booking.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { forgetSiteCatalogues, SITE_MESSAGES_SCRIPT_ID } from '../../src/runtime/i18n/site-text.js';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';

defineForTest('ss-booking', SsBooking);

let run = 0;
/** A fresh adapter-script URL per test: a vendor script loads once per page and URL. */
const vendor = (query = '') => `/test/support/booking-vendor.js?run=${++run}${query}`;
const mounts = () =>
  (window as unknown as { __testBookings?: Array<{ options: { restaurantId: string; wide: boolean; locale: string }; destroyed: boolean; resized: boolean[] }> }).__testBookings ?? [];
/** The local stand-in for OpenTable's widget frame (test/support/opentable-fake.html). */
const OPENTABLE_FAKE = '/test/support/opentable-fake.html';

async function inWrapper(width: number, booking: ReturnType<typeof html>): Promise<{ wrapper: HTMLDivElement; el: SsBooking }> {
  const wrapper = await fixture<HTMLDivElement>(html`<div style="width: ${width}px">${booking}</div>`);
  const el = wrapper.querySelector('ss-booking')!;
  await rendered(el);
  return { wrapper, el };
}

const frameOf = (el: SsBooking) => parts(el, 'widget')[0]!.querySelector('iframe')!;
const loaded = (el: SsBooking) => waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'loaded', 'the widget did not load');

describe('<ss-booking>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ website: { id: 'site-1' }, locale: 'en-GB', bookingWidgetUrl: OPENTABLE_FAKE });
  });
  afterEach(() => {
    console$.restore();
    document.querySelectorAll('[data-ss-dialog-host]').forEach((host) => host.remove());
  });

  describe('with OpenTable', () => {
    it("goes from loading to loaded with OpenTable's widget for the restaurant, wide above 850 px", async () => {
      const { el } = await inWrapper(900, html`<ss-booking restaurant-id="412810" vendor-domain="co.uk"><a href="tel:+442071234567">Call to book</a></ss-booking>`);
      // spec 01 §4 restaurant booking block: loading, then loaded
      expect(parts(el, 'base')[0]!.dataset.state).to.equal('loading');
      expect(parts(el, 'status')[0]!.textContent).to.equal('Loading reservations\u2026');
      await loaded(el);
      const frame = frameOf(el);
      const url = new URL(frame.src);
      expect(url.pathname).to.equal(OPENTABLE_FAKE);
      expect(Object.fromEntries(url.searchParams)).to.deep.include({ rid: '412810', type: 'standard', theme: 'wide', iframe: 'true', domain: 'co.uk', lang: 'en-GB' });
      // spec 01 §9: the booking widget is wide above 850
      expect(parts(el, 'base')[0]!.hasAttribute('data-wide')).to.equal(true);
      expect([frame.width, frame.height]).to.deep.equal(['840', '350']);
      expect(frame.title).to.equal('Reserve a table');
      expect(frame.contentDocument!.querySelector('button')!.textContent).to.equal('Find a table');
      expect(parts(el, 'status')).to.have.length(0);
      await expect(el).to.be.accessible();
      expect(console$.errors).to.deep.equal([]);
    });

    it('switches to the standard widget when the block becomes 850 px or narrower', async () => {
      const { wrapper, el } = await inWrapper(900, html`<ss-booking restaurant-id="1234"></ss-booking>`);
      await loaded(el);
      expect(frameOf(el).dataset.theme).to.equal('wide');
      wrapper.style.width = '600px';
      await waitUntil(() => frameOf(el).dataset.theme === 'standard', 'the widget stayed wide');
      expect(new URL(frameOf(el).src).searchParams.get('theme')).to.equal('standard');
      expect([frameOf(el).width, frameOf(el).height]).to.deep.equal(['224', '301']);
      expect(parts(el, 'base')[0]!.hasAttribute('data-wide')).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('names an unknown vendor-domain in one console error and still loads the widget from opentable.com', async () => {
      const { el } = await inWrapper(600, html`<ss-booking restaurant-id="55" vendor-domain="example.org"></ss-booking>`);
      await loaded(el);
      expect(new URL(frameOf(el).src).searchParams.get('domain')).to.equal('com');
      expect(console$.errors).to.have.length(1);
      expect(console$.errors[0]).to.contain('vendor-domain');
    });

    it('shows its fallback content for a restaurant id OpenTable cannot have', async () => {
      const { el } = await inWrapper(600, html`<ss-booking restaurant-id="my restaurant"><a href="tel:+15551234567">Call to book</a></ss-booking>`);
      await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'error');
      expect(parts(el, 'widget')[0]!.querySelector('iframe')).to.equal(null);
      expect(parts(el, 'error')[0]!.textContent).to.equal('Reservations could not be loaded.');
      expect(console$.errors).to.have.length(1);
      expect(console$.errors[0]).to.contain('OpenTable');
      await expect(el).to.be.accessible();
    });

    it("is preview only for a logged-in owner: a click shows the 'Preview Only' alert", async () => {
      // spec 01 §4 / §6: the booking block is preview only for logged-in users
      setPageContext({ website: { id: 'site-1' }, authenticatedAccount: { id: 'owner-1' }, bookingWidgetUrl: OPENTABLE_FAKE });
      const el = await fixture<SsBooking>(html`<ss-booking restaurant-id="7"></ss-booking>`);
      await rendered(el);
      await waitUntil(() => parts(el, 'preview-shield').length === 1);
      await expect(el).to.be.accessible();
      const clicked = oneEvent(document, 'ss-booking-preview-click');
      parts(el, 'preview-shield')[0]!.click();
      expect(((await clicked) as CustomEvent).detail).to.deep.equal({ restaurantId: '7' });
      await waitUntil(() => document.querySelector('[data-ss-dialog-host]')?.shadowRoot?.querySelector('dialog[open]'), 'no alert');
      const dialog = document.querySelector('[data-ss-dialog-host]')!.shadowRoot!.querySelector('dialog')!;
      expect(dialog.textContent).to.contain('Preview Only');
      expect(dialog.textContent).to.contain('Log out to use this block.');
    });

    it("renders the site's own translations of its texts", async () => {
      const messages = document.createElement('script');
      messages.type = 'application/json';
      messages.id = SITE_MESSAGES_SCRIPT_ID;
      messages.textContent = JSON.stringify({ fr: { 'booking.label': 'Réservations', 'booking.widgetTitle': 'Réserver une table', 'booking.loading': 'Chargement des réservations…' } });
      document.head.append(messages);
      forgetSiteCatalogues();
      setPageContext({ website: { id: 'site-1' }, locale: 'fr-FR', bookingWidgetUrl: OPENTABLE_FAKE });
      try {
        const { el } = await inWrapper(600, html`<ss-booking restaurant-id="99"></ss-booking>`);
        expect(parts(el, 'status')[0]!.textContent).to.equal('Chargement des réservations…');
        await loaded(el);
        expect(parts(el, 'widget')[0]!.getAttribute('aria-label')).to.equal('Réservations');
        expect(frameOf(el).title).to.equal('Réserver une table');
        expect(new URL(frameOf(el).src).searchParams.get('lang')).to.equal('fr-FR');
      } finally {
        messages.remove();
        forgetSiteCatalogues();
      }
    });
  });

  describe('with a vendor adapter script', () => {
    it('goes from loading to loaded with the vendor widget, wide above 850 px', async () => {
      const { el } = await inWrapper(900, html`<ss-booking vendor-src=${vendor()} restaurant-id="r-42"><a href="tel:+15551234567">Call to book</a></ss-booking>`);
      await loaded(el);
      expect(mounts().at(-1)!.options).to.deep.equal({ restaurantId: 'r-42', wide: true, locale: 'en-GB' });
      expect(parts(el, 'base')[0]!.hasAttribute('data-wide')).to.equal(true);
      expect(parts(el, 'widget')[0]!.querySelector('form')).not.to.equal(null);
      expect(parts(el, 'preview-shield')).to.have.length(0);
      await expect(el).to.be.accessible();
      expect(console$.errors).to.deep.equal([]);
    });

    it('says it is loading, busy and accessible, until the vendor is ready', async () => {
      // spec 01 §4 restaurant booking block: loading, then loaded
      const el = await fixture<SsBooking>(html`<ss-booking vendor-src=${vendor('&mode=silent')} restaurant-id="r-3"></ss-booking>`);
      await rendered(el);
      expect(parts(el, 'base')[0]!.dataset.state).to.equal('loading');
      expect(parts(el, 'status')[0]!.getAttribute('role')).to.equal('status');
      expect(parts(el, 'widget')[0]!.getAttribute('aria-busy')).to.equal('true');
      expect(parts(el, 'base')[0]!.getBoundingClientRect().height).to.be.at.least(350);
      await expect(el).to.be.accessible();
      expect(console$.errors).to.deep.equal([]);
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
});
