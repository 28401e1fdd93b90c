import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { SsGallery } from '../../src/elements/gallery.js';
import { SsVideo } from '../../src/elements/video.js';
import pageRulesCss from '../../src/styles/page-rules.css?inline';
import standInCss from '../../src/styles/pre-upgrade.css?inline';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';
import { AUTOPLAY_DEFAULT_TIMEOUT_MS, AUTOPLAY_FIRST_ADVANCE_MIN_MS } from '../../src/runtime/gallery/gallery-constants.js';
import { besideItsStandIn } from '../support/layout-shift.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';
import { installTestClock, tickUntil, type TestClock } from '../support/test-clock.js';
import { holdEarlyInteractions } from '../../src/runtime/blocks/early-interactions.js';

/** dist/sitestack.css: the page rules (slotted figures and images) and the stand-ins. */
const preUpgradeCss = pageRulesCss + standInCss;

defineForTest('ss-gallery', SsGallery);
defineForTest('ss-video', SsVideo);

const IMAGES = ['harbour-dawn', 'espresso-bar', 'pastry-case', 'terrace', 'latte-art'];
const DIMENSIONS: Record<string, string> = {
  'harbour-dawn': '1600x1067',
  'espresso-bar': '1200x1200',
  'pastry-case': '1600x900',
  terrace: '1200x1600',
  'latte-art': '1500x1000',
};

const figures = (count = 5) =>
  IMAGES.slice(0, count).map(
    (name, i) => html`<figure data-slide-id=${`s${i + 1}`} data-image-dimensions=${DIMENSIONS[name]!}>
      <img src=${`/demo/images/${name}.svg`} alt=${`Photo ${i + 1}`} width="1600" height="1067" />
      <figcaption>Caption ${i + 1}</figcaption>
    </figure>`,
  );

/** The test clock of a test that drives the gallery's time (autoplay, swipe speed, motion lock). */
let time: TestClock | undefined;
afterEach(() => {
  time?.uninstall();
  time = undefined;
});

async function gallery(template: ReturnType<typeof html>, selector = '[part~="base"]'): Promise<SsGallery> {
  const el = await fixture<SsGallery>(template);
  await rendered(el, selector);
  await nextFrame();
  return el;
}

const rectOf = (element: Element) => {
  const r = element.getBoundingClientRect();
  return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
};

const activeIndex = (el: SsGallery) => Number(parts(el, 'slide-active')[0]?.dataset.index);

