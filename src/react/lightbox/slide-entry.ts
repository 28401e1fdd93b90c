import type { GallerySlide } from '../../runtime/gallery/gallery-block-data.js';

/** A slide: its light-DOM `<figure>`, its `<img>` and the spec 03 §3 attributes. */
export interface SlideEntry extends GallerySlide {
  element: HTMLElement;
  image: HTMLImageElement | null;
  /** The `<ss-video>` a video slide holds, which then plays in place. */
  videoElement: HTMLElement | null;
}
