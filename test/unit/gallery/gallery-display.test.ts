import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveGalleryConfig, type GalleryAttributeInput } from '../../../src/runtime/gallery/gallery-config.js';
import {
  listImageSizePercent,
  metaHeight,
  metaOverflows,
  slideImageMode,
  slideShowsVideo,
  stripSlideSpacing,
  slideAspectRatio,
  slideshowAutoAspectRatio,
  SLIDESHOW_AUTO_RATIO_MAX,
  SLIDESHOW_AUTO_RATIO_MIN,
  thumbnailAspectRatio,
} from '../../../src/runtime/gallery/gallery-display.js';
import {
  newSwipeDragOffset,
  newSwipeReleaseStep,
  parseNewSwipeBoundaries,
  parseNewSwipeSnapPoints,
} from '../../../src/runtime/gallery/new-swipe.js';
import { EN_US_MESSAGES } from '../../../src/runtime/i18n/message-catalogue.js';
import { fillPlaceholders } from '../../../src/runtime/i18n/site-text.js';
import { scrollIntoViewTarget, scrollTweenDuration } from '../../../src/runtime/gallery/thumbnail-scroll.js';
import { isVideoLoaderMissing, LIGHTBOX_UNAVAILABLE_WARNING, VIDEO_LOADER_NOT_FOUND_MESSAGE } from '../../../src/runtime/gallery/gallery-errors.js';

const none: GalleryAttributeInput = { design: '', transition: '', autoplay: false, loop: false, lightbox: false, thumbnails: false, history: false, blockJson: '' };
const config = (data: object, design = '') => resolveGalleryConfig({ ...none, design, blockJson: JSON.stringify(data) });

