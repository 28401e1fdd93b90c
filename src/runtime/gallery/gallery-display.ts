import type { ImageLoadMode } from '../media/image-config.js';
import type { GalleryDesign } from './gallery-block-data.js';
import { META_OVERFLOW_HEIGHT, META_OVERFLOW_THRESHOLD, STRIP_DEFAULT_VSIZE, THUMBNAIL_VIDEO_RATIO } from './gallery-constants.js';

/**
 * How the display fields of the gallery block data (spec 03 §3) change what a visitor sees:
 * auto-crop, square-thumbs, listImageSize, vSize, mixedContent, and the overlay caption
 * overflow of spec 03 §9.
 */

/** Designs whose cells have a fixed shape, so an image either fills (crops) or fits in them. */
const FIXED_CELL_DESIGNS: readonly GalleryDesign[] = ['base', 'grid', 'autogrid', 'carousel', 'slideshow'];

/**
 * Spec 03 §3 `auto-crop` (default on): images crop to fill fixed-shape cells around their focal
 * point ('fill'); off, the whole image fits inside the cell ('fit'). Designs whose cells take the
 * image's own shape (autorows, slider) fill exactly; list and autocolumns keep natural heights (null).
 */
export function slideImageMode(design: GalleryDesign, autoCrop: boolean | undefined): ImageLoadMode {
  if (design === 'list' || design === 'autocolumns') return null;
  if (FIXED_CELL_DESIGNS.includes(design) && autoCrop === false) return 'fit';
  return 'fill';
}

/**
 * Spec 03 §3 `square-thumbs` (default on) and §9 "thumbnail video width uses a 16:9 ratio": the
 * width / height of a thumbnail. Square thumbnails are 1; otherwise a video's thumbnail is 16:9
 * and an image's follows its dimensions (3:2 when unknown).
 */
export function thumbnailAspectRatio(slide: { type: 'image' | 'video'; dimensions: { width: number; height: number } | null }, squareThumbs: boolean | undefined): number {
  if (squareThumbs !== false) return 1;
  if (slide.type === 'video') return THUMBNAIL_VIDEO_RATIO;
  return slideAspectRatio(slide.dimensions);
}

/** A slide's width / height from its `data-image-dimensions`; 3:2 when unknown or not positive. */
export function slideAspectRatio(dimensions: { width: number; height: number } | null | undefined): number {
  const { width, height } = dimensions ?? { width: 0, height: 0 };
  return width > 0 && height > 0 ? width / height : 1.5;
}

/**
 * The shapes a slideshow's auto height keeps to: from 1:2 (taller than any usual portrait photo or
 * 9:16 video) to 5:1 (wider than a usual panorama). Beyond them the dimensions are taken as a slip
 * (`1600x10670`), which must not make the block many screens tall or a sliver: the slide is then
 * cropped or fitted into the nearest of the two, as in any fixed box.
 */
export const SLIDESHOW_AUTO_RATIO_MIN = 0.5;
export const SLIDESHOW_AUTO_RATIO_MAX = 5;

/**
 * Spec 03 §9 "Stacked: ... auto height": a slideshow's box takes the shape of the slide it shows
 * (3:2 while that slide's dimensions are unknown), so a portrait slide is not cut down to a
 * landscape box; a shape beyond SLIDESHOW_AUTO_RATIO_MIN..MAX is held to those bounds. The
 * block's `imageAspectRatio` or the page's `--ss-gallery-aspect-ratio` fixes the box instead (the
 * stylesheet prefers them). An index out of range counts as unknown.
 */
export function slideshowAutoAspectRatio(slides: ReadonlyArray<{ dimensions: { width: number; height: number } | null }>, index: number): number {
  return Math.min(SLIDESHOW_AUTO_RATIO_MAX, Math.max(SLIDESHOW_AUTO_RATIO_MIN, slideAspectRatio(slides[index]?.dimensions)));
}

/** Spec 03 §3 `listImageSize` bounds: a percentage of the list row's width. */
export const LIST_IMAGE_SIZE_MIN = 10;
export const LIST_IMAGE_SIZE_MAX = 100;

/**
 * Spec 03 §3 `listImageSize`: in the list design, the image takes this percentage of the row and
 * the caption sits beside it (clamped to 10-100; 100 stacks the caption under a full-width image).
 * Null when not set: full width, caption below.
 */
export function listImageSizePercent(value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  return Math.min(LIST_IMAGE_SIZE_MAX, Math.max(LIST_IMAGE_SIZE_MIN, value));
}

/** Spec 03 §9 strip default vSize 10: the space, in px, between the strip's slides. */
export function stripSlideSpacing(vSize: number | undefined): number {
  return vSize !== undefined && Number.isFinite(vSize) && vSize >= 0 ? vSize : STRIP_DEFAULT_VSIZE;
}

/**
 * Spec 03 §3 `mixedContent`: a gallery of images and videos. When the block data sets it to false
 * the gallery is images only: a slide marked `data-type="video"` shows as its still image (no
 * play control, and the lightbox shows the image). Unset or true: video slides are videos.
 */
export function slideShowsVideo(slide: { type: 'image' | 'video' }, mixedContent: boolean | undefined): boolean {
  return slide.type === 'video' && mixedContent !== false;
}

/**
 * Spec 03 §9: the overlay caption (meta) gets overflow when its content exceeds 90 % of the
 * slide's height; it is then 40 % of the height and scrolls.
 */
export function metaOverflows(contentHeight: number, slideHeight: number): boolean {
  return slideHeight > 0 && contentHeight > slideHeight * META_OVERFLOW_THRESHOLD;
}

/** The caption's height in px when it overflows (spec 03 §9: 40 % of the slide), else null (its own height). */
export function metaHeight(contentHeight: number, slideHeight: number): number | null {
  return metaOverflows(contentHeight, slideHeight) ? slideHeight * META_OVERFLOW_HEIGHT : null;
}