describe('<ss-gallery>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(async () => {
    console$ = captureConsole();
    await emulateMedia({ reducedMotion: 'reduce' });
    history.replaceState(null, '', location.pathname + location.search);
  });
  afterEach(async () => {
    console$.restore();
    // no console noise: tests that expect a message take it out of the list
    expect(console$.errors, 'console errors').to.deep.equal([]);
    expect(console$.warnings, 'console warnings').to.deep.equal([]);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  for (const design of ['base', 'grid', 'autogrid', 'autocolumns', 'autorows', 'list']) {
    it(`${design}: shows every slide as a list item, keeps the figures in light DOM, and is accessible`, async () => {
      const el = await gallery(html`<ss-gallery design=${design} style="width: 760px">${figures()}</ss-gallery>`);
      const slides = parts(el, 'slide');
      expect(slides.length).to.equal(5);
      expect(parts(el, 'base')[0]!.dataset.design).to.equal(design);
      expect(el.querySelectorAll('figure').length).to.equal(5);
      for (const slide of slides) expect(slide.getBoundingClientRect().height).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
      expect(console$.errors).to.deep.equal([]);
    });
  }

  it('grid: 4 per row, square cells, 20 px apart (spec 03 §9)', async () => {
    const el = await gallery(html`<ss-gallery design="grid" style="width: 860px">${figures()}</ss-gallery>`);
    const rects = parts(el, 'slide').map(rectOf);
    expect(rects[0]!.width).to.equal(200);
    expect(rects[0]!.height).to.equal(200);
    expect(rects[1]!.x - rects[0]!.x).to.equal(220);
    expect(rects[4]!.y).to.be.greaterThan(rects[0]!.y);
  });


  it('slideshow: one slide shown, next/previous buttons, WAI-ARIA carousel roles', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" label="Our café">${figures()}</ss-gallery>`);
    const base = parts(el, 'base')[0]!;
    expect(base.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(base.getAttribute('aria-label')).to.equal('Our café');
    const slides = parts(el, 'slide');
    expect(slides[0]!.getAttribute('aria-roledescription')).to.equal('slide');
    expect(slides[0]!.getAttribute('aria-label')).to.equal('1 of 5');
    expect(activeIndex(el)).to.equal(0);
    expect(slides[1]!.inert).to.equal(true);
    await expect(el).to.be.accessible();

    const changed = oneEvent(document, 'ss-gallery-change');
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    const event = (await changed) as CustomEvent;
    expect(event.detail).to.deep.equal({ index: 1, previousIndex: 0, slideId: 's2' });
    await nextFrame();
    expect(activeIndex(el)).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('without loop stops at the ends, disables the control and fires reached-end / reached-beginning', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow">${figures(2)}</ss-gallery>`);
    const [previous] = parts<HTMLButtonElement>(el, 'previous');
    expect(previous!.disabled).to.equal(true);
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await nextFrame();
    expect(activeIndex(el)).to.equal(1);
    expect(parts<HTMLButtonElement>(el, 'next')[0]!.disabled).to.equal(true);
    const reached = oneEvent(el, 'ss-gallery-reached-end');
    el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!.focus();
    parts(el, 'base')[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(((await reached) as CustomEvent).detail).to.deep.equal({ index: 1 });
    expect(activeIndex(el)).to.equal(1);
  });

  it('with loop wraps from the last slide to the first, by button and arrow key', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" loop>${figures(3)}</ss-gallery>`);
    parts<HTMLButtonElement>(el, 'previous')[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await nextFrame();
    expect(activeIndex(el)).to.equal(2);
    await sendKeys({ press: 'ArrowRight' });
    await nextFrame();
    expect(activeIndex(el)).to.equal(0);
  });

  it('does not change slide while in motion (1 s stacked speed)', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await gallery(html`<ss-gallery design="slideshow" loop>${figures(3)}</ss-gallery>`);
    const next = parts<HTMLButtonElement>(el, 'next')[0]!;
    next.click();
    await nextFrame();
    next.click();
    await nextFrame();
    expect(activeIndex(el)).to.equal(1);
  });

  it('stacked click on the slide goes next; a click-through URL is a link instead', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow">
      <figure data-slide-id="a"><img src="/demo/images/harbour-dawn.svg" alt="Harbour" /></figure>
      <figure data-slide-id="b" data-click-through-url="/menu"><img src="/demo/images/terrace.svg" alt="Terrace" /></figure>
    </ss-gallery>`);
    parts<HTMLButtonElement>(el, 'slide-button')[0]!.click();
    await nextFrame();
    expect(activeIndex(el)).to.equal(1);
    const link = parts<HTMLAnchorElement>(el, 'slide-link')[0]!;
    // written as the page gave it (a server draws the same), followed against the page
    expect(link.getAttribute('href')).to.equal('/menu');
    expect(link.href).to.equal(new URL('/menu', location.href).href);
    expect(link.getAttribute('aria-label')).to.equal('Terrace');
  });

  it('stacked click split: the left half goes previous, the right half next; Enter goes next', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" loop style="width: 600px" data-block-json='{"stacked-click": "split"}'>${figures(3)}</ss-gallery>`);
    const click = (fraction: number) => {
      const button = parts<HTMLButtonElement>(el, 'slide-button')[activeIndex(el)]!;
      const box = button.getBoundingClientRect();
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1, clientX: box.left + box.width * fraction, clientY: box.top + 10 }));
    };
    click(0.8);
    await nextFrame();
    expect(activeIndex(el)).to.equal(1);
    click(0.2);
    await nextFrame();
    expect(activeIndex(el)).to.equal(0);
    click(0.2);
    await nextFrame();
    expect(activeIndex(el)).to.equal(2);
    parts<HTMLButtonElement>(el, 'slide-button')[2]!.focus();
    await sendKeys({ press: 'Enter' });
    await nextFrame();
    expect(activeIndex(el)).to.equal(0);
  });

  it('transitions: fade, kenburns, scroll, swipe, new-swipe; an unknown one is named in a visible error', async () => {
    for (const transition of ['fade', 'kenburns', 'scroll', 'swipe', 'new-swipe']) {
      const el = await gallery(html`<ss-gallery design="slideshow" transition=${transition}>${figures(2)}</ss-gallery>`);
      expect(parts(el, 'base')[0]!.dataset.transition).to.equal(transition);
    }
    const bad = await gallery(html`<ss-gallery design="slideshow" transition="wobble">${figures(2)}</ss-gallery>`);
    expect(parts(bad, 'error')[0]!.textContent).to.equal('Unknown slideshow transition "wobble".');
    expect(parts(bad, 'slide').length).to.equal(2);
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-gallery>: Unknown slideshow transition "wobble".']);
    console$.errors.length = 0;
  });

  it('bad block data shows a small error, logs once and keeps the slides', async () => {
    const el = await gallery(html`<ss-gallery data-block-json="{design: grid">${figures(3)}</ss-gallery>`);
    expect(parts(el, 'error')[0]!.textContent).to.match(/^Error decoding gallery block data/);
    expect(parts(el, 'slide').length).to.equal(3);
    expect(console$.errors.length).to.equal(1);
    await expect(el).to.be.accessible();
    console$.errors.length = 0;
  });

  it('reads block data from a child JSON script', async () => {
    const el = await gallery(html`<ss-gallery>
      <script type="application/json">{"design":"carousel","loop":true}</script>
      ${figures(5)}
    </ss-gallery>`);
    expect(parts(el, 'base')[0]!.dataset.design).to.equal('carousel');
  });

  it('carousel: groups of 3, previous disabled on the first group, next on the last; hidden when all fit', async () => {
    const el = await gallery(html`<ss-gallery design="carousel" style="width: 900px">${figures(5)}</ss-gallery>`);
    const visible = () => parts(el, 'slide').filter((s) => !s.inert).map((s) => Number(s.dataset.index));
    expect(visible()).to.deep.equal([0, 1, 2]);
    expect(parts<HTMLButtonElement>(el, 'previous')[0]!.disabled).to.equal(true);
    expect(parts<HTMLButtonElement>(el, 'next')[0]!.disabled).to.equal(false);
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await nextFrame();
    expect(visible()).to.deep.equal([3, 4]);
    expect(parts<HTMLButtonElement>(el, 'next')[0]!.disabled).to.equal(true);
    await expect(el).to.be.accessible();
    const few = await gallery(html`<ss-gallery design="carousel" style="width: 900px">${figures(3)}</ss-gallery>`);
    expect(parts(few, 'next').length).to.equal(0);
  });

  it('carousel: 2 per row under 480 px (spec 03 §9)', async () => {
    const el = await gallery(html`<ss-gallery design="carousel" style="width: 400px">${figures(5)}</ss-gallery>`);
    await waitUntil(() => parts(el, 'slide').filter((s) => !s.inert).length === 2);
    const [a, b] = parts(el, 'slide').map(rectOf);
    expect(Math.abs(a!.width - b!.width)).to.be.lessThan(1);
    expect(a!.width).to.be.closeTo(198, 1);
  });

  it('carousel: a burst of resizes is laid out once, 100 ms after it ends; the next no sooner than twice the average layout time (spec 03 §9)', async () => {
    // installed first: the resize observer's first report sets its timer on this clock too
    const clock = (time = installTestClock());
    const el = await gallery(html`<ss-gallery design="carousel" style="width: 900px">${figures(5)}</ss-gallery>`);
    const visible = () => parts(el, 'slide').filter((s) => !s.inert).length;
    expect(visible()).to.equal(3);
    // each layout measures the gallery; here that costs 80 ms of clock time
    const base = parts(el, 'base')[0]!;
    const measure = base.getBoundingClientRect.bind(base);
    let layouts = 0;
    base.getBoundingClientRect = () => {
      layouts++;
      clock.spend(80);
      return measure();
    };
    const resizeTo = async (...widths: number[]) => {
      for (const width of widths) {
        el.style.width = `${width}px`;
        await nextFrame();
        await nextFrame();
      }
    };

    await resizeTo(800, 600, 400);
    clock.tick(99);
    expect(layouts, 'laid out before the resizes settled').to.equal(0);
    clock.tick(1);
    expect(layouts, 'one layout for the whole burst').to.equal(1);
    expect(visible(), 'two per row under 480 px').to.equal(2);

    // the layout took 80 ms: the next waits 160 ms after it ended, though the debounce is over at 100
    await resizeTo(900);
    clock.tick(100);
    expect(layouts).to.equal(1);
    clock.tick(59);
    expect(layouts).to.equal(1);
    clock.tick(1);
    expect(layouts).to.equal(2);
    expect(visible()).to.equal(3);
  });

  it('slider: clicking a non-active slide makes it current; clicking the active one goes next', async () => {
    const el = await gallery(html`<ss-gallery design="slider" style="width: 800px">${figures(4)}</ss-gallery>`);
    const buttons = parts<HTMLButtonElement>(el, 'slide-button');
    expect(buttons[2]!.getAttribute('aria-label')).to.equal('Show Caption 3');
    buttons[2]!.click();
    await nextFrame();
    expect(activeIndex(el)).to.equal(2);
    parts<HTMLButtonElement>(el, 'slide-button')[2]!.click();
    await nextFrame();
    expect(activeIndex(el)).to.equal(3);
    // the strip is half as high as wide (spec 03 §9 slider aspect 50)
    expect(rectOf(parts(el, 'slides')[0]!).height).to.equal(400);
    await expect(el).to.be.accessible();
  });

  it('slider: a video slide is active only when current (spec 03 §4 strip)', async () => {
    const embed = `<iframe width="640" height="360" src="${location.origin}/demo/images/terrace.svg" title="Tour"></iframe>`;
    const el = await gallery(html`<ss-gallery design="slider" style="width: 800px">
      ${figures(1)}
      <figure data-type="video" data-slide-id="v" data-image-dimensions="1600x900" data-title="Tour"><ss-video data-html=${embed}></ss-video></figure>
    </ss-gallery>`);
    const videoSlide = () => parts(el, 'slide')[1]!;
    // not current: the whole slide is a "Show" control covering the video's own play button
    expect(videoSlide().querySelector('[part~="slide-button"]')!.getAttribute('aria-label')).to.equal('Show Tour');
    (videoSlide().querySelector('[part~="slide-button"]') as HTMLButtonElement).click();
    await waitUntil(() => activeIndex(el) === 1);
    // current: no cover, the video's play button takes input
    expect(videoSlide().querySelector('[part~="slide-button"]')).to.equal(null);
    const video = el.querySelector<SsVideo>('ss-video')!;
    await rendered(video, '[part~="play"]');
    parts<HTMLButtonElement>(video, 'play')[0]!.click();
    await waitUntil(() => parts(video, 'embed').length === 1);
    await expect(el).to.be.accessible();
  });

  it('slideshow thumbnails stay in sync with the slideshow', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" thumbnails>${figures(4)}</ss-gallery>`);
    const thumbs = parts<HTMLButtonElement>(el, 'thumbnail');
    expect(thumbs.length).to.equal(4);
    thumbs[3]!.click();
    await nextFrame();
    expect(activeIndex(el)).to.equal(3);
    expect(parts(el, 'thumbnail')[3]!.getAttribute('aria-current')).to.equal('true');
    parts<HTMLButtonElement>(el, 'previous')[0]!.click();
    await nextFrame();
    expect(parts(el, 'thumbnail-current')[0]).to.equal(parts(el, 'thumbnail')[2]);
    await expect(el).to.be.accessible();
  });

  it('autoplay advances, pauses on hover, has a pause control, and is off with reduced motion until played', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    time = installTestClock();
    const el = await gallery(html`<ss-gallery design="slideshow" autoplay data-block-json='{"autoplay-duration":0.3}'>${figures(3)}</ss-gallery>`);
    let changes = 0;
    el.addEventListener('ss-gallery-change', () => changes++);
    time.tick(299);
    await nextFrame();
    expect(activeIndex(el), 'not before 0.3 s').to.equal(0);
    time.tick(1);
    await waitUntil(() => activeIndex(el) === 1, 'autoplay did not advance');
    expect(changes).to.equal(0); // change events fire on user input only
    const rotation = parts<HTMLButtonElement>(el, 'rotation')[0]!;
    expect(rotation.getAttribute('aria-label')).to.equal('Stop slide rotation');
    rotation.click();
    await nextFrame();
    expect(parts(el, 'rotation')[0]!.getAttribute('aria-label')).to.equal('Start slide rotation');
    const at = activeIndex(el);
    time.tick(1500);
    await nextFrame();
    expect(activeIndex(el)).to.equal(at);

    await emulateMedia({ reducedMotion: 'reduce' });
    const calm = await gallery(html`<ss-gallery design="slideshow" autoplay data-block-json='{"autoplay-duration":0.2}'>${figures(3)}</ss-gallery>`);
    time.tick(500);
    await nextFrame();
    expect(activeIndex(calm)).to.equal(0);
    expect(parts(calm, 'rotation')[0]!.getAttribute('aria-label')).to.equal('Start slide rotation');
  });

  it('history: writes the current slide id to the address and starts from it', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" history>${figures(3)}</ss-gallery>`);
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await nextFrame();
    expect(location.hash).to.equal('#itemId=s2');
    history.replaceState(null, '', '#itemId=s3');
    const second = await gallery(html`<ss-gallery design="slideshow" history>${figures(3)}</ss-gallery>`);
    await waitUntil(() => activeIndex(second) === 2);
  });

  it('history with collection-url: the item is the last part of the page path', async () => {
    const start = location.pathname;
    try {
      history.replaceState(null, '', '/virtual-gallery/s2');
      const el = await gallery(html`<ss-gallery design="slideshow" history collection-url="/virtual-gallery">${figures(3)}</ss-gallery>`);
      await waitUntil(() => activeIndex(el) === 1);
      parts<HTMLButtonElement>(el, 'next')[0]!.click();
      await nextFrame();
      expect(location.pathname).to.equal('/virtual-gallery/s3');
    } finally {
      history.replaceState(null, '', start);
    }
  });
  it('linked galleries: a slideshow and a slider with the same link keep the same slide', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div>
      <ss-gallery id="main" design="slideshow" link="tour">${figures(4)}</ss-gallery>
      <ss-gallery id="strip" design="slider" link="tour" style="width: 600px">${figures(4)}</ss-gallery>
    </div>`);
    const main = wrapper.querySelector<SsGallery>('#main')!;
    const strip = wrapper.querySelector<SsGallery>('#strip')!;
    await rendered(main, '[part~="slide"]');
    await rendered(strip, '[part~="slide"]');
    parts<HTMLButtonElement>(strip, 'slide-button')[2]!.click();
    await waitUntil(() => activeIndex(main) === 2);
    expect(activeIndex(strip)).to.equal(2);
    parts<HTMLButtonElement>(main, 'next')[0]!.click();
    await waitUntil(() => activeIndex(strip) === 3);
  });

  it('suspends autoplay while a video slide plays, and returns the video to its poster when the slide changes', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const embed = `<iframe width="640" height="360" src="${location.origin}/demo/images/terrace.svg" title="Tour"></iframe>`;
    time = installTestClock();
    const el = await gallery(html`<ss-gallery design="slideshow" autoplay loop data-block-json='{"autoplay-duration":0.4}'>
      <figure data-type="video" data-slide-id="v"><ss-video data-html=${embed}></ss-video></figure>
      ${figures(2)}
    </ss-gallery>`);
    const video = el.querySelector<SsVideo>('ss-video')!;
    await rendered(video, '[part~="play"]');
    parts<HTMLButtonElement>(video, 'play')[0]!.click();
    await waitUntil(() => parts(video, 'embed').length === 1);
    el.dispatchEvent(new PointerEvent('pointerleave'));
    time.tick(1000);
    await nextFrame();
    expect(activeIndex(el)).to.equal(0);
    // the video slide has no cover button: its own play control takes input
    expect(parts(el, 'slide')[0]!.querySelector('[part~="slide-button"]')).to.equal(null);
    time.tick(1000); // motion lock after the click
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await waitUntil(() => parts(video, 'embed').length === 0, 'the video did not return to its poster');
    await tickUntil(time, () => activeIndex(el) === 2, 'autoplay did not resume', { limitMs: 2000 });
  });
  it('swipe: a fast 60 px touch drag moves one slide on a phone; a slow or short one does not (spec 03 §9)', async () => {
    await setViewport({ width: 766, height: 600 });
    const el = await gallery(html`<ss-gallery design="slideshow" transition="swipe">${figures(3)}</ss-gallery>`);
    const stage = el.shadowRoot!.querySelector<HTMLElement>('.stage')!;
    const box = stage.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const clock = (time = installTestClock());
    const drag = async (fromX: number, toX: number, ms: number) => {
      stage.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 7, pointerType: 'touch', clientX: fromX, clientY: y, bubbles: true, composed: true }));
      clock.tick(ms);
      stage.dispatchEvent(new PointerEvent('pointerup', { pointerId: 7, pointerType: 'touch', clientX: toX, clientY: y + 3, bubbles: true, composed: true }));
      await nextFrame();
    };
    await drag(box.left + 200, box.left + 140, 50);
    expect(activeIndex(el)).to.equal(1);
    await drag(box.left + 200, box.left + 140, 400);
    expect(activeIndex(el)).to.equal(1);
    await drag(box.left + 200, box.left + 160, 50);
    expect(activeIndex(el)).to.equal(1);
    await drag(box.left + 100, box.left + 170, 50);
    expect(activeIndex(el)).to.equal(0);

    // while the finger drags, the current slide follows it
    stage.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 8, pointerType: 'touch', clientX: box.left + 300, clientY: y, bubbles: true, composed: true }));
    stage.dispatchEvent(new PointerEvent('pointermove', { pointerId: 8, pointerType: 'touch', clientX: box.left + 260, clientY: y, bubbles: true, composed: true }));
    await nextFrame();
    const active = parts(el, 'slide-active')[0]!;
    expect(new DOMMatrix(getComputedStyle(active).transform).m41).to.equal(-40);
    stage.dispatchEvent(new PointerEvent('pointercancel', { pointerId: 8, pointerType: 'touch', bubbles: true, composed: true }));
    await nextFrame();
    expect(getComputedStyle(active).transform).to.equal('none');
  });

  it('swipe: the quick touch swipe counts up to the 767 px mobile breakpoint; from 768 px a drag moves when it covers half the slide (spec 03 §9)', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" transition="fade" style="width: 400px">${figures(3)}</ss-gallery>`);
    const stage = el.shadowRoot!.querySelector<HTMLElement>('.stage')!;
    const clock = (time = installTestClock());
    const touchDrag = async (dx: number, ms: number) => {
      const box = stage.getBoundingClientRect();
      const x = box.left + box.width - 20;
      const y = box.top + box.height / 2;
      stage.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 5, pointerType: 'touch', clientX: x, clientY: y, bubbles: true, composed: true }));
      stage.dispatchEvent(new PointerEvent('pointermove', { pointerId: 5, pointerType: 'touch', clientX: x + dx / 2, clientY: y, bubbles: true, composed: true }));
      clock.tick(ms);
      stage.dispatchEvent(new PointerEvent('pointerup', { pointerId: 5, pointerType: 'touch', clientX: x + dx, clientY: y + 2, bubbles: true, composed: true }));
      await nextFrame();
      clock.tick(1000); // the slideshow's motion lock (spec 03 §4) is over before the next drag
      await nextFrame();
    };

    await setViewport({ width: 766, height: 600 });
    await touchDrag(-60, 120);
    expect(activeIndex(el), 'a 60 px swipe in 120 ms at 766 px').to.equal(1);

    await setViewport({ width: 768, height: 600 });
    await touchDrag(-60, 120);
    expect(activeIndex(el), 'the same swipe at 768 px is not a mobile swipe').to.equal(1);
    await touchDrag(-210, 120);
    expect(activeIndex(el), 'a drag over half the 400 px slide at 768 px').to.equal(2);
    await touchDrag(60, 120);
    expect(activeIndex(el)).to.equal(2);

    await setViewport({ width: 766, height: 600 });
    await touchDrag(60, 120);
    expect(activeIndex(el), 'a 60 px swipe back at 766 px').to.equal(1);
  });

  it('loads data-src images through the image loader, marking them loading until they arrive', async () => {
    const el = await gallery(html`<ss-gallery design="grid" style="width: 800px">
      <figure data-image-dimensions="1600x1067" data-image-focal-point="0.2,0.8"><img data-src="/demo/images/harbour-dawn.svg" alt="Harbour" width="1600" height="1067" /></figure>
      <figure><img data-src="" alt="Broken" /></figure>
    </ss-gallery>`);
    const [img] = Array.from(el.querySelectorAll('img'));
    await waitUntil(() => img!.getAttribute('src') !== null, 'the image loader did not set src');
    expect(new URL(img!.src).pathname).to.equal('/demo/images/harbour-dawn.svg');
    await waitUntil(() => img!.complete && !img!.classList.contains('loading'));
    // fill mode crops around the focal point (spec 01 §3)
    expect(img!.style.objectPosition).to.equal('20% 80%');
    await waitUntil(() => console$.errors.length === 1);
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-gallery> slide 2: Invalid or missing image source.']);
    console$.errors.length = 0;
  });

  it('keeps its current slide when the page moves it, and shows the caption overlay at meta-position', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" data-block-json='{"meta-position":"top"}'>${figures(3)}</ss-gallery>`);
    expect(parts(el, 'caption')[0]!.textContent).to.equal('Caption 1');
    expect(parts(el, 'caption')[0]!.dataset.position).to.equal('top');
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await nextFrame();
    expect(parts(el, 'caption')[0]!.textContent).to.equal('Caption 2');
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    elsewhere.append(el);
    await rendered(el, '[part~="slide-active"]');
    expect(activeIndex(el)).to.equal(1);
    await expect(el).to.be.accessible();
    elsewhere.remove();
  });

  // The pre-upgrade rules apply to `ss-gallery:not(:defined)`; the same rules under a tag that is
  // never defined show where the figures sit before the chunk arrives.
  // At a desktop column and a phone's (412 px: a grid shows two per row under 600 px, a carousel
  // two under 480 px, spec 03 §9).
  // A slideshow takes the shape of its first slide (auto height, spec 03 §9): a landscape one and,
  // its slides turned round, the portrait terrace.
  for (const width of [760, 412]) for (const [design, images] of [...['base', 'grid', 'autogrid', 'autocolumns', 'autorows', 'list', 'slideshow', 'carousel', 'slider'].map((d) => [d, IMAGES] as const), ['slideshow', [...IMAGES.slice(3), ...IMAGES.slice(0, 3)]] as const]) {
    it(`${design}${images[0] === IMAGES[0] ? '' : ` (first slide ${images[0]})`}, ${width} px wide: upgrading moves no figure (the pre-upgrade layout matches)`, async () => {
      const markup = (tag: string) =>
        `<${tag} design="${design}">${images.map(
          (name, i) =>
            `<figure style="--ss-gallery-ratio: ${(() => {
              const [w, h] = DIMENSIONS[name]!.split('x').map(Number);
              return w! / h!;
            })()}" data-image-dimensions="${DIMENSIONS[name]}"><img src="/demo/images/${name}.svg" alt="Photo ${i + 1}" width="${DIMENSIONS[name]!.split('x')[0]}" height="${DIMENSIONS[name]!.split('x')[1]}"><figcaption>Caption ${i + 1}</figcaption></figure>`,
        ).join('')}</${tag}>`;
      // sitestack.css on an unrendered page: its figure and image rules style both
      const { before, after, done } = besideItsStandIn('ss-gallery', preUpgradeCss, markup, width);
      try {
        await rendered(after, '[part~="slide"]');
        await Promise.all([...before.querySelectorAll('img'), ...after.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
        await nextFrame();
        const relative = (host: HTMLElement) => {
          const origin = host.getBoundingClientRect();
          return [...host.querySelectorAll('figure')]
            .filter((figure) => figure.getClientRects().length > 0 && getComputedStyle(figure).visibility !== 'hidden')
            .map((figure) => {
              const r = figure.getBoundingClientRect();
              return [r.x - origin.x, r.y - origin.y, r.width, r.height].map((v) => Math.round(v));
            });
        };
        const visibleBefore = relative(before);
        const visibleAfter = relative(after).slice(0, visibleBefore.length);
        expect(visibleAfter.length).to.equal(visibleBefore.length);
        // Within a pixel: the two layouts round sub-pixel edges on their own (a slider's figures
        // past the first screen, at 412 px), which moves nothing on screen.
        visibleAfter.forEach((box, i) => box.forEach((v, k) => expect(Math.abs(v - visibleBefore[i]![k]!), `figure ${i + 1} [x, y, width, height][${k}]: ${v} vs ${visibleBefore[i]![k]}`).to.be.at.most(1)));
        expect(Math.round(after.getBoundingClientRect().height)).to.equal(Math.round(before.getBoundingClientRect().height));
      } finally {
        done();
      }
    });
  }
});

describe('<ss-gallery> block data display fields (spec 03 §3, §9)', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(async () => {
    console$ = captureConsole();
    await emulateMedia({ reducedMotion: 'reduce' });
    history.replaceState(null, '', location.pathname + location.search);
  });
  afterEach(async () => {
    console$.restore();
    expect(console$.errors, 'console errors').to.deep.equal([]);
    expect(console$.warnings, 'console warnings').to.deep.equal([]);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('auto-crop: images fill their cells by default, and fit whole inside them when off', async () => {
    const cropped = await gallery(html`<ss-gallery design="grid" style="width: 800px">${figures(2)}</ss-gallery>`);
    const whole = await gallery(html`<ss-gallery design="slideshow" style="width: 800px" data-block-json='{"auto-crop": false}'>${figures(2)}</ss-gallery>`);
    await waitUntil(() => cropped.querySelector('img')!.style.objectFit !== '');
    expect(getComputedStyle(cropped.querySelector('img')!).objectFit).to.equal('cover');
    await waitUntil(() => whole.querySelector('img')!.style.objectFit !== '');
    expect(getComputedStyle(whole.querySelector('img')!).objectFit).to.equal('contain');
    expect(parts(whole, 'base')[0]!.dataset.crop).to.equal('fit');
    await expect(whole).to.be.accessible();
  });

  it('slideshow auto height: the box takes the shape of the slide it shows; a set ratio fixes it (spec 03 §9 stacked)', async () => {
    time = installTestClock();
    const el = await gallery(html`<ss-gallery design="slideshow" style="width: 600px">${figures(4)}</ss-gallery>`);
    const height = (of: SsGallery) => rectOf(parts(of, 'slides')[0]!).height;
    const below = el.getBoundingClientRect().bottom;
    // harbour dawn is 1600x1067, the espresso bar 1200x1200, the terrace 1200x1600
    expect(height(el)).to.equal(Math.round((600 * 1067) / 1600));
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await nextFrame();
    expect(activeIndex(el)).to.equal(1);
    // at once with the click, not eased over the 1 s move
    expect(height(el)).to.equal(600);
    expect(Math.round(el.getBoundingClientRect().bottom - below)).to.equal(600 - Math.round((600 * 1067) / 1600));
    time.tick(1000); // motion lock
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await nextFrame();
    time.tick(1000);
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await nextFrame();
    expect(activeIndex(el)).to.equal(3);
    expect(height(el)).to.equal(800);
    // the slide it shows fills the box, in the slide's own shape
    expect(rectOf(parts(el, 'slide-active')[0]!)).to.include({ width: 600, height: 800 });

    const pinned = await gallery(html`<ss-gallery design="slideshow" style="width: 600px; --ss-gallery-aspect-ratio: 2">${figures(4)}</ss-gallery>`);
    const fromData = await gallery(html`<ss-gallery design="slideshow" style="width: 600px" data-block-json='{"imageAspectRatio": "4:3"}'>${figures(4)}</ss-gallery>`);
    for (let i = 0; i < 3; i++) {
      expect([height(pinned), height(fromData)]).to.deep.equal([300, 450]);
      time.tick(1000);
      parts<HTMLButtonElement>(pinned, 'next')[0]!.click();
      parts<HTMLButtonElement>(fromData, 'next')[0]!.click();
      await nextFrame();
    }
    expect([activeIndex(pinned), activeIndex(fromData)]).to.deep.equal([3, 3]);
    expect([height(pinned), height(fromData)]).to.deep.equal([300, 450]);
    await expect(el).to.be.accessible();
  });

  it('square-thumbs: square thumbnails by default; off, each keeps its slide shape and a video is 16:9', async () => {
    const strip = (json: string) =>
      gallery(html`<ss-gallery design="slideshow" thumbnails style="width: 600px" data-block-json=${json}>
        ${figures(4)}
        <figure data-type="video" data-html='<iframe src="https://player.vimeo.com/video/1"></iframe>'><img src="/demo/images/terrace.svg" alt="Tour" /></figure>
      </ss-gallery>`);
    const ratio = (el: HTMLElement) => Math.round((el.getBoundingClientRect().width / el.getBoundingClientRect().height) * 100) / 100;
    const square = await strip('{}');
    expect(parts(square, 'thumbnail').map(ratio)).to.deep.equal([1, 1, 1, 1, 1]);
    const shaped = await strip('{"square-thumbs": false}');
    // terrace is 1200x1600 (0.75), pastry case 1600x900; the video slide is 16:9 (spec 03 §9)
    const ratios = parts(shaped, 'thumbnail').map(ratio);
    expect(ratios[3]).to.be.closeTo(0.75, 0.03);
    expect(ratios[2]).to.be.closeTo(1.78, 0.05);
    expect(ratios[4]).to.be.closeTo(1.78, 0.05);
    await expect(shaped).to.be.accessible();
  });

  it('listImageSize: the list image takes that share of the row and the caption sits beside it', async () => {
    // the page's sitestack.css (pre-upgrade rules) sizes slide images to their box
    const style = document.createElement('style');
    style.textContent = preUpgradeCss;
    document.head.append(style);
    const el = await gallery(html`<ss-gallery design="list" style="width: 800px" data-block-json='{"listImageSize": 40}'>${figures(2)}</ss-gallery>`);
    const figure = el.querySelector('figure')!;
    const img = figure.querySelector('img')!;
    const caption = figure.querySelector('figcaption')!;
    await nextFrame();
    expect(Math.round(img.getBoundingClientRect().width)).to.equal(Math.round(figure.getBoundingClientRect().width * 0.4));
    expect(caption.getBoundingClientRect().left).to.be.greaterThan(img.getBoundingClientRect().right);
    expect(Math.round(caption.getBoundingClientRect().top)).to.equal(Math.round(img.getBoundingClientRect().top));
    const plain = await gallery(html`<ss-gallery design="list" style="width: 800px">${figures(1)}</ss-gallery>`);
    const plainFigure = plain.querySelector('figure')!;
    expect(plainFigure.querySelector('figcaption')!.getBoundingClientRect().top).to.be.greaterThan(plainFigure.querySelector('img')!.getBoundingClientRect().bottom - 1);
    await expect(el).to.be.accessible();
    style.remove();
  });

  it('vSize: the space between the strip slides (default 10 px)', async () => {
    const gap = (el: SsGallery) => {
      const [a, b] = parts(el, 'slide').map((slide) => slide.getBoundingClientRect());
      return Math.round(b!.left - a!.right);
    };
    const standard = await gallery(html`<ss-gallery design="slider" style="width: 800px">${figures(3)}</ss-gallery>`);
    expect(gap(standard)).to.equal(10);
    const wide = await gallery(html`<ss-gallery design="slider" style="width: 800px" data-block-json='{"vSize": 24}'>${figures(3)}</ss-gallery>`);
    expect(gap(wide)).to.equal(24);
  });

  it('mixedContent false: a video slide shows as its still image and opens as an image in the lightbox', async () => {
    const embed = '<iframe width="640" height="360" src="https://www.youtube.com/embed/abc" title="Tour"></iframe>';
    const el = await gallery(html`<ss-gallery design="grid" lightbox style="width: 800px" data-block-json='{"mixedContent": false}'>
      <figure data-type="video" data-html=${embed} data-title="Tour"><img src="/demo/images/terrace.svg" alt="Tour of the café" /></figure>
      ${figures(1)}
    </ss-gallery>`);
    parts<HTMLButtonElement>(el, 'slide-button')[0]!.click();
    await waitUntil(() => parts(el, 'lightbox-image').length === 1, 'the lightbox did not show the still image');
    expect(parts(el, 'lightbox-video').length).to.equal(0);
    expect(parts(el, 'lightbox-image')[0]!.getAttribute('alt')).to.equal('Tour of the café');
  });

  it('caption overlay: past 90 % of the slide height it takes 40 % and scrolls; a short one keeps its height', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a very long caption.`).join(' ');
    const el = await gallery(html`<ss-gallery design="slideshow" style="width: 300px">
      <figure><img src="/demo/images/terrace.svg" alt="Terrace" /><figcaption>${long}</figcaption></figure>
      <figure><img src="/demo/images/latte-art.svg" alt="Latte" /><figcaption>Latte art</figcaption></figure>
    </ss-gallery>`);
    const stage = el.shadowRoot!.querySelector<HTMLElement>('.stage')!;
    let caption = parts(el, 'caption')[0]!;
    await waitUntil(() => caption.hasAttribute('data-overflow'), 'the long caption did not overflow');
    expect(Math.round(caption.getBoundingClientRect().height)).to.equal(Math.round(stage.getBoundingClientRect().height * 0.4));
    expect(caption.scrollHeight).to.be.greaterThan(caption.clientHeight);
    expect(getComputedStyle(caption).overflowY).to.equal('auto');
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await waitUntil(() => parts(el, 'caption')[0]!.textContent === 'Latte art');
    caption = parts(el, 'caption')[0]!;
    await nextFrame();
    expect(caption.hasAttribute('data-overflow')).to.equal(false);
    expect(caption.getBoundingClientRect().height).to.be.lessThan(stage.getBoundingClientRect().height * 0.3);
  });

  it('new-swipe: a hard boundary holds the first slide, an inertial one follows a third; a slow drag past the snap point moves', async () => {
    const clock = (time = installTestClock());
    const drag = async (el: SsGallery, dx: number, ms: number, release = true) => {
      const stage = el.shadowRoot!.querySelector<HTMLElement>('.stage')!;
      const box = stage.getBoundingClientRect();
      const y = box.top + box.height / 2;
      const x = box.left + box.width / 2;
      stage.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 3, pointerType: 'touch', clientX: x, clientY: y, bubbles: true, composed: true }));
      stage.dispatchEvent(new PointerEvent('pointermove', { pointerId: 3, pointerType: 'touch', clientX: x + dx, clientY: y, bubbles: true, composed: true }));
      await nextFrame();
      const shift = new DOMMatrix(getComputedStyle(parts(el, 'slide-active')[0]!).transform).m41;
      clock.tick(ms);
      stage.dispatchEvent(new PointerEvent(release ? 'pointerup' : 'pointercancel', { pointerId: 3, pointerType: 'touch', clientX: x + dx, clientY: y, bubbles: true, composed: true }));
      await nextFrame();
      return shift;
    };
    const hard = await gallery(html`<ss-gallery design="slideshow" transition="new-swipe" style="width: 400px" data-block-json='{"boundaries": "hard", "snap-points": "30%"}'>${figures(3)}</ss-gallery>`);
    expect(await drag(hard, 90, 0, false)).to.equal(0);
    // a slow (400 ms) 130 px drag passes the 30 % snap point of a 400 px slide
    expect(await drag(hard, -130, 400)).to.equal(-130);
    expect(activeIndex(hard)).to.equal(1);

    const soft = await gallery(html`<ss-gallery design="slideshow" transition="new-swipe" style="width: 400px">${figures(3)}</ss-gallery>`);
    expect(await drag(soft, 90, 0, false)).to.equal(30);
    // the default snap point is half the slide: a slow 130 px drag stays
    await drag(soft, -130, 400);
    expect(activeIndex(soft)).to.equal(0);

    const bad = await gallery(html`<ss-gallery design="slideshow" transition="new-swipe" data-block-json='{"boundaries": "springy"}'>${figures(2)}</ss-gallery>`);
    expect(parts(bad, 'error')[0]!.textContent).to.contain('New-swipe boundaries must each be none, hard or inertial');
    await waitUntil(() => console$.errors.length === 1);
    console$.errors.length = 0;
  });

  it('the thumbnail strip scrolls the current thumbnail into view with 30 px to spare (spec 03 §9)', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" thumbnails style="width: 240px">${figures(5)}</ss-gallery>`);
    const strip = parts(el, 'thumbnails')[0]!;
    expect(strip.scrollWidth).to.be.greaterThan(strip.clientWidth);
    expect(strip.scrollLeft).to.equal(0);
    for (let i = 0; i < 4; i++) {
      parts<HTMLButtonElement>(el, 'next')[0]!.click();
      await nextFrame();
    }
    await waitUntil(() => strip.scrollLeft > 0, 'the strip did not scroll');
    const thumb = parts(el, 'thumbnail-current')[0]!.getBoundingClientRect();
    const view = strip.getBoundingClientRect();
    expect(thumb.right).to.be.at.most(view.right);
    expect(Math.round(strip.scrollLeft)).to.equal(strip.scrollWidth - strip.clientWidth);
    parts<HTMLButtonElement>(el, 'thumbnail')[0]!.click();
    await waitUntil(() => strip.scrollLeft === 0, 'the strip did not scroll back');
  });

  it('renders a site-supplied translation of its controls (ss-messages, page locale)', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'ss-messages';
    script.textContent = JSON.stringify({ fr: { 'gallery.nextSlide': 'Diapositive suivante', 'gallery.slidePosition': '{index} sur {count}', 'gallery.label': 'Galerie', 'gallery.unknownDesign': 'Présentation « {name} » inconnue.' } });
    document.head.append(script);
    setPageContext({ locale: 'fr-FR' });
    forgetSiteCatalogues();
    try {
      const el = await gallery(html`<ss-gallery design="slideshow">${figures(3)}</ss-gallery>`);
      expect(parts(el, 'next')[0]!.getAttribute('aria-label')).to.equal('Diapositive suivante');
      expect(parts(el, 'previous')[0]!.getAttribute('aria-label')).to.equal('Previous slide');
      expect(parts(el, 'slide')[1]!.getAttribute('aria-label')).to.equal('2 sur 3');
      expect(parts(el, 'base')[0]!.getAttribute('aria-label')).to.equal('Galerie');
      // the visible error note is translated; the console keeps the en-US text for the developer
      const bad = await gallery(html`<ss-gallery design="mosaic">${figures(1)}</ss-gallery>`);
      expect(parts(bad, 'error')[0]!.textContent).to.equal('Présentation « mosaic » inconnue.');
      await waitUntil(() => console$.errors.length === 1);
      expect(console$.errors[0]).to.contain('Unknown gallery design "mosaic"');
      console$.errors.length = 0;
    } finally {
      script.remove();
      setPageContext({ locale: 'en-US' });
      forgetSiteCatalogues();
    }
  });

  describe('drawn by a server (issue 15)', () => {
    const FIGURES = ['a', 'b', 'c', 'd', 'e']
      .map((id) => `<figure data-slide-id="${id}" data-image-dimensions="1200x800"><img data-src="/images/${id}.svg" alt="Slide ${id}"><figcaption>Slide ${id}</figcaption></figure>`)
      .join('');
    let container: HTMLElement;
    beforeEach(() => {
      container = document.createElement('div');
      document.body.append(container);
    });
    afterEach(() => container.remove());

    for (const design of ['slideshow', 'carousel', 'slider', 'grid']) {
      it(`${design}: hydrates the server's drawing in place, slides in their slots and lazy images already given their source`, async () => {
        const el = insertServerMarkup(container, serverMarkup(SsGallery, `<ss-gallery design="${design}" autoplay thumbnails label="Served">${FIGURES}</ss-gallery>`));
        const figures = [...el.querySelectorAll('figure')];
        expect(figures.map((figure) => figure.slot)).to.deep.equal(['slide-0', 'slide-1', 'slide-2', 'slide-3', 'slide-4']);
        // as written: the browser resolves it against the page it is served at (issue 47, cause 5)
        expect(el.querySelector('img')!.getAttribute('src')).to.equal('/images/a.svg');
        const firstSlide = parts(el, 'slide')[0];
        await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the gallery hydrates');
        await nextFrame();
        expect(parts(el, 'slide')[0], 'the same slide, not a new drawing').to.equal(firstSlide);
        expect(figures.every((figure) => figure.assignedSlot !== null)).to.equal(true);
      });
    }

    describe('a click on previous or next before the code arrives (spec 03 §4)', () => {
      // Slides of three shapes, a caption on each: the step changes the box's shape and the caption.
      const SHAPED = [
        ['a', '1200x800'],
        ['b', '800x1200'],
        ['c', '1000x1000'],
        ['d', '1200x800'],
      ]
        .map(([id, size]) => `<figure data-slide-id="${id}" data-image-dimensions="${size}"><img data-src="/images/${id}.svg" alt="Slide ${id}"><figcaption>Caption ${id}</figcaption></figure>`)
        .join('');
      let stopHolding: () => void;
      let requested: Element[];
      beforeEach(() => {
        requested = [];
        // The loader's hold, with code that never comes on its own: the test says when it hydrates.
        stopHolding = holdEarlyInteractions(
          document,
          (host) => {
            requested.push(host);
            return new Promise(() => undefined);
          },
          () => false,
        );
        // below the first screen: hydration waits until the test asks for it
        container.style.paddingTop = '5000px';
      });
      afterEach(() => {
        stopHolding();
        container.style.paddingTop = '';
      });
      const serverRoot = (el: HTMLElement) => el.shadowRoot!.querySelector('[data-ss-root]')!;
      const drawnState = (el: SsGallery) => ({
        active: activeIndex(el),
        caption: parts(el, 'caption')[0]?.textContent,
        ratio: parts(el, 'slides')[0]!.style.getPropertyValue('--_ss-slide-ratio').trim(),
        previousDisabled: parts<HTMLButtonElement>(el, 'previous')[0]!.disabled,
        nextDisabled: parts<HTMLButtonElement>(el, 'next')[0]!.disabled,
        thumbnail: parts(el, 'thumbnail-current').map((thumb) => thumb.getAttribute('aria-label')),
        hidden: parts(el, 'slide').map((slide) => [slide.dataset.state, slide.inert, slide.getAttribute('aria-hidden')].join(' ')),
      });

      it('moves the drawing at once; the hydrated gallery starts on that slide, announces the move, and warns of nothing', async () => {
        time = installTestClock();
        const el = insertServerMarkup(container, serverMarkup(SsGallery, `<ss-gallery design="slideshow" thumbnails label="Served">${SHAPED}</ss-gallery>`)) as SsGallery;
        const changes: unknown[] = [];
        el.addEventListener('ss-gallery-change', (event) => changes.push((event as CustomEvent).detail));
        const slidesBefore = parts(el, 'slide');
        expect(drawnState(el).previousDisabled, 'no loop: previous stops at the start').to.equal(true);
        parts(el, 'next')[0]!.querySelector('span')!.click();
        expect(serverRoot(el).getAttribute('data-ss-root'), 'still the server drawing').to.equal('server');
        expect(requested, 'its code is asked for at once').to.deep.equal([el]);
        const stepped = drawnState(el);
        expect(stepped).to.deep.equal({
          active: 1,
          caption: 'Caption b',
          ratio: '0.6666666666666666',
          previousDisabled: false,
          nextDisabled: false,
          thumbnail: ['Caption b'],
          hidden: ['before true true', 'active false ', 'after true true', 'after true true'],
        });
        // a second click waits for the code (the move takes its time: spec 03 §4 motion lock)
        parts(el, 'next')[0]!.click();
        expect(activeIndex(el)).to.equal(1);
        expect(changes, 'the change event comes with the code').to.deep.equal([]);

        el.dispatchEvent(new Event('ss-hydrate-now'));
        await waitUntil(() => serverRoot(el).getAttribute('data-ss-root') === '', 'the gallery hydrates');
        await nextFrame();
        expect(drawnState(el), 'hydrated on the slide the visitor chose').to.deep.equal(stepped);
        expect(parts(el, 'slide'), 'the same slides, not a new drawing').to.deep.equal(slidesBefore);
        await waitUntil(() => changes.length > 0, 'the move is announced once the gallery has hydrated');
        expect(changes).to.deep.equal([{ index: 1, previousIndex: 0, slideId: 'b' }]);
        // from here on the gallery's own code moves it, once the move's time has passed
        time.tick(5000);
        parts(el, 'next')[0]!.click();
        await waitUntil(() => activeIndex(el) === 2, 'the hydrated gallery moves on');
        expect(drawnState(el).caption).to.equal('Caption c');
      });

      it('steps back from the start of a looping slideshow to its last slide, and disables next at the end of one that does not loop', async () => {
        const looping = insertServerMarkup(container, serverMarkup(SsGallery, `<ss-gallery design="slideshow" loop label="Served">${SHAPED}</ss-gallery>`)) as SsGallery;
        parts(looping, 'previous')[0]!.click();
        expect([activeIndex(looping), drawnState(looping).caption, drawnState(looping).ratio]).to.deep.equal([3, 'Caption d', '1.5']);
        expect([drawnState(looping).previousDisabled, drawnState(looping).nextDisabled]).to.deep.equal([false, false]);
        container.replaceChildren();
        const two = insertServerMarkup(container, serverMarkup(SsGallery, `<ss-gallery design="slideshow" label="Served">${SHAPED.split('</figure>').slice(0, 2).join('</figure>')}</figure></ss-gallery>`)) as SsGallery;
        parts(two, 'next')[0]!.click();
        expect([activeIndex(two), drawnState(two).previousDisabled, drawnState(two).nextDisabled]).to.deep.equal([1, false, true]);
      });

      it('leaves a linked slideshow, one that keeps the address, a step that adds or removes the caption, and other designs to their code: the click is held and replayed', async () => {
        // the second slide without a caption: the overlay would go, which only the code draws
        const uncaptioned = SHAPED.replace('<figcaption>Caption b</figcaption>', '');
        for (const markup of [
          `<ss-gallery design="slideshow" link="pair" label="Served">${SHAPED}</ss-gallery>`,
          `<ss-gallery design="slideshow" history label="Served">${SHAPED}</ss-gallery>`,
          `<ss-gallery design="slideshow" label="Served">${uncaptioned}</ss-gallery>`,
          `<ss-gallery design="carousel" label="Served">${SHAPED}</ss-gallery>`,
        ]) {
          container.replaceChildren();
          const el = insertServerMarkup(container, serverMarkup(SsGallery, markup)) as SsGallery;
          const next = parts(el, 'next')[0]!;
          const before = el.shadowRoot!.innerHTML;
          next.click();
          expect(el.shadowRoot!.innerHTML, markup).to.equal(before);
          expect(requested.at(-1), 'its code is asked for').to.equal(el);
        }
        history.replaceState(null, '', location.pathname + location.search);
      });
    });

    // spec 03 §4 autoplay advances every timeout: counted from when the visitor first saw the
    // slide, which for a slideshow the server drew in the first screen is the page's first paint
    it('autoplay drawn by a server counts the time its first slide has shown since the first paint', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const clock = installTestClock();
      time = clock;
      // this page painted long before now: the first slide has shown for longer than a timeout
      time.tick(Math.ceil(performance.now()) + 10_000);
      // The autoplay timer is set by an effect after the hydration's commit, which on a loaded
      // machine may come frames later: the clock moves only once it is set.
      const hydrated = (host: HTMLElement) => host.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '';
      const el = insertServerMarkup(container, serverMarkup(SsGallery, `<ss-gallery data-ss-rendered design="slideshow" autoplay label="Served">${FIGURES}</ss-gallery>`)) as SsGallery;
      await waitUntil(() => hydrated(el), 'the gallery hydrates');
      await waitUntil(() => clock.dueIn().includes(AUTOPLAY_FIRST_ADVANCE_MIN_MS), 'its first advance is set 1 s ahead');
      await nextFrame();
      time.tick(999);
      await nextFrame();
      expect(activeIndex(el), 'a moment of rest once it works').to.equal(0);
      time.tick(1);
      await waitUntil(() => activeIndex(el) === 1, 'advances 1 s after hydrating, not 5 s');
      // from then on, every whole timeout
      time.tick(4999);
      await nextFrame();
      expect(activeIndex(el)).to.equal(1);
      time.tick(1);
      await waitUntil(() => activeIndex(el) === 2, 'the next advance a whole timeout later');

      // drawn by the server below the first screen, hydrated when reached: a whole timeout first
      container.replaceChildren();
      // the first one is unmounted (a moment later, in case it was only moved): its autoplay stops
      time.tick(0);
      await waitUntil(() => !clock.dueIn().includes(AUTOPLAY_DEFAULT_TIMEOUT_MS), 'the removed gallery\'s autoplay timer is cleared');
      // nor is any other gallery's: those removed in earlier tests were unmounted too
      expect(clock.dueIn()).to.deep.equal([]);
      container.style.marginTop = '200vh';
      const below = insertServerMarkup(container, serverMarkup(SsGallery, `<ss-gallery data-ss-rendered design="slideshow" autoplay label="Served">${FIGURES}</ss-gallery>`)) as SsGallery;
      below.dispatchEvent(new Event('ss-hydrate-now'));
      await waitUntil(() => hydrated(below), 'the gallery hydrates');
      await nextFrame();
      below.scrollIntoView();
      // Scrolled to before its autoplay starts or after: not in the first screen either way.
      await waitUntil(() => clock.dueIn().includes(AUTOPLAY_DEFAULT_TIMEOUT_MS), 'its first advance is set a whole timeout ahead');
      time.tick(4999);
      await nextFrame();
      expect(activeIndex(below)).to.equal(0);
      time.tick(1);
      await waitUntil(() => activeIndex(below) === 1, 'advances a whole timeout after hydrating');
      container.style.marginTop = '';
    });

    it('autoplay drawn by a server follows the reduced-motion preference once hydrated (the icon by CSS before)', async () => {
      const el = insertServerMarkup(container, serverMarkup(SsGallery, `<ss-gallery design="slideshow" autoplay label="Served">${FIGURES}</ss-gallery>`));
      const icon = () => parts(el, 'rotation')[0]!.querySelector('span')!;
      expect(icon().className).to.equal('icon-motion');
      expect(getComputedStyle(icon()).clipPath, 'a play triangle under reduced motion').to.contain('polygon');
      await waitUntil(() => parts(el, 'rotation')[0]!.getAttribute('aria-label') === 'Start slide rotation', 'paused once the preference is known');
      parts<HTMLButtonElement>(el, 'rotation')[0]!.click();
      await waitUntil(() => parts(el, 'rotation')[0]!.getAttribute('aria-label') === 'Stop slide rotation');
      expect(icon().className).to.equal('icon-pause');
    });
  });
});
