import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsProduct } from '../../src/elements/product.js';
import { cartStore } from '../../src/runtime/commerce/cart-store.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';

defineForTest('ss-product', SsProduct);

/** The seeded Harbour Blend (server/commerce/catalogue-seed.ts), inline. */
const harbourBlend = {
  id: 'harbour-blend',
  name: 'Harbour Blend Coffee Beans',
  description: 'Our house espresso.',
  productType: 'PHYSICAL',
  variantOptionOrdering: ['Size', 'Grind'],
  images: [{ src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'A bag of coffee beans', width: 800, height: 800 }],
  variants: [
    { id: 'harbour-250-whole', sku: 'HB-250-W', price: 1400, qtyInStock: 40, optionValues: [{ optionName: 'Size', value: '250 g' }, { optionName: 'Grind', value: 'Whole bean' }] },
    { id: 'harbour-250-ground', sku: 'HB-250-G', price: 1400, qtyInStock: 0, optionValues: [{ optionName: 'Size', value: '250 g' }, { optionName: 'Grind', value: 'Ground' }] },
    { id: 'harbour-1k-whole', sku: 'HB-1K-W', price: 4800, onSale: true, salePrice: 3900, qtyInStock: 12, optionValues: [{ optionName: 'Size', value: '1 kg' }, { optionName: 'Grind', value: 'Whole bean' }] },
  ],
};

const withJson = (product: unknown, layout = 'item') =>
  html`<ss-product layout=${layout}><script type="application/json">${JSON.stringify(product)}</script><p>Harbour Blend — from $14.00</p></ss-product>`;

async function product(template: ReturnType<typeof html>, selector = '[part~="name"]'): Promise<SsProduct> {
  const el = await fixture<SsProduct>(template);
  await rendered(el, selector);
  return el;
}

const select = (el: SsProduct, index: number) => parts<HTMLSelectElement>(el, 'option')[index]!;
async function choose(el: SsProduct, index: number, value: string) {
  const element = select(el, index);
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
  await nextFrame();
}

async function emptyTheCart(): Promise<void> {
  cartStore.reset();
  const cart = await cartStore.load(true);
  for (const entry of cart.entries) await cartStore.remove(entry.id);
}

