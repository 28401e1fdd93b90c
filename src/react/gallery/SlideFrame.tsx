import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { safeClickThroughUrl } from '../../runtime/gallery/gallery-interaction.js';
import { slideSlotName } from './prepare-gallery.js';
import type { SlideEntry } from './read-gallery.js';
import { galleryText } from '../../runtime/gallery/gallery-texts.js';
import { SLIDE_CAPTION_ATTRIBUTE, SLIDE_ENDS_ATTRIBUTE, SLIDE_RATIO_ATTRIBUTE, SLIDE_STEPS_ATTRIBUTE, slidePart, type SlidePosition } from '../../runtime/gallery/drawn-slideshow.js';

/** What activating a slide does: the overlay button's name and action. */
export interface SlideAction {
  label: string;
  onActivate(event: MouseEvent<HTMLElement>): void;
  opensDialog?: boolean;
}

export interface SlideFrameProps {
  slide: SlideEntry;
  index: number;
  count: number;
  /** Visitor-facing name of the slide. */
  name: string;
  state?: SlidePosition | 'inactive';
  /** Hidden slides are inert: not focusable, not read. */
  hidden?: boolean;
  /** In a carousel-pattern design the slide is a group named "N of M". */
  carousel?: boolean;
  style?: CSSProperties;
  /**
   * What activating the slide does; the overlay is a button for this, a link for a
   * click-through URL. Null: no overlay (a playing video slide handles its own input).
   */
  action?: SlideAction | null | undefined;
  children?: ReactNode;
  /**
   * A slideshow whose drawing can take a step before its code (drawn-slideshow.ts): where previous
   * and next lead from this slide, its caption, its box shape, and the ends it stands at.
   */
  drawnStep?: { steps: readonly [number, number]; caption: string; ratio: number; ends: string | null } | undefined;
}

/**
 * One slide: the light-DOM `<figure>` shown through its slot, and over it the control a
 * visitor uses (a link for a click-through URL, else a button).
 */
export function SlideFrame({ slide, index, count, name, state, hidden, carousel, style, action, children, drawnStep }: SlideFrameProps) {
  const link = slide.clickThroughUrl ? safeClickThroughUrl(slide.clickThroughUrl) : null;
  return (
    <div
      part={slidePart(state === 'active')}
      className="slide"
      data-state={state}
      data-index={index}
      data-type={slide.type}
      role={carousel ? 'group' : 'listitem'}
      aria-roledescription={carousel ? 'slide' : undefined}
      aria-label={carousel ? galleryText('slidePosition', { index: index + 1, count }) : undefined}
      inert={hidden || undefined}
      aria-hidden={hidden || undefined}
      style={style}
      {...(drawnStep
        ? {
            [SLIDE_STEPS_ATTRIBUTE]: drawnStep.steps.join(' '),
            [SLIDE_CAPTION_ATTRIBUTE]: drawnStep.caption || undefined,
            [SLIDE_RATIO_ATTRIBUTE]: String(drawnStep.ratio),
            [SLIDE_ENDS_ATTRIBUTE]: drawnStep.ends ?? undefined,
          }
        : {})}
    >
      <slot name={slideSlotName(index)} />
      {link && action !== null ? (
        <a part="slide-link" className="slide-control" href={link} aria-label={name} />
      ) : action ? (
        <button
          part="slide-button"
          className="slide-control"
          type="button"
          aria-label={action.label}
          aria-haspopup={action.opensDialog ? 'dialog' : undefined}
          onClick={action.onActivate}
        />
      ) : null}
      {children}
    </div>
  );
}
