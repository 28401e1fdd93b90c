import { DEFAULT_FOCAL_POINT, type FitAlignment, type FocalPoint, type ImageCropMode, type ImageDimensions, type ImageLoadMode } from './image-config.js';

/**
 * How an image sits in its box (spec 01 §3 load modes): `fill` covers the box, cropping around
 * the focal point; `fit` shows the whole image inside it, placed by the fit alignment; `none`
 * keeps the image's own layout. `cropMode` (cover/contain/none) says the same for blocks that
 * name it that way.
 */

export interface ImagePlacement {
  objectFit: 'cover' | 'contain' | 'none' | 'fill';
  objectPosition: string;
}

const ALIGNMENT_POSITIONS: Record<FitAlignment, string> = {
  top: '50% 0%',
  bottom: '50% 100%',
  left: '0% 50%',
  right: '100% 50%',
  center: '50% 50%',
};

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/** The crop a load mode asks for. */
export function cropModeFor(mode: ImageLoadMode): ImageCropMode {
  return mode === 'fill' ? 'cover' : mode === 'fit' ? 'contain' : 'none';
}

/** CSS `object-fit`/`object-position` for a crop mode, focal point and fit alignment. */
export function imagePlacement(crop: ImageCropMode, focalPoint: FocalPoint | null = null, alignment: FitAlignment | null = 'center'): ImagePlacement {
  if (crop === 'cover') {
    const point = focalPoint ?? DEFAULT_FOCAL_POINT;
    return { objectFit: 'cover', objectPosition: `${percent(point.x)} ${percent(point.y)}` };
  }
  if (crop === 'contain') return { objectFit: 'contain', objectPosition: ALIGNMENT_POSITIONS[alignment ?? 'center'] };
  return { objectFit: 'fill', objectPosition: '50% 50%' };
}

/**
 * The CSS width at which the image is drawn in a `box`, which is what its source must cover:
 * cover scales the image up until both sides are filled, contain until one side fits.
 * Without known dimensions the box width is used.
 */
export function neededImageWidth(box: ImageDimensions, image: ImageDimensions | null, crop: ImageCropMode): number {
  if (!image || crop === 'none') return box.width;
  const ratio = image.width / image.height;
  const widthFromHeight = box.height * ratio;
  return crop === 'cover' ? Math.max(box.width, widthFromHeight) : Math.min(box.width, widthFromHeight || box.width);
}
