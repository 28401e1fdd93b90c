import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsImage } from '../../src/elements/image.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import pageRulesCss from '../../src/styles/page-rules.css?inline';
import standInCss from '../../src/styles/pre-upgrade.css?inline';
import { besideItsStandIn } from '../support/layout-shift.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';

defineForTest('ss-image', SsImage);

const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#8a9"/></svg>')}`;

describe('<ss-image>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ website: { id: 'site-1' } });
  });
  afterEach(() => console$.restore());

  it('loads its image through the image loader and shows the text beside it in the card layout', async () => {
    const el = await fixture<SsImage>(html`
      <div style="width: 800px">
        <ss-image layout="card">
          <img data-src=${picture} data-image-dimensions="800x600" alt="Fresh bread on a counter" />
          <h2>Our bakery</h2>
          <p>Baked every morning since 1962.</p>
        </ss-image>
      </div>
    `).then((wrapper) => wrapper.querySelector('ss-image')!);
    await rendered(el);
    const img = el.querySelector('img')!;
    await waitUntil(() => img.getAttribute('src') && img.complete && !img.classList.contains('loading'), 'image did not load');
    expect(img.assignedSlot?.name).to.equal('image');
    const base = parts(el, 'base')[0]!;
    expect(base.dataset.layout).to.equal('card');
    expect(base.hasAttribute('data-narrow')).to.equal(false);
    const [media, content] = [parts(el, 'media')[0]!, parts(el, 'content')[0]!];
    expect(content.getBoundingClientRect().left).to.be.greaterThan(media.getBoundingClientRect().left + 100);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('is narrow under 415 px and stacks the card', async () => {
    const el = await fixture<SsImage>(html`
      <div style="width: 400px">
        <ss-image layout="card"><img src=${picture} alt="Bread" /><p>Text</p></ss-image>
      </div>
    `).then((wrapper) => wrapper.querySelector('ss-image')!);
    await rendered(el);
    await waitUntil(() => parts(el, 'base')[0]!.hasAttribute('data-narrow'));
    const [media, content] = [parts(el, 'media')[0]!, parts(el, 'content')[0]!];
    expect(content.getBoundingClientRect().top).to.be.at.least(media.getBoundingClientRect().bottom - 1);
  });

  for (const layout of ['inline', 'poster', 'overlap', 'collage', 'stack'] as const) {
    it(`renders the ${layout} layout accessibly`, async () => {
      const el = await fixture<SsImage>(html`<ss-image layout=${layout}><img src=${picture} alt="Bread" /><h2>Fresh</h2></ss-image>`);
      await rendered(el);
      expect(parts(el, 'base')[0]!.dataset.layout).to.equal(layout);
      await expect(el).to.be.accessible();
    });
  }

  it('links the image when href is valid and lets the page cancel the click', async () => {
    const el = await fixture<SsImage>(html`<ss-image href="#gallery"><img src=${picture} alt="Open the gallery" /></ss-image>`);
    await rendered(el);
    const link = parts<HTMLAnchorElement>(el, 'link')[0]!;
    expect(link.getAttribute('href')).to.equal('#gallery');
    el.addEventListener('ss-image-link-click', (event) => event.preventDefault(), { once: true });
    const clicked = oneEvent(document, 'ss-image-link-click');
    link.click();
    expect(((await clicked) as CustomEvent).detail).to.deep.equal({ href: '#gallery' });
    expect(location.hash).to.equal('');
    await expect(el).to.be.accessible();
  });

  it('shows a small error in the frame when the image cannot load', async () => {
    const el = await fixture<SsImage>(html`<ss-image><img data-src="/no-such-image.png" alt="Missing" /><p>Caption</p></ss-image>`);
    await rendered(el);
    await waitUntil(() => parts(el, 'error').length === 1, 'no error state');
    expect(parts(el, 'media')[0]!.dataset.state).to.equal('error');
    expect(el.textContent).to.contain('Caption');
  });

  it('ignores an invalid layout with one console error', async () => {
    const el = await fixture<SsImage>(html`<ss-image layout="spiral"><img src=${picture} alt="Bread" /></ss-image>`);
    await rendered(el);
    expect(parts(el, 'base')[0]!.dataset.layout).to.equal('inline');
    expect(console$.errors).to.have.length(1);
  });

  it('shows a Pin it link over the image when the site turns the overlay on', async () => {
    setPageContext({ website: { id: 'site-1' }, websiteSettings: { pinterestOverlayOptions: { mode: 'auto' } } });
    const el = await fixture<SsImage>(html`<ss-image><img data-src="/img/bun.jpg" width="800" height="600" alt="Rhubarb bun" /></ss-image>`);
    await rendered(el);
    const pin = parts<HTMLAnchorElement>(el, 'pin-it')[0]!;
    const url = new URL(pin.href);
    expect(url.searchParams.get('media')).to.equal(new URL('/img/bun.jpg', location.href).href);
    expect(url.searchParams.get('description')).to.equal('Rhubarb bun');
    expect(pin.rel).to.contain('noopener');
    await expect(el).to.be.accessible();

    setPageContext({ website: { id: 'site-1' } });
    const plain = await fixture<SsImage>(html`<ss-image><img src=${picture} alt="Bread" /></ss-image>`);
    await rendered(plain);
    expect(parts(plain, 'pin-it')).to.have.length(0);
  });

  it('puts the Pin it link beside the image link, not inside it, at the same corner of the picture in each layout', async () => {
    // issue 47 §3: a link in a link is invalid HTML (the server's drawing came apart) and two nested controls.
    setPageContext({ website: { id: 'site-1' }, websiteSettings: { pinterestOverlayOptions: { mode: 'auto' } } });
    for (const layout of ['inline', 'poster', 'collage', 'card']) {
      const el = await fixture<SsImage>(html`
        <div style="width: 800px">
          <ss-image layout=${layout} href="#shop"><img src="/demo/images/espresso-bar.svg" data-image-dimensions="800x600" width="800" height="600" alt="Rhubarb bun" /><p>Fresh daily</p></ss-image>
        </div>
      `).then((wrapper) => wrapper.querySelector('ss-image')!);
      await rendered(el);
      await waitUntil(() => parts(el, 'pin-it').length === 1, `${layout}: the Pin it link shows`);
      const [link, pin, media] = [parts<HTMLAnchorElement>(el, 'link')[0]!, parts<HTMLAnchorElement>(el, 'pin-it')[0]!, parts(el, 'media')[0]!];
      expect(link.contains(pin), layout).to.equal(false);
      expect(pin.parentElement!.closest('a'), layout).to.equal(null);
      expect(link.contains(media), 'the image link still wraps the picture').to.equal(true);
      const [pinBox, mediaBox] = [pin.getBoundingClientRect(), media.getBoundingClientRect()];
      expect(pinBox.top - mediaBox.top, `${layout}: 0.75rem from the top`).to.be.closeTo(12, 1);
      expect(pinBox.left - mediaBox.left, `${layout}: 0.75rem from the left`).to.be.closeTo(12, 1);
      expect(mediaBox.height, `${layout}: the picture keeps its height`).to.be.greaterThan(100);
      // Two controls in reading order: the image link, then Pin it.
      link.focus();
      expect(el.shadowRoot!.activeElement).to.equal(link);
      await expect(el).to.be.accessible();
      el.parentElement!.remove();
    }
  });

  it('is drawn by the server with its image in place and narrow by its own width, and hydrates without a warning', async () => {
    const container = document.createElement('div');
    container.style.width = '400px';
    document.body.append(container);
    const el = insertServerMarkup(
      container,
      serverMarkup(SsImage, `<ss-image layout="card"><img src="${picture}" data-image-dimensions="800x600" alt="Bread"><h2>Our bakery</h2></ss-image>`),
    ) as SsImage;
    const img = el.querySelector('img')!;
    expect(img.getAttribute('slot')).to.equal('image');
    const media = parts(el, 'media')[0]!;
    const content = parts(el, 'content')[0]!;
    // spec 01 §9: narrow under 415 px: the card stacks before any script ran
    expect(content.getBoundingClientRect().top).to.be.at.least(media.getBoundingClientRect().bottom - 1);
    await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the block hydrates');
    await waitUntil(() => parts(el, 'base')[0]!.hasAttribute('data-narrow'));
    expect(parts(el, 'media')[0], 'the same frame').to.equal(media);
    expect(console$.errors).to.deep.equal([]);
    expect(console$.warnings).to.deep.equal([]);
    container.remove();
  });
});