describe('<ss-product>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(async () => {
    setPageContext({ locale: 'en-US', website: { id: 'demo-site' } });
    await emptyTheCart();
    console$ = captureConsole();
  });
  afterEach(() => console$.restore());

  it('shows weight and dimensions in the units of the store settings (spec 02 §4: imperial lbs and inches, otherwise kg and cm)', async () => {
    const teapot = { id: 'last-teapot', name: 'Hand-thrown Teapot', productType: 'PHYSICAL', shippingWeight: 1.25, dimensions: { length: 24, width: 16, height: 15.5 }, variants: [{ id: 'teapot-one', price: 12000, qtyInStock: 1 }] };
    const metric = await product(withJson(teapot));
    expect(metric.shadowRoot!.querySelector('[data-measurement="weight"]')!.textContent).to.equal('1.25 kg');
    expect(metric.shadowRoot!.querySelector('[data-measurement="dimensions"]')!.textContent).to.equal('24 × 16 × 15.5 cm');
    await expect(metric).to.be.accessible();
    setPageContext({ locale: 'en-US', websiteSettings: { storeSettings: { measurementStandard: 'IMPERIAL' } } });
    const imperial = await product(withJson(teapot));
    expect(imperial.shadowRoot!.querySelector('[data-measurement="weight"]')!.textContent).to.equal('1.25 lbs');
    expect(imperial.shadowRoot!.querySelector('[data-measurement="dimensions"]')!.textContent).to.equal('24 × 16 × 15.5 in');
    expect([...parts(imperial, 'measurements')[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).to.deep.equal(['Weight', 'Dimensions']);
    // Cards stay compact; products that are not physical have no measurements.
    expect(parts(await product(withJson(teapot, 'card')), 'measurements')).to.have.length(0);
    expect(parts(await product(withJson({ ...teapot, productType: 'SERVICE' })), 'measurements')).to.have.length(0);
    expect(console$.errors).to.deep.equal([]);
  });

  it('shows a site-supplied translation of its texts (#ss-messages)', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'ss-messages';
    script.textContent = JSON.stringify({
      fr: { 'product.addToCart': 'Ajouter au panier', 'product.priceFrom': 'à partir de {price}', 'product.quantity': 'Quantité', 'product.sale': 'Promo' },
    });
    document.head.append(script);
    forgetSiteCatalogues();
    setPageContext({ locale: 'fr-FR' });
    try {
      const el = await product(withJson(harbourBlend));
      expect(parts(el, 'button')[0]!.textContent).to.equal('Ajouter au panier');
      expect(parts(el, 'badge')[0]!.textContent).to.equal('Promo');
      expect(parts(el, 'price')[0]!.textContent).to.match(/^à partir de /);
      expect(el.shadowRoot!.querySelector('label[for$="-quantity"]')!.textContent).to.equal('Quantité');
      // Keys the site does not translate keep their en-US text.
      expect(parts(el, 'status')[0]!.textContent).to.equal('');
      expect(parts<HTMLSelectElement>(el, 'option')[0]!.options[0]!.textContent).to.equal('Choose size');
      await expect(el).to.be.accessible();
    } finally {
      script.remove();
      forgetSiteCatalogues();
    }
  });

  it('shows name, image, "from" price, sale badge and one labelled select per option', async () => {
    const el = await product(withJson(harbourBlend));
    expect(parts(el, 'name')[0]!.textContent).to.equal('Harbour Blend Coffee Beans');
    expect(parts(el, 'name')[0]!.localName).to.equal('h2');
    expect(parts<HTMLImageElement>(el, 'image')[0]!.alt).to.equal('A bag of coffee beans');
    // Loaded through the shared image loader, in a box reserved at the image's ratio.
    await waitUntil(() => parts<HTMLImageElement>(el, 'image')[0]!.src.startsWith('data:image/gif'), 'the image loader set no src');
    expect(parts(el, 'image-box')[0]!.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(parts(el, 'price')[0]!.textContent).to.equal('from $14.00');
    expect(parts(el, 'badge')[0]!.textContent).to.equal('Sale');
    expect(parts(el, 'option').map((s) => s.previousElementSibling!.textContent)).to.deep.equal(['Size', 'Grind']);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('reads its product from data-block-json too, for frameworks that drop child scripts (issue 16)', async () => {
    const el = await product(html`<ss-product data-block-json=${JSON.stringify(harbourBlend)}></ss-product>`);
    expect(parts(el, 'name')[0]!.textContent).to.equal('Harbour Blend Coffee Beans');
    expect(parts(el, 'price')[0]!.textContent).to.equal('from $14.00');
    expect(console$.errors).to.deep.equal([]);
  });

  it('disables sold-out combinations and shows the chosen variant price with the regular one struck through', async () => {
    const el = await product(withJson(harbourBlend));
    const changed = oneEvent(document, 'ss-product-variant-change');
    await choose(el, 0, '250 g');
    expect((await changed).detail).to.deep.equal({ productId: 'harbour-blend', selection: { Size: '250 g' }, variantId: null });
    const ground = [...select(el, 1).options].find((o) => o.value === 'Ground')!;
    expect(ground.disabled).to.equal(true);
    expect(ground.textContent).to.equal('Ground (Sold out)');
    await choose(el, 0, '1 kg');
    await choose(el, 1, 'Whole bean');
    expect(parts(el, 'price')[0]!.dataset.state).to.equal('on-sale');
    expect(parts(el, 'price')[0]!.textContent).to.equal('Sale price $39.00 Regular price $48.00');
    await expect(el).to.be.accessible();
  });

  it('asks for the options, then checks the stock before adding', async () => {
    const el = await product(withJson(harbourBlend));
    parts<HTMLButtonElement>(el, 'button')[0]!.click();
    await waitUntil(() => parts(el, 'error')[0]!.textContent === 'Please select Size and Grind.');
    await choose(el, 0, '1 kg');
    await choose(el, 1, 'Whole bean');
    const quantity = parts<HTMLInputElement>(el, 'quantity')[0]!;
    // The native setter, so React sees the edit as a visitor's.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(quantity, '13');
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    await nextFrame();
    parts<HTMLButtonElement>(el, 'button')[0]!.click();
    await waitUntil(() => parts(el, 'error')[0]!.textContent === 'Only 12 left in stock.');
    await expect(el).to.be.accessible();
  });

  it('adds to the cart through the site API and tells the page', async () => {
    const el = await product(withJson(harbourBlend));
    await choose(el, 0, '250 g');
    await choose(el, 1, 'Whole bean');
    const added = oneEvent(document, 'ss-product-added');
    parts<HTMLButtonElement>(el, 'button')[0]!.click();
    const { detail } = await added;
    expect(detail).to.deep.equal({ productId: 'harbour-blend', variantId: 'harbour-250-whole', quantity: 1, totalQuantity: 1 });
    await waitUntil(() => parts(el, 'status')[0]!.textContent === 'Added to cart.');
    expect(cartStore.getSnapshot().cart.entries[0]).to.include({ productId: 'harbour-blend', quantity: 1, unitPriceCents: 1400 });
    await expect(el).to.be.accessible();
  });

  it('lets the page cancel adding to the cart', async () => {
    const el = await product(withJson(harbourBlend));
    await choose(el, 0, '250 g');
    await choose(el, 1, 'Whole bean');
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('ss-product-add-to-cart', stop, { once: true });
    parts<HTMLButtonElement>(el, 'button')[0]!.click();
    await nextFrame();
    await nextFrame();
    expect((await cartStore.load(true)).entries).to.deep.equal([]);
  });

  it('loads a product from the site API by product-id', async () => {
    const el = await product(html`<ss-product product-id="barista-class"></ss-product>`);
    expect(parts(el, 'name')[0]!.textContent).to.equal('Home Barista Class');
    expect(parts(el, 'price')[0]!.textContent).to.equal('from $55.00');
    await expect(el).to.be.accessible();
  });

  it('keeps the same box from loading to loaded, item and card (nothing moves when the product arrives)', async () => {
    for (const layout of ['item', 'card']) {
      const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 44rem"></div>`);
      const el = document.createElement('ss-product');
      el.setAttribute('product-id', 'barista-class');
      el.setAttribute('layout', layout);
      wrapper.append(el);
      // The first render is synchronous; the product is still on its way.
      await waitUntil(() => parts(el, 'base')[0], 'no first render');
      expect(parts(el, 'base')[0]!.dataset.state, layout).to.equal('loading');
      const loading = el.getBoundingClientRect().height;
      await rendered(el, '[part~="name"]');
      expect(el.getBoundingClientRect().height, layout).to.be.closeTo(loading, 0.5);
    }
  });

  it('shows its inline JSON at once, then the current stock from the site API', async () => {
    const stale = {
      id: 'enamel-mug',
      name: 'Enamel Camp Mug',
      productType: 'PHYSICAL',
      variants: [
        { id: 'mug-blue', price: 1800, qtyInStock: 25, optionValues: [{ optionName: 'Colour', value: 'Harbour blue' }] },
        { id: 'mug-white', price: 1800, qtyInStock: 5, optionValues: [{ optionName: 'Colour', value: 'Sea-salt white' }] },
      ],
    };
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('ss-product') as SsProduct;
    el.setAttribute('product-id', 'enamel-mug');
    el.innerHTML = `<script type="application/json">${JSON.stringify(stale)}</script>`;
    wrapper.append(el);
    // Rendered in the same task as the upgrade: nothing waits for the network.
    expect(parts(el, 'name')[0]!.textContent).to.equal('Enamel Camp Mug');
    const white = () => [...select(el, 0).options].find((o) => o.value === 'Sea-salt white')!;
    expect(white().disabled).to.equal(false);
    await waitUntil(() => white().disabled, 'the sold-out colour from the site API was not applied');
    expect(white().textContent).to.equal('Sea-salt white (Sold out)');
  });

  it('shows a small error state for invalid product JSON, with one console error', async () => {
    const el = await product(html`<ss-product><script type="application/json">{"id":"x","name":"Broken","productType":"BOAT"}</script></ss-product>`, '[part~="base"]');
    const base = parts(el, 'base')[0]!;
    expect(base.dataset.state).to.equal('error');
    expect(base.textContent).to.equal('This product cannot be shown.');
    expect(console$.errors).to.have.length(1);
    expect(console$.errors[0]).to.contain('productType');
    await expect(el).to.be.accessible();
  });

  it('shows the Sale badge only when a variant it sells is on sale (spec 02 §4 on sale)', async () => {
    const ebook = await product(withJson({ id: 'e', name: 'E-book', productType: 'DIGITAL', priceCents: 1500, salePriceCents: 999, onSale: true }));
    expect(parts(ebook, 'badge')[0]?.textContent).to.equal('Sale');
    // A product-level flag does not make variants that are all at full price "on sale".
    const mug = await product(withJson({ id: 'm', name: 'Mug', productType: 'PHYSICAL', onSale: true, variants: [{ id: 'v1', price: 1800, qtyInStock: 3, optionValues: [{ optionName: 'Colour', value: 'Blue' }] }, { id: 'v2', price: 2000, qtyInStock: 3, optionValues: [{ optionName: 'Colour', value: 'White' }] }] }));
    expect(parts(mug, 'badge').map((badge) => badge.textContent)).to.not.include('Sale');
  });

  it('never sells out a digital product priced directly, and marks a sold-out product', async () => {
    const ebook = await product(withJson({ id: 'e', name: 'E-book', productType: 'DIGITAL', priceCents: 1500, salePriceCents: 999, onSale: true }));
    expect(parts(ebook, 'price')[0]!.textContent).to.equal('Sale price $9.99 Regular price $15.00');
    expect(parts<HTMLButtonElement>(ebook, 'button')[0]!.disabled).to.equal(false);
    const apron = await product(withJson({ id: 'a', name: 'Apron', productType: 'PHYSICAL', variants: [{ id: 'v', price: 3500, qtyInStock: 0 }] }));
    expect(parts(apron, 'base')[0]!.dataset.state).to.equal('sold-out');
    expect(parts(apron, 'badge')[0]!.textContent).to.equal('Sold out');
    expect(parts<HTMLButtonElement>(apron, 'button')[0]!.disabled).to.equal(true);
    await expect(apron).to.be.accessible();
  });

  it('labels a product that is not published (spec 02 §4 workflow labels) and does not sell it', async () => {
    const scheduled = await product(withJson({ id: 's', name: 'Winter Blend', productType: 'PHYSICAL', workflowState: 'SCHEDULED', variants: [{ id: 'v', price: 1500, qtyInStock: 9 }] }));
    expect(parts(scheduled, 'workflow')[0]!.textContent).to.equal('Scheduled');
    expect(parts<HTMLButtonElement>(scheduled, 'button')[0]!.disabled).to.equal(true);
    const draft = await product(withJson({ id: 'd', name: 'Test Mug', productType: 'PHYSICAL', workflowState: 'DRAFT', variants: [{ id: 'v', price: 1500, qtyInStock: 9 }] }));
    expect(parts(draft, 'workflow')[0]!.textContent).to.equal('Hidden');
    const published = await product(withJson({ id: 'p', name: 'Mug', productType: 'PHYSICAL', variants: [{ id: 'v', price: 1500, qtyInStock: 9 }] }));
    expect(parts(published, 'workflow')).to.have.length(0);
    await expect(scheduled).to.be.accessible();
  });

  it('sends a subscription to /checkout/subscribe with its own cart (a code posted, never in the address), worded per spec', async () => {
    const el = await product(html`<ss-product product-id="beans-subscription"></ss-product>`);
    expect(parts(el, 'price')[0]!.textContent).to.equal('$16.00 every month for 12 months');
    expect(parts(el, 'button')[0]!.textContent).to.equal('Subscribe');
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('ss-product-checkout', stop, { once: true });
    const checkout = oneEvent(document, 'ss-product-checkout');
    parts<HTMLButtonElement>(el, 'button')[0]!.click();
    const { detail } = await checkout;
    expect(detail.url).to.equal('/checkout/subscribe');
  });

  it('sends a gift card to /checkout/giftcard with the website, product and sku', async () => {
    const el = await product(html`<ss-product product-id="gift-card"></ss-product>`);
    await choose(el, 0, '$50');
    expect(parts(el, 'button')[0]!.textContent).to.equal('Buy gift card');
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('ss-product-checkout', stop, { once: true });
    const checkout = oneEvent(document, 'ss-product-checkout');
    parts<HTMLButtonElement>(el, 'button')[0]!.click();
    expect((await checkout).detail.url).to.equal('/checkout/giftcard?websiteId=demo-site&giftCardProductId=gift-card&sku=SQ0000050');
  });

  it('with expressCheckout on (store settings, spec 02 §3) buys now: adds, then goes on to checkout', async () => {
    setPageContext({ locale: 'en-US', websiteSettings: { storeSettings: { expressCheckout: true } } });
    const el = await product(html`<ss-product product-id="barista-class"></ss-product>`);
    await choose(el, 0, 'Wednesday evening');
    expect(parts(el, 'button')[0]!.textContent).to.equal('Buy now');
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('ss-product-checkout', stop, { once: true });
    const checkout = oneEvent(document, 'ss-product-checkout');
    parts<HTMLButtonElement>(el, 'button')[0]!.click();
    expect((await checkout).detail).to.deep.equal({ productId: 'barista-class', url: '/commerce/goto-checkout' });
    expect(cartStore.getSnapshot().cart.entries.map((entry) => entry.variantId)).to.deep.equal(['class-weekday']);
    await expect(el).to.be.accessible();
  });

  it('opens a quick view from a card (a button with data-id) and tells the page', async () => {
    const el = await product(withJson(harbourBlend, 'card'));
    expect(parts(el, 'form')).to.have.length(0);
    const button = parts<HTMLButtonElement>(el, 'quick-view')[0]!;
    expect(button.dataset.id).to.equal('harbour-blend');
    await expect(el).to.be.accessible();
    const opened = oneEvent(document, 'ss-product-quick-view');
    button.click();
    expect((await opened).detail).to.deep.equal({ productId: 'harbour-blend' });
    await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'));
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    // Content to browse, not an alert: the WAI-ARIA dialog pattern.
    expect(dialog.getAttribute('role')).to.equal('dialog');
    await waitUntil(() => dialog.querySelector('[part~="form"]'));
    expect(dialog.querySelectorAll('[part~="option"]').length).to.equal(2);
    // The dialog title names the product once.
    expect(dialog.querySelectorAll('[part~="name"]').length).to.equal(0);
    expect(dialog.textContent).to.contain('Harbour Blend Coffee Beans');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('is drawn by the server with the current product and its image, and keeps options chosen before its code arrived', async () => {
    const container = document.createElement('div');
    container.style.paddingTop = '5000px';
    document.body.append(container);
    // The site API's current copy, as the server fetched it: the inline JSON is older.
    const current = { ...harbourBlend, name: 'Harbour Blend (new roast)' };
    const el = insertServerMarkup(
      container,
      serverMarkup(SsProduct, `<ss-product product-id="harbour-blend"><script type="application/json">${JSON.stringify(harbourBlend)}</script></ss-product>`, { product: current }),
    ) as SsProduct;
    expect(parts(el, 'name')[0]!.textContent).to.equal('Harbour Blend (new roast)');
    expect(parts<HTMLImageElement>(el, 'image')[0]!.getAttribute('src'), 'the image paints before the code').to.equal(harbourBlend.images[0]!.src);
    // Far below the fold: not hydrated yet when the visitor chooses.
    expect(el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root')).to.equal('server');
    select(el, 0).value = '1 kg';
    select(el, 1).value = 'Whole bean';
    parts(el, 'option')[0]!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'hydrates on the pointer');
    await waitUntil(() => parts(el, 'price')[0]!.textContent!.includes('$39.00'), 'the chosen variant is priced');
    expect([select(el, 0).value, select(el, 1).value]).to.deep.equal(['1 kg', 'Whole bean']);
    expect(console$.errors).to.deep.equal([]);
    expect(console$.warnings).to.deep.equal([]);
    container.remove();
  });
});
