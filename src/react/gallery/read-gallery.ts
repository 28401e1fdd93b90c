import { blockJsonScriptText } from '../../runtime/blocks/block-data.js';
import { readSlideAttributes } from '../../runtime/gallery/gallery-block-data.js';
import type { SlideEntry } from '../lightbox/slide-entry.js';

export type { SlideEntry };

/** What a gallery's light DOM declares: its slides and the text of its child block-data script. */
export interface GalleryContent {
  slides: SlideEntry[];
  /** The child `<script type="application/json">` (spec 03 §3 block data), or null; `data-block-json` is an attribute. */
  blockJsonScript: string | null;
}

/**
 * Reads the gallery's light DOM, and nothing else does. Slides are the host's `<figure>` children
 * (spec 03 §3); a slide's attributes are read from the figure, then from its image (or, for the
 * embed attributes, its `<ss-video>`). Only standard reads (`children`, `getAttribute`,
 * `querySelector`, `textContent`), so a server's parsed page can be read the same way.
 */
export function readGallery(host: Element): GalleryContent {
  return { slides: readSlides(host), blockJsonScript: blockJsonScriptText(host) };
}

function readSlides(host: Element): SlideEntry[] {
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

/** Keeps the previous reading when nothing a gallery shows has changed. */
export function sameGalleryContent(a: GalleryContent, b: GalleryContent): boolean {
  return a.blockJsonScript === b.blockJsonScript && sameSlides(a.slides, b.slides);
}

function sameSlides(a: SlideEntry[], b: SlideEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((slide, i) => {
      const other = b[i]!;
      return slide.element === other.element && slide.image === other.image && slide.src === other.src && slide.title === other.title && slide.alt === other.alt;
    })
  );
}
