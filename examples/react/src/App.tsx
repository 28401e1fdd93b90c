// JSX types for every Sitestack element, attribute and event (generated from custom-elements.json).
import type {} from 'sitestack/react';
import { useState, type ReactElement } from 'react';

/** The site API: images and the site's own pages (checkout) live there. */
const api = import.meta.env.VITE_SITESTACK_API;

/** The newsletter form as the site API knows it (registered with PUT /api/owner/forms/demo-newsletter). */
const newsletter = {
  formId: 'demo-newsletter',
  name: 'Newsletter',
  submitButtonText: 'Subscribe',
  successMessage: "You're on the list.",
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'first-name', type: 'text', title: 'First name' },
  ],
};

const photos = [
  { id: 'harbour-dawn', title: 'Harbour at dawn', size: [1600, 1067] },
  { id: 'latte-art', title: 'Latte art', size: [1500, 1000] },
  { id: 'sourdough', title: 'Sourdough loaves', size: [1600, 1067] },
] as const;

type Design = 'grid' | 'slideshow' | 'list';
type BlockId = 'faq' | 'menu';
const currencies = ['USD', 'EUR', 'GBP'] as const;

export function App() {
  const [design, setDesign] = useState<Design>('grid');
  const [currency, setCurrency] = useState<(typeof currencies)[number]>('USD');
  const [order, setOrder] = useState<BlockId[]>(['faq', 'menu']);
  const [showHours, setShowHours] = useState(true);
  const [itemsAdded, setItemsAdded] = useState(0);
  const [subscribed, setSubscribed] = useState(false);
  const [lastSection, setLastSection] = useState('');

  const blocks: Record<BlockId, ReactElement> = {
    faq: (
      <ss-accordion key="faq" id="faq" heading-level={3} onss-accordion-toggle={(event) => setLastSection(`FAQ item ${event.detail.index + 1}`)}>
        <details>
          <summary>Do you roast your own beans?</summary>
          <p>Every Tuesday, in the roastery behind the café.</p>
        </details>
        <details>
          <summary>Can I bring my dog?</summary>
          <p>Yes, on the terrace and inside. Water bowls by the door.</p>
        </details>
      </ss-accordion>
    ),
    menu: (
      <ss-menu key="menu" id="menu" label="Café menu" onss-menu-select={(event) => setLastSection(`Menu: ${event.detail.label}`)}>
        <section data-label="Food">
          <p>Eggs on sourdough, $9</p>
        </section>
        <section data-label="Drinks">
          <p>Flat white, $4</p>
        </section>
      </ss-menu>
    ),
  };

  return (
    <main>
      <h1>Harbour Café</h1>

      <section aria-labelledby="shop-title">
        <h2 id="shop-title">Shop</h2>
        <p>
          A bag from <ss-money amount="14" currency={currency}>$14.00</ss-money>{' '}
          <label>
            Prices in{' '}
            <select value={currency} onChange={(event) => setCurrency(event.target.value as typeof currency)}>
              {currencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
        </p>
        <ss-product product-id="harbour-blend" heading-level={3} onss-product-added={(event) => setItemsAdded((count) => count + event.detail.quantity)}></ss-product>
        <p role="status">{itemsAdded > 0 ? `${itemsAdded} added in this visit` : ''}</p>
        <ss-cart heading-level={3}></ss-cart>
      </section>

      <section aria-labelledby="photos-title">
        <h2 id="photos-title">Photos</h2>
        <label>
          Layout{' '}
          <select value={design} onChange={(event) => setDesign(event.target.value as Design)}>
            <option value="grid">Grid</option>
            <option value="slideshow">Slideshow</option>
            <option value="list">List</option>
          </select>
        </label>
        {/* Block data from app state: a new object makes a new attribute value, and the gallery follows. */}
        <ss-gallery label="The café" data-block-json={JSON.stringify({ design, lightboxTheme: 'dark' })}>
          {photos.map((photo) => (
            <figure key={photo.id} data-slide-id={photo.id} data-image-dimensions={photo.size.join('x')}>
              <img src={`${api}/images/${photo.id}.svg`} alt={photo.title} width={photo.size[0]} height={photo.size[1]} />
              <figcaption>{photo.title}</figcaption>
            </figure>
          ))}
        </ss-gallery>
      </section>

      <section aria-labelledby="visit-title">
        <h2 id="visit-title">Your visit</h2>
        <button type="button" onClick={() => setOrder((blocks) => [...blocks].reverse())}>
          Swap menu and questions
        </button>
        <p>{lastSection && `Last opened: ${lastSection}`}</p>
        <div className="blocks">{order.map((id) => blocks[id])}</div>

        <label>
          <input type="checkbox" checked={showHours} onChange={(event) => setShowHours(event.target.checked)} /> Show opening hours
        </label>
        {showHours && (
          <ss-accordion id="hours" heading-level={3}>
            <details>
              <summary>Opening hours</summary>
              <p>Every day, 8 to 17.</p>
            </details>
          </ss-accordion>
        )}
      </section>

      <section aria-labelledby="letter-title">
        <h2 id="letter-title">The Harbour letter</h2>
        <ss-newsletter id="letter" data-block-json={JSON.stringify(newsletter)} onss-form-submit-success={() => setSubscribed(true)}></ss-newsletter>
        {subscribed && <p>See you in the next letter.</p>}
      </section>
    </main>
  );
}
