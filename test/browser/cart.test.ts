import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsCart } from '../../src/elements/cart.js';
import { cartStore } from '../../src/runtime/commerce/cart-store.js';
import { SESSION_EXPIRED_MESSAGE } from '../../src/runtime/commerce/checkout-routes.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';

defineForTest('ss-cart', SsCart);

async function emptyTheCart(): Promise<void> {
  cartStore.reset();
  const cart = await cartStore.load(true);
  for (const entry of cart.entries) await cartStore.remove(entry.id);
  for (const coupon of cart.coupons) await cartStore.removeCoupon(coupon.code);
  // Back to the store's default place and option (the shipping test changes them).
  if (cart.id) await cartStore.setShipping({ location: { country: 'US', region: 'NY', postalCode: '' }, optionId: 'standard' });
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
    // Demo store rates: standard shipping free from $75, New York sales tax 8.875 % (834.25 → $8.34).
    expect(total(el, 'shipping')).to.equal('Free');
    expect(total(el, 'tax')).to.equal('$8.34');
    expect(total(el, 'grand')).to.equal('$102.34');
    expect(parts(el, 'totals')[0]!.textContent).to.contain('Tax (New York sales tax 8.875%)');
    await expect(el).to.be.accessible();
  });

  it('changes a quantity with + and by typing, and tells the page', async () => {
    await cartStore.add('barista-class', 'class-weekday', 1);
    const el = await cartElement();
    const changed = oneEvent(document, 'ss-cart-quantity-change');
    parts<HTMLButtonElement>(el, 'increase')[0]!.click();
    expect((await changed).detail).to.include({ productId: 'barista-class', quantity: 2 });
    // The new totals can be drawn a moment before the row's controls are enabled again.
    await waitUntil(() => total(el, 'subtotal') === '$110.00' && state(el) === 'ready');
    const input = parts<HTMLInputElement>(el, 'quantity')[0]!;
    input.focus();
    input.select();
    await sendKeys({ type: '4' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => total(el, 'subtotal') === '$220.00');
    expect(total(el, 'grand'), 'a class ships nothing: subtotal plus 8.875 % tax').to.equal('$239.53');
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
    expect(total(el, 'subtotal')).to.equal('$195.00');
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
    expect(total(el, 'grand')).to.equal('$127.38');
    expect(parts(el, 'coupon')[0]!.textContent).to.contain('WELCOME10');
    await expect(el).to.be.accessible();
  });

  it('estimates shipping and tax for the place the visitor gives; refuses a US zip that is not 5 digits', async () => {
    await cartStore.add('enamel-mug', 'mug-blue', 2);
    const el = await cartElement();
    // $36.00 is under the free-shipping threshold: standard $6.00; New York tax on the goods.
    expect(total(el, 'shipping')).to.equal('$6.00');
    expect(total(el, 'grand')).to.equal('$45.20');
    const zip = parts<HTMLInputElement>(el, 'shipping-postal-code')[0]!;
    zip.focus();
    await sendKeys({ type: '1234' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.shadowRoot!.querySelector('.shipping-form [role="alert"]')?.textContent === 'US zip codes must be exactly 5 digits.');
    expect(zip.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();

    const country = parts<HTMLSelectElement>(el, 'shipping-country')[0]!;
    expect([...country.options].map((o) => o.textContent)).to.include.members(['United States', 'United Kingdom', 'Canada']);
    country.value = 'GB';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => parts<HTMLSelectElement>(el, 'shipping-option')[0]?.value === 'international');
    const region = parts<HTMLInputElement>(el, 'shipping-region')[0]!;
    region.focus();
    region.select();
    await sendKeys({ press: 'Backspace' });
    zip.focus();
    zip.select();
    await sendKeys({ type: 'SW1A 1AA' });
    const changed = oneEvent(document, 'ss-cart-shipping-change');
    await sendKeys({ press: 'Enter' });
    expect((await changed).detail).to.deep.equal({ country: 'GB', region: '', postalCode: 'SW1A 1AA', optionId: 'international' });
    // International $25.00; VAT 20 % on goods and shipping: (3600 + 2500) × 0.2 = $12.20.
    await waitUntil(() => total(el, 'shipping') === '$25.00');
    expect(total(el, 'tax')).to.equal('$12.20');
    expect(total(el, 'grand')).to.equal('$73.20');
    expect(parts(el, 'shipping-place')[0]!.textContent).to.equal('Estimated for United Kingdom.');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('shows a site-supplied translation of its texts (#ss-messages)', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'ss-messages';
    script.textContent = JSON.stringify({ fr: { 'cart.title': 'Panier', 'cart.empty': 'Votre panier est vide.', 'cart.continueShopping': 'Continuer vos achats' } });
    document.head.append(script);
    forgetSiteCatalogues();
    setPageContext({ locale: 'fr-FR' });
    try {
      const el = await cartElement();
      expect(parts(el, 'title')[0]!.textContent).to.equal('Panier');
      expect(parts(el, 'empty')[0]!.textContent).to.equal('Votre panier est vide.');
      expect(el.shadowRoot!.querySelector('a')!.textContent).to.equal('Continuer vos achats');
      expect(parts(el, 'base')[0]!.getAttribute('aria-label')).to.equal('Panier');
      await expect(el).to.be.accessible();
    } finally {
      script.remove();
      forgetSiteCatalogues();
    }
  });

  it('goes to /commerce/goto-checkout when the cart exists (the page may stop it)', async () => {
    await cartStore.add('barista-class', 'class-weekday', 1);
    const el = await cartElement();
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('ss-cart-checkout', stop, { once: true });
    const checkout = oneEvent(document, 'ss-cart-checkout');
    parts<HTMLButtonElement>(el, 'checkout')[0]!.click();
    expect((await checkout).detail).to.deep.equal({ url: '/commerce/goto-checkout', grandTotalCents: 5988 });
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

  it("hydrates the visitor's entries the server drew, with no mismatch when another block loaded the cart first, and works", async () => {
    await cartStore.add('barista-class', 'class-weekday', 1);
    // The site API's reply as the server renderer got it (JSON).
    const serverCart = JSON.parse(JSON.stringify({ cart: await cartStore.load(true) })) as unknown;
    cartStore.reset();
    const markup = serverMarkup(SsCart, '<ss-cart shop-url="/shop.html"></ss-cart>', serverCart);
    cartStore.reset();
    // Another block (the count, a product) loads the page's cart before this one hydrates.
    await cartStore.load(true);
    const container = document.createElement('div');
    document.body.append(container);
    const el = insertServerMarkup(container, markup) as SsCart;
    expect(parts(el, 'entry-name').map((n) => n.textContent), 'drawn by the server').to.deep.equal(['Home Barista Class']);
    const serverRow = parts(el, 'entry')[0];
    await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the cart hydrates');
    expect(parts(el, 'entry')[0], 'the same row, not a new drawing').to.equal(serverRow);
    parts<HTMLButtonElement>(el, 'increase')[0]!.click();
    await waitUntil(() => parts<HTMLInputElement>(el, 'quantity')[0]!.value === '2', 'the hydrated cart changes the quantity');
    expect(console$.errors).to.deep.equal([]);
    expect(console$.warnings).to.deep.equal([]);
    container.remove();
  });
});
