/**
 * A slideshow the server drew answers its previous and next buttons before its code has arrived
 * (spec 03 §4 previous / next, the WAI-ARIA carousel pattern): the loader moves the drawing to the
 * next slide at once, and the gallery, once hydrated, starts from that slide and does the rest of
 * the move (the change event, the address, autoplay). On a phone the first working click came
 * with the gallery's code, hundreds of milliseconds after the button was on screen.
 *
 * The drawing carries what a step needs, worked out by the component with the runtime's rules
 * (stepGalleryIndex, galleryEnds, slideshowAutoAspectRatio). Each slide says which slides
 * previous and next lead to from it, its caption, its box shape and whether it stands at an end.
 * A slideshow another gallery follows, or one that keeps the address, carries none of it: its
 * clicks wait for its code. The markup helpers below are the ones the component renders with; a
 * hydration that finds anything else is a React warning a browser test looks for.
 */
import { rememberEarlyStep, rememberGalleryIndex, recallEarlyStep } from './gallery-memory.js';

/** On each slide of a slideshow whose drawing can step: the indexes previous and next lead to from it ("5 1"). */
export const SLIDE_STEPS_ATTRIBUTE = 'data-steps';
/** On each slide of such a slideshow: the caption the overlay shows for it. */
export const SLIDE_CAPTION_ATTRIBUTE = 'data-caption';
/** On each slide of such a slideshow: the box's shape while it shows (slideshowAutoAspectRatio). */
export const SLIDE_RATIO_ATTRIBUTE = 'data-ratio';
/** On each slide of such a slideshow: `start`, `end` or both where galleryEnds stops previous or next. */
export const SLIDE_ENDS_ATTRIBUTE = 'data-ends';
/** The custom property of the slides' box that holds that shape (gallery.css). */
export const SLIDE_RATIO_PROPERTY = '--_ss-slide-ratio';

export type SlidePosition = 'active' | 'before' | 'after';

/** Where slide `i` stands when slide `index` shows (the stylesheet's transitions read it). */
export const slidePosition = (i: number, index: number): SlidePosition => (i === index ? 'active' : i < index ? 'before' : 'after');
/** The `part` of a slide: `slide`, and `slide-active` on the one that shows. */
export const slidePart = (active: boolean): string => `slide${active ? ' slide-active' : ''}`;
/** The `part` of a thumbnail: `thumbnail`, and `thumbnail-current` on the current slide's. */
export const thumbnailPart = (current: boolean): string => `thumbnail${current ? ' thumbnail-current' : ''}`;
/** SLIDE_ENDS_ATTRIBUTE's value for galleryEnds' answer (null: neither). */
export const slideEnds = (ends: { atStart: boolean; atEnd: boolean }): string | null => [ends.atStart ? 'start' : '', ends.atEnd ? 'end' : ''].join(' ').trim() || null;

const setOrRemove = (element: Element | null | undefined, name: string, value: string | null) => (value === null ? element?.removeAttribute(name) : element?.setAttribute(name, value));

/**
 * Takes a click on `control` (or inside it) in the server's drawing of `host` as the slideshow's
 * previous or next button would, and returns true; false (nothing changed) when the drawing cannot
 * take it: not a previous or next button of a drawing that says where it leads, a disabled one, a
 * caption that would come or go, or a step already taken (later clicks wait for the code).
 */
export function stepDrawnSlideshow(host: Element, control: Element): boolean {
  const root = host.shadowRoot;
  const button = control.closest('button');
  const which = button?.matches('[part~="previous"]') ? 0 : button?.matches('[part~="next"]') ? 1 : -1;
  const slides = [...(root?.querySelectorAll(`[${SLIDE_STEPS_ATTRIBUTE}]`) ?? [])];
  const from = slides.findIndex((slide) => slide.getAttribute('data-state') === 'active');
  const to = Number(slides[from]?.getAttribute(SLIDE_STEPS_ATTRIBUTE)!.split(' ')[which]);
  const target = slides[to];
  const caption = root?.querySelector('[part~="caption"]');
  const text = target?.getAttribute(SLIDE_CAPTION_ATTRIBUTE) ?? '';
  if (!root || which < 0 || button!.disabled || recallEarlyStep(host) !== null || !target || to === from || !caption !== !text) return false;
  slides.forEach((slide, i) => {
    const active = i === to;
    slide.setAttribute('part', slidePart(active));
    slide.setAttribute('data-state', slidePosition(i, to));
    setOrRemove(slide, 'inert', active ? null : '');
    setOrRemove(slide, 'aria-hidden', active ? null : 'true');
  });
  target.parentElement!.setAttribute('style', `${SLIDE_RATIO_PROPERTY}:${target.getAttribute(SLIDE_RATIO_ATTRIBUTE)}`);
  if (caption) caption.textContent = text;
  const ends = target.getAttribute(SLIDE_ENDS_ATTRIBUTE) ?? '';
  setOrRemove(root.querySelector('[part~="previous"]'), 'disabled', ends.includes('start') ? '' : null);
  setOrRemove(root.querySelector('[part~="next"]'), 'disabled', ends.includes('end') ? '' : null);
  root.querySelectorAll('[part~="thumbnail"]').forEach((thumbnail, i) => {
    thumbnail.setAttribute('part', thumbnailPart(i === to));
    setOrRemove(thumbnail, 'aria-current', i === to ? 'true' : null);
  });
  rememberGalleryIndex(host, to);
  rememberEarlyStep(host, from);
  return true;
}