describe('gallery block data display fields (spec 03 §3)', () => {
  it('auto-crop: on by default, images fill fixed cells; off, they fit; free-shape designs keep their mode', () => {
    // spec 03 §3 block data auto-crop
    expect(config({}).config.autoCrop).toBe(true);
    expect(config({ 'auto-crop': false }).config.autoCrop).toBe(false);
    expect(config({ 'auto-crop': 'false' }).config.autoCrop).toBe(false);
    for (const design of ['base', 'grid', 'autogrid', 'carousel', 'slideshow'] as const) {
      expect(slideImageMode(design, undefined)).toBe('fill');
      expect(slideImageMode(design, true)).toBe('fill');
      expect(slideImageMode(design, false)).toBe('fit');
    }
    expect(slideImageMode('autorows', false)).toBe('fill');
    expect(slideImageMode('slider', false)).toBe('fill');
    expect(slideImageMode('list', false)).toBe(null);
    expect(slideImageMode('autocolumns', true)).toBe(null);
  });

  it('square-thumbs: square by default; off, a video thumbnail is 16:9 and an image keeps its shape', () => {
    // spec 03 §3 square-thumbs; spec 03 §9 thumbnail video width uses a 16:9 ratio
    const image = { type: 'image' as const, dimensions: { width: 1200, height: 1600 } };
    const video = { type: 'video' as const, dimensions: null };
    expect(config({}).config.squareThumbs).toBe(true);
    expect(thumbnailAspectRatio(image, undefined)).toBe(1);
    expect(thumbnailAspectRatio(video, true)).toBe(1);
    expect(thumbnailAspectRatio(image, false)).toBe(0.75);
    expect(thumbnailAspectRatio(video, false)).toBeCloseTo(16 / 9);
    expect(thumbnailAspectRatio({ type: 'image', dimensions: null }, false)).toBe(1.5);
  });

  it('slide ratio: width / height from the slide dimensions, 3:2 when unknown or zero', () => {
    expect(slideAspectRatio({ width: 1600, height: 1067 })).toBeCloseTo(1.4995, 3);
    expect(slideAspectRatio(null)).toBe(1.5);
    expect(slideAspectRatio({ width: 800, height: 0 })).toBe(1.5);
  });

  it('slideshow auto height: the box takes the shape of the slide it shows, 3:2 when unknown', () => {
    // spec 03 §9 "Stacked: speed 1 s, preload 1, fade, click next, auto height"
    const slides = [{ dimensions: { width: 1600, height: 900 } }, { dimensions: { width: 1200, height: 1600 } }, { dimensions: null }];
    expect(slideshowAutoAspectRatio(slides, 0)).toBeCloseTo(16 / 9, 5);
    expect(slideshowAutoAspectRatio(slides, 1)).toBe(0.75);
    expect(slideshowAutoAspectRatio(slides, 2)).toBe(1.5);
    expect(slideshowAutoAspectRatio([], 0)).toBe(1.5);
    expect(slideshowAutoAspectRatio(slides, 7)).toBe(1.5);
    // a 9:16 video and a 4:1 panorama keep their shapes
    expect(slideshowAutoAspectRatio([{ dimensions: { width: 900, height: 1600 } }], 0)).toBe(0.5625);
    expect(slideshowAutoAspectRatio([{ dimensions: { width: 4000, height: 1000 } }], 0)).toBe(4);
  });

  it('slideshow auto height: a slip in the dimensions cannot make the block many screens tall or a sliver', () => {
    expect(slideshowAutoAspectRatio([{ dimensions: { width: 1600, height: 10670 } }], 0)).toBe(SLIDESHOW_AUTO_RATIO_MIN);
    expect(slideshowAutoAspectRatio([{ dimensions: { width: 1, height: 100_000_000 } }], 0)).toBe(0.5);
    expect(slideshowAutoAspectRatio([{ dimensions: { width: 100_000, height: 1 } }], 0)).toBe(SLIDESHOW_AUTO_RATIO_MAX);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 1, max: 2 ** 31 }), (width, height) => {
        const ratio = slideshowAutoAspectRatio([{ dimensions: { width, height } }], 0);
        return ratio >= 0.5 && ratio <= 5 && (width / height < 0.5 || width / height > 5 || ratio === width / height);
      }),
    );
  });

  it('listImageSize: a percentage of the row, clamped to 10-100; unset is full width', () => {
    // spec 03 §3 listImageSize
    expect(listImageSizePercent(undefined)).toBe(null);
    expect(listImageSizePercent(40)).toBe(40);
    expect(listImageSizePercent(2)).toBe(10);
    expect(listImageSizePercent(250)).toBe(100);
    expect(config({ listImageSize: '35' }).config.listImageSize).toBe(35);
    expect(config({ listImageSize: -5 }).errors).toEqual(['Error evaluating gallery block data: invalid listImageSize.']);
    fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
      const percent = listImageSizePercent(value)!;
      return percent >= 10 && percent <= 100;
    }));
  });

  it('vSize: the space between strip slides, default 10 px', () => {
    // spec 03 §9 strip default vSize 10
    expect(stripSlideSpacing(undefined)).toBe(10);
    expect(stripSlideSpacing(0)).toBe(0);
    expect(stripSlideSpacing(24)).toBe(24);
    expect(config({}, 'slider').config.stripSpacing).toBe(10);
    expect(config({ vSize: '30' }, 'slider').config.stripSpacing).toBe(30);
    // it no longer changes the autorows row height (spec 03 §9 row height 250)
    expect(config({ vSize: 10 }, 'autorows').config.rowHeight).toBe(250);
  });

  it('mixedContent: video slides are videos unless the block data turns mixed content off', () => {
    // spec 03 §3 mixedContent
    expect(config({}).config.mixedContent).toBe(true);
    expect(slideShowsVideo({ type: 'video' }, undefined)).toBe(true);
    expect(slideShowsVideo({ type: 'video' }, true)).toBe(true);
    expect(slideShowsVideo({ type: 'video' }, false)).toBe(false);
    expect(slideShowsVideo({ type: 'image' }, true)).toBe(false);
  });
});

describe('overlay caption overflow (spec 03 §9)', () => {
  it('overflows past 90 % of the slide height, then takes 40 %', () => {
    // spec 03 §9 overlay meta gets overflow when content exceeds 90% of height, then height is 40%
    expect(metaOverflows(90, 100)).toBe(false);
    expect(metaOverflows(90.5, 100)).toBe(true);
    expect(metaHeight(50, 400)).toBe(null);
    expect(metaHeight(361, 400)).toBe(160);
    expect(metaOverflows(10, 0)).toBe(false);
    fc.assert(fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), fc.double({ min: 1, max: 5000, noNaN: true }), (content, slide) => {
      const height = metaHeight(content, slide);
      return height === null ? content <= slide * 0.9 : height === slide * 0.4;
    }));
  });
});

