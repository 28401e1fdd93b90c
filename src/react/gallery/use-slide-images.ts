import { useEffect, useRef } from 'react';
import { reportOnce } from '../../runtime/blocks/report-once.js';
import { createImageLoadQueue, imageLoadThrottleFor, type ImageLoadQueue } from '../../runtime/media/image-load-queue.js';
import { whenNearViewport } from '../../runtime/media/lazy-load.js';
import { loadImage, type ImageLoadOutcome } from '../../runtime/media/load-image.js';
import type { ImageLoadMode } from '../../runtime/media/image-config.js';
import { isMobileViewport } from '../hooks/use-viewport.js';
import { placeSlideImage } from './prepare-gallery.js';
import type { SlideEntry } from './read-gallery.js';

const queues = new Map<number, ImageLoadQueue>();

/** The page's shared throttle (spec 03 §9: 16 at once, 1 on mobile). */
function sharedQueue(): ImageLoadQueue {
  const limit = imageLoadThrottleFor(isMobileViewport());
  let queue = queues.get(limit);
  if (!queue) queues.set(limit, (queue = createImageLoadQueue(limit)));
  return queue;
}

/**
 * Loads the slides' `data-src` images through the image loader when they come near the
 * viewport, or at once when `eager` says so for a slide (the current one and its preload
 * neighbours). Images that already have a `src` are left as the page declared them; one with
 * neither `src` nor a usable `data-src` logs 'Invalid or missing image source.' once.
 *
 * Each slide is watched once per set of slides; moving to another slide only starts the loads
 * that became eager, without touching the viewport watchers.
 */
export function useSlideImages(slides: readonly SlideEntry[], mode: ImageLoadMode, eager: (index: number) => boolean): void {
  /** Per slide, the function that starts loading its image now (null: nothing to load). */
  const starters = useRef<ReadonlyArray<(() => void) | null>>([]);

  useEffect(() => {
    const stops: Array<() => void> = [];
    starters.current = slides.map((slide, i) => {
      const img = slide.image;
      if (!img) return null;
      if (img.hasAttribute('src')) {
        // A declared image keeps its source; it still fills or fits its cell (block data auto-crop).
        placeSlideImage(img, slide, mode);
        return null;
      }
      // An image without `src` is the loader's: `data-src` names it (none is reported, spec 01 §8).
      let started = false;
      let stopWatching = (): void => undefined;
      const start = () => {
        if (started) return;
        started = true;
        stopWatching();
        const load = (): Promise<ImageLoadOutcome> =>
          loadImage(img, { mode, focalPoint: slide.focalPoint, dimensions: slide.dimensions, fitAlignment: 'center', waitForHost: true }).catch((error: Error) => {
            reportOnce(img, `Sitestack: <ss-gallery> slide ${i + 1}: ${error.message}`);
            return 'error';
          });
        stops.push(sharedQueue().enqueue(load));
      };
      stopWatching = whenNearViewport(slide.element, start);
      stops.push(() => stopWatching());
      return start;
    });
    return () => {
      starters.current = [];
      stops.forEach((stop) => stop());
    };
  }, [slides, mode]);

  const eagerKey = slides.map((_, i) => (eager(i) ? '1' : '0')).join('');
  useEffect(() => {
    // runs after the watchers above whenever they are set up again (same slides and mode)
    [...eagerKey].forEach((flag, i) => {
      if (flag === '1') starters.current[i]?.();
    });
  }, [slides, mode, eagerKey]);
}
