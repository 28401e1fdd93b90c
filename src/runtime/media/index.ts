/**
 * The image loader's public API (spec 01 §3-5, §8; spec 03 §9 throttle). Blocks that show
 * images import from here:
 *
 * - `selectImageWidth(neededCssWidth, { devicePixelRatio, dprMin, dprMax, saveData, allowSaveData })`
 *   -> one of 2500/1500/1000/750/500/300/100.
 * - `imageSourceFor(source, neededCssWidth, options)` -> the https URL to load, with the size
 *   suffix on provider hosts (`sizeFormat`: 'queryString' | 'filename'); throws
 *   'Invalid or missing image source.'.
 * - `imagePlacement(crop, focalPoint, alignment)` / `neededImageWidth(box, image, crop)` -> CSS
 *   object-fit/position and the width the source must cover.
 * - `loadImage(img, config)` -> Promise<'loaded' | 'error' | 'skipped'>; the `loading` class while it loads;
 *   `waitForHost: true` waits (100 tries, 10 ms) for an unlaid-out box before choosing the width.
 * - `whenNearViewport(element, onNear)` -> lazy loading within 200 px.
 * - `createImageLoadQueue(limit)` / `imageLoadThrottleFor(isMobile)` -> 16 at once, 1 on mobile.
 * - `parseImageDimensions('1600x1200')`, `parseFocalPoint('0.3,0.6')`.
 */
export * from './image-width.js';
export * from './image-source.js';
export * from './image-config.js';
export * from './image-fit.js';
export * from './load-image.js';
export * from './lazy-load.js';
export * from './image-load-queue.js';