describe('new-swipe boundaries and snap points (spec 03 §5)', () => {
  it('boundaries must each be none, hard or inertial', () => {
    // spec 03 §5 new-swipe boundaries must each be none, hard or inertial
    expect(parseNewSwipeBoundaries(undefined)).toEqual({ start: 'inertial', end: 'inertial' });
    expect(parseNewSwipeBoundaries('hard')).toEqual({ start: 'hard', end: 'hard' });
    expect(parseNewSwipeBoundaries('none inertial')).toEqual({ start: 'none', end: 'inertial' });
    expect(parseNewSwipeBoundaries(['Hard', 'none'])).toEqual({ start: 'hard', end: 'none' });
    for (const bad of ['soft', 'hard soft', ['hard', 'hard', 'hard'], 3, '']) {
      expect(() => parseNewSwipeBoundaries(bad)).toThrow('New-swipe boundaries must each be none, hard or inertial');
    }
  });

  it('snap points must end in % or be none', () => {
    // spec 03 §5 snap points must end in % or be none
    expect(parseNewSwipeSnapPoints(undefined)).toEqual([0.5]);
    expect(parseNewSwipeSnapPoints('none')).toEqual([]);
    expect(parseNewSwipeSnapPoints('30%')).toEqual([0.3]);
    expect(parseNewSwipeSnapPoints(['60%', '25%'])).toEqual([0.25, 0.6]);
    for (const bad of ['30', '30px', ['20%', 'none'], '0%', '150%', 30, 'abc%']) {
      expect(() => parseNewSwipeSnapPoints(bad)).toThrow('New-swipe snap points must end in % or be none');
    }
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }), (percents) => {
      const points = parseNewSwipeSnapPoints(percents.map((p) => `${p}%`));
      return points.every((p, i) => p > 0 && p <= 1 && (i === 0 || points[i - 1]! <= p));
    }));
  });

  it('bad boundaries or snap points are reported and the defaults used', () => {
    const { config: resolved, errors } = resolveGalleryConfig({ ...none, design: 'slideshow', transition: 'new-swipe', blockJson: JSON.stringify({ boundaries: 'bouncy', 'snap-points': '40px' }) });
    expect(errors).toEqual([
      'New-swipe boundaries must each be none, hard or inertial (got "bouncy").',
      'New-swipe snap points must end in % or be none (got "40px").',
    ]);
    expect(resolved.newSwipeBoundaries).toEqual({ start: 'inertial', end: 'inertial' });
    expect(resolved.newSwipeSnapPoints).toEqual([0.5]);
  });

  it('a hard boundary holds the first/last slide still, an inertial one follows a third, none follows', () => {
    const middle = { atStart: false, atEnd: false };
    const first = { atStart: true, atEnd: false };
    const last = { atStart: false, atEnd: true };
    expect(newSwipeDragOffset(60, middle, { start: 'hard', end: 'hard' })).toBe(60);
    expect(newSwipeDragOffset(60, first, { start: 'hard', end: 'none' })).toBe(0);
    expect(newSwipeDragOffset(-60, first, { start: 'hard', end: 'none' })).toBe(-60);
    expect(newSwipeDragOffset(60, first, { start: 'inertial', end: 'hard' })).toBe(20);
    expect(newSwipeDragOffset(-90, last, { start: 'none', end: 'inertial' })).toBe(-30);
    expect(newSwipeDragOffset(-90, last, { start: 'hard', end: 'none' })).toBe(-90);
  });

  it('a released drag moves one slide when fast (50 px in 250 ms) or past the first snap point', () => {
    // spec 03 §4 swipe: a fast or long-enough drag moves one slide; spec 03 §9 50 px within 250 ms
    expect(newSwipeReleaseStep(-60, 0, 100, 400, [0.5], true)).toBe(1);
    expect(newSwipeReleaseStep(60, 0, 100, 400, [], true)).toBe(-1);
    expect(newSwipeReleaseStep(-130, 0, 900, 400, [0.3, 0.8], true)).toBe(1);
    expect(newSwipeReleaseStep(-110, 0, 900, 400, [0.3], true)).toBe(0);
    expect(newSwipeReleaseStep(-390, 0, 900, 400, [], true)).toBe(0);
    expect(newSwipeReleaseStep(-60, -200, 100, 400, [0.1], true)).toBe(0);
    // spec 03 §9 mobile breakpoint 767 px: above it a flick is not a swipe, the snap point still moves
    expect(newSwipeReleaseStep(-60, 0, 100, 400, [0.5], false)).toBe(0);
    expect(newSwipeReleaseStep(-210, 0, 100, 400, [0.5], false)).toBe(1);
  });
});

