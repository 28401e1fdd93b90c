// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BLOCK_ANIMATION_THRESHOLDS,
  isBoxInView,
  isVisibleEnoughToAnimate,
  keepsFirstPaint,
  shouldSkipBlockAnimations,
  watchBlockAnimations,
} from '../../../src/runtime/animations/block-animations.js';
import { pageContextSchema } from '../../../src/runtime/context/page-context.js';
import { loadWebFonts, webFontStylesheets } from '../../../src/runtime/fonts/web-fonts.js';
import {
  TEXT_SHRINK_DEBOUNCE_MS,
  TEXT_SHRINK_MIN_FONT_PX,
  TEXT_SHRINK_TOLERANCE_PX,
  fittingFontSize,
  overflowsBeyondTolerance,
} from '../../../src/runtime/text/text-shrink.js';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-ss-edit-mode');
});

describe('block animations (spec 01 §4, §9)', () => {
  it('observe at thresholds 0, 0.1, 0.25, 0.5, 1 and load at half visible', () => {
    // spec 01 §9: block animation thresholds 0, 0.1, 0.25, 0.5, 1; visible at ratio 0.5
    expect(BLOCK_ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(isVisibleEnoughToAnimate(0.49)).toBe(false);
    expect(isVisibleEnoughToAnimate(0.5)).toBe(true);
  });

  it('are skipped in edit mode and under reduced motion', () => {
    // spec 01 §4: block animations are skipped in edit mode
    expect(shouldSkipBlockAnimations({ editMode: true, reducedMotion: false })).toBe(true);
    expect(shouldSkipBlockAnimations({ editMode: false, reducedMotion: true })).toBe(true);
    expect(shouldSkipBlockAnimations({ editMode: false, reducedMotion: false })).toBe(false);
    document.documentElement.setAttribute('data-ss-edit-mode', '');
    document.body.innerHTML = '<section data-ss-animation="fade-in">Hi</section>';
    watchBlockAnimations(document, document);
    expect(document.querySelector('section')!.getAttribute('data-ss-animation-state')).toBe('skipped');
  });

  it('wait for half visibility, then for a loading image', async () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, options: IntersectionObserverInit) {
          callback = cb;
          expect(options.threshold).toEqual([0, 0.1, 0.25, 0.5, 1]);
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = '<section data-ss-animation="fade-in"><img class="loading" src="x.jpg"></section>';
    const section = document.querySelector('section')!;
    watchBlockAnimations(document, document);
    expect(section.getAttribute('data-ss-animation-state')).toBe('waiting');
    // The styles come with the first animated block, once (not in the loader's pre-upgrade CSS).
    watchBlockAnimations(document, document);
    expect(document.head.querySelectorAll('style[data-ss-animations]')).toHaveLength(1);
    callback([{ target: section, intersectionRatio: 0.25, rootBounds: { height: 800 }, intersectionRect: { height: 100 } } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await Promise.resolve();
    expect(section.getAttribute('data-ss-animation-state')).toBe('waiting');
    callback([{ target: section, intersectionRatio: 0.6, rootBounds: { height: 800 }, intersectionRect: { height: 300 } } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(section.getAttribute('data-ss-animation-state')).toBe('waiting');
    section.querySelector('img')!.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(section.getAttribute('data-ss-animation-state')).toBe('loaded');
    vi.unstubAllGlobals();
  });

  // spec 01 §4 block animations; issue 15: a server-drawn LCP image in a fade-in section must paint at first paint
  it('leaves a server-drawn block that is on screen at start as it was painted, and animates the rest', () => {
    expect(keepsFirstPaint({ holdsServerDrawnBlock: true, inViewAtStart: true })).toBe(true);
    expect(keepsFirstPaint({ holdsServerDrawnBlock: true, inViewAtStart: false })).toBe(false);
    expect(keepsFirstPaint({ holdsServerDrawnBlock: false, inViewAtStart: true })).toBe(false);
    expect(isBoxInView({ top: 100, bottom: 400, width: 300, height: 300 }, 900)).toBe(true);
    expect(isBoxInView({ top: 950, bottom: 1200, width: 300, height: 250 }, 900)).toBe(false);
    expect(isBoxInView({ top: -300, bottom: 0, width: 300, height: 300 }, 900)).toBe(false);
    expect(isBoxInView({ top: 0, bottom: 0, width: 0, height: 0 }, 900)).toBe(false);

    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    document.body.innerHTML =
      '<section id="top" data-ss-animation="fade-in"><ss-image data-ss-rendered></ss-image></section><section id="below" data-ss-animation="fade-in"><ss-image data-ss-rendered></ss-image></section><section id="plain" data-ss-animation="fade-in"><p>Hi</p></section>';
    const box = (top: number) => () => ({ top, bottom: top + 300, width: 600, height: 300, left: 0, right: 600, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    document.getElementById('top')!.getBoundingClientRect = box(100);
    document.getElementById('below')!.getBoundingClientRect = box(innerHeight + 100);
    document.getElementById('plain')!.getBoundingClientRect = box(100);
    watchBlockAnimations(document, document);
    const state = (id: string) => document.getElementById(id)!.getAttribute('data-ss-animation-state');
    expect([state('top'), state('below'), state('plain')]).toEqual(['skipped', 'waiting', 'waiting']);
    vi.unstubAllGlobals();
  });
});

describe('text shrink (spec 02 §9)', () => {
  it('uses minimum 11 px, 100 ms debounce and 3 px tolerance', () => {
    // spec 02 §9 text shrink: minimum font 11, resize debounce 100 ms, overflow tolerance 3 px
    expect([TEXT_SHRINK_MIN_FONT_PX, TEXT_SHRINK_DEBOUNCE_MS, TEXT_SHRINK_TOLERANCE_PX]).toEqual([11, 100, 3]);
    expect(overflowsBeyondTolerance(303, 300)).toBe(false);
    expect(overflowsBeyondTolerance(304, 300)).toBe(true);
  });

  it('finds the largest size that fits, never below 11 px', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 120 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 50, max: 1200 }), (natural, chars, box) => {
        const measure = (px: number) => px * 0.6 * chars;
        const size = fittingFontSize(natural, box, measure);
        expect(size).toBeGreaterThanOrEqual(11);
        expect(size).toBeLessThanOrEqual(natural);
        if (size > 11) expect(overflowsBeyondTolerance(measure(size), box)).toBe(false);
        if (size < natural) expect(overflowsBeyondTolerance(measure(size + 1), box)).toBe(true);
      }),
    );
  });
});

describe('web fonts (spec 01 §3, §7)', () => {
  const context = (input: unknown) => pageContextSchema.parse(input);

  it('asks the fonts service with family parameters and the Typekit kit', () => {
    const urls = webFontStylesheets(context({ googleFonts: { includeName: 'Lora:400,700|Inter' }, website: { typekitId: 'abc123' } }));
    expect(new URL(urls[0]!).searchParams.get('family')).toBe('Lora:400,700|Inter');
    expect(urls[1]).toBe('https://use.typekit.net/abc123.css');
    expect(webFontStylesheets(context({}))).toEqual([]);
    expect(webFontStylesheets(context({ website: { typekitId: '../evil' } }))).toEqual([]);
  });

  it('adds each stylesheet once without blocking rendering', () => {
    const ctx = context({ googleFonts: { includeName: 'Lora' } });
    const [link] = loadWebFonts(ctx);
    expect(link!.media).toBe('print');
    expect(loadWebFonts(ctx)).toEqual([]);
    link!.dispatchEvent(new Event('load'));
    expect(link!.media).toBe('all');
    expect(document.querySelectorAll('link[data-ss-fonts]')).toHaveLength(1);
  });

  it("says 'Unable to load fonts' when the stylesheet fails", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [link] = loadWebFonts(context({ website: { typekitId: 'kit1' } }));
    link!.dispatchEvent(new Event('error'));
    expect(spy.mock.calls[0]![0]).toContain('Unable to load fonts');
    spy.mockRestore();
  });
});
