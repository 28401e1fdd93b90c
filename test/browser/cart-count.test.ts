import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsCartCount } from '../../src/elements/cart-count.js';
import { cartStore } from '../../src/runtime/commerce/cart-store.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installFetchFake } from '../support/fetch-fake.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';

defineForTest('ss-cart-count', SsCartCount);

async function emptyTheCart(): Promise<void> {
  cartStore.reset();
  const cart = await cartStore.load(true);
  for (const entry of cart.entries) await cartStore.remove(entry.id);
}

describe('<ss-cart-count>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(async () => {
    setPageContext({ locale: 'en-US' });
    await emptyTheCart();
    console$ = captureConsole();
  });
  afterEach(() => console$.restore());

  it('links to the cart with the number of items, and follows the cart as it changes', async () => {
    const el = await fixture<SsCartCount>(html`<ss-cart-count href="/cart.html"></ss-cart-count>`);
    await rendered(el);
    const link = parts<HTMLAnchorElement>(el, 'base')[0]!;
    expect(link.getAttribute('href')).to.equal('/cart.html');
    await waitUntil(() => link.textContent === 'Cart, 0 items0');
    // An empty cart shows no badge, its place kept (issue 49: the same picture a page drawn for everyone shows).
    const badge = () => getComputedStyle(parts(el, 'count')[0]!).visibility;
    expect(badge()).to.equal('hidden');
    await expect(el).to.be.accessible();
    await cartStore.add('barista-class', 'class-weekday', 2);
    await waitUntil(() => parts(el, 'count')[0]!.textContent === '2');
    expect(link.textContent).to.equal('Cart, 2 items2');
    expect(badge()).to.equal('visible');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('tells the page when the visitor opens the cart; the page may stop the navigation', async () => {
    const el = await fixture<SsCartCount>(html`<ss-cart-count label="Basket"></ss-cart-count>`);
    await rendered(el);
    const link = parts<HTMLAnchorElement>(el, 'base')[0]!;
    expect(parts(el, 'label')[0]!.textContent).to.equal('Basket, 0 items');
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('ss-cart-count-open', stop);
    const event = oneEvent(document, 'ss-cart-count-open');
    link.click();
    const { detail } = await event;
    document.removeEventListener('ss-cart-count-open', stop);
    expect(detail).to.deep.equal({ href: '/cart', totalQuantity: 0 });
    expect(location.pathname).not.to.equal('/cart');
  });

  describe('drawn by the server', () => {
    let container: HTMLElement;
    beforeEach(() => {
      container = document.createElement('div');
      document.body.append(container);
    });
    afterEach(() => container.remove());
    const hydrated = (el: HTMLElement) => waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the count hydrates');

    it("hydrates the visitor's count the server drew, and the page's cart starts from it without a fetch", async () => {
      cartStore.reset();
      // The visitor's cart as the server read it (the test API's own cart is empty: a fetch would show 0).
      const serverCart = { cart: { id: 'visitor', totalQuantity: 2, entries: [] } };
      const network = installFetchFake();
      const el = insertServerMarkup(container, serverMarkup(SsCartCount, '<ss-cart-count href="#cart"></ss-cart-count>', serverCart));
      expect(parts(el, 'count')[0]!.textContent, 'drawn with the real count').to.equal('2');
      expect(parts(el, 'base')[0]!.dataset.state).to.equal('ready');
      await hydrated(el);
      await nextFrame();
      network.restore();
      expect(network.calls.filter((call) => call.path.startsWith('/api/commerce/cart')), 'no cart fetch').to.deep.equal([]);
      expect(parts(el, 'count')[0]!.textContent).to.equal('2');
      expect(cartStore.getSnapshot()).to.include({ status: 'ready' });
      expect(cartStore.getSnapshot().cart.totalQuantity).to.equal(2);
      expect(console$.errors).to.deep.equal([]);
      expect(console$.warnings).to.deep.equal([]);
    });

    it('hydrates the loading picture a server without the cart drew, with no mismatch when the cart was already loaded, then shows it', async () => {
      const markup = serverMarkup(SsCartCount, '<ss-cart-count></ss-cart-count>');
      await cartStore.load(true);
      const el = insertServerMarkup(container, markup);
      expect(parts(el, 'base')[0]!.dataset.state).to.equal('loading');
      await hydrated(el);
      await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready');
      expect(parts(el, 'count')[0]!.textContent).to.equal('0');
      expect(console$.errors).to.deep.equal([]);
      expect(console$.warnings).to.deep.equal([]);
    });
  });
});