describe('thumbnail strip scrolling (spec 03 §9)', () => {
  it('scrolls the current thumbnail into view with a 30 px offset', () => {
    // spec 03 §9 scroll-into-view offset 30 px
    const box = { itemSize: 64, viewSize: 300, contentSize: 1000 };
    expect(scrollIntoViewTarget({ ...box, itemStart: 100, scroll: 0 })).toBe(null);
    expect(scrollIntoViewTarget({ ...box, itemStart: 500, scroll: 0 })).toBe(500 + 64 + 30 - 300);
    expect(scrollIntoViewTarget({ ...box, itemStart: 200, scroll: 400 })).toBe(170);
    expect(scrollIntoViewTarget({ ...box, itemStart: 10, scroll: 400 })).toBe(0);
    expect(scrollIntoViewTarget({ ...box, itemStart: 950, scroll: 0 })).toBe(700);
    expect(scrollIntoViewTarget({ itemStart: 200, itemSize: 64, viewSize: 300, contentSize: 300, scroll: 0 })).toBe(null);
    fc.assert(fc.property(fc.nat(2000), fc.integer({ min: 1, max: 200 }), fc.nat(2000), fc.integer({ min: 100, max: 800 }), (itemStart, itemSize, scroll, viewSize) => {
      const contentSize = Math.max(itemStart + itemSize, viewSize) + 50;
      const target = scrollIntoViewTarget({ itemStart, itemSize, scroll: Math.min(scroll, contentSize - viewSize), viewSize, contentSize });
      return target === null || (target >= 0 && target <= contentSize - viewSize);
    }));
  });

  it("clamps scroll tweens to at least 50 ms and rejects a non-finite duration with 'Duration is not a finite number'", () => {
    // spec 03 §9 scroll tween duration clamp 50 ms; §5 tween duration must be a finite number; §8 tween error
    expect(scrollTweenDuration(10)).toBe(50);
    expect(scrollTweenDuration(300)).toBe(300);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '300' as unknown as number]) expect(() => scrollTweenDuration(bad)).toThrow('Duration is not a finite number');
  });
});

describe('gallery console messages (spec 03 §8)', () => {
  it("a video slide with neither <ss-video> nor embed markup is 'VideoLoader not found'", () => {
    // spec 03 §8 missing loaders log 'VideoLoader not found'; lightbox unavailable warns 'lightboxify is not available in this tier!'
    expect(VIDEO_LOADER_NOT_FOUND_MESSAGE).toBe('VideoLoader not found');
    expect(LIGHTBOX_UNAVAILABLE_WARNING).toBe('lightboxify is not available in this tier!');
    expect(isVideoLoaderMissing({ type: 'video', videoHtml: null }, false, true)).toBe(true);
    expect(isVideoLoaderMissing({ type: 'video', videoHtml: '  ' }, false, true)).toBe(true);
    expect(isVideoLoaderMissing({ type: 'video', videoHtml: '<iframe src="https://x.test/v"></iframe>' }, false, true)).toBe(false);
    expect(isVideoLoaderMissing({ type: 'video', videoHtml: null }, true, true)).toBe(false);
    expect(isVideoLoaderMissing({ type: 'video', videoHtml: null }, false, false)).toBe(false);
    expect(isVideoLoaderMissing({ type: 'image', videoHtml: null }, false, true)).toBe(false);
  });
});

describe('gallery, lightbox and video texts (i18n)', () => {
  it('configuration problems name a gallery text whose en-US catalogue entry gives the logged text', () => {
    for (const blockJson of ['{"gutter": -1}', '{"boundaries": "x", "snap-points": "1px"}']) {
      const { errors, problems } = resolveGalleryConfig({ ...none, design: 'mosaic', transition: 'wipe', blockJson });
      expect(problems.map((problem) => problem.message)).toEqual(errors);
      expect(errors.length).toBeGreaterThanOrEqual(3);
      for (const problem of problems) expect(fillPlaceholders(EN_US_MESSAGES[`gallery.${problem.textName}`], problem.params)).toBe(problem.message);
    }
    expect(resolveGalleryConfig({ ...none, blockJson: '{bad' }).problems[0]!.textName).toBe('dataDecodeError');
  });
});
