import {
  AUTOROWS_GUTTER,
  AUTOROWS_ROW_HEIGHT,
  CAROUSEL_SLIDES_PER_ROW,
} from './gallery-constants.js';

/**
 * Layout rules of the gallery designs (spec 03 §4, §9) that CSS alone cannot say.
 */

/** Spec 03 §9 carousel: 2 per row under 480 px, 3 under 724 px, else the configured number. */
export function carouselSlidesPerRow(containerWidth: number, configured: number = CAROUSEL_SLIDES_PER_ROW): number {
  if (containerWidth > 0 && containerWidth < 480) return 2;
  if (containerWidth > 0 && containerWidth < 724) return 3;
  return Math.max(1, Math.trunc(configured) || CAROUSEL_SLIDES_PER_ROW);
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

export interface JustifiedItem {
  index: number;
  width: number;
  height: number;
}

/**
 * Autorows (justified rows, spec 03 §9 row height 250, gutter 20): items are added to a row at
 * the target height until the row is wider than the container, then the row is scaled to fit
 * exactly. The last row keeps the target height. Returns one list per row.
 */
export function justifiedRows(
  aspectRatios: readonly number[],
  containerWidth: number,
  rowHeight: number = AUTOROWS_ROW_HEIGHT,
  gutter: number = AUTOROWS_GUTTER,
): JustifiedItem[][] {
  const rows: JustifiedItem[][] = [];
  if (containerWidth <= 0) return rows;
  let current: number[] = [];
  let widthAtTarget = 0;
  const flush = (fit: boolean) => {
    if (current.length === 0) return;
    const gaps = gutter * (current.length - 1);
    const scale = fit ? (containerWidth - gaps) / widthAtTarget : 1;
    const height = rowHeight * scale;
    rows.push(current.map((index) => ({ index, width: safeRatio(aspectRatios[index]) * height, height })));
    current = [];
    widthAtTarget = 0;
  };
  aspectRatios.forEach((_, index) => {
    current.push(index);
    widthAtTarget += safeRatio(aspectRatios[index]) * rowHeight;
    if (widthAtTarget + gutter * (current.length - 1) >= containerWidth) flush(true);
  });
  flush(false);
  return rows;
}

function safeRatio(ratio: number | undefined): number {
  return typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

/**
 * Autocolumns (masonry) column count: as many columns of `columnWidth` as fit, at least one
 * (spec 03 §9 behaviour "min": columns are never narrower than the width).
 */
export function autoColumnCount(containerWidth: number, columnWidth: number, gutter: number): number {
  if (!(columnWidth > 0)) return 1;
  return Math.max(1, Math.floor((containerWidth + gutter) / (columnWidth + gutter)));
}

/** Masonry placement: each item goes to the shortest column so far. Returns column per item. */
export function masonryColumns(heights: readonly number[], columns: number): number[] {
  const totals = new Array<number>(Math.max(1, columns)).fill(0);
  return heights.map((height) => {
    let shortest = 0;
    for (let c = 1; c < totals.length; c++) if (totals[c]! < totals[shortest]!) shortest = c;
    totals[shortest]! += Number.isFinite(height) && height > 0 ? height : 0;
    return shortest;
  });
}
