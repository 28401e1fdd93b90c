import { useEffect, useMemo } from 'react';
import { reportBlockError } from '../../runtime/blocks/report-once.js';
import { resolveGalleryConfig, type GalleryConfigResult } from '../../runtime/gallery/gallery-config.js';
import { isVideoLoaderMissing, VIDEO_LOADER_NOT_FOUND_MESSAGE } from '../../runtime/gallery/gallery-errors.js';
import type { GalleryAttributes } from './gallery-types.js';
import type { SlideEntry } from './read-gallery.js';

/**
 * The gallery's configuration from its attributes and block data (spec 03 §3, §5). Each problem
 * is logged once per element, in en-US; a video slide with nothing to play it logs
 * 'VideoLoader not found' (spec 03 §8).
 */
export function useGalleryConfig(host: HTMLElement, attributes: GalleryAttributes, blockJson: string, slides: readonly SlideEntry[]): GalleryConfigResult {
  const { design, transition, autoplay, loop, lightbox, thumbnails, history } = attributes;
  const result = useMemo(
    () => resolveGalleryConfig({ design, transition, autoplay, loop, lightbox, thumbnails, history, blockJson }),
    [design, transition, autoplay, loop, lightbox, thumbnails, history, blockJson],
  );
  const { errors, config } = result;
  useEffect(() => errors.forEach((message) => reportBlockError(host, message)), [errors, host]);
  useEffect(() => {
    slides.forEach((slide, i) => {
      if (isVideoLoaderMissing(slide, slide.videoElement !== null, config.mixedContent)) reportBlockError(host, `slide ${i + 1}: ${VIDEO_LOADER_NOT_FOUND_MESSAGE}`);
    });
  }, [slides, config.mixedContent, host]);
  return result;
}
