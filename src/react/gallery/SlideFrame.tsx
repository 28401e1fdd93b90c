import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { safeClickThroughUrl } from '../../runtime/gallery/gallery-interaction.js';
import { slideSlotName } from './prepare-gallery.js';
import type { SlideEntry } from './read-gallery.js';
import { galleryText } from '../../runtime/gallery/gallery-texts.js';

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
  state?: 'active' | 'inactive' | 'before' | 'after';
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
}

/**
 * One slide: the light-DOM `<figure>` shown through its slot, and over it the control a
 * visitor uses (a link for a click-through URL, else a button).
 */
export function SlideFrame({ slide, index, count, name, state, hidden, carousel, style, action, children }: SlideFrameProps) {
  const link = slide.clickThroughUrl ? safeClickThroughUrl(slide.clickThroughUrl) : null;
  return (
    <div
      part={`slide${state === 'active' ? ' slide-active' : ''}`}
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
