import type { StripAlignment } from './gallery-block-data.js';
import { SLIDER_ASPECT_PERCENT } from './gallery-constants.js';

/**
 * Where the slider (strip) sits (spec 03 §3 active alignment, spec 03 §9 strip alignment middle
 * and slider aspect ratio 50). The stage is SLIDER_ASPECT_PERCENT % of its width high and each
 * slide is as wide as its ratio times that height, so every length here is in percent of the
 * stage's width (CSS `cqw`), plus a number of gaps between slides.
 */

/** The strip's height in percent of its width (spec 03 §9: default slider aspect ratio 50). */
export const STRIP_HEIGHT_PERCENT = SLIDER_ASPECT_PERCENT;

/** A slide's width in percent of the stage width, from its width / height ratio. */
export function stripSlideWidthPercent(ratio: number): number {
  return ratio * STRIP_HEIGHT_PERCENT;
}

export interface StripOffset {
  /** The shift of the strip in percent of the stage width (negative: to the left). */
  percent: number;
  /** Gaps between slides to shift by as well (always to the left). */
  gaps: number;
}

/**
 * The shift that places the current slide at the start, middle or end of the stage. `ratios` are
 * the slides' width / height ratios, in order.
 */
export function stripOffset(ratios: readonly number[], index: number, alignment: StripAlignment): StripOffset {
  const current = Math.max(0, Math.min(index, ratios.length - 1));
  let before = 0;
  for (let i = 0; i < current; i++) before += stripSlideWidthPercent(ratios[i]!);
  const own = ratios.length ? stripSlideWidthPercent(ratios[current]!) : 0;
  const anchor = alignment === 'start' ? 0 : alignment === 'end' ? 100 : 50;
  const ownShare = alignment === 'start' ? 0 : alignment === 'end' ? own : own / 2;
  return { percent: anchor - before - ownShare, gaps: current };
}
