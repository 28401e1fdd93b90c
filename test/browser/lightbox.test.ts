import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { SsGallery } from '../../src/elements/gallery.js';
import { SsVideo } from '../../src/elements/video.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { getEscapeManager } from '../../src/runtime/escape/escape-manager.js';
import { forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';
import { LIGHTBOX_STEP_THROTTLE_MS } from '../../src/runtime/lightbox/lightbox-rules.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installTestClock, type TestClock } from '../support/test-clock.js';
import { describeAnimation, startedVisibilityAnimation, visibilityAnimationOf } from '../support/visibility-animations.js';

defineForTest('ss-gallery', SsGallery);
defineForTest('ss-video', SsVideo);

const NAMES = ['harbour-dawn', 'espresso-bar', 'pastry-case', 'terrace'];
/**
 * Tests that step twice put the lightbox on a test clock before the first step (`stepOnTestClock`),
 * let the 200 ms step throttle pass with `throttlePasses()`, and go back to real time after.
 */
let time: TestClock | undefined;
const stepOnTestClock = () => {
  time = installTestClock();
};
const throttlePasses = () => time!.tick(LIGHTBOX_STEP_THROTTLE_MS);
const realTime = () => {
  time?.uninstall();
  time = undefined;
};

const lightboxGallery = (attrs: { theme?: string } = {}) => html`
  <ss-gallery design="grid" lightbox data-block-json=${JSON.stringify({ lightboxTheme: attrs.theme ?? 'dark' })}>
    ${NAMES.map(
      (name, i) => html`<figure data-slide-id=${`p${i + 1}`} data-slide-url=${`/gallery/${name}`} data-title=${`Title ${i + 1}`} data-description=${`About ${i + 1}`} data-image-dimensions="1600x1067">
        <img src=${`/demo/images/${name}.svg`} alt=${`Photo ${i + 1}`} />
      </figure>`,
    )}
    <figure data-slide-id="p5" data-click-through-url="https://shop.example/p"><img src="/demo/images/terrace.svg" alt="Shop" /></figure>
  </ss-gallery>
`;

async function gallery(template = lightboxGallery()): Promise<SsGallery> {
  const el = await fixture<SsGallery>(template);
  await rendered(el, '[part~="slide"]');
  return el;
}

const dialogOf = (el: SsGallery) => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part~="lightbox"]');
const counter = (el: SsGallery) => parts(el, 'lightbox-counter')[0]?.textContent;

async function openAt(el: SsGallery, index: number): Promise<HTMLDialogElement> {
  parts<HTMLButtonElement>(el, 'slide-button')[index]!.click();
  await waitUntil(() => dialogOf(el)?.open, 'lightbox did not open');
  return dialogOf(el)!;
}

