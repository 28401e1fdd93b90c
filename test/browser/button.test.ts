import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsButton } from '../../src/elements/button.js';
import { setAnalyticsRequestOptions } from '../../src/runtime/analytics/analytics-transport.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';

defineForTest('ss-button', SsButton);

interface Call {
  url: string;
  body: URLSearchParams;
}

describe('<ss-button>', () => {
  let console$: ReturnType<typeof captureConsole>;
  let calls: Call[];
  /** While set, the button-click reply waits for it (the call is made, its answer has not come). */
  let held: Promise<void> | null;
  beforeEach(() => {
    console$ = captureConsole();
    calls = [];
    held = null;
    setPageContext({ website: { id: 'site-1' } });
    // The census calls reach the network through the data layer's fetch seam.
    setAnalyticsRequestOptions({
      retries: 0,
      environment: {
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          calls.push({ url: String(input), body: new URLSearchParams(String(init?.body ?? '')) });
          if (held && String(input).includes('/api/census/button-click')) await held;
          return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
        }) as typeof fetch,
      },
    });
    history.replaceState(null, '', location.pathname + location.search);
  });
  afterEach(() => {
    console$.restore();
    setAnalyticsRequestOptions({});
  });

  it('renders a link with the element text, aligned and sized, and records button-render', async () => {
    const el = await fixture<SsButton>(html`<ss-button block-id="b1" href="/shop" alignment="center" size="large">Shop the sale</ss-button>`);
    await rendered(el);
    const button = parts<HTMLAnchorElement>(el, 'button')[0]!;
    expect(button.localName).to.equal('a');
    expect(button.getAttribute('href')).to.equal('/shop');
    expect(button.textContent).to.equal('Shop the sale');
    expect(parts(el, 'base')[0]!.dataset.alignment).to.equal('center');
    expect(parts(el, 'base')[0]!.dataset.size).to.equal('large');
    await waitUntil(() => calls.some((call) => call.url.includes('/api/census/button-render')));
    const render = calls.find((call) => call.url.includes('button-render'))!;
    expect(render.body.get('id')).to.equal('b1');
    expect(render.body.get('buttonText')).to.equal('Shop the sale');
    expect(render.body.get('clickthroughUrl')).to.equal('/shop');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('waits for the button-click call before following a same-window link', async () => {
    let answer!: () => void;
    held = new Promise((resolve) => (answer = resolve));
    const el = await fixture<SsButton>(html`<ss-button block-id="b2"><a href="#pricing">See pricing</a></ss-button>`);
    await rendered(el);
    const button = parts<HTMLAnchorElement>(el, 'button')[0]!;
    expect(button.getAttribute('href')).to.equal('#pricing');
    const clicked = oneEvent(document, 'ss-button-click');
    button.click();
    expect(((await clicked) as CustomEvent).detail).to.deep.equal({ href: '#pricing', newWindow: false });
    await waitUntil(() => calls.some((call) => call.url.includes('/api/census/button-click') && call.body.get('id') === 'b2'), 'no button-click call');
    await nextFrame();
    expect(location.hash, 'the link waits while the call has no answer').to.equal('');
    answer();
    await waitUntil(() => location.hash === '#pricing', 'link not followed once the call answered');
  });

  it('lets the page cancel the click', async () => {
    const el = await fixture<SsButton>(html`<ss-button href="#cancelled">Stay</ss-button>`);
    await rendered(el);
    const cancel = (event: Event) => event.preventDefault();
    el.addEventListener('ss-button-click', cancel);
    parts<HTMLAnchorElement>(el, 'button')[0]!.click();
    // Census replies come at once here, so a followed link would have moved the hash by the next frame.
    await nextFrame();
    expect(location.hash).to.equal('');
    expect(calls.filter((call) => call.url.includes('/api/census/button-click')), 'no button-click call').to.deep.equal([]);
    // The same click, not cancelled, is followed.
    el.removeEventListener('ss-button-click', cancel);
    parts<HTMLAnchorElement>(el, 'button')[0]!.click();
    await waitUntil(() => location.hash === '#cancelled', 'the click that was not cancelled is followed');
  });

  it('opens new-window links with rel=noopener and says so to screen readers', async () => {
    const el = await fixture<SsButton>(html`<ss-button href="https://example.com/menu.pdf" new-window>Menu</ss-button>`);
    await rendered(el);
    const button = parts<HTMLAnchorElement>(el, 'button')[0]!;
    expect(button.target).to.equal('_blank');
    expect(button.rel).to.contain('noopener');
    expect(button.textContent).to.contain('opens in a new window');
    await expect(el).to.be.accessible();
  });

  it('renders a plain button and one console error for a link that breaks the URL rules', async () => {
    const el = await fixture<SsButton>(html`<ss-button href="tel:12">Call us</ss-button>`);
    await rendered(el);
    const button = parts(el, 'button')[0]!;
    expect(button.localName).to.equal('button');
    expect(console$.errors).to.have.length(1);
    expect(console$.errors[0]).to.contain('tel:12');
    const script = await fixture<SsButton>(html`<ss-button href="javascript:alert(1)">Run</ss-button>`);
    await rendered(script);
    expect(parts(script, 'button')[0]!.localName).to.equal('button');
    await expect(el).to.be.accessible();
  });
});
