import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsEmbed } from '../../src/elements/embed.js';
import pageRulesCss from '../../src/styles/page-rules.css?inline';
import standInCss from '../../src/styles/pre-upgrade.css?inline';
import { besideItsStandIn } from '../support/layout-shift.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';

defineForTest('ss-embed', SsEmbed);

describe('<ss-embed>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
  });
  afterEach(() => console$.restore());

  it('shows the template HTML in the block, sized by its aspect ratio', async () => {
    const el = await fixture<SsEmbed>(html`
      <div style="width: 640px">
        <ss-embed aspect-ratio="16:9" label="Opening video">
          <template><iframe title="Opening video"></iframe></template>
        </ss-embed>
      </div>
    `).then((wrapper) => wrapper.querySelector('ss-embed')!);
    await rendered(el);
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('ready');
    expect(parts(el, 'frame')[0]!.querySelector('iframe')!.title).to.equal('Opening video');
    expect(parts(el, 'base')[0]!.getBoundingClientRect().height).to.be.closeTo(360, 1);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('reserves the 65 % video placeholder when a video has no ratio', async () => {
    // spec 01 §9: video placeholder padding 65 percent by default
    const el = await fixture<SsEmbed>(html`
      <div style="width: 400px"><ss-embed video><template><iframe title="Clip"></iframe></template></ss-embed></div>
    `).then((wrapper) => wrapper.querySelector('ss-embed')!);
    await rendered(el);
    expect(parts(el, 'base')[0]!.getBoundingClientRect().height).to.be.closeTo(260, 1);
  });

  it("says 'Invalid video embed.' when a video embed holds no player", async () => {
    const el = await fixture<SsEmbed>(html`<ss-embed video><template><p>Just text</p></template></ss-embed>`);
    await rendered(el);
    expect(parts(el, 'error')[0]!.textContent).to.equal('Invalid video embed.');
    expect(parts(el, 'frame')[0]!.innerHTML).to.equal('');
    await expect(el).to.be.accessible();
  });

  it('loads click-to-load content only after the visitor asks, and tells the page', async () => {
    const el = await fixture<SsEmbed>(html`
      <ss-embed activate="click" label="Booking calendar"><template><iframe title="Calendar"></iframe></template></ss-embed>
    `);
    await rendered(el);
    expect(parts(el, 'frame')[0]!.querySelector('iframe')).to.equal(null);
    const button = parts<HTMLButtonElement>(el, 'activate')[0]!;
    expect(button.textContent).to.equal('Load embedded content: Booking calendar');
    await expect(el).to.be.accessible();
    const activated = oneEvent(document, 'ss-embed-activate');
    button.click();
    await activated;
    await nextFrame();
    expect(parts(el, 'frame')[0]!.querySelector('iframe')!.title).to.equal('Calendar');
    expect(parts(el, 'activate')).to.have.length(0);
  });

  it('runs the embed HTML scripts once, in order, waiting for external ones', async () => {
    const log: string[] = [];
    (window as unknown as { embedLog: string[] }).embedLog = log;
    const external = '/test/support/embed-widget.js';
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    // Written as markup (lit does not bind inside <template>), as a page would declare it.
    wrapper.innerHTML = `
      <ss-embed label="Booking widget">
        <template>
          <div class="widget">Loading</div>
          <script>window.embedLog.push('first');</script>
          <script src="${external}"></script>
          <script type="application/json">{"not": "run"}</script>
          <script data-owner="yes">window.embedLog.push('after:' + window.embedWidget + ':' + document.currentScript?.dataset.owner);</script>
        </template>
      </ss-embed>`;
    const el = wrapper.querySelector('ss-embed')!;
    await rendered(el);
    await waitUntil(() => log.length === 3, 'the embed scripts did not all run');
    // Inline scripts wait for the external one before them, as in a page; attributes are kept.
    expect(log).to.deep.equal(['first', 'external', 'after:ready:undefined']);
    const scripts = parts(el, 'frame')[0]!.querySelectorAll('script');
    expect(scripts).to.have.length(4);
    expect(scripts[3]!.dataset.owner).to.equal('yes');
    await nextFrame();
    expect(log).to.have.length(3);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('runs click-to-load scripts only after the visitor asks; a missing script is reported and the rest run', async () => {
    const log: string[] = [];
    (window as unknown as { embedLog: string[] }).embedLog = log;
    const el = await fixture<SsEmbed>(html`
      <ss-embed activate="click" label="Reviews widget">
        <template><script src="/no-such-provider/widget.js"></script><script>window.embedLog.push('inline');</script></template>
      </ss-embed>
    `);
    await rendered(el);
    await nextFrame();
    expect(log).to.deep.equal([]);
    parts<HTMLButtonElement>(el, 'activate')[0]!.click();
    await waitUntil(() => log.length === 1, 'the inline script did not run');
    expect(log).to.deep.equal(['inline']);
    expect(console$.errors).to.have.length(1);
    expect(console$.errors[0]).to.contain('/no-such-provider/widget.js');
  });

  it('runs no script from a data:, blob: or javascript: address, and keeps no event handler or srcdoc', async () => {
    const log: string[] = [];
    (window as unknown as { embedLog: string[] }).embedLog = log;
    const push = encodeURIComponent("window.embedLog.push('ran')");
    const blob = URL.createObjectURL(new Blob(["window.embedLog.push('ran')"], { type: 'text/javascript' }));
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    wrapper.innerHTML = `
      <ss-embed label="Widget">
        <template>
          <script src="data:text/javascript,${push}"></script>
          <script src="${blob}"></script>
          <img src="/no-such-image.png" alt="" onerror="window.embedLog.push('ran')">
          <iframe title="x" srcdoc="<script>parent.embedLog.push('ran')<\/script>"></iframe>
          <a href="javascript:window.embedLog.push('ran')">link</a>
          <script>window.embedLog.push('owner');</script>
        </template>
      </ss-embed>`;
    const el = wrapper.querySelector('ss-embed')!;
    await rendered(el);
    await waitUntil(() => log.includes('owner'), 'the owner script did not run');
    const frame = parts(el, 'frame')[0]!;
    frame.querySelector('a')?.click();
    await nextFrame();
    expect(log).to.deep.equal(['owner']);
    expect(frame.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(frame.querySelector('iframe')!.hasAttribute('srcdoc')).to.equal(false);
    expect(frame.querySelector('a')!.hasAttribute('href')).to.equal(false);
    // What was removed is told to the owner once, by name.
    expect(console$.errors).to.have.length(1);
    for (const part of ['<script src>', '<img onerror>', '<iframe srcdoc>', '<a href>']) expect(console$.errors[0]).to.contain(part);
    URL.revokeObjectURL(blob);
  });
});

// On an unrendered page (a CMS) the stand-in rules (dist/sitestack.css) reserve the box the
// aspect ratio asks for until the code arrives; the same rules under a tag that is never defined
// show that box beside the drawn block.
describe('<ss-embed> before its code arrives (CMS path)', () => {
  const cases = [
    { attributes: 'aspect-ratio="16:9" activate="click" label="Tour"', name: '16:9, click to load' },
    { attributes: 'aspect-ratio="4/3"', name: '4/3' },
    { attributes: 'aspect-ratio="1.5"', name: '1.5' },
    { attributes: 'aspect-ratio="21x9"', name: '21x9' },
    { attributes: 'video', name: 'a video without a ratio (65 %)' },
  ];
  for (const { attributes, name } of cases) {
    it(`keeps its box when drawn: ${name}`, async () => {
      const markup = (tag: string) => `<${tag} ${attributes}><template><iframe title="Tour"></iframe></template></${tag}>`;
      const { before, after, done } = besideItsStandIn('ss-embed', pageRulesCss + standInCss, markup, 600);
      try {
        await rendered(after);
        await nextFrame();
        const height = (el: HTMLElement) => Math.round(el.getBoundingClientRect().height);
        expect(height(after)).to.be.greaterThan(0);
        expect(height(before), 'height before the code, then drawn').to.equal(height(after));
      } finally {
        done();
      }
    });
  }
});
