import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoplayTimeoutMs,
  firstAdvanceDelayMs,
  isAutoplayRunning,
  isMotionDisabledByQuery,
  type AutoplayState,
} from '../../../src/runtime/gallery/autoplay.js';
import {
  mapActiveAlignment,
  parseAspectRatio,
  galleryBlockDataSchema,
  parseGalleryBlockData,
  readSlideAttributes,
  resolveGalleryDesign,
  resolveSlideshowTransition,
} from '../../../src/runtime/gallery/gallery-block-data.js';
import * as constants from '../../../src/runtime/gallery/gallery-constants.js';
import { dragAxis, isFastSwipe, isMobileSwipeViewport, safeClickThroughUrl, stackedClickAction, stripClickAction, swipeStep, SWIPE_MOBILE_BREAKPOINT } from '../../../src/runtime/gallery/gallery-interaction.js';
import { CAROUSEL_BREAKPOINTS, carouselControls, carouselSlidesPerRow } from '../../../src/runtime/gallery/gallery-layout.js';

describe('gallery block data (spec 03 §3, §5)', () => {
  it('reads the fields, parsing numeric strings', () => {
    const result = parseGalleryBlockData('{"design":"autocolumns","columnWidth":"300","autoplay":true,"autoplay-duration":3,"lightboxTheme":"light","unknown":1}');
    expect(result).toEqual({ ok: true, data: { design: 'autocolumns', columnWidth: 300, autoplay: true, 'autoplay-duration': 3, lightboxTheme: 'light' } });
  });

  it('reports undecodable and invalid data, keeping defaults', () => {
    // spec 03 §5: unparseable gallery block data logs an error (decoding or evaluating)
    const broken = parseGalleryBlockData('{design:');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toMatch(/^Error decoding gallery block data/);
    // spec 03 §5: columnWidth for autocolumns must be a positive number
    const invalid = parseGalleryBlockData('{"columnWidth":"-4"}');
    expect(!invalid.ok && invalid.error).toBe('Error evaluating gallery block data: invalid columnWidth.');
    expect(parseGalleryBlockData('')).toEqual({ ok: true, data: {} });
  });

  it('takes imageAspectRatio as a ratio or Auto, and reports anything else (spec 03 §3, §5)', () => {
    for (const ratio of ['16:9', '4/3', '1.5', 2, 'Auto', 'auto', '']) expect(parseGalleryBlockData(JSON.stringify({ imageAspectRatio: ratio })).ok, String(ratio)).toBe(true);
    const banana = parseGalleryBlockData('{"imageAspectRatio":"banana","loop":true}');
    expect(!banana.ok && banana.error).toBe('Error evaluating gallery block data: invalid imageAspectRatio.');
    expect(banana.data).toEqual({ loop: true });
    expect(parseGalleryBlockData('{"imageAspectRatio":-1}').ok).toBe(false);
  });

  it('keeps the good fields of data with a bad one, and names a bad strip alignment as the spec does', () => {
    // spec 03 §5 "Strip alignment must be start, middle or end."; a bad field costs only itself
    const alignment = parseGalleryBlockData('{"design":"slider","autoplay":true,"active-alignment":"top"}');
    expect(alignment.ok).toBe(false);
    expect(!alignment.ok && alignment.error).toBe('Strip alignment must be start, middle or end (got "top").');
    expect(alignment.data).toEqual({ design: 'slider', autoplay: true });
    // the block data takes every alignment the strip maps (spec 03 §3 left/center/right, and start/middle/end)
    for (const given of ['left', 'center', 'right', 'start', 'Middle', 'end']) expect(parseGalleryBlockData(JSON.stringify({ 'active-alignment': given })).ok, given).toBe(true);
    const two = parseGalleryBlockData('{"gutter":-1,"active-alignment":"top","loop":true}');
    expect(!two.ok && two.error).toBe('Error evaluating gallery block data: invalid gutter, active-alignment.');
    expect(two.data).toEqual({ loop: true });
  });

  it('reads only the fields a block gives, with the same result as the whole schema (property)', () => {
    const fieldValue = fc.oneof(fc.boolean(), fc.integer({ min: -5, max: 500 }), fc.constantFrom('true', 'false', '12', '-3', 'abc', 'left', 'top', 'next', 'Auto'), fc.constant(null));
    const names = Object.keys(galleryBlockDataSchema._zod.def.shape).concat('unknown', '__proto__', 'constructor');
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), fieldValue), (data) => {
        const whole = galleryBlockDataSchema.safeParse(data);
        const result = parseGalleryBlockData(JSON.stringify(data));
        expect(result.ok).toBe(whole.success);
        if (whole.success) expect(result.data).toEqual(whole.data);
        else {
          const fields = [...new Set(whole.error.issues.map((issue) => issue.path.join('.')))];
          const alignmentOnly = fields.length === 1 && fields[0] === 'active-alignment';
          expect(!result.ok && result.error).toBe(
            alignmentOnly ? `Strip alignment must be start, middle or end (got "${String((data as Record<string, unknown>)['active-alignment'])}").` : `Error evaluating gallery block data: invalid ${fields.join(', ')}.`,
          );
          // the fields that are fine are kept
          const good = Object.fromEntries(Object.entries(data).filter(([name]) => !fields.includes(name)));
          const goodParsed = galleryBlockDataSchema.safeParse(good);
          if (goodParsed.success) expect(result.data).toEqual(goodParsed.data);
        }
      }),
    );
  });

  it('never throws on any text (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (text) => void parseGalleryBlockData(text)));
  });

  it('resolves designs and names an unknown one', () => {
    // spec 03 §1: stacked is presented as slideshow, strip as slider; §5 unknown design fails
    expect(resolveGalleryDesign('stacked')).toBe('slideshow');
    expect(resolveGalleryDesign('Strip')).toBe('slider');
    expect(resolveGalleryDesign('autorows')).toBe('autorows');
    expect(() => resolveGalleryDesign('mosaic')).toThrow(/Unknown gallery design "mosaic"/);
  });

  it('resolves transitions and throws an error naming an unknown one', () => {
    // spec 03 §5: an unknown stacked transition throws an error naming it
    expect(resolveSlideshowTransition('ken burns')).toBe('kenburns');
    expect(resolveSlideshowTransition('new-swipe')).toBe('new-swipe');
    expect(() => resolveSlideshowTransition('wobble')).toThrow('Unknown slideshow transition "wobble".');
  });

  it('maps active alignment left/center/right to start/middle/end', () => {
    // spec 03 §3 active-alignment mapping; §5 strip alignment must be start, middle or end
    expect(['left', 'center', 'right'].map(mapActiveAlignment)).toEqual(['start', 'middle', 'end']);
    expect(() => mapActiveAlignment('top')).toThrow(/start, middle or end/);
  });

  it('parses the image aspect ratio or Auto', () => {
    expect(parseAspectRatio('4:3')).toBeCloseTo(4 / 3);
    expect(parseAspectRatio('16/9')).toBeCloseTo(16 / 9);
    expect(parseAspectRatio('Auto')).toBeNull();
    expect(parseAspectRatio('wide')).toBeNull();
  });

  it('reads slide attributes', () => {
    // spec 03 §3 slide attributes
    const attrs: Record<string, string> = {
      'data-type': 'video',
      'data-slide-id': 's1',
      'data-image-dimensions': '1200x800',
      'data-image-focal-point': '0.2,0.8',
      'data-lightbox-theme': 'light',
    };
    const slide = readSlideAttributes((name) => attrs[name] ?? null, { src: 'a.jpg', alt: 'A', caption: 'Cap' });
    expect(slide).toMatchObject({ type: 'video', slideId: 's1', dimensions: { width: 1200, height: 800 }, focalPoint: { x: 0.2, y: 0.8 }, src: 'a.jpg', title: 'Cap', lightboxTheme: 'light' });
  });
});

