import { CAROUSEL_SLIDES_PER_ROW } from './gallery-constants.js';
import type { GalleryStep } from './gallery-index.js';

/**
 * Layout rules of the gallery designs (spec 03 §4, §9) that CSS alone cannot say. Autorows
 * (justified rows: cells grow in proportion to their aspect ratio from a 250 px row) and
 * autocolumns (CSS columns of 250 px) are laid out by src/styles/gallery.css.
 */

/**
 * Spec 03 §9 carousel: slides per row below a container width, narrowest first. The stylesheet
 * says the same with container queries (src/styles/gallery.css), so a server's picture, which
 * knows no width, is already right; test/unit/gallery/gallery-rules.test.ts holds the two together.
 */
export const CAROUSEL_BREAKPOINTS: readonly { readonly below: number; readonly perRow: number }[] = [
  { below: 480, perRow: 2 },
  { below: 724, perRow: 3 },
];

/** Spec 03 §9 carousel: 2 per row under 480 px, 3 under 724 px, else the configured number. */
export function carouselSlidesPerRow(containerWidth: number, configured: number = CAROUSEL_SLIDES_PER_ROW): number {
  const narrow = containerWidth > 0 ? CAROUSEL_BREAKPOINTS.find((breakpoint) => containerWidth < breakpoint.below) : undefined;
  return narrow ? narrow.perRow : Math.max(1, Math.trunc(configured) || CAROUSEL_SLIDES_PER_ROW);
}

export interface CarouselControls {
  groupCount: number;
  /** Spec 03 §4: previous is disabled on the first group, next on the last. */
  previousDisabled: boolean;
  nextDisabled: boolean;
  /** Spec 03 §4: controls are hidden if total slides is at most slides per row. */
  hidden: boolean;
}

export function carouselControls(group: number, total: number, perRow: number): CarouselControls {
  const groupCount = Math.max(1, Math.ceil(total / Math.max(1, perRow)));
  return {
    groupCount,
    previousDisabled: group <= 0,
    nextDisabled: group >= groupCount - 1,
    hidden: total <= perRow,
  };
}

/** The carousel group holding a slide. */
export function carouselGroupOf(index: number, perRow: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, perRow));
}

/**
 * Spec 03 §4 carousel: previous and next move a whole group; on the first and last group they stop
 * and report the boundary (as the gallery's reachedBeginning and reachedEnd). The new index is the
 * first slide of the target group.
 */
export function stepCarouselGroup(index: number, delta: number, count: number, perRow: number): GalleryStep {
  const group = carouselGroupOf(index, perRow);
  const target = group + Math.trunc(delta);
  const { groupCount } = carouselControls(group, count, perRow);
  if (target >= groupCount) return { index, reached: 'end' };
  if (target < 0) return { index, reached: 'beginning' };
  return { index: target * Math.max(1, perRow), reached: null };
}

/**
 * Spec 03 §4: autoplay advances every timeout, and a carousel's slides are grouped, so a carousel's
 * autoplay moves one whole group, as its next control does (stepCarouselGroup): every timeout
 * changes the picture. Past the last group it starts again at the first, as autoplay does in every
 * design (next, on the last group, is disabled instead).
 */
export function carouselAutoplayIndex(index: number, count: number, perRow: number): number {
  const step = stepCarouselGroup(index, 1, count, perRow);
  return step.reached === 'end' ? 0 : step.index;
}
