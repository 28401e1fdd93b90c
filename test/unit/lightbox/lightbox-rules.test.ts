// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { claimHashItem, itemIdForSlide, itemIdFromPath, pathForItem, matchSlideByItemId, readHashItemId, releaseHashItem, writeHashItemId } from '../../../src/runtime/lightbox/lightbox-hash.js';
import { claimLightbox, isLightboxStepAllowed, LIGHTBOX_DEFAULT_TITLE, lightboxClickZone, lightboxCounter, lightboxEnds, lightboxLoops, lightboxStep } from '../../../src/runtime/lightbox/lightbox-rules.js';

describe('lightbox rules (spec 02 §2, §4, §9)', () => {
  it('wraps on desktop and clamps on mobile with disabled ends', () => {
    // spec 02 §4: wraps on desktop (loop on); on mobile loop is off; ends disabled
    expect(lightboxLoops(false)).toBe(true);
    expect(lightboxLoops(true)).toBe(false);
    expect(lightboxStep(4, 1, 5, true)).toEqual({ index: 0, direction: 'forward' });
    expect(lightboxStep(0, -1, 5, true)).toEqual({ index: 4, direction: 'reverse' });
    expect(lightboxStep(4, 1, 5, false)).toBeNull();
    expect(lightboxEnds(0, 5, false)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(lightboxEnds(4, 5, false)).toEqual({ previousDisabled: false, nextDisabled: true });
    expect(lightboxEnds(0, 5, true)).toEqual({ previousDisabled: false, nextDisabled: false });
  });

  it('clamped steps never leave the range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), fc.integer({ min: -5, max: 5 }), fc.boolean(), (count, start, delta, loop) => {
        const step = lightboxStep(start % count, delta, count, loop);
        if (step) expect(step.index >= 0 && step.index < count).toBe(true);
      }),
    );
  });

  it('uses click zones from 2 % to 98 % of the window, left half previous', () => {
    // spec 02 §9 lightbox click zones
    expect(lightboxClickZone(10, 1000)).toBeNull();
    expect(lightboxClickZone(30, 1000)).toBe('previous');
    expect(lightboxClickZone(600, 1000)).toBe('next');
    expect(lightboxClickZone(990, 1000)).toBeNull();
  });

  it('throttles next/previous to one per 200 ms, counts, and titles by default', () => {
    // spec 02 §9 next/previous throttle 200 ms; §2 default title 'Gallery'
    expect(isLightboxStepAllowed(null, 5)).toBe(true);
    expect(isLightboxStepAllowed(100, 299)).toBe(false);
    expect(isLightboxStepAllowed(100, 300)).toBe(true);
    expect(lightboxCounter(2, 12)).toBe('3 / 12');
    expect(LIGHTBOX_DEFAULT_TITLE).toBe('Gallery');
  });

  it('keeps only one lightbox open', () => {
    // spec 02 §4: only one lightbox exists at a time
    const closeA = vi.fn();
    const releaseA = claimLightbox(closeA);
    claimLightbox(vi.fn());
    expect(closeA).toHaveBeenCalledOnce();
    releaseA();
  });

  it('reads and writes the hash itemId and matches exactly, then by slide-url tail', () => {
    // spec 02 §2: matched against slide id or slide url, first exactly, then by the tail of the slide url
    expect(readHashItemId('#itemId=abc&x=1')).toBe('abc');
    expect(readHashItemId('#x=1')).toBeNull();
    expect(writeHashItemId('#x=1', 'q r')).toBe('#x=1&itemId=q+r');
    expect(writeHashItemId('#itemId=a', null)).toBe('');
    const slides = [
      { slideId: 'a1', slideUrl: '/gallery/sunrise' },
      { slideId: 'b2', slideUrl: '/gallery/sunset' },
      { slideId: 'sunset', slideUrl: null },
    ];
    expect(matchSlideByItemId('sunset', slides)).toBe(2);
    expect(matchSlideByItemId('/other/sunrise', slides)).toBe(0);
    expect(matchSlideByItemId('"><img src=x>', slides)).toBe(-1);
    expect(matchSlideByItemId(null, slides)).toBe(-1);
    expect(itemIdForSlide(slides[0]!)).toBe('a1');
    expect(itemIdForSlide({ slideId: null, slideUrl: '/g/x/' })).toBe('x');
  });

  it('reads the item from the page path after the collection URL, and writes it back', () => {
    // spec 02 §2: or from the last part of the page path after the collection's full URL
    expect(itemIdFromPath('/gallery/sourdough', '/gallery')).toBe('sourdough');
    expect(itemIdFromPath('/gallery/sourdough/', '/gallery/')).toBe('sourdough');
    expect(itemIdFromPath('/gallery', '/gallery')).toBeNull();
    expect(itemIdFromPath('/galleryx/a', '/gallery')).toBeNull();
    expect(itemIdFromPath('/gallery/a/b', '/gallery')).toBeNull();
    expect(itemIdFromPath('/gallery/%E0%A4%A', '/gallery')).toBeNull();
    expect(itemIdFromPath('/gallery/a', '')).toBeNull();
    // spec 03 §2: the collection's full URL plus the item's id
    expect(pathForItem('/gallery/', 'sour dough')).toBe('/gallery/sour%20dough');
    expect(itemIdFromPath(pathForItem('/gallery', 'sour dough'), '/gallery')).toBe('sour dough');
  });

  it('lets only the first gallery open the item a hash names', () => {
    // spec 02 §4: only one lightbox exists at a time
    expect(claimHashItem('x1')).toBe(true);
    expect(claimHashItem('x1')).toBe(false);
    expect(claimHashItem('x2')).toBe(true);
    releaseHashItem();
    expect(claimHashItem('x2')).toBe(true);
    releaseHashItem();
  });

  it('hash round trip keeps any item id (property)', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 40 }), (id) => {
        expect(readHashItemId(writeHashItemId('#a=1', id))).toBe(id);
      }),
    );
  });
});
