import type { MouseEvent } from 'react';
import type { GalleryConfig } from '../../runtime/gallery/gallery-config.js';
import { slideShowsVideo } from '../../runtime/gallery/gallery-display.js';
import { stackedClickAction, stripClickAction } from '../../runtime/gallery/gallery-interaction.js';
import { slideControl } from '../../runtime/gallery/slide-control.js';
import type { SlideEntry } from './read-gallery.js';
import type { SlideAction } from './SlideFrame.js';
import { galleryText } from '../../runtime/gallery/gallery-texts.js';

export interface SlideActionContext {
  config: Pick<GalleryConfig, 'design' | 'lightbox' | 'mixedContent' | 'activeSlideClick' | 'stackedClick'>;
  slides: readonly SlideEntry[];
  /** The current slide. */
  index: number;
  /** The slides' accessible names. */
  names: readonly string[];
  openLightbox(index: number, from: HTMLElement): void;
  /** Makes a slide current (the visitor chose it). */
  select(index: number): void;
  /** Steps next (1) or previous (-1) for the visitor (the designs whose slides step: slideshow, slider). */
  step?(delta: -1 | 1): void;
}

/**
 * The control over slide `i`, as the runtime's slideControl rule decides it (spec 03 §4): null for
 * no control at all (a video that plays in place), undefined for none of its own (a click-through
 * link may still cover the slide), else the button's name and action.
 */
export function slideAction(i: number, context: SlideActionContext): SlideAction | null | undefined {
  const { config, index, names } = context;
  const slide = context.slides[i]!;
  // a video slide plays in place when it holds its own <ss-video>; else it opens in the lightbox like an image
  const playsInPlace = slideShowsVideo(slide, config.mixedContent) && slide.videoElement !== null;
  const control = slideControl({ design: config.design, lightbox: config.lightbox, playsInPlace, current: i === index });
  const previous = () => galleryText('previousSlide');
  const next = () => galleryText('nextSlide');
  switch (control) {
    case 'none':
      return null;
    case 'plain':
      return undefined;
    case 'lightbox':
      return {
        label: galleryText('openInLightbox', { name: names[i]! }),
        opensDialog: true,
        onActivate: (event: MouseEvent<HTMLElement>) => context.openLightbox(i, event.currentTarget),
      };
    case 'strip': {
      const activeLabel = config.activeSlideClick === 'none' ? names[i]! : config.activeSlideClick === 'previous' ? previous() : next();
      return {
        label: i === index ? activeLabel : galleryText('showSlide', { name: names[i]! }),
        onActivate: () => {
          const action = stripClickAction(i, index, config.activeSlideClick);
          if (action.kind === 'select') context.select(action.index);
          else if (action.kind === 'step') context.step?.(action.delta);
        },
      };
    }
    case 'stacked':
      return {
        label: config.stackedClick === 'previous' ? previous() : next(),
        onActivate: (event: MouseEvent<HTMLElement>) => {
          const rect = event.currentTarget.getBoundingClientRect();
          // Enter or Space (no pointer: detail 0) counts as the right half, next
          const x = event.detail === 0 ? rect.width : event.clientX - rect.left;
          const action = stackedClickAction(config.stackedClick, x, rect.width, null);
          if (action.kind === 'step') context.step?.(action.delta);
        },
      };
  }
}