describe('gallery behaviour (spec 03 §4, §9)', () => {
  it('has the constants of spec 03 §9', () => {
    // spec 03 §9 gallery constants
    expect([constants.CAROUSEL_SLIDES_PER_ROW, constants.CAROUSEL_GUTTER_PERCENT]).toEqual([3, 1]);
    expect([constants.AUTO_COLUMN_WIDTH, constants.AUTO_COLUMN_GUTTER]).toEqual([250, 0]);
    expect([constants.AUTOROWS_ROW_HEIGHT, constants.AUTOROWS_GUTTER]).toEqual([250, 20]);
    expect([constants.GRID_SLIDES_PER_ROW, constants.GRID_PADDING]).toEqual([4, 20]);
    expect([constants.STACKED_SPEED_MS, constants.STRIP_SPEED_MS, constants.STRIP_DEFAULT_VSIZE]).toEqual([1000, 500, 10]);
    expect(constants.KEN_BURNS_ZOOM).toBe(1.075);
    expect(constants.SLIDER_ASPECT_PERCENT).toBe(50);
    expect(constants.GALLERY_RESIZE_DEBOUNCE_MS).toBe(100);
    // spec 03 §2 breakpoints: mobile up to 432px
    expect(constants.isMobileWidth(432)).toBe(true);
    expect(constants.isMobileWidth(433)).toBe(false);
  });

  it('carousel: 2 per row under 480 px, 3 under 724 px; controls disabled at the ends and hidden when all fit', () => {
    // spec 03 §9 carousel; §4 carousel controls
    expect(carouselSlidesPerRow(400)).toBe(2);
    expect(carouselSlidesPerRow(600)).toBe(3);
    expect(carouselSlidesPerRow(1200, 4)).toBe(4);
    expect(carouselControls(0, 7, 3)).toEqual({ groupCount: 3, previousDisabled: true, nextDisabled: false, hidden: false });
    expect(carouselControls(2, 7, 3)).toMatchObject({ previousDisabled: false, nextDisabled: true });
    expect(carouselControls(0, 3, 3).hidden).toBe(true);
  });

  it('carousel: the stylesheet\'s container queries say the same slides per row as the rule', () => {
    // spec 03 §9: src/styles/gallery.css lays the carousel out by container queries (a server's
    // picture knows no width); they must match CAROUSEL_BREAKPOINTS, which the component reads.
    const css = readFileSync(new URL('../../../src/styles/gallery.css', import.meta.url), 'utf8');
    const queries = [...css.matchAll(/@container \(width < (\d+)px\) \{\s*\.gallery\[data-design='carousel'\] \.slides \{\s*--_ss-per-row: (\d+);/g)];
    const fromCss = queries.map((query) => ({ below: Number(query[1]), perRow: Number(query[2]) })).sort((a, b) => a.below - b.below);
    expect(fromCss).toEqual([...CAROUSEL_BREAKPOINTS]);
    for (const { below, perRow } of CAROUSEL_BREAKPOINTS) expect(carouselSlidesPerRow(below - 1, 5)).toBe(perRow);
    expect(carouselSlidesPerRow(CAROUSEL_BREAKPOINTS.at(-1)!.below, 5)).toBe(5);
  });

  it('strip: a non-active slide becomes current; the active one follows the option', () => {
    // spec 03 §4 strip
    expect(stripClickAction(3, 1)).toEqual({ kind: 'select', index: 3 });
    expect(stripClickAction(1, 1, 'next')).toEqual({ kind: 'step', delta: 1 });
    expect(stripClickAction(1, 1, 'previous')).toEqual({ kind: 'step', delta: -1 });
    expect(stripClickAction(1, 1, 'none')).toEqual({ kind: 'none' });
  });

  it('stacked: next, previous, or by pointer half; a click-through URL navigates instead', () => {
    // spec 03 §4 stacked
    expect(stackedClickAction('next', 10, 100, null)).toEqual({ kind: 'step', delta: 1 });
    expect(stackedClickAction('previous', 90, 100, null)).toEqual({ kind: 'step', delta: -1 });
    expect(stackedClickAction('split', 10, 100, null)).toEqual({ kind: 'step', delta: -1 });
    expect(stackedClickAction('split', 60, 100, null)).toEqual({ kind: 'step', delta: 1 });
    expect(stackedClickAction('next', 0, 100, 'https://shop.example/p')).toEqual({ kind: 'navigate', url: 'https://shop.example/p' });
    expect(stackedClickAction('next', 0, 100, 'javascript:alert(1)')).toEqual({ kind: 'step', delta: 1 });
    // a relative click-through URL stays as written: the browser resolves it against the page holding the gallery
    expect(stackedClickAction('next', 0, 100, 'details.html')).toEqual({ kind: 'navigate', url: 'details.html' });
    expect(safeClickThroughUrl(' /about ')).toBe('/about');
    expect(safeClickThroughUrl('MAILTO:a@b.co')).toBe('mailto:a@b.co');
    expect(safeClickThroughUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeClickThroughUrl('http://[bad')).toBeNull();
  });

  it('swipe: 50 px within 250 ms, axis locked after 10 px', () => {
    // spec 03 §9 swipe: 50 px within 250 ms; drag axis locks after 10 px
    expect(dragAxis(8, 3)).toBeNull();
    expect(dragAxis(11, 3)).toBe('x');
    expect(dragAxis(4, 12)).toBe('y');
    expect(swipeStep(-60, 5, 200, 1000, true)).toBe(1);
    expect(swipeStep(60, 5, 200, 1000, true)).toBe(-1);
    expect(swipeStep(-60, 5, 400, 1000, true)).toBe(0);
    expect(swipeStep(-49, 0, 100, 1000, true)).toBe(0);
    expect(swipeStep(-600, 10, 900, 1000, true)).toBe(1); // long enough
    expect(swipeStep(-60, 80, 100, 1000, true)).toBe(0); // vertical
  });

  it('swipe: the quick touch swipe is a mobile one, on viewports up to 767 px; a long drag moves on any', () => {
    // spec 03 §9 swipe: "50 px within 250 ms for touch swipes; ... mobile breakpoint 767 px"
    expect(SWIPE_MOBILE_BREAKPOINT).toBe(767);
    expect(isMobileSwipeViewport(766)).toBe(true);
    expect(isMobileSwipeViewport(767)).toBe(true);
    expect(isMobileSwipeViewport(768)).toBe(false);
    expect(isFastSwipe(-60, 200, true)).toBe(true);
    expect(isFastSwipe(-60, 200, false)).toBe(false);
    expect(swipeStep(-60, 5, 200, 1000, isMobileSwipeViewport(767))).toBe(1);
    expect(swipeStep(-60, 5, 200, 1000, isMobileSwipeViewport(768))).toBe(0);
    // spec 03 §4: a long-enough drag (half the slide) still moves on a wide viewport
    expect(swipeStep(-500, 5, 200, 1000, false)).toBe(1);
    expect(swipeStep(499, 5, 200, 1000, false)).toBe(0);
    // spec 03 §2's 432 px gallery breakpoint is another rule: 600 px is mobile for swipes
    expect(isMobileSwipeViewport(600)).toBe(true);
  });

  it('autoplay: pauses on hover except on mobile, suspends for video, off with nomotion', () => {
    // spec 03 §2 nomotion=true disables autoplay; §4 autoplay pause rules
    expect(isMotionDisabledByQuery('?nomotion=true')).toBe(true);
    expect(isMotionDisabledByQuery('?nomotion=false')).toBe(false);
    expect(autoplayTimeoutMs(undefined)).toBe(5000);
    expect(autoplayTimeoutMs(3)).toBe(3000);
    const base: AutoplayState = { enabled: true, pausedByVisitor: false, hovered: false, focusWithin: false, isMobile: false, videoShowing: false, nomotion: false };
    expect(isAutoplayRunning(base)).toBe(true);
    expect(isAutoplayRunning({ ...base, hovered: true })).toBe(false);
    expect(isAutoplayRunning({ ...base, hovered: true, isMobile: true })).toBe(true);
    expect(isAutoplayRunning({ ...base, videoShowing: true })).toBe(false);
    expect(isAutoplayRunning({ ...base, nomotion: true })).toBe(false);
    expect(isAutoplayRunning({ ...base, pausedByVisitor: true })).toBe(false);
  });

  it('autoplay: the first timeout counts from when the first slide was first shown', () => {
    // spec 03 §4 "autoplay advances every timeout": a slide the visitor has seen for 3.2 s of
    // a 5 s timeout (drawn by the server, code arriving later) moves 1.8 s after autoplay starts
    expect(firstAdvanceDelayMs(5000, 0)).toBe(5000);
    expect(firstAdvanceDelayMs(5000, 3200)).toBe(1800);
    // seen for longer than the timeout: still a moment's rest once the block works, never at once
    expect(firstAdvanceDelayMs(5000, 4900)).toBe(constants.AUTOPLAY_FIRST_ADVANCE_MIN_MS);
    expect(firstAdvanceDelayMs(5000, 60_000)).toBe(1000);
    // never longer than one timeout, and a timeout shorter than the rest is kept whole
    expect(firstAdvanceDelayMs(5000, -20)).toBe(5000);
    expect(firstAdvanceDelayMs(5000, Number.NaN)).toBe(5000);
    expect(firstAdvanceDelayMs(300, 10_000)).toBe(300);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (timeout, shown) => {
        const delay = firstAdvanceDelayMs(timeout, shown);
        return delay <= timeout && delay >= Math.min(timeout, constants.AUTOPLAY_FIRST_ADVANCE_MIN_MS);
      }),
    );
  });
});