// On an unrendered page (a CMS), the stand-in rules (dist/sitestack.css) lay the light-DOM image
// and text out until the block's code arrives; the same rules under a tag that is never defined
// show where they sit before, beside the drawn block. Wide and narrow (spec 01 §9: under 415 px
// the text goes under the image).
describe('<ss-image> before its code arrives (CMS path)', () => {
  for (const width of [760, 360]) {
    for (const layout of ['inline', 'card', 'stack', 'collage', 'overlap', 'poster']) {
      it(`${layout}, ${width} px wide: upgrading moves ${layout === 'overlap' ? 'nothing after the block' : 'neither the image nor the text'}`, async () => {
        const markup = (tag: string) =>
          `<${tag} layout="${layout}"><img data-src="${picture}" src="${picture}" data-image-dimensions="800x600" width="800" height="600" alt="Fresh bread"><h2>Our bakery</h2><p>Baked every morning since 1962, by the same family, on the harbour.</p></${tag}>`;
        const { before, after, done } = besideItsStandIn('ss-image', pageRulesCss + standInCss, markup, width);
        try {
          await rendered(after);
          const img = after.querySelector('img')!;
          await waitUntil(() => img.complete && !img.classList.contains('loading'), 'image did not load');
          await nextFrame();
          const boxes = (host: HTMLElement) => {
            const origin = host.getBoundingClientRect();
            // Content boxes (where the text is): a stand-in may hold the drawing's panel padding
            // on its text elements themselves.
            return [host, ...host.children].map((el) => {
              const r = el.getBoundingClientRect();
              const style = getComputedStyle(el);
              const [top, right, bottom, left] = ['Top', 'Right', 'Bottom', 'Left'].map((side) => parseFloat(style.getPropertyValue(`padding-${side.toLowerCase()}`)));
              return [r.x + left! - origin.x, r.y + top! - origin.y, r.width - left! - right!, r.height - top! - bottom!].map((v) => Math.round(v));
            });
          };
          const [was, now] = [boxes(before), boxes(after)];
          // An overlap's panel is drawn only by the block: its text moves into the panel then, but
          // the block keeps its size (nothing after it moves).
          if (layout === 'overlap') was.splice(1);
          was.forEach((box, i) => box.forEach((v, k) => expect(Math.abs(v - now[i]![k]!), `${['host', 'img', 'h2', 'p'][i]} [x, y, width, height][${k}]: ${v} before, ${now[i]![k]} drawn`).to.be.at.most(1)));
        } finally {
          done();
        }
      });
    }
  }
});
