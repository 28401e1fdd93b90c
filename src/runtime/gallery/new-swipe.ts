import { GalleryProblem } from './gallery-problem.js';
import { dragAxis, isFastSwipe } from './gallery-interaction.js';

/**
 * The new-swipe slideshow transition (spec 03 §2, §4 swipe, §5): the slide follows the finger;
 * at the first and last slide (without loop) a boundary decides how far it may be pulled, and the
 * snap points decide how far a slow drag must go to move one slide.
 */

/** Spec 03 §5: new-swipe boundaries must each be none, hard or inertial. */
export const NEW_SWIPE_BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type NewSwipeBoundary = (typeof NEW_SWIPE_BOUNDARIES)[number];

export interface NewSwipeBoundaries {
  /** Pulling the first slide towards the right (nothing before it). */
  start: NewSwipeBoundary;
  /** Pulling the last slide towards the left (nothing after it). */
  end: NewSwipeBoundary;
}

export const DEFAULT_NEW_SWIPE_BOUNDARIES: Readonly<NewSwipeBoundaries> = Object.freeze({ start: 'inertial', end: 'inertial' });
/** An inertial boundary lets the slide follow a third of the pull. */
export const INERTIAL_BOUNDARY_FACTOR = 1 / 3;
/** Default snap point: a slow drag past half the slide moves one slide. */
export const DEFAULT_NEW_SWIPE_SNAP_POINTS: readonly number[] = Object.freeze([0.5]);

const isBoundary = (value: unknown): value is NewSwipeBoundary => typeof value === 'string' && (NEW_SWIPE_BOUNDARIES as readonly string[]).includes(value);

/**
 * Block data `boundaries`: one value for both ends ("hard"), two separated by a space or comma
 * ("hard inertial"), or an array of two. Spec 03 §5: throws naming the bad value otherwise.
 */
export function parseNewSwipeBoundaries(value: unknown): NewSwipeBoundaries {
  if (value === undefined || value === null) return { ...DEFAULT_NEW_SWIPE_BOUNDARIES };
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.trim().split(/[\s,]+/) : [value];
  const [start, end = start] = parts.map((part) => (typeof part === 'string' ? part.trim().toLowerCase() : part));
  if (parts.length < 1 || parts.length > 2 || !isBoundary(start) || !isBoundary(end)) {
    throw new GalleryProblem('newSwipeBoundaries', { value: JSON.stringify(value) ?? String(value) });
  }
  return { start, end };
}

/**
 * Block data `snap-points`: "none", or percentages of the slide width ("30%", "30% 60%" or an
 * array). Spec 03 §5: throws unless each ends in % (or the whole is none). Returns fractions in
 * ascending order, or an empty list for none (only fast swipes move).
 */
export function parseNewSwipeSnapPoints(value: unknown): number[] {
  if (value === undefined || value === null) return [...DEFAULT_NEW_SWIPE_SNAP_POINTS];
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.trim().split(/[\s,]+/) : [value];
  if (parts.length === 1 && typeof parts[0] === 'string' && parts[0].trim().toLowerCase() === 'none') return [];
  const fractions = parts.map((part) => {
    const match = typeof part === 'string' ? /^(\d+(?:\.\d+)?)%$/.exec(part.trim()) : null;
    const percent = match ? Number(match[1]) : Number.NaN;
    if (!(percent > 0 && percent <= 100)) throw new GalleryProblem('newSwipeSnapPoints', { value: JSON.stringify(value) ?? String(value) });
    return percent / 100;
  });
  return fractions.sort((a, b) => a - b);
}

/**
 * How far the slide follows a horizontal drag of `dx` px: freely between slides; at an end with
 * nothing beyond (no loop), a hard boundary holds it still, an inertial one lets it follow a
 * third of the pull, none lets it follow.
 */
export function newSwipeDragOffset(dx: number, ends: { atStart: boolean; atEnd: boolean }, boundaries: NewSwipeBoundaries): number {
  const pastEdge = (dx > 0 && ends.atStart) || (dx < 0 && ends.atEnd);
  if (!pastEdge) return dx;
  const boundary = dx > 0 ? boundaries.start : boundaries.end;
  if (boundary === 'hard') return 0;
  if (boundary === 'inertial') return dx * INERTIAL_BOUNDARY_FACTOR;
  return dx;
}

/**
 * The step a released drag makes: a fast swipe (50 px within 250 ms on a mobile viewport, spec 03
 * §9) moves one slide; another moves when it passed the first snap point (a fraction of the slide width).
 * -1 previous, 1 next, 0 stay.
 */
export function newSwipeReleaseStep(dx: number, dy: number, durationMs: number, slideWidth: number, snapPoints: readonly number[], mobileViewport: boolean): -1 | 0 | 1 {
  if (dragAxis(dx, dy) !== 'x') return 0;
  const fast = isFastSwipe(dx, durationMs, mobileViewport);
  const first = snapPoints.length ? Math.min(...snapPoints) : null;
  const far = first !== null && slideWidth > 0 && Math.abs(dx) >= slideWidth * first;
  if (!fast && !far) return 0;
  return dx < 0 ? 1 : -1;
}
