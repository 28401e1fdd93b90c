import type { CSSProperties, ReactNode } from 'react';
import type { GalleryConfig } from '../../runtime/gallery/gallery-config.js';
import { slideRatioStyle } from './gallery-style.js';
import type { SlideEntry } from './read-gallery.js';
import type { SlideAction } from './SlideFrame.js';
import { SlideFrame } from './SlideFrame.js';

export interface GalleryCellsProps {
  config: GalleryConfig;
  slides: readonly SlideEntry[];
  names: readonly string[];
  label: string;
  style: CSSProperties;
  setBase(element: HTMLElement | null): void;
  actionOf(index: number): SlideAction | null | undefined;
  errorNote: ReactNode;
  lightbox: ReactNode;
}

/** The designs that lay every slide out (base, grid, autogrid, autocolumns, autorows, list: spec 03 §1, §9) as a list. */
export function GalleryCells({ config, slides, names, label, style, setBase, actionOf, errorNote, lightbox }: GalleryCellsProps) {
  return (
    <div
      part="base"
      className="gallery"
      data-design={config.design}
      data-crop={config.autoCrop ? undefined : 'fit'}
      data-list-image={config.design === 'list' && config.listImageSize !== null ? '' : undefined}
      style={style}
      ref={setBase}
    >
      {errorNote}
      <div part="slides" className="slides" role="list" aria-label={label}>
        {slides.map((slide, i) => (
          <SlideFrame
            key={i}
            slide={slide}
            index={i}
            count={slides.length}
            name={names[i]!}
            style={config.design === 'autorows' ? slideRatioStyle(slide) : undefined}
            action={actionOf(i)}
          />
        ))}
      </div>
      {lightbox}
    </div>
  );
}
