import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit-html';
import { SsAccordion } from '../../src/elements/accordion.js';
import { SsAnnouncementBar } from '../../src/elements/announcement-bar.js';
import { SsAudio } from '../../src/elements/audio.js';
import { SsBooking } from '../../src/elements/booking.js';
import { SsButton } from '../../src/elements/button.js';
import { SsCalendar } from '../../src/elements/calendar.js';
import { SsCart } from '../../src/elements/cart.js';
import { SsCartCount } from '../../src/elements/cart-count.js';
import { SsChart } from '../../src/elements/chart.js';
import { SsCollectionList } from '../../src/elements/collection-list.js';
import { SsCookieBanner } from '../../src/elements/cookie-banner.js';
import { SsDonateButton } from '../../src/elements/donate-button.js';
import { SsEmbed } from '../../src/elements/embed.js';
import { SsForm } from '../../src/elements/form.js';
import { SsGallery } from '../../src/elements/gallery.js';
import { SsImage } from '../../src/elements/image.js';
import { SsMap } from '../../src/elements/map.js';
import { SsMemberPricing } from '../../src/elements/member-pricing.js';
import { SsMenu } from '../../src/elements/menu.js';
import { SsMobileInfoBar } from '../../src/elements/mobile-info-bar.js';
import { SsMoney } from '../../src/elements/money.js';
import { SsNewsletter } from '../../src/elements/newsletter.js';
import { SsPopup } from '../../src/elements/popup.js';
import { SsProduct } from '../../src/elements/product.js';
import { SsReviewRequest } from '../../src/elements/review-request.js';
import { SsSearch } from '../../src/elements/search.js';
import { SsSocialFeed } from '../../src/elements/social-feed.js';
import { SsSummary } from '../../src/elements/summary.js';
import { SsTourDates } from '../../src/elements/tour-dates.js';
import { SsVideo } from '../../src/elements/video.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest } from '../support/browser.js';
import { installFetchFake, type FetchFake } from '../support/fetch-fake.js';

/**
 * The documented parts (`@csspart` in each element's JSDoc, read back from custom-elements.json)
 * equal the `part` names its shadow root renders: every element is mounted in the states below and
 * its `[part]` names collected; a part that only another state shows is listed with that state.
 */

interface PartsCase {
  tag: string;
  element: CustomElementConstructor;
  /** The states mounted, each a fixture (and what it needs first). */
  states: Array<{ name: string; template: TemplateResult; before?: () => void; ready?: (el: HTMLElement) => boolean }>;
  /** Parts that only other states render: part name → the state that shows it. */
  otherStates?: Record<string, string>;
}

const base = (el: HTMLElement) => el.shadowRoot?.querySelector('[part~="base"]') != null;
const state = (value: string) => (el: HTMLElement) => el.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')?.dataset.state === value;

