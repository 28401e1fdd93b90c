import type { CSSProperties } from 'react';
import type { GalleryConfig } from '../../runtime/gallery/gallery-config.js';
import { slideAspectRatio, slideshowAutoAspectRatio } from '../../runtime/gallery/gallery-display.js';
import { STRIP_HEIGHT_PERCENT, stripOffset } from '../../runtime/gallery/strip-offset.js';
import type { SlideEntry } from './read-gallery.js';
import { SLIDE_RATIO_PROPERTY } from '../../runtime/gallery/drawn-slideshow.js';

/**
 * The custom properties through which gallery.css lays out a gallery from its configuration
 * (`--_ss-*` are private to the stylesheet; `--ss-*` are the public tokens a page may also set).
 */
export function galleryStyle(config: GalleryConfig, speedMs: number): CSSProperties {
  return {
    '--_ss-gallery-speed': `${speedMs}ms`,
    ...(config.aspectRatio ? { '--ss-gallery-aspect-ratio': String(config.aspectRatio) } : {}),
    '--_ss-gallery-columns': String(config.slidesPerRow),
    '--_ss-gallery-column-width': `${config.columnWidth}px`,
    '--_ss-gallery-gutter': `${config.gutter}px`,
    '--_ss-gallery-row-height': `${config.rowHeight}px`,
    '--_ss-gallery-padding': `${config.padding}px`,
    ...(config.thumbnailStripHeight ? { '--ss-gallery-thumbnail-height': `${config.thumbnailStripHeight}px` } : {}),
    ...(config.thumbnailStripMargin !== null ? { '--_ss-gallery-thumbnail-margin': `${config.thumbnailStripMargin}px` } : {}),
    ...(config.listImageSize !== null ? { '--_ss-list-image-size': `${config.listImageSize}%` } : {}),
    '--_ss-strip-gap': `var(--ss-gallery-strip-spacing, ${config.stripSpacing}px)`,
    // spec 03 §9 default slider aspect ratio 50: the strip's height in percent of its width
    '--_ss-strip-height': `${STRIP_HEIGHT_PERCENT}cqw`,
  } as CSSProperties;
}

/** A slide's width / height for designs whose cells take the image's shape (autorows, slider). */
export function slideRatioStyle(slide: SlideEntry): CSSProperties {
  return { '--_ss-ratio': String(slideAspectRatio(slide.dimensions)) } as CSSProperties;
}

/** The slider's shift that places the current slide at the block data's alignment (runtime/gallery/strip-offset.ts). */
export function stripShiftStyle(slides: readonly SlideEntry[], index: number, alignment: GalleryConfig['alignment']): CSSProperties {
  const { percent, gaps } = stripOffset(
    slides.map((slide) => slideAspectRatio(slide.dimensions)),
    index,
    alignment,
  );
  return { '--_ss-strip-shift': `calc(${percent}cqw - ${gaps} * var(--_ss-strip-gap))` } as CSSProperties;
}

/** The slideshow's auto height (spec 03 §9): its box takes the shape of the slide it shows. */
export function slideshowRatioStyle(slides: readonly SlideEntry[], index: number): CSSProperties {
  return { [SLIDE_RATIO_PROPERTY]: String(slideshowAutoAspectRatio(slides, index)) } as CSSProperties;
}
