import { describe, expect, it } from 'vitest';
import { slideControl, type SlideControlInput } from '../../../src/runtime/gallery/slide-control.js';

const image = { lightbox: false, playsInPlace: false, current: false };

describe('the control over a slide (spec 03 §4; spec 02 §4 lightbox)', () => {
  it('grid-like designs: opens the lightbox when there is one, else nothing of its own', () => {
    // spec 02 §4: the lightbox opens on click, or Enter or Space, of a gallery item
    for (const design of ['base', 'grid', 'autogrid', 'autocolumns', 'autorows', 'list'] as const) {
      expect(slideControl({ design, ...image, lightbox: true })).toBe('lightbox');
      expect(slideControl({ design, ...image })).toBe('plain');
    }
  });

  it('a video that plays in place has no control over it, unless a grid opens it in the lightbox', () => {
    const video: Omit<SlideControlInput, 'design'> = { ...image, playsInPlace: true };
    expect(slideControl({ design: 'grid', ...video })).toBe('none');
    expect(slideControl({ design: 'grid', ...video, lightbox: true })).toBe('lightbox');
    expect(slideControl({ design: 'slideshow', ...video, lightbox: true })).toBe('none');
    expect(slideControl({ design: 'carousel', ...video })).toBe('none');
  });

  it('strip: a video slide is active only when current; until then the slide selects it', () => {
    // spec 03 §4 strip: clicking a non-active slide makes it current; video slides are active only when current
    expect(slideControl({ design: 'slider', ...image, playsInPlace: true, current: false })).toBe('strip');
    expect(slideControl({ design: 'slider', ...image, playsInPlace: true, current: true })).toBe('none');
    expect(slideControl({ design: 'slider', ...image, current: false })).toBe('strip');
    expect(slideControl({ design: 'slider', ...image, current: true })).toBe('strip');
  });

  it('strip with a lightbox: the current slide opens it, the others become current first', () => {
    expect(slideControl({ design: 'slider', ...image, lightbox: true, current: true })).toBe('lightbox');
    expect(slideControl({ design: 'slider', ...image, lightbox: true, current: false })).toBe('strip');
  });

  it('stacked: the click steps (next, previous or by half); with a lightbox it opens it instead', () => {
    // spec 03 §4 stacked
    expect(slideControl({ design: 'slideshow', ...image, current: true })).toBe('stacked');
    expect(slideControl({ design: 'slideshow', ...image, lightbox: true, current: true })).toBe('lightbox');
  });

  it('carousel: slides have no control of their own, or open the lightbox', () => {
    expect(slideControl({ design: 'carousel', ...image })).toBe('plain');
    expect(slideControl({ design: 'carousel', ...image, lightbox: true })).toBe('lightbox');
  });
});
