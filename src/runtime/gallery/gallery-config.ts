import { autoplayTimeoutMs } from './autoplay.js';
import { resolveLightboxDesign, type LightboxDesign } from '../lightbox/lightbox-initialisation.js';
import {
  mapActiveAlignment,
  parseAspectRatio,
  parseGalleryBlockData,
  resolveGalleryDesign,
  resolveSlideshowTransition,
  type GalleryDesign,
  type SlideshowTransition,
  type StripAlignment,
} from './gallery-block-data.js';
import { GalleryProblem } from './gallery-problem.js';
import { listImageSizePercent, stripSlideSpacing } from './gallery-display.js';
import type { ActiveSlideClick, StackedClick } from './gallery-interaction.js';
import { DEFAULT_NEW_SWIPE_BOUNDARIES, DEFAULT_NEW_SWIPE_SNAP_POINTS, parseNewSwipeBoundaries, parseNewSwipeSnapPoints, type NewSwipeBoundaries } from './new-swipe.js';
import {
  AUTO_COLUMN_GUTTER,
  AUTO_COLUMN_WIDTH,
  AUTOROWS_ROW_HEIGHT,
  CAROUSEL_SLIDES_PER_ROW,
  GRID_PADDING,
  GRID_SLIDES_PER_ROW,
} from './gallery-constants.js';

/** What the element's attributes say; each overrides the block data when set. */
export interface GalleryAttributeInput {
  design: string;
  transition: string;
  autoplay: boolean;
  loop: boolean;
  lightbox: boolean;
  thumbnails: boolean;
  history: boolean;
  blockJson: string;
}

/** Everything a gallery needs, resolved from attributes and block data with the spec's defaults. */
export interface GalleryConfig {
  design: GalleryDesign;
  transition: SlideshowTransition;
  loop: boolean;
  lightbox: boolean;
  lightboxTheme: LightboxDesign;
  autoplay: boolean;
  autoplayTimeoutMs: number;
  thumbnails: boolean;
  history: boolean;
  aspectRatio: number | null;
  slidesPerRow: number;
  columnWidth: number;
  gutter: number;
  rowHeight: number;
  padding: number;
  alignment: StripAlignment;
  activeSlideClick: ActiveSlideClick;
  stackedClick: StackedClick;
  metaPosition: string;
  /** Block data `thumbnail-strip-height` / `-margin` in px; null uses the stylesheet's. */
  thumbnailStripHeight: number | null;
  thumbnailStripMargin: number | null;
  /** Block data `auto-crop` (default on): images fill fixed-shape cells; off, they fit inside. */
  autoCrop: boolean;
  /** Block data `square-thumbs` (default on): square thumbnails; off, each follows its slide's shape. */
  squareThumbs: boolean;
  /** Block data `listImageSize`: the list design's image width in % of the row; null full width. */
  listImageSize: number | null;
  /** Block data `vSize`: px between the strip's slides (spec 03 §9 default 10). */
  stripSpacing: number;
  /** Block data `mixedContent` (default on): false shows video slides as still images. */
  mixedContent: boolean;
  /** New-swipe transition: boundaries at the first and last slide, and snap points (spec 03 §5). */
  newSwipeBoundaries: NewSwipeBoundaries;
  newSwipeSnapPoints: number[];
}

export interface GalleryConfigResult {
  config: GalleryConfig;
  /** Problems to log once, in en-US (spec 03 §5); the gallery still renders with defaults. */
  errors: string[];
  /** The same problems, to show in the block in the site's language. */
  problems: GalleryProblem[];
}

/**
 * Resolves a gallery's configuration. Block data comes from `data-block-json` or a child
 * `<script type="application/json">` (spec 03 §3). An unknown design or transition, or bad
 * block data, is reported and replaced by the default (base design, fade).
 */
export function resolveGalleryConfig(input: GalleryAttributeInput): GalleryConfigResult {
  const errors: string[] = [];
  const problems: GalleryProblem[] = [];
  const report = (error: unknown) => {
    const problem = error instanceof GalleryProblem ? error : new GalleryProblem('error', { message: String((error as Error)?.message ?? error) });
    problems.push(problem);
    errors.push(problem.message);
  };
  const parsed = parseGalleryBlockData(input.blockJson);
  if (!parsed.ok) report(parsed.problem);
  const data = parsed.data;

  let design: GalleryDesign = 'base';
  const designName = input.design || data.design || '';
  if (designName) {
    try {
      design = resolveGalleryDesign(designName);
    } catch (error) {
      report(error);
    }
  }
  let transition: SlideshowTransition = 'fade';
  const transitionName = input.transition || data.transition || '';
  if (transitionName) {
    try {
      transition = resolveSlideshowTransition(transitionName);
    } catch (error) {
      report(error);
    }
  }
  let newSwipeBoundaries: NewSwipeBoundaries = { ...DEFAULT_NEW_SWIPE_BOUNDARIES };
  let newSwipeSnapPoints = [...DEFAULT_NEW_SWIPE_SNAP_POINTS];
  try {
    newSwipeBoundaries = parseNewSwipeBoundaries(data.boundaries);
  } catch (error) {
    report(error);
  }
  try {
    newSwipeSnapPoints = parseNewSwipeSnapPoints(data['snap-points']);
  } catch (error) {
    report(error);
  }
  let lightboxTheme: LightboxDesign = 'dark';
  if (data.lightboxTheme) {
    try {
      lightboxTheme = resolveLightboxDesign(data.lightboxTheme);
    } catch (error) {
      report(error);
    }
  }
  const perRowDefault = design === 'grid' ? GRID_SLIDES_PER_ROW : CAROUSEL_SLIDES_PER_ROW;
  return {
    errors,
    problems,
    config: {
      design,
      transition,
      loop: input.loop || data.loop === true,
      lightbox: input.lightbox || data.lightbox === true,
      lightboxTheme,
      autoplay: input.autoplay || data.autoplay === true,
      autoplayTimeoutMs: autoplayTimeoutMs(data['autoplay-duration']),
      thumbnails: input.thumbnails || data.thumbnails === true,
      history: input.history || data.history === true,
      aspectRatio: parseAspectRatio(data.imageAspectRatio ?? null),
      slidesPerRow: Math.max(1, Math.round(data.slidesPerRow ?? data['thumbnails-per-row'] ?? perRowDefault)),
      columnWidth: data.columnWidth ?? AUTO_COLUMN_WIDTH,
      gutter: data.gutter ?? (design === 'autorows' ? 20 : AUTO_COLUMN_GUTTER),
      rowHeight: AUTOROWS_ROW_HEIGHT,
      padding: data.padding ?? GRID_PADDING,
      alignment: data['active-alignment'] ? mapActiveAlignment(data['active-alignment']) : 'middle',
      activeSlideClick: data['active-slide-click'] ?? 'next',
      stackedClick: data['stacked-click'] ?? 'next',
      metaPosition: data['meta-position'] ?? 'bottom',
      thumbnailStripHeight: data['thumbnail-strip-height'] ?? null,
      thumbnailStripMargin: data['thumbnail-strip-margin'] ?? null,
      autoCrop: data['auto-crop'] !== false,
      squareThumbs: data['square-thumbs'] !== false,
      listImageSize: listImageSizePercent(data.listImageSize),
      stripSpacing: stripSlideSpacing(data.vSize),
      mixedContent: data.mixedContent !== false,
      newSwipeBoundaries,
      newSwipeSnapPoints,
    },
  };
}
