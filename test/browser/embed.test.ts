import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { SsEmbed } from '../../src/elements/embed.js';
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
          <template><iframe title="Opening video" srcdoc="<p>Player</p>"></iframe></template>
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
      <div style="width: 400px"><ss-embed video><template><iframe title="Clip" srcdoc="x"></iframe></template></ss-embed></div>
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
      <ss-embed activate="click" label="Booking calendar"><template><iframe title="Calendar" srcdoc="x"></iframe></template></ss-embed>
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

  it('does not run scripts from the embed HTML', async () => {
    (window as unknown as { embedRan?: boolean }).embedRan = false;
    const el = await fixture<SsEmbed>(html`<ss-embed><template><script>window.embedRan = true</script><p>Widget</p></template></ss-embed>`);
    await rendered(el);
    await nextFrame();
    expect((window as unknown as { embedRan?: boolean }).embedRan).to.equal(false);
    expect(parts(el, 'frame')[0]!.textContent).to.contain('Widget');
  });
});
