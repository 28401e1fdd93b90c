import { describe, expect, it } from 'vitest';
import { followsFinger, swipeDragOffset, swipeReleaseStep, type GallerySwipeConfig } from '../../../src/runtime/gallery/gallery-swipe.js';

const slideshow = (transition: GallerySwipeConfig['transition'], extra: Partial<GallerySwipeConfig> = {}): GallerySwipeConfig => ({
  design: 'slideshow',
  transition,
  newSwipeBoundaries: { start: 'hard', end: 'inertial' },
  newSwipeSnapPoints: [0.3],
  ...extra,
});
const middle = { atStart: false, atEnd: false };

describe('gallery swipes (spec 03 §4 swipe, §5 new-swipe, §9)', () => {
  it('only the slideshow swipe transitions make the slide follow the finger', () => {
    expect(followsFinger(slideshow('swipe'))).toBe(true);
    expect(followsFinger(slideshow('new-swipe'))).toBe(true);
    for (const transition of ['fade', 'kenburns', 'scroll'] as const) expect(followsFinger(slideshow(transition))).toBe(false);
    expect(followsFinger({ ...slideshow('swipe'), design: 'slider' })).toBe(false);
  });

  it('swipe follows all of the drag; new-swipe holds or damps it at an end by its boundaries', () => {
    expect(swipeDragOffset(slideshow('swipe'), 90, { atStart: true, atEnd: false })).toBe(90);
    expect(swipeDragOffset(slideshow('new-swipe'), 90, middle)).toBe(90);
    // spec 03 §5 boundaries: hard at the start holds, inertial at the end follows a third
    expect(swipeDragOffset(slideshow('new-swipe'), 90, { atStart: true, atEnd: false })).toBe(0);
    expect(swipeDragOffset(slideshow('new-swipe'), -90, { atStart: false, atEnd: true })).toBe(-30);
  });

  it('a released drag: new-swipe moves past its snap point, the others on a fast or half-slide drag', () => {
    // spec 03 §9: 50 px within 250 ms; a slow 130 px drag passes a 30 % snap point of 400 px, not half of it
    expect(swipeReleaseStep(slideshow('new-swipe'), -130, 0, 400, 400, true)).toBe(1);
    expect(swipeReleaseStep(slideshow('swipe'), -130, 0, 400, 400, true)).toBe(0);
    expect(swipeReleaseStep(slideshow('fade'), -60, 0, 100, 400, true)).toBe(1);
    expect(swipeReleaseStep({ ...slideshow('new-swipe'), design: 'carousel' }, -130, 0, 400, 400, true)).toBe(0);
    expect(swipeReleaseStep(slideshow('swipe'), 210, 0, 900, 400, true)).toBe(-1);
    // spec 03 §9: above the 767 px mobile breakpoint a flick moves neither
    expect(swipeReleaseStep(slideshow('fade'), -60, 0, 100, 400, false)).toBe(0);
    expect(swipeReleaseStep(slideshow('new-swipe'), -60, 0, 100, 400, false)).toBe(0);
    expect(swipeReleaseStep(slideshow('swipe'), 210, 0, 900, 400, false)).toBe(-1);
  });
});
