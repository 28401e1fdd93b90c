import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SCROLL_END_DELAY_MS,
  VISIBILITY_ANIMATION_DEFAULT_MS,
  VISIBILITY_ANIMATION_ID,
  VISIBILITY_HIDDEN_SCALE,
  animateVisibility,
  onScrollEnd,
  visibilityDuration,
  visibilityKeyframes,
} from '../../../src/runtime/overlays/visibility-animation.js';
import { designDuration, isGalleryMobileWidth, viewportBand } from '../../../src/runtime/catalog/breakpoints.js';
import { installTestClock, type TestClock } from '../../support/test-clock.js';

// spec 02 §4 "Visibility animations", §9 "Animation default / scale-hide 0.3 s / 0.94", "Scroll end detection 300 ms"
describe('visibility animations (spec 02 §4, §9)', () => {
  it('uses the spec\'s constants', () => {
    expect([VISIBILITY_ANIMATION_DEFAULT_MS, VISIBILITY_HIDDEN_SCALE, SCROLL_END_DELAY_MS]).toEqual([300, 0.94, 300]);
  });

  it('fades, scales from 0.94, and expands to the content height; a hide runs backwards', () => {
    expect(visibilityKeyframes('fade', 'show')).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    expect(visibilityKeyframes('scale', 'hide')).toEqual([
      { opacity: 1, transform: 'scale(1)' },
      { opacity: 0, transform: 'scale(0.94)' },
    ]);
    const collapsed = { height: '0px', paddingTop: '0px', paddingBottom: '0px' };
    expect(visibilityKeyframes('expand', 'show', 120)).toEqual([collapsed, { height: '120px' }]);
    expect(visibilityKeyframes('expand', 'hide', 120)).toEqual([{ height: '120px' }, collapsed]);
  });

  it('lasts 0.3 s by default, within the tokens\' 0-600 ms (spec 01 §9), and 0 for reduced motion', () => {
    expect(visibilityDuration()).toBe(300);
    expect(visibilityDuration(2000)).toBe(600);
    expect(visibilityDuration(-5)).toBe(0);
    expect(visibilityDuration(Number.NaN)).toBe(300);
    expect(visibilityDuration(300, true)).toBe(0);
  });

  describe('scroll end', () => {
    let time: TestClock;
    beforeEach(() => {
      time = installTestClock();
    });
    afterEach(() => time.uninstall());

    it('is detected 300 ms after the last scroll event', () => {
      const target = new EventTarget();
      let ended = 0;
      const stop = onScrollEnd(target, () => ended++);
      target.dispatchEvent(new Event('scroll'));
      time.tick(200);
      target.dispatchEvent(new Event('scroll'));
      time.tick(299);
      expect(ended).toBe(0);
      time.tick(1);
      expect(ended).toBe(1);
      stop();
      target.dispatchEvent(new Event('scroll'));
      time.tick(1000);
      expect(ended).toBe(1);
    });
  });
});

// spec 01 §9 "Breakpoints: mobile up to 428px, then 768, 1024 and 1366"; spec 03 §2 gallery "mobile up to 432px, desktop from 433px"
describe('breakpoints (spec 01 §9, spec 03 §2)', () => {
  it('bands a viewport by the site\'s breakpoints', () => {
    expect([320, 428, 429, 768, 769, 1024, 1025, 1366, 1367].map(viewportBand)).toEqual([
      'mobile', 'mobile', 'tablet', 'tablet', 'laptop', 'laptop', 'desktop', 'desktop', 'wide',
    ]);
  });

  it('keeps the gallery\'s own mobile split at 432/433', () => {
    expect(isGalleryMobileWidth(432)).toBe(true);
    expect(isGalleryMobileWidth(433)).toBe(false);
  });

  it('clamps design durations to 0-600 ms', () => {
    expect([designDuration(-1), designDuration(250), designDuration(601)]).toEqual([0, 250, 600]);
  });
});

/** An element that records the animations it is asked to run, each finished by hand. */
function recordingElement() {
  const runs: Array<{ keyframes: Keyframe[]; options: KeyframeAnimationOptions; cancelled: boolean; finish: () => void }> = [];
  const element = {
    animate(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const run = { keyframes, options, cancelled: false, finish };
      runs.push(run);
      return { id: options.id, finished, cancel: () => ((run.cancelled = true), finish()) };
    },
    getAnimations() {
      return runs.filter((run) => !run.cancelled).map((run) => ({ id: run.options.id, cancel: () => ((run.cancelled = true), run.finish()) }));
    },
  };
  return { element: element as unknown as Element, runs };
}

// spec 02 §4 "Show and hide with fade, scale (to 0.94) or expand/collapse. Default duration 0.3 s."
describe('animateVisibility (spec 02 §4, §9)', () => {
  it('runs the rule\'s keyframes for 0.3 s and resolves when the animation finishes', async () => {
    const { element, runs } = recordingElement();
    let done = false;
    const shown = animateVisibility(element, 'scale', 'show').then(() => (done = true));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.keyframes).toEqual(visibilityKeyframes('scale', 'show'));
    expect(runs[0]!.options).toMatchObject({ id: VISIBILITY_ANIMATION_ID, duration: 300, fill: 'none' });
    await Promise.resolve();
    expect(done).toBe(false);
    runs[0]!.finish();
    await shown;
    expect(done).toBe(true);
  });

  it('holds the last frame of a hide, and a new show replaces a hide still running', async () => {
    const { element, runs } = recordingElement();
    void animateVisibility(element, 'fade', 'hide', { durationMs: 200 });
    expect(runs[0]!.options).toMatchObject({ duration: 200, fill: 'forwards' });
    void animateVisibility(element, 'expand', 'show', { fullHeightPx: 48 });
    expect(runs[0]!.cancelled).toBe(true);
    expect(runs[1]!.keyframes).toEqual([{ height: '0px', paddingTop: '0px', paddingBottom: '0px' }, { height: '48px' }]);
  });

  it('does not animate for reduced motion, and resolves at once', async () => {
    const { element, runs } = recordingElement();
    await animateVisibility(element, 'scale', 'hide', { reducedMotion: true });
    expect(runs).toEqual([]);
  });
});
