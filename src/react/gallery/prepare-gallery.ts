import { chooseBlockJsonText } from '../../runtime/blocks/block-data.js';
import { resolveGalleryConfig } from '../../runtime/gallery/gallery-config.js';
import { slideImageMode } from '../../runtime/gallery/gallery-display.js';
import { galleryPreload, isPreloadedSlide, isSlidingDesign } from '../../runtime/gallery/gallery-design.js';
import { cropModeFor, imagePlacement } from '../../runtime/media/image-fit.js';
import type { ImageLoadMode } from '../../runtime/media/image-config.js';
import { serverImageAttributes } from '../../runtime/media/server-image.js';
import type { GalleryAttributes } from './gallery-types.js';
import { readGallery, type SlideEntry } from './read-gallery.js';
import { addressedSlideIndex, syncsGalleryAddress } from '../../runtime/gallery/gallery-address.js';
import { drawnAddress } from '../../runtime/blocks/drawn-address.js';

/** The slot a slide's light-DOM figure shows through (the shadow root has one per slide). */
export function slideSlotName(index: number): string {
  return `slide-${index}`;
}

/** Gives each slide's figure its slot (the block does it in a layout effect; a server before it writes the page). */
export function assignSlideSlots(slides: readonly SlideEntry[]): void {
  slides.forEach((slide, i) => slide.element.setAttribute('slot', slideSlotName(i)));
}

/** How a slide's image sits in its cell (block data auto-crop): the loader's placement, as inline styles. */
export function placeSlideImage(img: HTMLElement, slide: SlideEntry, mode: ImageLoadMode): void {
  if (!mode) return;
  const placement = imagePlacement(cropModeFor(mode), slide.focalPoint, 'center');
  img.style.objectFit = placement.objectFit;
  img.style.objectPosition = placement.objectPosition;
}

/**
 * The light DOM of a gallery as the block shows it, for a server drawing the page (the block's
 * `prepareHost`): each figure in its slot, each image placed as the loader places it, and each
 * lazy image (`data-src`, spec 01 §4) given its source now, loading natively when it nears the
 * viewport (at once for the current slide and its preload neighbours, spec 03 §9), so the first
 * paint has the pictures the hydrated block has, with or without script. The block then finds
 * declared images and leaves them as they are.
 */
export function prepareGalleryHost(host: Element, attributes: GalleryAttributes): void {
  const { slides, blockJsonScript } = readGallery(host);
  const blockJson = chooseBlockJsonText(attributes.dataBlockJson, blockJsonScript) ?? '';
  const { config } = resolveGalleryConfig({ ...attributes, blockJson });
  const mode = slideImageMode(config.design, config.autoCrop);
  const preload = galleryPreload(config.design);
  const sliding = isSlidingDesign(config.design);
  const baseUrl = host.ownerDocument.baseURI;
  // The slide drawn first (the one the page's path names, else the first), as the block does.
  const first = addressedSlideIndex({
    sync: syncsGalleryAddress(config.history, host.ownerDocument),
    lightbox: config.lightbox,
    collectionUrl: attributes.collectionUrl,
    pathname: drawnAddress(host).pathname,
    slides,
  });
  assignSlideSlots(slides);
  slides.forEach((slide, i) => {
    const img = slide.image;
    if (!img) return;
    if (!img.hasAttribute('src')) {
      const source = serverImageAttributes(img.getAttribute('data-src'), slide.dimensions, baseUrl);
      if (!source) return; // the loader reports it in the browser
      if (source.srcset) img.setAttribute('srcset', source.srcset);
      if (source.sizes) img.setAttribute('sizes', source.sizes);
      img.setAttribute('loading', sliding && isPreloadedSlide(i, first, slides.length, preload) ? 'eager' : 'lazy');
      img.setAttribute('src', source.src);
    }
    placeSlideImage(img, slide, mode);
  });
}
