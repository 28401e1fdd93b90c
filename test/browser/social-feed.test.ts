import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsSocialFeed } from '../../src/elements/social-feed.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import preUpgradeCss from '../../src/styles/pre-upgrade.css?inline';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';
import { installFetchFake, type FetchFake, type FetchResponder } from '../support/fetch-fake.js';
import { preUpgradeHeight, watchLayoutShifts } from '../support/layout-shift.js';

defineForTest('ss-social-feed', SsSocialFeed);


/**
 * The network boundary answers GetWidgetRendering with `reply`; a page without a crumb asks the
 * API for one before its first write (GET /api/crumb), answered here too.
 */
function widgetApi(reply: FetchResponder): FetchFake {
  return installFetchFake().on('GET', '/api/crumb', { json: { crumb: 'page-crumb' } }).on('POST', '/api/widget/GetWidgetRendering', reply);
}
/** The widgetJSON of each GetWidgetRendering call. */
const widgetsSent = (api: FetchFake) => api.callsTo('/api/widget/GetWidgetRendering').map((call) => JSON.parse(call.form.get('widgetJSON')!) as Record<string, unknown>);
describe('<ss-social-feed>', () => {
  let console$: ReturnType<typeof captureConsole>;
  let api: FetchFake | undefined;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ website: { id: 'site-1' } });
  });
  afterEach(() => {
    console$.restore();
    api?.restore();
  });

  it('renders the posts from GetWidgetRendering through the Trusted Types policy', async () => {
    api = widgetApi({
      json: {
        html: '<div class="ss-social-feed"><p class="ss-social-feed-user">@bakery</p><ul><li><a href="https://social.example/p/1" rel="noopener" target="_blank">Fresh rye today</a></li></ul></div>',
      },
    });
    const el = await fixture<SsSocialFeed>(html`
      <ss-social-feed block-id="block-feed1" data-block-json='{"username":"bakery"}'><a href="https://social.example/bakery">@bakery</a></ss-social-feed>
    `);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready');
    expect(widgetsSent(api)[0]).to.deep.equal({ type: 'social-feed', id: 'feed1', value: { username: 'bakery' } });
    expect(parts(el, 'content')[0]!.textContent).to.contain('Fresh rye today');
    await expect(el).to.be.accessible();
    const link = parts(el, 'content')[0]!.querySelector('a')!;
    el.addEventListener('ss-social-feed-post-click', (event) => event.preventDefault(), { once: true });
    const clicked = oneEvent(document, 'ss-social-feed-post-click');
    link.click();
    expect(((await clicked) as CustomEvent).detail).to.deep.equal({ href: 'https://social.example/p/1' });
    expect(console$.errors).to.deep.equal([]);
  });

  it('shows its fallback and an error for invalid block JSON, without a request', async () => {
    api = widgetApi({ json: {} });
    const el = await fixture<SsSocialFeed>(html`<ss-social-feed block-id="f2" data-block-json="{nope"><a href="/x">Profile</a></ss-social-feed>`);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'error');
    expect(parts(el, 'error')[0]!.textContent).to.equal('The latest posts could not be loaded.');
    expect(widgetsSent(api)).to.have.length(0);
    expect(console$.errors[0]).to.contain('not valid JSON');
    await expect(el).to.be.accessible();
  });

  it('reserves the posts\' space from its settings until they arrive: zero layout shift', async () => {
    let answer!: () => void;
    const replied = new Promise<void>((resolve) => (answer = resolve));
    api = widgetApi(async () => {
      await replied;
      const posts = ['Rhubarb buns are back this weekend.', 'Thank you for 10 years on the harbour!']
        .map((text, i) => `<li class="ss-social-feed-post"><a href="https://social.example/p/${i}" rel="noopener" target="_blank">${text}</a></li>`)
        .join('');
      return { json: { html: `<div class="ss-social-feed"><p class="ss-social-feed-user">@harbourcafe</p><ul class="ss-social-feed-posts">${posts}</ul></div>` } };
    });
    // No rows attribute: the block data's post count (2) sets the reserved space once the block runs.
    const markup = `<ss-social-feed block-id="f3" data-block-json='{"username":"harbourcafe","posts":[{"text":"a"},{"text":"b"}]}'><a href="https://social.example/harbourcafe">@harbourcafe</a></ss-social-feed>`;
    const shifts = watchLayoutShifts();
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 360px; font: 16px/1.5 sans-serif"></div>`);
    wrapper.innerHTML = `${markup}<p>Follow us for daily specials.</p>`;
    const el = wrapper.querySelector('ss-social-feed')!;
    await rendered(el);
    const below = wrapper.querySelector('p:last-child')!;
    const before = below.getBoundingClientRect().top;
    // With rows="2" the pre-upgrade rule reserves exactly that box before the code loads.
    expect(await preUpgradeHeight(preUpgradeCss, markup.replace('<ss-social-feed ', '<ss-social-feed rows="2" '), 360)).to.be.closeTo(
      el.getBoundingClientRect().height,
      0.5,
    );
    answer();
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready');
    expect(parts(el, 'content')[0]!.querySelectorAll('li')).to.have.length(2);
    expect(below.getBoundingClientRect().top).to.equal(before);
    expect(await shifts.settle()).to.equal(0);
    shifts.stop();
    expect(console$.errors).to.deep.equal([]);
  });
});
