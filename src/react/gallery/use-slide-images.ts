import { useEffect } from 'react';
import { isMobileWidth } from '../../runtime/gallery/gallery-constants.js';
import { createImageLoadQueue, imageLoadThrottleFor, type ImageLoadQueue } from '../../runtime/media/image-load-queue.js';
import { whenNearViewport } from '../../runtime/media/lazy-load.js';
import { loadImage, type ImageLoadOutcome } from '../../runtime/media/load-image.js';
import type { ImageLoadMode } from '../../runtime/media/image-config.js';
import { cropModeFor, imagePlacement } from '../../runtime/media/image-fit.js';
import type { SlideEntry } from './read-slides.js';

const queues = new Map<number, ImageLoadQueue>();

/** The page's shared throttle (spec 03 §9: 16 at once, 1 on mobile). */
function sharedQueue(): ImageLoadQueue {
  const limit = imageLoadThrottleFor(isMobileWidth(window.innerWidth));
  let queue = queues.get(limit);
  if (!queue) queues.set(limit, (queue = createImageLoadQueue(limit)));
  return queue;
}

/**
 * Loads the slides' `data-src` images through the image loader when they come near the
 * viewport (or at once when `eager` says so for a slide: the current one and its preload
 * neighbours). Images that already have a `src` are left as the page declared them; one with
 * neither `src` nor a usable `data-src` logs 'Invalid or missing image source.'.
 */
export function useSlideImages(slides: SlideEntry[], mode: ImageLoadMode, eager: (index: number) => boolean): void {
  const eagerKey = slides.map((_, i) => (eager(i) ? '1' : '0')).join('');
  useEffect(() => {
    const stops: Array<() => void> = [];
    slides.forEach((slide, i) => {
      const img = slide.image;
      if (!img) return;
      if (img.hasAttribute('src')) {
        // A declared image keeps its source; it still fills or fits its cell (block data auto-crop).
        if (mode) {
          const placement = imagePlacement(cropModeFor(mode), slide.focalPoint, 'center');
          img.style.objectFit = placement.objectFit;
          img.style.objectPosition = placement.objectPosition;
        }
        return;
      }
      // An image without `src` is the loader's: `data-src` names it (none is reported, spec 01 §8).
      const start = () => {
        stops.push(
          sharedQueue().enqueue(
            (): Promise<ImageLoadOutcome> =>
              loadImage(img, { mode, focalPoint: slide.focalPoint, dimensions: slide.dimensions, fitAlignment: 'center', waitForHost: true }).catch((error: Error) => {
                console.error(`Sitestack: <ss-gallery> slide ${i + 1}: ${error.message}`);
                return 'error';
              }),
          ),
        );
      };
      if (eagerKey[i] === '1') start();
      else stops.push(whenNearViewport(slide.element, start));
    });
    return () => stops.forEach((stop) => stop());
  }, [slides, mode, eagerKey]);
}