describe('<ss-gallery> lightbox', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(async () => {
    console$ = captureConsole();
    await emulateMedia({ reducedMotion: 'reduce' });
    await setViewport({ width: 1000, height: 700 });
    history.replaceState(null, '', location.pathname + location.search);
  });
  afterEach(async () => {
    realTime();
    console$.restore();
    // no console noise: tests that expect a message take it out of the list
    expect(console$.errors, 'console errors').to.deep.equal([]);
    expect(console$.warnings, 'console warnings').to.deep.equal([]);
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('opens a modal dialog on click with close, counter, caption and arrows, and tells the page', async () => {
    const el = await gallery();
    const button = parts<HTMLButtonElement>(el, 'slide-button')[1]!;
    expect(button.getAttribute('aria-label')).to.equal('Open Title 2 in the lightbox');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    const opened = oneEvent(document, 'ss-lightbox-open');
    button.click();
    expect(((await opened) as CustomEvent).detail).to.deep.equal({ index: 1, slideId: 'p2' });
    await waitUntil(() => dialogOf(el)?.open);
    const dialog = dialogOf(el)!;
    expect(dialog.matches(':modal')).to.equal(true);
    expect(counter(el)).to.equal('2 / 5');
    expect(parts(el, 'lightbox-caption')[0]!.textContent).to.equal('Title 2About 2');
    expect(parts(el, 'lightbox-image')[0]!.getAttribute('alt')).to.equal('Photo 2');
    expect(dialog.dataset.theme).to.equal('dark');
    expect(el.shadowRoot!.activeElement).to.equal(parts(el, 'lightbox-close')[0]);
    await expect(el).to.be.accessible();
  });

  // spec 02 §4 "overlay fades in, content shows ... It fades out and is then destroyed", §9 "0.3 s overlay, 0.6 s content"
  it('fades the overlay in (0.3 s) and the content (0.6 s), and fades out before it goes', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await gallery();
    const dialog = await openAt(el, 0);
    const overlay = await startedVisibilityAnimation(dialog);
    const content = await startedVisibilityAnimation(dialog.querySelector('.lightbox-content')!);
    expect(describeAnimation(overlay)).to.deep.equal({ keyframes: [{ opacity: '0' }, { opacity: '1' }], durationMs: 300 });
    expect(describeAnimation(content)).to.deep.equal({ keyframes: [{ opacity: '0' }, { opacity: '1' }], durationMs: 600 });
    overlay.finish();
    content.finish();
    expect(getComputedStyle(dialog).opacity).to.equal('1');
    expect(getComputedStyle(dialog.querySelector('.lightbox-content')!).opacity).to.equal('1');
    const closed = oneEvent(el, 'ss-lightbox-close');
    parts<HTMLButtonElement>(el, 'lightbox-close')[0]!.click();
    const fade = await startedVisibilityAnimation(dialog, 'no fade out');
    expect(describeAnimation(fade)).to.deep.equal({ keyframes: [{ opacity: '1' }, { opacity: '0' }], durationMs: 300 });
    await closed;
    await waitUntil(() => dialogOf(el) === null, 'the lightbox was not destroyed');
  });

  it('does not fade with reduced motion', async () => {
    const el = await gallery();
    const dialog = await openAt(el, 0);
    expect(visibilityAnimationOf(dialog) === undefined).to.equal(true);
  });

  it('does not open for a slide with a click-through URL: that slide is a link', async () => {
    const el = await gallery();
    expect(parts(el, 'slide-button').length).to.equal(4);
    expect(parts<HTMLAnchorElement>(el, 'slide-link')[0]!.href).to.equal('https://shop.example/p');
  });

  it('opens on Enter and Space, steps with the arrow keys (wrapping on desktop) and closes with Esc, returning focus', async () => {
    const el = await gallery();
    const button = parts<HTMLButtonElement>(el, 'slide-button')[0]!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => dialogOf(el)?.open);
    stepOnTestClock();
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => counter(el) === '5 / 5');
    throttlePasses();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => counter(el) === '1 / 5');
    realTime();
    const closed = oneEvent(document, 'ss-lightbox-close');
    await sendKeys({ press: 'Escape' });
    expect(((await closed) as CustomEvent).detail).to.deep.equal({ index: 0, slideId: 'p1' });
    await waitUntil(() => !dialogOf(el));
    expect(el.shadowRoot!.activeElement).to.equal(parts(el, 'slide-button')[0]);

    parts<HTMLButtonElement>(el, 'slide-button')[2]!.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => counter(el) === '3 / 5');
  });

  it('for a signed-in owner, Escape closes the open lightbox first and does not go to the config area (spec 02 §2)', async () => {
    const navigated: string[] = [];
    getEscapeManager().setNavigation({
      signedIn: () => true,
      escapeLoginEnabled: () => true,
      inBackEnd: () => false,
      logout: () => navigated.push('logout'),
      openConfig: () => navigated.push('config'),
      login: () => navigated.push('login'),
      toggleBackEnd: () => navigated.push('back-end'),
    });
    try {
      const el = await gallery();
      await openAt(el, 1);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialogOf(el), 'Escape did not close the lightbox');
      expect(navigated).to.deep.equal([]);
      // With nothing open, the same key goes on to the config area.
      await sendKeys({ press: 'Escape' });
      expect(navigated).to.deep.equal(['config']);
    } finally {
      getEscapeManager().setNavigation(null);
    }
  });

  it('throttles next/previous to one step per 200 ms', async () => {
    const el = await gallery();
    await openAt(el, 0);
    stepOnTestClock();
    const next = parts<HTMLButtonElement>(el, 'lightbox-next')[0]!;
    next.click();
    await nextFrame();
    parts<HTMLButtonElement>(el, 'lightbox-next')[0]!.click();
    await nextFrame();
    expect(counter(el)).to.equal('2 / 5');
    throttlePasses();
    parts<HTMLButtonElement>(el, 'lightbox-next')[0]!.click();
    await waitUntil(() => counter(el) === '3 / 5');
  });

  it('keeps focus inside: Tab cycles through the dialog controls only', async () => {
    const el = await gallery();
    await openAt(el, 1);
    const inside = new Set<Element | null>();
    for (let i = 0; i < 6; i++) {
      await sendKeys({ press: 'Tab' });
      inside.add(el.shadowRoot!.activeElement);
    }
    const dialog = dialogOf(el)!;
    expect(inside.has(null)).to.equal(false);
    for (const element of inside) expect(dialog.contains(element)).to.equal(true);
    // close, previous and next at least were all reached
    expect(inside.size).to.be.greaterThanOrEqual(3);
  });

  it('closes with the close button, a click on the overlay, or a click on empty content', async () => {
    const el = await gallery();
    await openAt(el, 0);
    parts<HTMLButtonElement>(el, 'lightbox-close')[0]!.click();
    await waitUntil(() => !dialogOf(el));
    await openAt(el, 0);
    dialogOf(el)!.click();
    await waitUntil(() => !dialogOf(el));
    await openAt(el, 0);
    el.shadowRoot!.querySelector<HTMLElement>('.lightbox-content')!.click();
    await waitUntil(() => !dialogOf(el));
  });

  it('uses click zones on the image: left half previous, right half next', async () => {
    const el = await gallery();
    await openAt(el, 1);
    stepOnTestClock();
    const image = parts(el, 'lightbox-image')[0]!;
    image.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: window.innerWidth * 0.75, clientY: 300 }));
    await waitUntil(() => counter(el) === '3 / 5');
    throttlePasses();
    parts(el, 'lightbox-image')[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: window.innerWidth * 0.25, clientY: 300 }));
    await waitUntil(() => counter(el) === '2 / 5');
  });

  it('writes the item id to the hash while open and clears it on close', async () => {
    const el = await gallery();
    await openAt(el, 2);
    await waitUntil(() => location.hash === '#itemId=p3');
    parts<HTMLButtonElement>(el, 'lightbox-close')[0]!.click();
    await waitUntil(() => !dialogOf(el));
    expect(location.hash).to.equal('');
  });

  it('opens from the URL hash: exact id first, then the slide-url tail; a hostile value matches nothing', async () => {
    history.replaceState(null, '', '#itemId=p4');
    const byId = await gallery();
    await waitUntil(() => dialogOf(byId)?.open);
    expect(counter(byId)).to.equal('4 / 5');
    byId.remove();

    history.replaceState(null, '', '#itemId=' + encodeURIComponent('/old/path/pastry-case'));
    const byTail = await gallery();
    await waitUntil(() => dialogOf(byTail)?.open);
    expect(counter(byTail)).to.equal('3 / 5');
    byTail.remove();

    history.replaceState(null, '', '#itemId=' + encodeURIComponent('"]<img src=x onerror=alert(1)>'));
    const hostile = await gallery();
    await nextFrame();
    expect(dialogOf(hostile)).to.equal(null);
    expect(console$.errors).to.deep.equal([]);
  });

  it('only one lightbox is open at a time', async () => {
    const first = await gallery();
    const second = await gallery();
    await openAt(first, 0);
    await openAt(second, 1);
    await waitUntil(() => !dialogOf(first));
    expect(dialogOf(second)!.open).to.equal(true);
  });

  it('on mobile: no arrows, clamps at the ends, and a caption toggle', async () => {
    await setViewport({ width: 400, height: 700 });
    const el = await gallery(lightboxGallery({ theme: 'light' }));
    await openAt(el, 0);
    expect(parts(el, 'lightbox-next').length).to.equal(0);
    expect(dialogOf(el)!.dataset.theme).to.equal('light');
    stepOnTestClock();
    await sendKeys({ press: 'ArrowLeft' });
    await nextFrame();
    expect(counter(el)).to.equal('1 / 5');
    expect(parts(el, 'lightbox-caption').length).to.equal(0);
    // a touch swipe to the left shows the next photo
    const content = el.shadowRoot!.querySelector<HTMLElement>('.lightbox-content')!;
    content.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 3, pointerType: 'touch', clientX: 300, clientY: 300, bubbles: true, composed: true }));
    content.dispatchEvent(new PointerEvent('pointerup', { pointerId: 3, pointerType: 'touch', clientX: 200, clientY: 305, bubbles: true, composed: true }));
    await waitUntil(() => counter(el) === '2 / 5');
    throttlePasses();
    content.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 4, pointerType: 'touch', clientX: 200, clientY: 300, bubbles: true, composed: true }));
    content.dispatchEvent(new PointerEvent('pointerup', { pointerId: 4, pointerType: 'touch', clientX: 300, clientY: 300, bubbles: true, composed: true }));
    await waitUntil(() => counter(el) === '1 / 5');
    const toggle = parts<HTMLButtonElement>(el, 'lightbox-caption-toggle')[0]!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await nextFrame();
    expect(parts(el, 'lightbox-caption')[0]!.textContent).to.contain('Title 1');
    await expect(el).to.be.accessible();
  });

  it('follows the viewport across the mobile width (spec 03 §2: 432 px) while open', async () => {
    const el = await gallery();
    await openAt(el, 0);
    expect(parts(el, 'lightbox-next').length, 'arrows at 1000 px').to.equal(1);
    await setViewport({ width: 432, height: 700 });
    await waitUntil(() => parts(el, 'lightbox-next').length === 0, 'no arrows at 432 px');
    await setViewport({ width: 433, height: 700 });
    await waitUntil(() => parts(el, 'lightbox-next').length === 1, 'arrows again at 433 px');
  });

  // A local page stands in for the provider's player: the embed only needs a URL that loads.
  const embed = `<iframe width="640" height="360" src="${location.origin}/demo/images/harbour-dawn.svg?v=2" title="Harbour tour"></iframe>`;

  it('a video slide shows its overlay in the lightbox, plays after the play icon, and stops when the slide changes', async () => {
    const el = await gallery(html`<ss-gallery design="grid" lightbox>
      <figure data-slide-id="v1" data-type="video" data-html=${embed} data-title="Harbour tour"><img src="/demo/images/harbour-dawn.svg" alt="Harbour tour" /></figure>
      <figure data-slide-id="p2"><img src="/demo/images/terrace.svg" alt="Terrace" /></figure>
    </ss-gallery>`);
    await openAt(el, 0);
    const play = parts<HTMLButtonElement>(el, 'lightbox-video-play')[0]!;
    expect(play.getAttribute('aria-label')).to.equal('Play video: Harbour tour');
    expect(parts(el, 'lightbox-image').length).to.equal(0);
    await expect(el).to.be.accessible();
    // Enter on the play icon shows the embed with the provider's autoplay parameter (spec 02 §4)
    play.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => parts(el, 'lightbox-video-embed').length === 1, 'the embed did not show');
    const iframe = parts<HTMLIFrameElement>(el, 'lightbox-video-embed')[0]!;
    expect(new URL(iframe.src).searchParams.get('autoplay')).to.equal('1');
    expect(parts(el, 'lightbox-video')[0]!.dataset.state).to.equal('playing');
    await expect(el).to.be.accessible();
    // moving to another slide stops it; coming back shows the overlay again
    stepOnTestClock();
    parts<HTMLButtonElement>(el, 'lightbox-next')[0]!.click();
    await waitUntil(() => counter(el) === '2 / 2');
    expect(parts(el, 'lightbox-video-embed').length).to.equal(0);
    throttlePasses();
    parts<HTMLButtonElement>(el, 'lightbox-previous')[0]!.click();
    await waitUntil(() => counter(el) === '1 / 2');
    expect(parts(el, 'lightbox-video')[0]!.dataset.state).to.equal('overlay');
  });

  it('showing a lightbox video returns a playing <ss-video> on the page to its overlay', async () => {
    const page = await fixture<SsVideo>(html`<ss-video style="width: 320px" data-html=${embed}></ss-video>`);
    await rendered(page, '[part~="play"]');
    parts<HTMLButtonElement>(page, 'play')[0]!.click();
    await waitUntil(() => parts(page, 'embed').length === 1);
    const el = await gallery(html`<ss-gallery design="grid" lightbox>
      <figure data-type="video" data-html=${embed}><img src="/demo/images/harbour-dawn.svg" alt="Tour" /></figure>
    </ss-gallery>`);
    await openAt(el, 0);
    parts<HTMLButtonElement>(el, 'lightbox-video-play')[0]!.click();
    await waitUntil(() => parts(page, 'embed').length === 0, 'the page video kept playing');
  });

  it('a video slide holding its own <ss-video> opens in the lightbox from a grid', async () => {
    const el = await gallery(html`<ss-gallery design="grid" lightbox>
      <figure data-type="video" data-title="Tour"><ss-video data-html=${embed} data-provider-name="Example"><img src="/demo/images/harbour-dawn.svg" alt="" /></ss-video></figure>
    </ss-gallery>`);
    expect(parts(el, 'slide-button')[0]!.getAttribute('aria-label')).to.equal('Open Tour in the lightbox');
    await openAt(el, 0);
    expect(parts(el, 'lightbox-video-play').length).to.equal(1);
  });

  it("a video slide with no player logs 'VideoLoader not found' once and opens as its image", async () => {
    const el = await gallery(html`<ss-gallery design="grid" lightbox>
      <figure data-type="video" data-title="Tour"><img src="/demo/images/harbour-dawn.svg" alt="Tour" /></figure>
    </ss-gallery>`);
    await waitUntil(() => console$.errors.length > 0);
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-gallery>: slide 1: VideoLoader not found']);
    console$.errors.length = 0;
    await openAt(el, 0);
    expect(parts(el, 'lightbox-video').length).to.equal(0);
    expect(parts(el, 'lightbox-image')[0]!.getAttribute('alt')).to.equal('Tour');
  });

  it("a video slide with a bad embed shows 'Invalid video embed.' in the lightbox", async () => {
    const el = await gallery(html`<ss-gallery design="grid" lightbox>
      <figure data-type="video" data-html="<p>no player</p>"><img src="/demo/images/harbour-dawn.svg" alt="Tour" /></figure>
    </ss-gallery>`);
    await openAt(el, 0);
    expect(parts(el, 'lightbox-video-error')[0]!.textContent).to.equal('Invalid video embed.');
    expect(parts(el, 'lightbox-video-play').length).to.equal(0);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-gallery> lightbox video: Invalid video embed.']);
    console$.errors.length = 0;
  });

  it('renders a site-supplied translation of its labels and counter', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'ss-messages';
    script.textContent = JSON.stringify({ de: { 'lightbox.close': 'Schließen', 'lightbox.counter': '{index} von {count}', 'lightbox.next': 'Nächstes Bild' } });
    document.head.append(script);
    setPageContext({ locale: 'de-DE' });
    forgetSiteCatalogues();
    try {
      const el = await gallery();
      await openAt(el, 1);
      expect(parts(el, 'lightbox-close')[0]!.getAttribute('aria-label')).to.equal('Schließen');
      expect(parts(el, 'lightbox-next')[0]!.getAttribute('aria-label')).to.equal('Nächstes Bild');
      expect(parts(el, 'lightbox-previous')[0]!.getAttribute('aria-label')).to.equal('Previous image');
      expect(counter(el)).to.equal('2 von 5');
    } finally {
      script.remove();
      setPageContext({ locale: 'en-US' });
      forgetSiteCatalogues();
    }
  });
});
