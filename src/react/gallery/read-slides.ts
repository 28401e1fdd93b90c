import { GALLERY_IMAGE_POSITION_TEXT } from '../../runtime/gallery/gallery-messages.js';
import { siteText } from '../../runtime/i18n/site-text.js';
import { readSlideAttributes, type GallerySlide } from '../../runtime/gallery/gallery-block-data.js';

/** A slide: its light-DOM `<figure>`, its `<img>` and the spec 03 §3 attributes. */
export interface SlideEntry extends GallerySlide {
  element: HTMLElement;
  image: HTMLImageElement | null;
  /** The `<ss-video>` a video slide holds, which then plays in place. */
  videoElement: HTMLElement | null;
}

/** Slides are the host's `<figure>` children (spec 03 §3). Attributes are read from the figure, then its image. */
export function readSlides(host: HTMLElement): SlideEntry[] {
  return Array.from(host.children)
    .filter((child): child is HTMLElement => child.localName === 'figure')
    .map((element) => {
      const image = element.querySelector('img');
      const videoElement = element.querySelector<HTMLElement>('ss-video');
      // the embed attributes may sit on the figure or on the <ss-video> it holds (spec 02 §3)
      const read = (name: string) => element.getAttribute(name) ?? (name === 'data-html' || name === 'data-provider-name' ? videoElement?.getAttribute(name) : image?.getAttribute(name)) ?? null;
      const slide = readSlideAttributes(read, {
        src: image?.getAttribute('src') ?? null,
        alt: image?.getAttribute('alt') ?? '',
        caption: element.querySelector('figcaption')?.textContent?.trim() ?? '',
      });
      return { ...slide, element, image, videoElement };
    });
}

export function sameSlides(a: SlideEntry[], b: SlideEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((slide, i) => {
      const other = b[i]!;
      return slide.element === other.element && slide.image === other.image && slide.src === other.src && slide.title === other.title && slide.alt === other.alt;
    })
  );
}

/** The slide's accessible name: its title, else its image's alt text, else its position. */
export function slideName(slide: GallerySlide, index: number, count: number): string {
  return slide.title || slide.alt || siteText('gallery.imagePosition', GALLERY_IMAGE_POSITION_TEXT, { index: index + 1, count });
}
