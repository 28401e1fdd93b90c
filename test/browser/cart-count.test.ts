import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsCartCount } from '../../src/elements/cart-count.js';
import { cartStore } from '../../src/runtime/commerce/cart-store.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';

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
    await expect(el).to.be.accessible();
    await cartStore.add('barista-class', 'class-weekday', 2);
    await waitUntil(() => parts(el, 'count')[0]!.textContent === '2');
    expect(link.textContent).to.equal('Cart, 2 items2');
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
});
