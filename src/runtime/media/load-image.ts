import { currentPixelRatioOptions } from './image-width.js';
import { imageSourceAsWritten, INVALID_IMAGE_SOURCE_MESSAGE } from './image-source.js';
import {
  imageLoadConfigSchema,
  MISSING_FIT_ALIGNMENT_MESSAGE,
  parseFocalPoint,
  parseImageDimensions,
  parseImageLoadMode,
  type ImageLoadConfig,
} from './image-config.js';
import { cropModeFor, imagePlacement, neededImageWidth } from './image-fit.js';
import { clock } from '../time/clock.js';

/**
 * The one image loader every block uses (spec 01 §3-5, §8). `loadImage(img, config)` reads the
 * image's `data-src`, `data-image-dimensions` and `data-image-focal-point`, picks the stored
 * width its box needs, places it by mode (fit/fill/none) and sets `src`. While it loads the
 * image has the {@link IMAGE_LOADING_CLASS} class.
 */

/** Spec 01 §4: added while loading, removed on load or error. */
export const IMAGE_LOADING_CLASS = 'loading';

/** Spec 01 §8 image errors. */
export const NOT_AN_IMAGE_MESSAGE = 'Element is not a valid image element.';
export const NO_PARENT_NODE_MESSAGE = 'Image element has no parentNode.';
export const NO_IMAGES_MESSAGE = 'No images';
export const NO_ROOT_NODE_MESSAGE = 'No root node';
export { INVALID_IMAGE_SOURCE_MESSAGE, MISSING_FIT_ALIGNMENT_MESSAGE };

export type ImageLoadOutcome = 'loaded' | 'error' | 'skipped';

const loading = new WeakSet<HTMLImageElement>();

function isImageElement(value: unknown): value is HTMLImageElement {
  return typeof HTMLImageElement !== 'undefined' && value instanceof HTMLImageElement;
}

/**
 * Loads one image. Rejects with a spec 01 §8 message when the element is not an `<img>`, has no
 * source or no parent; resolves 'skipped' when it is already loading (unless
 * `allowConcurrentLoads`), else 'loaded' or 'error' once the browser is done.
 */
export function loadImage(img: unknown, config: ImageLoadConfig = {}): Promise<ImageLoadOutcome> {
  if (!isImageElement(img)) return Promise.reject(new Error(NOT_AN_IMAGE_MESSAGE));
  const parsed = imageLoadConfigSchema.safeParse(config);
  if (!parsed.success) {
    // The mode is the rule the spec names; other bad fields fall back to defaults.
    try {
      parseImageLoadMode(config.mode);
    } catch (error) {
      return Promise.reject(error);
    }
  }
  const options: ImageLoadConfig = parsed.success ? parsed.data : {};
  const parent = img.parentNode;
  if (!parent) return Promise.reject(new Error(NO_PARENT_NODE_MESSAGE));
  if (loading.has(img) && !options.allowConcurrentLoads) return Promise.resolve('skipped');

  const source = options.source ?? img.getAttribute('data-src') ?? img.getAttribute('src');
  const dimensions = options.dimensions ?? parseImageDimensions(img.getAttribute('data-image-dimensions'));
  const focalPoint = options.focalPoint ?? parseFocalPoint(img.getAttribute('data-image-focal-point'));
  const crop = options.cropMode ?? cropModeFor(options.mode ?? null);
  if (crop === 'contain' && !options.fitAlignment) console.warn(`Sitestack: ${MISSING_FIT_ALIGNMENT_MESSAGE}`);

  if (options.waitForHost && boxOf(parent, img).width === 0) {
    return waitForHostSize(() => boxOf(parent, img).width > 0).then(() =>
      loadImage(img, { ...options, waitForHost: false }),
    );
  }
  const box = boxOf(parent, img);
  const needed = neededImageWidth(box, dimensions ?? null, crop) * (options.sizeAdjustment ?? 1);
  let url: string;
  try {
    url = imageSourceAsWritten(source, needed, {
      ...currentPixelRatioOptions(),
      dprMin: options.dprMin ?? null,
      dprMax: options.dprMax ?? null,
      allowSaveData: options.allowSaveData ?? true,
      sizeFormat: options.sizeFormat ?? 'queryString',
    });
  } catch (error) {
    return Promise.reject(error);
  }

  if (options.mode) {
    const placement = imagePlacement(crop, focalPoint, options.fitAlignment ?? 'center');
    img.style.objectFit = placement.objectFit;
    img.style.objectPosition = placement.objectPosition;
  }
  if (img.getAttribute('src') === url && img.complete && !options.forceImageUpdate) return Promise.resolve('loaded');

  loading.add(img);
  img.classList.add(IMAGE_LOADING_CLASS);
  return new Promise<ImageLoadOutcome>((resolve) => {
    const done = (outcome: ImageLoadOutcome) => {
      img.removeEventListener('load', onLoad);
      img.removeEventListener('error', onError);
      loading.delete(img);
      img.classList.remove(IMAGE_LOADING_CLASS);
      resolve(outcome);
    };
    const onLoad = () => done('loaded');
    const onError = () => done('error');
    img.addEventListener('load', onLoad);
    img.addEventListener('error', onError);
    img.src = url;
  });
}

/** Loads every `<img>` under `root` (spec 01 §8 'No root node' / 'No images'). */
export function loadImages(root: ParentNode | null | undefined, config: ImageLoadConfig = {}): Promise<ImageLoadOutcome[]> {
  if (!root) return Promise.reject(new Error(NO_ROOT_NODE_MESSAGE));
  const images = Array.from(root.querySelectorAll('img'));
  if (images.length === 0) return Promise.reject(new Error(NO_IMAGES_MESSAGE));
  return Promise.all(images.map((img) => loadImage(img, config).catch(() => 'error' as const)));
}

/** Spec 02 §9: the image loader waits for its host up to 100 tries at 10 ms. */
export const HOST_WAIT_TRIES = 100;
export const HOST_WAIT_INTERVAL_MS = 10;

/** Resolves true once `hasSize()` holds, or false after {@link HOST_WAIT_TRIES} tries. */
export function waitForHostSize(hasSize: () => boolean, tries = HOST_WAIT_TRIES, intervalMs = HOST_WAIT_INTERVAL_MS): Promise<boolean> {
  return new Promise((resolve) => {
    let attempt = 0;
    const check = () => {
      if (hasSize()) return resolve(true);
      if (++attempt >= tries) return resolve(false);
      clock.setTimeout(check, intervalMs);
    };
    check();
  });
}

function boxOf(parent: ParentNode, img: HTMLImageElement): { width: number; height: number } {
  const element = parent instanceof Element ? parent : img;
  const rect = element.getBoundingClientRect();
  return { width: rect.width || img.clientWidth || 0, height: rect.height || img.clientHeight || 0 };
}
