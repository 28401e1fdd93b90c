import { siteText } from '../i18n/site-text.js';
import type { GallerySlide } from './gallery-block-data.js';
import { GALLERY_IMAGE_POSITION_TEXT } from './gallery-messages.js';

/** A slide's accessible name: its title, else its image's alt text, else its position ("Image 3 of 12"). */
export function slideName(slide: Pick<GallerySlide, 'title' | 'alt'>, index: number, count: number): string {
  return slide.title || slide.alt || siteText('gallery.imagePosition', GALLERY_IMAGE_POSITION_TEXT, { index: index + 1, count });
}
