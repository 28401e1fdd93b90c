import { useCallback, useEffect, useRef, useState } from 'react';
import { initialiseLightbox } from '../../runtime/lightbox/lightbox-initialisation.js';
import { clock } from '../../runtime/time/clock.js';
import type { EmitEvent } from '../block-props.js';
import { loadLightbox } from './GalleryLightbox.js';
import type { GalleryEvents } from './gallery-types.js';
import type { SlideEntry } from './read-gallery.js';

export interface GalleryLightboxState {
  /** The slide open in the lightbox, or null when it is closed. */
  index: number | null;
  /** Shows another slide in the open lightbox, or opens it at a slide the address named. */
  setIndex(index: number): void;
  /** Opens slide `index` for the visitor, from the control they used (focus returns to it). */
  open(index: number, from: HTMLElement | null): void;
  /** Called when the lightbox has closed, with the slide it showed last. */
  close(last: number): void;
}

/**
 * A gallery's lightbox (spec 02 §2, §4, §5): initialised on the gallery's element (`container`)
 * by the spec 02 §5 rule, its chunk is prefetched after first paint when the gallery offers it;
 * opening and closing are announced to the page, and closing returns focus to the slide it was
 * opened from.
 */
export function useGalleryLightbox(container: HTMLElement | null, enabled: boolean, slides: readonly SlideEntry[], emit: EmitEvent<GalleryEvents>): GalleryLightboxState {
  const [index, setIndex] = useState<number | null>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  const count = slides.length;

  useEffect(() => {
    if (!enabled) return;
    // Spec 02 §5: no container is an error, an empty gallery does nothing, a second one warns.
    let release: (() => void) | null;
    try {
      release = initialiseLightbox(container, count, (message) => console.warn(`Sitestack: <ss-gallery>: ${message}`));
    } catch (error) {
      console.error(`Sitestack: <ss-gallery>: ${(error as Error).message}`);
      return;
    }
    if (!release) return;
    // a failed prefetch is reported when the visitor opens the lightbox
    const timer = clock.setTimeout(() => void loadLightbox().catch(() => undefined), 0);
    return () => {
      clock.clearTimeout(timer);
      release();
    };
  }, [container, enabled, count]);

  const open = useCallback(
    (i: number, from: HTMLElement | null) => {
      openedFrom.current = from;
      setIndex(i);
      emit('ss-lightbox-open', { index: i, slideId: slides[i]?.slideId ?? null });
    },
    [emit, slides],
  );

  const close = useCallback(
    (last: number) => {
      setIndex(null);
      emit('ss-lightbox-close', { index: last, slideId: slides[last]?.slideId ?? null });
      const from = openedFrom.current;
      openedFrom.current = null;
      if (from?.isConnected) from.focus();
    },
    [emit, slides],
  );

  return { index, setIndex, open, close };
}
