import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsCart } from '../../src/elements/cart.js';
import { cartStore } from '../../src/runtime/commerce/cart-store.js';
import { SESSION_EXPIRED_MESSAGE } from '../../src/runtime/commerce/checkout-routes.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';

defineForTest('ss-cart', SsCart);

async function emptyTheCart(): Promise<void> {
  cartStore.reset();
  const cart = await cartStore.load(true);
  for (const entry of cart.entries) await cartStore.remove(entry.id);
  for (const coupon of cart.coupons) await cartStore.removeCoupon(coupon.code);
}

async function cartElement(): Promise<SsCart> {
  const el = await fixture<SsCart>(html`<ss-cart shop-url="/shop.html"></ss-cart>`);
  await rendered(el);
  await waitUntil(() => parts(el, 'base')[0]!.dataset.state !== 'loading', 'the cart did not load');
  return el;
}

const total = (el: SsCart, which: string) => el.shadowRoot!.querySelector(`[data-total="${which}"]`)?.textContent;
const state = (el: SsCart) => parts(el, 'base')[0]!.dataset.state;

describe('<ss-cart>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(async () => {
    setPageContext({ locale: 'en-US' });
    await emptyTheCart();
    cartStore.reset();
    console$ = captureConsole();
  });
  afterEach(() => {
    console$.restore();
    document.querySelectorAll('[data-ss-dialog-host]').forEach((host) => host.remove());
  });

  it('says the cart is empty and links back to the shop', async () => {
    const el = await cartElement();
    expect(state(el)).to.equal('empty');
    expect(parts(el, 'empty')[0]!.textContent).to.equal('Your cart is empty.');
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/shop.html');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('lists the entries with the totals the server computed', async () => {
    await cartStore.add('barista-class', 'class-weekday', 1);
    await cartStore.add('harbour-blend', 'harbour-1k-whole', 1);
    cartStore.reset();
    const el = await cartElement();
    expect(state(el)).to.equal('ready');
    expect(parts(el, 'entry-name').map((n) => n.textContent)).to.deep.equal(['Home Barista Class', 'Harbour Blend Coffee Beans']);
    expect(parts(el, 'entry-total').map((n) => n.textContent)).to.deep.equal(['$55.00', '$39.00']);
    expect(total(el, 'subtotal')).to.equal('$94.00');
    expect(total(el, 'grand')).to.equal('$94.00');
    await expect(el).to.be.accessible();
  });

  it('changes a quantity with + and by typing, and tells the page', async () => {
    await cartStore.add('barista-class', 'class-weekday', 1);
    const el = await cartElement();
    const changed = oneEvent(document, 'ss-cart-quantity-change');
    parts<HTMLButtonElement>(el, 'increase')[0]!.click();
    expect((await changed).detail).to.include({ productId: 'barista-class', quantity: 2 });
    await waitUntil(() => total(el, 'grand') === '$110.00');
    const input = parts<HTMLInputElement>(el, 'quantity')[0]!;
    input.focus();
    input.select();
    await sendKeys({ type: '4' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => total(el, 'grand') === '$220.00');
    expect(parts<HTMLInputElement>(el, 'quantity')[0]!.value).to.equal('4');
    await expect(el).to.be.accessible();
  });

  it('shows the server stock message when asking for more than there is', async () => {
    await cartStore.add('harbour-blend', 'harbour-1k-ground', 5);
    const el = await cartElement();
    const increase = parts<HTMLButtonElement>(el, 'increase')[0]!;
    expect(increase.disabled, 'no + beyond the stock').to.equal(true);
    const input = parts<HTMLInputElement>(el, 'quantity')[0]!;
    input.focus();
    input.select();
    await sendKeys({ type: '9' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => parts(el, 'error')[0]!.textContent === 'Only 5 left in stock.');
    expect(total(el, 'grand')).to.equal('$195.00');
    await expect(el).to.be.accessible();
  });

  it('removes an entry and moves focus to the cart heading', async () => {
    await cartStore.add('barista-class', 'class-weekday', 1);
    const el = await cartElement();
    const removed = oneEvent(document, 'ss-cart-remove');
    parts<HTMLButtonElement>(el, 'remove')[0]!.click();
    expect((await removed).detail.productId).to.equal('barista-class');
    await waitUntil(() => state(el) === 'empty');
    await waitUntil(() => el.shadowRoot!.activeElement === parts(el, 'title')[0]);
  });

  it('applies a coupon as a discount, and shows why an unknown code is refused', async () => {
    await cartStore.add('barista-class', 'class-saturday', 2);
    const el = await cartElement();
    const input = parts<HTMLInputElement>(el, 'coupon-input')[0]!;
    input.focus();
    await sendKeys({ type: 'NOPE' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => parts(el, 'error')[0]!.textContent === 'This coupon code is not valid.');
    input.focus();
    input.select();
    await sendKeys({ type: 'welcome10' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => total(el, 'discount') === '-$13.00');
    expect(total(el, 'grand')).to.equal('$117.00');
    expect(parts(el, 'coupon')[0]!.textContent).to.contain('WELCOME10');
    await expect(el).to.be.accessible();
  });

  it('goes to /commerce/goto-checkout when the cart exists (the page may stop it)', async () => {
    await cartStore.add('barista-class', 'class-weekday', 1);
    const el = await cartElement();
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('ss-cart-checkout', stop, { once: true });
    const checkout = oneEvent(document, 'ss-cart-checkout');
    parts<HTMLButtonElement>(el, 'checkout')[0]!.click();
    expect((await checkout).detail).to.deep.equal({ url: '/commerce/goto-checkout', grandTotalCents: 5500 });
  });

  it('shows the exact session-expired alert when the cart is gone', async () => {
    await cartStore.add('barista-class', 'class-weekday', 1);
    const el = await cartElement();
    // The cart vanished on the server (expired): the page still shows the last copy.
    const snapshot = cartStore.getSnapshot();
    (snapshot.cart as { id: string | null }).id = null;
    parts<HTMLButtonElement>(el, 'checkout')[0]!.click();
    await waitUntil(() => document.querySelector('[data-ss-dialog-host]')?.shadowRoot?.querySelector('dialog[open]'));
    const dialog = document.querySelector('[data-ss-dialog-host]')!.shadowRoot!.querySelector('dialog')!;
    expect(dialog.textContent).to.contain(SESSION_EXPIRED_MESSAGE);
    // Measured once the dialog has faded in.
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    await expect(document.querySelector('[data-ss-dialog-host]')!).to.be.accessible();
  });
});
