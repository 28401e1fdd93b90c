import { readSlideAttributes, type GallerySlide } from '../../runtime/gallery/gallery-block-data.js';

/** A slide: its light-DOM `<figure>`, its `<img>` and the spec 03 §3 attributes. */
export interface SlideEntry extends GallerySlide {
  element: HTMLElement;
  image: HTMLImageElement | null;
}

/** Slides are the host's `<figure>` children (spec 03 §3). Attributes are read from the figure, then its image. */
export function readSlides(host: HTMLElement): SlideEntry[] {
  return Array.from(host.children)
    .filter((child): child is HTMLElement => child.localName === 'figure')
    .map((element) => {
      const image = element.querySelector('img');
      const read = (name: string) => element.getAttribute(name) ?? image?.getAttribute(name) ?? null;
      const slide = readSlideAttributes(read, {
        src: image?.getAttribute('src') ?? null,
        alt: image?.getAttribute('alt') ?? '',
        caption: element.querySelector('figcaption')?.textContent?.trim() ?? '',
      });
      return { ...slide, element, image };
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
  return slide.title || slide.alt || `Image ${index + 1} of ${count}`;
}