const CASES: PartsCase[] = [
  {
    tag: 'ss-accordion',
    element: SsAccordion,
    states: [{ name: 'two items', template: html`<ss-accordion><details><summary>A</summary>a</details><details open><summary>B</summary>b</details></ss-accordion>` }],
  },
  {
    tag: 'ss-announcement-bar',
    element: SsAnnouncementBar,
    states: [{ name: 'shown, dismissible', before: () => setPageContext({ showAnnouncementBar: true }), template: html`<ss-announcement-bar dismissible>Free shipping. <a href="/shop">Shop</a></ss-announcement-bar>` }],
  },
  {
    tag: 'ss-audio',
    element: SsAudio,
    otherStates: { error: 'a track that cannot load' },
    states: [
      {
        name: 'album',
        template: html`<ss-audio label="Sessions"
          ><audio src="/demo/audio/morning-tide.wav" data-title="Morning Tide" data-duration="4" preload="none"></audio
          ><audio src="/demo/audio/salt-roads.wav" data-title="Salt Roads" data-duration="6" preload="none"></audio
        ></ss-audio>`,
        ready: (el) => el.shadowRoot?.querySelector('[part~="title"]') != null,
      },
    ],
  },
  {
    tag: 'ss-booking',
    element: SsBooking,
    otherStates: { error: 'the widget could not load', 'preview-shield': 'a signed-in owner previews the page' },
    states: [{ name: 'loading', template: html`<ss-booking restaurant-id="412810"><a href="tel:+15551234567">Call us</a></ss-booking>` }],
  },
  {
    tag: 'ss-button',
    element: SsButton,
    states: [{ name: 'link', template: html`<ss-button href="/shop">Shop</ss-button>` }],
  },
  {
    tag: 'ss-calendar',
    element: SsCalendar,
    otherStates: { empty: 'a month without events', error: 'the events could not load', retry: 'the events could not load' },
    states: [{ name: 'month', template: html`<ss-calendar collection="tour"></ss-calendar>`, ready: (el) => !state('loading')(el) }],
  },
  {
    tag: 'ss-cart',
    element: SsCart,
    otherStates: { checkout: 'a cart with entries', coupon: 'a cart with a coupon applied', 'coupon-form': 'a cart with entries', 'coupon-input': 'a cart with entries', decrease: 'a cart with entries', entries: 'a cart with entries', entry: 'a cart with entries', 'entry-name': 'a cart with entries', 'entry-total': 'a cart with entries', error: 'a cart call that failed', increase: 'a cart with entries', quantity: 'a cart with entries', remove: 'a cart with entries', 'shipping-country': 'a cart with entries', 'shipping-form': 'a cart with entries', 'shipping-option': 'a cart with entries', 'shipping-place': 'a cart with a shipping estimate', 'shipping-postal-code': 'a cart with entries', 'shipping-region': 'a cart with entries', totals: 'a cart with entries' },
    states: [{ name: 'empty cart', template: html`<ss-cart></ss-cart>`, ready: (el) => !state('loading')(el) }],
  },
  {
    tag: 'ss-cart-count',
    element: SsCartCount,
    states: [{ name: 'count', template: html`<ss-cart-count href="/cart"></ss-cart-count>` }],
  },
  {
    tag: 'ss-chart',
    element: SsChart,
    otherStates: { error: 'a dataset without rows or columns', note: 'a dataset over 100 rows or 10 columns' },
    states: [
      {
        name: 'line chart',
        template: html`<ss-chart variant="line" data-block-json='{"title":"Visitors","columns":["Month","Shop"],"rows":[["Jan",1200],["Feb",1400]]}'></ss-chart>`,
      },
    ],
  },
  {
    tag: 'ss-collection-list',
    element: SsCollectionList,
    otherStates: { empty: 'a collection with no items', error: 'the items could not load', retry: 'the items could not load' },
    states: [{ name: 'list', template: html`<ss-collection-list collection="journal" page-size="2"></ss-collection-list>`, ready: (el) => !state('loading')(el) }],
  },
  {
    tag: 'ss-cookie-banner',
    element: SsCookieBanner,
    states: [{ name: 'accept and decline', before: () => setPageContext({}), template: html`<ss-cookie-banner accept-type="opt-in-and-out"></ss-cookie-banner>` }],
  },
  {
    tag: 'ss-donate-button',
    element: SsDonateButton,
    states: [{ name: 'link', template: html`<ss-donate-button donate-page-id="fund"><a href="/donate">Donate</a></ss-donate-button>` }],
  },
  {
    tag: 'ss-embed',
    element: SsEmbed,
    otherStates: { activate: '`activate=\'click\'` before the visitor loads it', error: 'a video embed without a player' },
    states: [{ name: 'frame', template: html`<ss-embed aspect-ratio="16:9" label="Clip"><template><iframe src="about:blank" title="Clip"></iframe></template></ss-embed>` }],
  },
  {
    tag: 'ss-form',
    element: SsForm,
    otherStates: { captcha: 'a definition with `captcha`', 'captcha-problem': 'a captcha that cannot load', choice: 'a radio or checkbox field', description: 'a field with a description', error: 'an invalid definition', 'likert-question': 'a likert field', 'message-note': 'a submission that failed and can be retried', option: 'a radio, checkbox or likert field', prefix: 'a currency or twitter field', 'review-message': 'a submission the server refused with field errors', section: 'a section field', subfield: 'a name, address, date, time or phone field', sublabel: 'a name, address, date, time or phone field', success: 'a stored submission', suggestion: 'an address field on a site with a maps key, while typing', suggestions: 'an address field on a site with a maps key, while typing' },
    states: [
      {
        name: 'contact form',
        template: html`<ss-form
          data-block-json='{"formId":"contact","submitButtonText":"Send","fields":[{"id":"email","type":"email","title":"Email","required":true},{"id":"message","type":"textarea","title":"Message","maxLength":500}]}'
        ></ss-form>`,
        ready: (el) => el.shadowRoot?.querySelector('[part~="submit"]') != null,
      },
    ],
  },
  {
    tag: 'ss-gallery',
    element: SsGallery,
    otherStates: { error: 'invalid block data or an unknown design', lightbox: 'the lightbox open', 'lightbox-caption': 'the lightbox open', 'lightbox-caption-toggle': 'the lightbox open on a narrow screen', 'lightbox-close': 'the lightbox open', 'lightbox-counter': 'the lightbox open', 'lightbox-image': 'the lightbox open', 'lightbox-next': 'the lightbox open', 'lightbox-previous': 'the lightbox open', 'lightbox-video': 'the lightbox open on a video slide', 'lightbox-video-embed': 'a video slide playing in the lightbox', 'lightbox-video-error': 'a video slide without a player in the lightbox', 'lightbox-video-play': 'the lightbox open on a video slide', rotation: '`autoplay`', 'slide-link': 'a slide with a click-through URL' },
    states: [
      {
        name: 'slideshow',
        template: html`<ss-gallery design="slideshow" thumbnails lightbox
          ><figure data-slide-id="a" data-image-dimensions="1600x1067"><img src="/demo/images/terrace.svg" alt="Terrace" width="1600" height="1067" /><figcaption>Terrace</figcaption></figure
          ><figure data-slide-id="b" data-image-dimensions="1600x1067"><img src="/demo/images/latte-art.svg" alt="Latte" width="1600" height="1067" /></figure
        ></ss-gallery>`,
      },
    ],
  },
  {
    tag: 'ss-image',
    element: SsImage,
    otherStates: { error: 'an image that cannot load', link: '`href` set', 'pin-it': "the site's Pin it overlay on" },
    states: [{ name: 'card', template: html`<ss-image layout="card"><img src="/demo/images/terrace.svg" data-image-dimensions="1600x1067" width="1600" height="1067" alt="Terrace" /><h2>Terrace</h2></ss-image>` }],
  },
  {
    tag: 'ss-map',
    element: SsMap,
    otherStates: { error: 'invalid map data' },
    states: [{ name: 'address card (no render key)', before: () => setPageContext({}), template: html`<ss-map data-block-json='{"location":{"mapLat":51.5,"mapLng":-0.12,"addressTitle":"Corner Bakery","addressLine1":"12 Baker Street"}}'></ss-map>` }],
  },
  {
    tag: 'ss-member-pricing',
    element: SsMemberPricing,
    states: [{ name: 'two options', template: html`<ss-member-pricing><section data-option="Monthly"><p>$12</p></section><section data-option="Yearly"><p>$120</p></section></ss-member-pricing>` }],
  },
  {
    tag: 'ss-menu',
    element: SsMenu,
    states: [{ name: 'two sections', template: html`<ss-menu><section data-label="Breakfast">Eggs</section><section data-label="Lunch">Soup</section></ss-menu>` }],
  },
  {
    tag: 'ss-mobile-info-bar',
    element: SsMobileInfoBar,
    states: [{ name: 'on a phone', before: () => setPageContext({}), template: html`<ss-mobile-info-bar force-mobile><a href="tel:+15550100">Call</a></ss-mobile-info-bar>` }],
  },
  {
    tag: 'ss-money',
    element: SsMoney,
    states: [{ name: 'amount', template: html`<ss-money amount="12.5" currency="EUR">€12.50</ss-money>` }],
  },
  {
    tag: 'ss-newsletter',
    element: SsNewsletter,
    otherStates: { error: 'an invalid definition', 'message-note': 'a submission that failed and can be retried', subfield: 'a name field', success: 'a stored sign-up' },
    states: [
      {
        name: 'sign-up',
        template: html`<ss-newsletter data-block-json='{"formId":"news","submitButtonText":"Subscribe","fields":[{"id":"email","type":"email","title":"Email","required":true}]}'></ss-newsletter>`,
        ready: (el) => el.shadowRoot?.querySelector('[part~="submit"]') != null,
      },
    ],
  },
  {
    tag: 'ss-popup',
    element: SsPopup,
    states: [
      {
        name: 'open',
        before: () => setPageContext({ websiteSettings: { popupOverlaySettings: { style: 'light', enableMobile: true, version: 1, showUntilSignup: false, displayFrequency: 7 } } }),
        template: html`<ss-popup overlay-id="parts"><h2>Join</h2><p>Ten percent off.</p></ss-popup>`,
        ready: (el) => el.shadowRoot?.querySelector('dialog')?.open === true,
      },
    ],
  },
  {
    tag: 'ss-product',
    element: SsProduct,
    otherStates: { badge: 'a product on sale or sold out', description: 'a product with a description', image: 'a product with an image', 'image-box': 'a product with an image', 'image-error': 'a product image that cannot load', measurements: 'a physical product with weight or dimensions', option: 'a product with options', workflow: 'a product that is not published' },
    states: [
      {
        name: 'item',
        template: html`<ss-product
          ><script type="application/json">
            {"id":"mug","name":"Mug","productType":"PHYSICAL","variants":[{"id":"v1","price":1800,"qtyInStock":3}]}
          </script></ss-product
        >`,
      },
      {
        name: 'card',
        template: html`<ss-product layout="card"
          ><script type="application/json">
            {"id":"mug","name":"Mug","productType":"PHYSICAL","variants":[{"id":"v1","price":1800,"qtyInStock":3}]}
          </script></ss-product
        >`,
      },
    ],
  },
  {
    tag: 'ss-review-request',
    element: SsReviewRequest,
    otherStates: { 'field-error': 'an open review request submitted without a rating', 'form-error': 'a review submission that failed', input: 'an open review request', rating: 'an open review request', star: 'an open review request', 'star-checked': 'an open review request with a rating chosen', submit: 'an open review request' },
    states: [{ name: 'unknown token', template: html`<ss-review-request token="no-such-review-request-token"></ss-review-request>`, ready: (el) => !state('loading')(el) }],
  },
  {
    tag: 'ss-search',
    element: SsSearch,
    otherStates: { error: 'page mode when the search fails', match: 'page mode with a query', more: 'page mode with more results than one page', option: 'typing in preview mode', 'option-active': 'typing in preview mode, then an arrow key', 'option-all': 'typing in preview mode', 'preview-message': 'typing in preview mode', result: 'page mode with a query', 'result-link': 'page mode with a query', results: 'page mode with a query', snippet: 'page mode with a query', summary: 'page mode with a query' },
    states: [
      { name: 'preview', template: html`<ss-search></ss-search>` },
      { name: 'page', template: html`<ss-search mode="page"></ss-search>` },
    ],
  },
  {
    tag: 'ss-social-feed',
    element: SsSocialFeed,
    otherStates: { error: 'the posts could not load' },
    states: [{ name: 'posts', template: html`<ss-social-feed block-id="feed1" data-block-json='{"username":"bakery"}'></ss-social-feed>`, ready: state('ready') }],
  },
  {
    tag: 'ss-summary',
    element: SsSummary,
    otherStates: { error: 'the items could not load' },
    states: [{ name: 'items', template: html`<ss-summary id="block-news" data-block-json="{}"></ss-summary>`, ready: state('ready') }],
  },
  {
    tag: 'ss-tour-dates',
    element: SsTourDates,
    otherStates: { empty: 'a collection without upcoming dates', error: 'the dates could not load', retry: 'the dates could not load' },
    states: [{ name: 'dates', template: html`<ss-tour-dates collection="tour"></ss-tour-dates>`, ready: (el) => !state('loading')(el) }],
  },
  {
    tag: 'ss-video',
    element: SsVideo,
    otherStates: { embed: 'after the visitor pressed play', error: 'markup without an iframe' },
    states: [{ name: 'poster', template: html`<ss-video data-html='<iframe src="https://www.youtube.com/embed/abc" title="Tour"></iframe>'></ss-video>` }],
  },
];

