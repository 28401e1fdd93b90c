// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_ANIMATION_THRESHOLDS, isVisibleEnoughToAnimate, keepsFirstPaint, shouldSkipBlockAnimations, watchBlockAnimations } from '../../../src/runtime/animations/block-animations.js';

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
