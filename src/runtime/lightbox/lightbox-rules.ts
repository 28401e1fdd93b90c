import { clampGalleryIndex, galleryEnds, sanitizeGalleryIndex } from '../gallery/gallery-index.js';
import { LIGHTBOX_TEXTS } from './lightbox-texts.js';
import { fillPlaceholders } from '../i18n/site-text.js';

/**
 * Lightbox rules, spec 02 §2, §4 and §9.
 */

/** Spec 02 §2: the default title, 'Gallery' (a text, so it lives with the lightbox's texts). */
export const LIGHTBOX_DEFAULT_TITLE = LIGHTBOX_TEXTS.title;
/** Spec 02 §9: next/previous throttle. */
export const LIGHTBOX_STEP_THROTTLE_MS = 200;
/** Spec 02 §9: the overlay fades in 0.3 s and the content shows in 0.6 s (its opacity is in lightbox.css). */
export const LIGHTBOX_OVERLAY_SPEED_MS = 300;
export const LIGHTBOX_CONTENT_SPEED_MS = 600;
/** Spec 02 §9: click zones from 2 % to 98 % of the window. */
export const LIGHTBOX_CLICK_ZONE_START = 0.02;
export const LIGHTBOX_CLICK_ZONE_END = 0.98;

export interface LightboxStep {
  index: number;
  direction: 'forward' | 'reverse';
}

/**
 * Spec 02 §4 slide change: the target is wrapped when looping (desktop) and clamped when not
 * (mobile). Returns null when the index would not change.
 */
export function lightboxStep(current: number, delta: number, count: number, loop: boolean): LightboxStep | null {
  if (count <= 0 || delta === 0) return null;
  const target = current + delta;
  const index = loop ? sanitizeGalleryIndex(target, count) : clampGalleryIndex(target, count);
  if (index === current) return null;
  return { index, direction: delta > 0 ? 'forward' : 'reverse' };
}

/** Spec 02 §4: navigation wraps on desktop (loop on); on mobile loop is off. */
export function lightboxLoops(isMobile: boolean): boolean {
  return !isMobile;
}

/** Spec 02 §4: previous and next are disabled at the ends when looping is off (the gallery's ends rule). */
export function lightboxEnds(index: number, count: number, loop: boolean): { previousDisabled: boolean; nextDisabled: boolean } {
  const { atStart, atEnd } = galleryEnds(index, count, loop);
  return { previousDisabled: atStart, nextDisabled: atEnd };
}

/** Spec 02 §9: a click between 2 % and 98 % of the window goes previous (left half) or next. */
export function lightboxClickZone(pointerX: number, windowWidth: number): 'previous' | 'next' | null {
  if (!(windowWidth > 0)) return null;
  const fraction = pointerX / windowWidth;
  if (fraction < LIGHTBOX_CLICK_ZONE_START || fraction > LIGHTBOX_CLICK_ZONE_END) return null;
  return fraction < 0.5 ? 'previous' : 'next';
}

/** Spec 02 §9: a step is taken only 200 ms after the previous one. */
export function isLightboxStepAllowed(lastStepAt: number | null, now: number): boolean {
  return lastStepAt === null || now - lastStepAt >= LIGHTBOX_STEP_THROTTLE_MS;
}

/** The counter text, "3 / 12" (`template` is a site's translation of it). */
export function lightboxCounter(index: number, count: number, template: string = LIGHTBOX_TEXTS.counter): string {
  return fillPlaceholders(template, { index: index + 1, count });
}

let closeOpen: (() => void) | null = null;

/**
 * Spec 02 §4: only one lightbox exists at a time. Opening one closes the one before; the
 * returned function releases the claim when this lightbox closes.
 */
export function claimLightbox(close: () => void): () => void {
  const previous = closeOpen;
  closeOpen = close;
  if (previous && previous !== close) previous();
  return () => {
    if (closeOpen === close) closeOpen = null;
  };
}
