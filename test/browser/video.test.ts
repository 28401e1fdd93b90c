import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsVideo } from '../../src/elements/video.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';
import pageRulesCss from '../../src/styles/page-rules.css?inline';
import standInCss from '../../src/styles/pre-upgrade.css?inline';
import { standInAndDrawnSizes } from '../support/layout-shift.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';

defineForTest('ss-video', SsVideo);

// A local page stands in for the provider's player: the embed only needs a URL that loads.
const EMBED = (width = 640, height = 360) => `<iframe width="${width}" height="${height}" src="${location.origin}/demo/images/harbour-dawn.svg?v=1" title="Harbour tour"></iframe>`;

async function video(template: ReturnType<typeof html>): Promise<SsVideo> {
  const el = await fixture<SsVideo>(template);
  await rendered(el);
  return el;
}

describe('<ss-video>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
  });
  afterEach(() => {
    console$.restore();
    expect(console$.warnings, 'console warnings').to.deep.equal([]);
  });

  it('shows the poster and a labelled play button, sized from the embed (100 / aspect)', async () => {
    const el = await video(html`<ss-video style="width: 640px" data-html=${EMBED()} data-provider-name="Example"><img src="/demo/images/harbour-dawn.svg" alt="" /></ss-video>`);
    const play = parts<HTMLButtonElement>(el, 'play')[0]!;
    expect(play.getAttribute('aria-label')).to.equal('Play video: Harbour tour');
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('overlay');
    expect(Math.round(el.getBoundingClientRect().height)).to.equal(360);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('uses the 65 % placeholder padding when the embed gives no size', async () => {
    const el = await video(html`<ss-video style="width: 400px" data-html=${`<iframe src="${location.origin}/demo/images/terrace.svg"></iframe>`}></ss-video>`);
    expect(Math.round(el.getBoundingClientRect().height)).to.equal(260);
  });

  it('shows the embed with autoplay after a click, without changing size, and tells the page', async () => {
    const el = await video(html`<ss-video style="width: 640px" data-html=${EMBED()}></ss-video>`);
    const before = el.getBoundingClientRect().height;
    const played = oneEvent(document, 'ss-video-play');
    parts<HTMLButtonElement>(el, 'play')[0]!.click();
    expect(((await played) as CustomEvent).detail).to.deep.equal({ provider: 'other' });
    await waitUntil(() => parts(el, 'embed').length === 1);
    const iframe = parts<HTMLIFrameElement>(el, 'embed')[0]!;
    expect(new URL(iframe.src).searchParams.get('autoplay')).to.equal('1');
    expect(iframe.title).to.equal('Harbour tour');
    expect(el.getBoundingClientRect().height).to.equal(before);
    await expect(el).to.be.accessible();
  });

  it('starts with Enter or Space on the play button', async () => {
    const el = await video(html`<ss-video data-html=${EMBED()}></ss-video>`);
    parts<HTMLButtonElement>(el, 'play')[0]!.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => parts(el, 'embed').length === 1);
    const other = await video(html`<ss-video data-html=${EMBED()}></ss-video>`);
    parts<HTMLButtonElement>(other, 'play')[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => parts(other, 'embed').length === 1);
  });

  it('showing one video returns the others to their overlays', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div>
      <ss-video data-html=${EMBED()}></ss-video>
      <ss-video data-html=${EMBED()}></ss-video>
    </div>`);
    const [a, b] = Array.from(wrapper.querySelectorAll('ss-video'));
    await rendered(a!);
    await rendered(b!);
    parts<HTMLButtonElement>(a!, 'play')[0]!.click();
    await waitUntil(() => parts(a!, 'embed').length === 1);
    const closed = oneEvent(a!, 'ss-video-close');
    parts<HTMLButtonElement>(b!, 'play')[0]!.click();
    await closed;
    await waitUntil(() => parts(b!, 'embed').length === 1);
    await nextFrame();
    expect(parts(a!, 'embed').length).to.equal(0);
    expect(parts(a!, 'play').length).to.equal(1);
  });

  it("shows 'Invalid video embed.' for markup without an iframe, once in the console", async () => {
    const el = await video(html`<ss-video data-html="<p>not a video</p>"><img src="/demo/images/terrace.svg" alt="Terrace" /></ss-video>`);
    expect(parts(el, 'error')[0]!.textContent).to.equal('Invalid video embed.');
    expect(parts(el, 'play').length).to.equal(0);
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-video>: Invalid video embed.']);
    await expect(el).to.be.accessible();
  });

  it('reloads the video when the mode changes; mode none keeps the 56.3 % fallback box', async () => {
    const el = await video(html`<ss-video style="width: 1000px" mode="none" data-html=${`<iframe src="${location.origin}/demo/images/terrace.svg"></iframe>`}></ss-video>`);
    expect(Math.round(el.getBoundingClientRect().height)).to.equal(563);
    parts<HTMLButtonElement>(el, 'play')[0]!.click();
    await waitUntil(() => parts(el, 'embed').length === 1);
    const first = parts(el, 'embed')[0];
    el.setAttribute('mode', 'fill');
    await waitUntil(() => parts(el, 'embed')[0] !== first && parts(el, 'embed').length === 1);
    expect(parts(el, 'base')[0]!.dataset.mode).to.equal('fill');
  });

  it('renders a site-supplied translation of its play label and its error', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'ss-messages';
    script.textContent = JSON.stringify({ es: { 'video.play': 'Reproducir vídeo: {title}', 'video.invalidEmbed': 'Vídeo no válido.' } });
    document.head.append(script);
    setPageContext({ locale: 'es-ES' });
    forgetSiteCatalogues();
    try {
      const el = await video(html`<ss-video data-html=${EMBED()}></ss-video>`);
      expect(parts(el, 'play')[0]!.getAttribute('aria-label')).to.equal('Reproducir vídeo: Harbour tour');
      const bad = await video(html`<ss-video data-html="<p>nothing</p>"></ss-video>`);
      expect(parts(bad, 'error')[0]!.textContent).to.equal('Vídeo no válido.');
      await waitUntil(() => console$.errors.length === 1);
      expect(console$.errors).to.deep.equal(['Sitestack: <ss-video>: Invalid video embed.']);
    } finally {
      script.remove();
      setPageContext({ locale: 'en-US' });
      forgetSiteCatalogues();
    }
  });
});

// On an unrendered page (a CMS) the stand-in rules (dist/sitestack.css) reserve the video's box
// until its code arrives; the same rules under a tag that is never defined show that box beside
// the drawn block. The box's height is a share of the block's own width, also when the block is
// narrower than its parent (a max-width) or given no padding (mode none).
describe('<ss-video> before its code arrives (CMS path)', () => {
  const cases = [
    { name: 'the default 65 %', attributes: '', style: '' },
    { name: 'a page-set padding on a block with a max-width', attributes: '', style: 'max-width: 320px; --ss-video-padding: 56.25%' },
    { name: 'mode none, 56.3 %', attributes: 'mode="none"', style: 'max-width: 75%' },
  ];
  for (const { name, attributes, style: hostStyle } of cases) {
    it(`keeps its box when drawn: ${name}`, async () => {
      const markup = (tag: string) => `<${tag} ${attributes} style="${hostStyle}" data-provider-name="Example"><img src="/demo/images/harbour-dawn.svg" alt="" width="1600" height="1067"></${tag}>`;
      const { before, after } = await standInAndDrawnSizes('ss-video', pageRulesCss + standInCss, markup, 600);
      expect(before, '[width, height] before the code, then drawn').to.deep.equal(after);
    });
  }
});
