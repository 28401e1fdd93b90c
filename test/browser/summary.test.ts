import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsSummary } from '../../src/elements/summary.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import preUpgradeCss from '../../src/styles/pre-upgrade.css?inline';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installFetchFake, type FetchCall } from '../support/fetch-fake.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';
import { preUpgradeHeight, watchLayoutShifts } from '../support/layout-shift.js';

defineForTest('ss-summary', SsSummary);

interface Sent {
  url: string;
  widget: Record<string, unknown>;
}


/**
 * The network boundary answers GetWidgetRendering as the site API would; a page without a crumb
 * asks the API for one before its first write (GET /api/crumb): answered here, not counted.
 */
function stubNetwork(reply: (widget: Record<string, unknown>) => Response | Promise<Response>) {
  const widgetOf = (call: FetchCall) => JSON.parse(call.form.get('widgetJSON')!) as Record<string, unknown>;
  const fake = installFetchFake({ unmatched: (call) => reply(widgetOf(call)) }).on('GET', '/api/crumb', { json: { crumb: 'page-crumb' } });
  return {
    get sent(): Sent[] {
      return fake.calls.filter((call) => call.path !== '/api/crumb').map((call) => ({ url: call.url.href, widget: widgetOf(call) }));
    },
    restore: fake.restore,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('<ss-summary>', () => {
  let console$: ReturnType<typeof captureConsole>;
  let network: ReturnType<typeof stubNetwork> | null = null;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ website: { id: 'site-1' } });
  });
  afterEach(() => {
    console$.restore();
    network?.restore();
  });

  it('asks GetWidgetRendering for its items and shows the HTML in place of the fallback', async () => {
    network = stubNetwork(() => json({ html: '<div class="ss-summary"><ul><li class="ss-summary-item"><a href="/blog/spring">Spring menu</a></li></ul></div>' }));
    const el = await fixture<SsSummary>(html`
      <ss-summary id="block-yui_3_17" data-block-json=${JSON.stringify({ imageAspectRatio: 'Auto', collectionId: 'c1', items: [{ title: 'Spring menu', url: '/blog/spring' }] })}>
        <a href="/blog">Read the blog</a>
      </ss-summary>
    `);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready');
    expect(network.sent).to.have.length(1);
    expect(network.sent[0]!.url).to.contain('/api/widget/GetWidgetRendering');
    // spec 01 §7: id is the block id without the block- prefix; no collectionId outside event collections
    expect(network.sent[0]!.widget).to.deep.include({ type: 'summary', id: 'yui_3_17' });
    expect(network.sent[0]!.widget).not.to.have.property('collectionId');
    const link = parts(el, 'content')[0]!.querySelector('a')!;
    expect(link.textContent).to.equal('Spring menu');
    expect(el.shadowRoot!.querySelector('slot')).to.equal(null);
    await expect(el).to.be.accessible();

    el.addEventListener('ss-summary-item-click', (event) => event.preventDefault(), { once: true });
    const clicked = oneEvent(document, 'ss-summary-item-click');
    link.click();
    expect(((await clicked) as CustomEvent).detail).to.deep.equal({ href: '/blog/spring' });
    expect(console$.errors).to.deep.equal([]);
  });

  it('sends collectionId for event collections and applies a numeric image aspect ratio', async () => {
    network = stubNetwork(() => json({ html: '<ul><li><img alt="Concert" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></li></ul>' }));
    const el = await fixture<SsSummary>(html`
      <ss-summary block-id="ev1">
        <script type="application/json">{ "collectionId": "events-7", "collectionType": "events", "imageAspectRatio": 1.5 }</script>
      </ss-summary>
    `);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready');
    // spec 01 §7: summary blocks on event collections also send collectionId
    expect(network.sent[0]!.widget).to.deep.include({ id: 'ev1', collectionId: 'events-7' });
    expect(parts(el, 'base')[0]!.dataset.aspect).to.equal('fixed');
    expect(getComputedStyle(parts(el, 'content')[0]!.querySelector('img')!).aspectRatio).to.equal('1.5 / 1');
  });

  it('keeps the fallback and shows a small error when the call fails', async () => {
    network = stubNetwork(() => json({ error: 'boom' }, 500));
    const el = await fixture<SsSummary>(html`<ss-summary block-id="b3"><a href="/blog">Read the blog</a></ss-summary>`);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'error', 'no error state', { timeout: 4000 });
    expect(parts(el, 'error')[0]!.textContent).to.equal('These items could not be loaded.');
    expect(el.shadowRoot!.querySelector('slot')).not.to.equal(null);
    expect(console$.errors).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('reports an invalid aspect ratio without calling the API', async () => {
    network = stubNetwork(() => json({ html: '' }));
    const el = await fixture<SsSummary>(html`<ss-summary block-id="b4" data-block-json='{"imageAspectRatio":"wide"}'></ss-summary>`);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'error');
    expect(network.sent).to.have.length(0);
    expect(console$.errors[0]).to.contain('imageAspectRatio');
  });

  it('keeps its items\' space from before upgrade until the items arrive: zero layout shift', async () => {
    const items = ['Spring menu is here', 'Meet our new roaster', 'Sourdough workshop dates'];
    let answer!: () => void;
    const replied = new Promise<void>((resolve) => (answer = resolve));
    network = stubNetwork(async () => {
      await replied;
      return json({ html: `<div class="ss-summary"><ul>${items.map((title) => `<li class="ss-summary-item"><a href="/journal">${title}</a></li>`).join('')}</ul></div>` });
    });
    const markup = `<ss-summary block-id="s1" rows="3" data-block-json='{"items":[{},{},{}]}'><a href="/journal">Read the journal</a></ss-summary>`;
    const shifts = watchLayoutShifts();
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 320px; font: 16px/1.5 sans-serif"></div>`);
    wrapper.innerHTML = `${markup}<p>Opening hours: 8 to 4, every day.</p>`;
    const el = wrapper.querySelector('ss-summary')!;
    await rendered(el);
    const below = wrapper.querySelector('p')!;
    const before = below.getBoundingClientRect().top;
    // pre-upgrade.css reserves the same box before the block's code loads (rows attribute)
    expect(await preUpgradeHeight(preUpgradeCss, markup, 320)).to.be.closeTo(el.getBoundingClientRect().height, 0.5);
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('loading');
    answer();
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready');
    expect(parts(el, 'content')[0]!.querySelectorAll('li')).to.have.length(3);
    expect(below.getBoundingClientRect().top).to.equal(before);
    expect(await shifts.settle()).to.equal(0);
    shifts.stop();
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('shows the rendering the server fetched at first paint, and does not ask for it again', async () => {
    network = stubNetwork(() => json({ html: '<p>from the browser</p>' }));
    const container = document.createElement('div');
    document.body.append(container);
    const el = insertServerMarkup(
      container,
      serverMarkup(SsSummary, '<ss-summary id="block-news" data-block-json="{}"><a href="/blog">Read the blog</a></ss-summary>', { html: '<ul><li><a href="/blog/spring">Spring menu</a></li></ul>' }),
    );
    expect(parts(el, 'content')[0]!.textContent, 'drawn by the server').to.equal('Spring menu');
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('ready');
    await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the block hydrates');
    await nextFrame();
    expect(parts(el, 'content')[0]!.textContent).to.equal('Spring menu');
    expect(network.sent).to.deep.equal([]);
    expect(console$.errors).to.deep.equal([]);
    expect(console$.warnings).to.deep.equal([]);
    container.remove();
  });
});
