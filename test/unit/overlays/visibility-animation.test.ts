import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SCROLL_END_DELAY_MS,
  VISIBILITY_ANIMATION_DEFAULT_MS,
  VISIBILITY_HIDDEN_SCALE,
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
    expect(visibilityKeyframes('expand', 'show', 120)).toEqual([{ height: '0px' }, { height: '120px' }]);
    expect(visibilityKeyframes('expand', 'hide', 120)).toEqual([{ height: '120px' }, { height: '0px' }]);
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
