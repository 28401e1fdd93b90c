// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resolveGalleryConfig, type GalleryAttributeInput } from '../../../src/runtime/gallery/gallery-config.js';
import { recallGalleryIndex, rememberGalleryIndex } from '../../../src/runtime/gallery/gallery-memory.js';

const none: GalleryAttributeInput = { design: '', transition: '', autoplay: false, loop: false, lightbox: false, thumbnails: false, history: false, blockJson: '' };

describe('gallery configuration (spec 03 §3, §5, §9)', () => {
  it('defaults: base design, fade, no loop, 5 s autoplay timeout, dark lightbox', () => {
    const { config, errors } = resolveGalleryConfig(none);
    expect(errors).toEqual([]);
    expect(config).toMatchObject({ design: 'base', transition: 'fade', loop: false, autoplayTimeoutMs: 5000, lightboxTheme: 'dark', alignment: 'middle', columnWidth: 250, gutter: 0 });
  });

  it('takes block data, attributes winning over it', () => {
    const { config } = resolveGalleryConfig({
      ...none,
      design: 'grid',
      blockJson: JSON.stringify({ design: 'carousel', 'autoplay-duration': 2, 'active-alignment': 'left', lightbox: true, lightboxTheme: 'light', 'thumbnail-strip-height': 80 }),
    });
    expect(config).toMatchObject({ design: 'grid', autoplayTimeoutMs: 2000, alignment: 'start', lightbox: true, lightboxTheme: 'light', slidesPerRow: 4, thumbnailStripHeight: 80 });
  });

  it('autorows defaults: row height 250, gutter 20 (spec 03 §9)', () => {
    const { config } = resolveGalleryConfig({ ...none, design: 'autorows' });
    expect([config.rowHeight, config.gutter]).toEqual([250, 20]);
  });

  it('reports an unknown design and bad data, falling back to defaults', () => {
    // spec 03 §5: unknown design lookup fails with an error; unparseable block data logs an error
    const { config, errors } = resolveGalleryConfig({ ...none, design: 'mosaic', blockJson: '{"gutter": -1}' });
    expect(config.design).toBe('base');
    expect(errors).toEqual(['Error evaluating gallery block data: invalid gutter.', 'Unknown gallery design "mosaic"; expected one of base, grid, autogrid, autocolumns, autorows, carousel, list, slideshow, slider.']);
  });

  it('remembers the current slide of an element across a move in the DOM', () => {
    const host = document.createElement('ss-gallery');
    expect(recallGalleryIndex(host)).toBe(0);
    rememberGalleryIndex(host, 4);
    expect(recallGalleryIndex(host)).toBe(4);
  });
});
