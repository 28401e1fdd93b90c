import { useState } from 'react';
import { slideShowsVideo, thumbnailAspectRatio } from '../../runtime/gallery/gallery-display.js';
import { tryImageSourceAsWritten } from '../../runtime/media/image-source.js';
import type { SlideEntry } from './read-gallery.js';
import { useThumbnailScroll } from './use-thumbnail-scroll.js';
import { galleryText } from '../../runtime/gallery/gallery-texts.js';
import { thumbnailPart } from '../../runtime/gallery/drawn-slideshow.js';

/** Thumbnails are requested at this width (they are shown at most 100 px wide). */
const THUMBNAIL_IMAGE_WIDTH = 100;

export interface ThumbnailsProps {
  slides: readonly SlideEntry[];
  index: number;
  /** The slides' accessible names. */
  names: readonly string[];
  /** The id of the slides they choose from. */
  controls: string;
  /** Block data square-thumbs. */
  square: boolean;
  /** Block data mixedContent. */
  mixedContent: boolean;
  reducedMotion: boolean;
  onSelect(index: number): void;
}

/** The slideshow's thumbnail strip (spec 03 §3 thumbnails, square-thumbs; §9 16:9 video thumbnails). */
export function Thumbnails({ slides, index, names, controls, square, mixedContent, reducedMotion, onSelect }: ThumbnailsProps) {
  const [strip, setStrip] = useState<HTMLDivElement | null>(null);
  useThumbnailScroll(strip, index, reducedMotion);
  return (
    <div ref={setStrip} part="thumbnails" className="thumbnails" role="group" aria-label={galleryText('chooseSlide')} data-square={square ? '' : undefined}>
      {slides.map((slide, i) => (
        <button
          key={i}
          part={thumbnailPart(i === index)}
          className="thumbnail"
          type="button"
          aria-label={names[i]}
          aria-current={i === index ? 'true' : undefined}
          aria-controls={controls}
          style={{ aspectRatio: String(thumbnailAspectRatio({ type: slideShowsVideo(slide, mixedContent) ? 'video' : 'image', dimensions: slide.dimensions }, square)) }}
          onClick={() => onSelect(i)}
        >
          {slide.src ? <img src={tryImageSourceAsWritten(slide.src, THUMBNAIL_IMAGE_WIDTH, { baseUrl: slide.element.ownerDocument.baseURI }) ?? undefined} alt="" loading="lazy" /> : null}
        </button>
      ))}
    </div>
  );
}
