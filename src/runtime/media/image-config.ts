import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';

/**
 * The image loading configuration, spec 01 §3, and the parsers of the `data-*` values it is
 * built from (spec 03 §3 slide attributes, spec 02 §3 gallery item attributes).
 */

export interface ImageDimensions {
  width: number;
  height: number;
}

export interface FocalPoint {
  /** 0 (left) to 1 (right). */
  x: number;
  /** 0 (top) to 1 (bottom). */
  y: number;
}

/** Spec 01 §3: focal point default 0.5, 0.5. */
export const DEFAULT_FOCAL_POINT: Readonly<FocalPoint> = Object.freeze({ x: 0.5, y: 0.5 });

/** Spec 01 §5: the loader mode must be fit, fill, none or null. */
export const IMAGE_LOAD_MODES = ['fit', 'fill', 'none'] as const;
export type ImageLoadMode = (typeof IMAGE_LOAD_MODES)[number] | null;
export const INVALID_IMAGE_MODE_MESSAGE = 'Image loader mode must be fit, fill, none or null.';

export const IMAGE_CROP_MODES = ['cover', 'contain', 'none'] as const;
export type ImageCropMode = (typeof IMAGE_CROP_MODES)[number];

export const FIT_ALIGNMENTS = ['top', 'left', 'center', 'right', 'bottom'] as const;
export type FitAlignment = (typeof FIT_ALIGNMENTS)[number];
/** Spec 01 §8: a content-fit image without alignment is centred, with this error. */
export const MISSING_FIT_ALIGNMENT_MESSAGE = 'Missing alignment for content-fit image';

/** `data-image-dimensions="1600x1200"` (spec 03 §3); null when not two positive integers. */
export function parseImageDimensions(text: string | null | undefined): ImageDimensions | null {
  const match = /^\s*(\d{1,6})\s*x\s*(\d{1,6})\s*$/i.exec(text ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** `data-image-focal-point="0.3,0.6"` (spec 03 §3): two fractions from 0 to 1; null otherwise. */
export function parseFocalPoint(text: string | null | undefined): FocalPoint | null {
  const parts = (text ?? '').split(',');
  if (parts.length !== 2) return null;
  const [x, y] = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part.trim()))) as [number, number];
  if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || x > 1 || y < 0 || y > 1) return null;
  return { x, y };
}

/** Parses a loader mode; throws {@link INVALID_IMAGE_MODE_MESSAGE} for anything else. */
export function parseImageLoadMode(value: unknown): ImageLoadMode {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && (IMAGE_LOAD_MODES as readonly string[]).includes(value)) return value as ImageLoadMode;
  throw new Error(INVALID_IMAGE_MODE_MESSAGE);
}

const dimensionsSchema = lazySchema(() => z.object({ width: z.number().check(z.positive()), height: z.number().check(z.positive()) }));
const focalPointSchema = lazySchema(() => z.object({ x: z.number().check(z.gte(0), z.lte(1)), y: z.number().check(z.gte(0), z.lte(1)) }));

/** Spec 01 §3 image loading configuration. Every field is optional. */
export const imageLoadConfigSchema = lazySchema(() => z.object({
  dimensions: z.optional(z.nullable(dimensionsSchema)),
  fixedRatio: z.optional(z.boolean()),
  focalPoint: z.optional(z.nullable(focalPointSchema)),
  mode: z.optional(z.nullable(z.enum(IMAGE_LOAD_MODES))),
  forceImageUpdate: z.optional(z.boolean()),
  cropMode: z.optional(z.enum(IMAGE_CROP_MODES)),
  sizeAdjustment: z.optional(z.number().check(z.positive())),
  sizeFormat: z.optional(z.enum(['queryString', 'filename'])),
  source: z.optional(z.nullable(z.string())),
  stretch: z.optional(z.boolean()),
  useBgImage: z.optional(z.boolean()),
  useAdvancedPositioning: z.optional(z.boolean()),
  allowSaveData: z.optional(z.boolean()),
  dprMax: z.optional(z.nullable(z.number().check(z.positive()))),
  dprMin: z.optional(z.nullable(z.number().check(z.positive()))),
  fitAlignment: z.optional(z.nullable(z.enum(FIT_ALIGNMENTS))),
  /**
   * When the image's box has no size yet (not laid out), wait for it: up to 100 tries 10 ms
   * apart (spec 02 §9 "image loader wait for host"), then load for whatever size it has.
   */
  waitForHost: z.optional(z.boolean()),
  /** Load even when this image is already loading (spec 01 §4 "unless concurrent loads are allowed"). */
  allowConcurrentLoads: z.optional(z.boolean()),
}));

export type ImageLoadConfig = z.infer<typeof imageLoadConfigSchema>;
