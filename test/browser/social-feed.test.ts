import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsSocialFeed } from '../../src/elements/social-feed.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, parts, rendered } from '../support/browser.js';

defineForTest('ss-social-feed', SsSocialFeed);

describe('<ss-social-feed>', () => {
  let console$: ReturnType<typeof captureConsole>;
  const original = window.fetch;
  let sent: Array<Record<string, unknown>>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ website: { id: 'site-1' } });
    sent = [];
  });
  afterEach(() => {
    console$.restore();
    window.fetch = original;
  });

  it('renders the posts from GetWidgetRendering through the Trusted Types policy', async () => {
    window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(new URLSearchParams(String(init?.body)).get('widgetJSON')!));
      return new Response(
        JSON.stringify({
          html: '<div class="ss-social-feed"><p class="ss-social-feed-user">@bakery</p><ul><li><a href="https://social.example/p/1" rel="noopener" target="_blank">Fresh rye today</a></li></ul></div>',
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    const el = await fixture<SsSocialFeed>(html`
      <ss-social-feed block-id="block-feed1" data-block-json='{"username":"bakery"}'><a href="https://social.example/bakery">@bakery</a></ss-social-feed>
    `);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready');
    expect(sent[0]).to.deep.equal({ type: 'social-feed', id: 'feed1', value: { username: 'bakery' } });
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
    window.fetch = (async () => {
      sent.push({});
      return new Response('{}');
    }) as typeof fetch;
    const el = await fixture<SsSocialFeed>(html`<ss-social-feed block-id="f2" data-block-json="{nope"><a href="/x">Profile</a></ss-social-feed>`);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'error');
    expect(parts(el, 'error')[0]!.textContent).to.equal('The latest posts could not be loaded.');
    expect(sent).to.have.length(0);
    expect(console$.errors[0]).to.contain('not valid JSON');
    await expect(el).to.be.accessible();
  });
});
