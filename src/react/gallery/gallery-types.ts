import type { GalleryAttributeInput } from '../../runtime/gallery/gallery-config.js';

/** The gallery element's attributes, as its element definition parses them (src/elements/gallery.ts). */
export interface GalleryAttributes extends Omit<GalleryAttributeInput, 'blockJson'> {
  link: string;
  collectionUrl: string;
  label: string;
  dataBlockJson: string;
}

export interface GalleryChangeDetail {
  /** The new current slide. */
  index: number;
  previousIndex: number;
  /** Its `data-slide-id`, if any. */
  slideId: string | null;
}

export interface GalleryBoundaryDetail {
  index: number;
}

export interface LightboxDetail {
  index: number;
  slideId: string | null;
}

export interface GalleryEvents {
  'ss-gallery-change': GalleryChangeDetail;
  'ss-gallery-reached-end': GalleryBoundaryDetail;
  'ss-gallery-reached-beginning': GalleryBoundaryDetail;
  'ss-lightbox-open': LightboxDetail;
  'ss-lightbox-close': LightboxDetail;
}
