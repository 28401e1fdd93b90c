import { useEffect, useRef, useState } from 'react';
import { canChangeGalleryIndex, sanitizeGalleryIndex, type GalleryStep } from '../../runtime/gallery/gallery-index.js';
import { recallGalleryIndex, rememberGalleryIndex, takeEarlyStep } from '../../runtime/gallery/gallery-memory.js';
import { clock } from '../../runtime/time/clock.js';
import type { EmitEvent } from '../block-props.js';
import type { GalleryEvents } from './gallery-types.js';
import { useLinkedGallery } from './use-linked-gallery.js';

export interface GalleryIndexOptions {
  host: HTMLElement;
  count: number;
  /** How long a move takes (the motion lock), in ms. */
  speedMs: number;
  /** The `link` name shared with other galleries, or ''. */
  link: string;
  emit: EmitEvent<GalleryEvents>;
  /** What else follows a move to `next` (the address, playing videos). */
  onMove(next: number): void;
  /** The slide id of slide `index`, for the change event. */
  slideIdOf(index: number): string | null;
  /** The slide to start on when the element has shown none yet (addressedSlideIndex). */
  firstIndex(): number;
}

export interface GalleryIndex {
  /** The current slide, always in range. */
  index: number;
  /** Moves to `target`; `fromVisitor` moves are announced to the page (change events fire on user input only). */
  goTo(target: number, fromVisitor: boolean): void;
  /** Takes a step a runtime rule worked out: a move, or a boundary reported to the page. */
  take(step: GalleryStep): void;
  /** Shows `target` at once: the address named it. */
  show(target: number): void;
}

/**
 * The current slide of a gallery (spec 03 §4): sanitised into range, unchanged while this gallery
 * or a linked one is in motion, kept in sync with linked galleries, and kept when the page moves
 * the element (the runtime remembers it per element).
 */
export function useGalleryIndex({ host, count, speedMs, link: linkName, emit, onMove, slideIdOf, firstIndex }: GalleryIndexOptions): GalleryIndex {
  const [current, setCurrent] = useState(() => recallGalleryIndex(host, firstIndex()));
  const motionUntil = useRef(0);
  const index = sanitizeGalleryIndex(current, count);
  useEffect(() => rememberGalleryIndex(host, index), [host, index]);

  const link = useLinkedGallery(linkName, (target) => {
    motionUntil.current = clock.elapsed() + speedMs;
    setCurrent(target);
  });

  const goTo = (target: number, fromVisitor: boolean) => {
    if (count === 0) return;
    const now = clock.elapsed();
    // spec 03 §4: the index cannot change while the gallery or a linked gallery is in motion
    if (!canChangeGalleryIndex(now < motionUntil.current, link.current?.isGroupInMotion(now) ?? false)) return;
    const next = sanitizeGalleryIndex(target, count);
    if (next === index) return;
    motionUntil.current = now + speedMs;
    setCurrent(next);
    link.current?.publish(next, now + speedMs);
    onMove(next);
    if (fromVisitor) emit('ss-gallery-change', { index: next, previousIndex: index, slideId: slideIdOf(next) });
  };

  // A step the loader took on the server's drawing before this code came (drawn-slideshow.ts):
  // the state above already starts on its slide; the rest of that move happens now.
  useEffect(() => {
    const from = takeEarlyStep(host);
    if (from === null || from === index) return;
    motionUntil.current = clock.elapsed() + speedMs;
    onMove(index);
    emit('ss-gallery-change', { index, previousIndex: from, slideId: slideIdOf(index) });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, right after hydration

  const take = (step: GalleryStep) => {
    if (step.reached === 'end') emit('ss-gallery-reached-end', { index });
    else if (step.reached === 'beginning') emit('ss-gallery-reached-beginning', { index });
    else goTo(step.index, true);
  };

  return { index, goTo, take, show: setCurrent };
}
