/**
 * Index rules shared by every gallery design and the lightbox (spec 03 §4; spec 02 §4).
 */

/** Spec 03 §4: currentIndex is sanitised into range; negative values wrap. Non-numbers become 0. */
export function sanitizeGalleryIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** Clamps into range (the lightbox on mobile, where looping is off: spec 02 §4). */
export function clampGalleryIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

export type GalleryBoundary = 'end' | 'beginning';

export interface GalleryStep {
  /** The new current index (unchanged when a boundary was reached without looping). */
  index: number;
  /** Set when next at the end or previous at the start hit a boundary without loop. */
  reached: GalleryBoundary | null;
}

/**
 * Spec 03 §4: next at the end and previous at the start wrap if loop is on; otherwise the index
 * stays and a reachedEnd or reachedBeginning event fires. Also used for jumps (`delta` > 1).
 */
export function stepGalleryIndex(current: number, delta: number, count: number, loop: boolean): GalleryStep {
  if (count <= 0) return { index: 0, reached: null };
  const from = sanitizeGalleryIndex(current, count);
  const target = from + Math.trunc(delta);
  if (loop) return { index: sanitizeGalleryIndex(target, count), reached: null };
  if (target > count - 1) return { index: count - 1, reached: from === count - 1 ? 'end' : null };
  if (target < 0) return { index: 0, reached: from === 0 ? 'beginning' : null };
  return { index: target, reached: null };
}

/** Spec 03 §4: the index cannot change while the gallery or a linked gallery is in motion. */
export function canChangeGalleryIndex(inMotion: boolean, linkedInMotion: boolean = false): boolean {
  return !inMotion && !linkedInMotion;
}

/**
 * Whether the gallery stands at its first or last slide, where previous or next cannot move
 * (controls disabled, new-swipe boundaries hold). Spec 03 §4: with loop on, next and previous
 * always wrap, so a looping gallery has no ends, whatever its slide count; spec 02 §4: controls
 * are disabled at the ends only when looping is off. Without loop, a gallery of 0 or 1 slides
 * stands at both ends.
 */
export function galleryEnds(index: number, count: number, loop: boolean): { atStart: boolean; atEnd: boolean } {
  if (loop) return { atStart: false, atEnd: false };
  return { atStart: index <= 0, atEnd: index >= count - 1 };
}
