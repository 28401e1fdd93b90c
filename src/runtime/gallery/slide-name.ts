import type { GallerySlide } from './gallery-block-data.js';
import { galleryText } from './gallery-texts.js';

/** A slide's accessible name: its title, else its image's alt text, else its position ("Image 3 of 12"). */
export function slideName(slide: Pick<GallerySlide, 'title' | 'alt'>, index: number, count: number): string {
  return slide.title || slide.alt || galleryText('imagePosition', { index: index + 1, count });
}