for (const { tag, element } of CASES) defineForTest(tag, element);

interface ManifestDeclaration {
  tagName?: string;
  cssParts?: Array<{ name: string }>;
}

async function documentedParts(): Promise<Map<string, string[]>> {
  const reply = await fetch('/custom-elements.json');
  expect(reply.ok, 'run `npm run build` to generate custom-elements.json').to.equal(true);
  const manifest = (await reply.json()) as { modules: Array<{ declarations?: ManifestDeclaration[] }> };
  const parts = new Map<string, string[]>();
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    if (declaration.tagName) parts.set(declaration.tagName, (declaration.cssParts ?? []).map((part) => part.name));
  }
  return parts;
}

/** Every part name in an element's shadow root (a `part` attribute may hold several). */
function renderedParts(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('[part]')].flatMap((node) => node.getAttribute('part')!.split(/\s+/)).filter(Boolean);
}

describe('documented parts equal rendered parts', () => {
  let documented: Map<string, string[]>;
  let console$: ReturnType<typeof captureConsole>;
  let network: FetchFake;
  before(async () => {
    documented = await documentedParts();
  });
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ website: { id: 'site-1' } });
    // Blocks that draw HTML from the site API get a small rendering.
    network = installFetchFake()
      .on('GET', '/api/crumb', { json: { crumb: 'parts-crumb' } })
      .on('POST', '/api/widget/GetWidgetRendering', { json: { html: '<ul><li><a href="/blog/spring">Spring menu</a></li></ul>' } });
  });
  afterEach(() => {
    network.restore();
    console$.restore();
  });

  it('covers every documented element', () => {
    expect(CASES.map((c) => c.tag).sort()).to.deep.equal([...documented.keys()].sort());
  });

  for (const { tag, states, otherStates = {} } of CASES) {
    it(`<${tag}>: @csspart names are the parts its states render`, async () => {
      const seen = new Set<string>();
      for (const { name, template, before, ready = base } of states) {
        before?.();
        const el = await fixture<HTMLElement>(template);
        await waitUntil(() => ready(el), `<${tag}> did not reach the "${name}" state`);
        for (const part of renderedParts(el)) seen.add(part);
      }
      const listed = Object.keys(otherStates);
      expect(listed.filter((part) => seen.has(part)), 'parts listed as other-state only, but rendered by the states mounted').to.deep.equal([]);
      const documentedParts = new Set(documented.get(tag));
      const shown = new Set([...seen, ...listed]);
      expect(
        { renderedButNotDocumented: [...shown].filter((part) => !documentedParts.has(part)).sort(), documentedButNotRendered: [...documentedParts].filter((part) => !shown.has(part)).sort() },
        `<${tag}>: rendered parts (and those of the other states listed) against its @csspart list`,
      ).to.deep.equal({ renderedButNotDocumented: [], documentedButNotRendered: [] });
    });
  }
});
