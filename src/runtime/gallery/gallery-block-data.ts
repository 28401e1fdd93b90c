import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';
import { parseBlockJson } from '../blocks/block-data.js';
import { GalleryProblem } from './gallery-problem.js';
import { parseFocalPoint, parseImageDimensions, type FocalPoint, type ImageDimensions } from '../media/image-config.js';
import { parseAspectRatio } from '../media/aspect-ratio.js';

/**
 * Gallery block data (spec 03 §3, §5) and slide attributes (spec 03 §3, spec 02 §3).
 */

/** Spec 03 §1-2: the designs; slideshow is "stacked" and slider is "strip" in the block data. */
export const GALLERY_DESIGNS = ['base', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list', 'slideshow', 'slider'] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

const DESIGN_ALIASES: Record<string, GalleryDesign> = {
  stacked: 'slideshow',
  strip: 'slider',
  'auto-grid': 'autogrid',
  'auto-columns': 'autocolumns',
  'auto-rows': 'autorows',
};

/** Spec 03 §5: an unknown design lookup fails with an error. */
export function resolveGalleryDesign(name: string): GalleryDesign {
  const key = name.trim().toLowerCase();
  const design = DESIGN_ALIASES[key] ?? (GALLERY_DESIGNS as readonly string[]).find((d) => d === key);
  if (!design) throw new GalleryProblem('unknownDesign', { name, designs: GALLERY_DESIGNS.join(', ') });
  return design as GalleryDesign;
}

/** Spec 03 §2: slideshow transitions. */
export const SLIDESHOW_TRANSITIONS = ['fade', 'kenburns', 'scroll', 'swipe', 'new-swipe'] as const;
export type SlideshowTransition = (typeof SLIDESHOW_TRANSITIONS)[number];

/** Spec 03 §5: an unknown stacked transition throws an error naming it. */
export function resolveSlideshowTransition(name: string): SlideshowTransition {
  const key = name.trim().toLowerCase().replace(/[\s_]/g, '-');
  const aliases: Record<string, SlideshowTransition> = { 'ken-burns': 'kenburns', newswipe: 'new-swipe' };
  const transition = aliases[key] ?? (SLIDESHOW_TRANSITIONS as readonly string[]).find((t) => t === key);
  if (!transition) throw new GalleryProblem('unknownTransition', { name });
  return transition as SlideshowTransition;
}

/** Spec 03 §3: active-alignment left, center or right maps to start, middle or end. */
export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;
export type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];
export function mapActiveAlignment(value: string | null | undefined): StripAlignment {
  const map: Record<string, StripAlignment> = { left: 'start', center: 'middle', right: 'end', start: 'start', middle: 'middle', end: 'end' };
  const alignment = map[(value ?? '').trim().toLowerCase()];
  // spec 03 §5: strip alignment must be start, middle or end
  if (!alignment) throw new GalleryProblem('stripAlignment', { value: String(value) });
  return alignment;
}

/** Why `value` is not a strip alignment (mapActiveAlignment's problem), or null when it is one. */
function alignmentProblem(value: unknown): GalleryProblem | null {
  try {
    mapActiveAlignment(typeof value === 'string' ? value : String(value));
    return null;
  } catch (problem) {
    return problem as GalleryProblem;
  }
}

export const META_POSITIONS = ['top', 'bottom', 'top-left', 'bottom-left', 'top-right', 'bottom-right', 'center'] as const;

/** A number given as number or numeric string (spec 03 §5: "strings are parsed"). */
const numeric = lazySchema(() => z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const number = typeof value === 'number' ? value : Number.parseFloat(value);
    if (!Number.isFinite(number)) {
      ctx.issues.push({ code: 'custom', message: 'expected a number', input: value });
      return z.NEVER;
    }
    return number;
  }),
));
const positiveNumeric = lazySchema(() => z.pipe(numeric, z.number().check(z.positive())));
const flag = lazySchema(() => z.union([z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'))]));

/**
 * Spec 03 §3 gallery block data, every field optional; unknown fields are ignored. Each field's
 * schema is built when a block's data first has that field: a block's data names a few of the
 * thirty, and building them all is most of the cost of reading it.
 */
const GALLERY_BLOCK_DATA_FIELDS = {
  design: () => z.optional(z.string()),
  transition: () => z.optional(z.string()),
  // A ratio (16:9, 16/9, 1.5), Auto, or blank; anything else is reported (spec 03 §3, §5).
  imageAspectRatio: () =>
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value, ctx) => {
          const unset = typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'auto');
          if (unset || parseAspectRatio(value) !== null) return value;
          ctx.issues.push({ code: 'custom', message: 'expected a ratio or Auto', input: value });
          return z.NEVER;
        }),
      ),
    ),
  slidesPerRow: () => z.optional(positiveNumeric),
  lightbox: () => z.optional(flag),
  mixedContent: () => z.optional(flag),
  /** Spec 03 §5: columnWidth for autocolumns must be a positive number (strings are parsed). */
  columnWidth: () => z.optional(positiveNumeric),
  gutter: () => z.optional(z.pipe(numeric, z.number().check(z.gte(0)))),
  listImageSize: () => z.optional(positiveNumeric),
  'thumbnails-per-row': () => z.optional(positiveNumeric),
  /** The lightbox design (spec 02 §5: an unknown one is an error listing the loaded designs). */
  lightboxTheme: () => z.optional(z.string()),
  'square-thumbs': () => z.optional(flag),
  'auto-crop': () => z.optional(flag),
  autoplay: () => z.optional(flag),
  'autoplay-duration': () => z.optional(positiveNumeric),
  // Whatever mapActiveAlignment maps (left, center, right, or start, middle, end).
  'active-alignment': () =>
    z.optional(
      z.pipe(
        z.string(),
        z.transform((value, ctx) => {
          if (alignmentProblem(value) === null) return value;
          ctx.issues.push({ code: 'custom', message: 'expected left, center or right', input: value });
          return z.NEVER;
        }),
      ),
    ),
  thumbnails: () => z.optional(flag),
  'thumbnail-strip-height': () => z.optional(positiveNumeric),
  'thumbnail-strip-margin': () => z.optional(z.pipe(numeric, z.number().check(z.gte(0)))),
  padding: () => z.optional(z.pipe(numeric, z.number().check(z.gte(0)))),
  vSize: () => z.optional(z.pipe(numeric, z.number().check(z.gte(0)))),
  'meta-position': () => z.optional(z.enum(META_POSITIONS)),
  loop: () => z.optional(flag),
  history: () => z.optional(flag),
  'active-slide-click': () => z.optional(z.enum(['next', 'previous', 'none'])),
  'stacked-click': () => z.optional(z.enum(['next', 'previous', 'split'])),
  /** New-swipe transition options, checked by new-swipe.ts (spec 03 §5). */
  boundaries: () => z.optional(z.unknown()),
  'snap-points': () => z.optional(z.unknown()),
};

type GalleryBlockDataFields = typeof GALLERY_BLOCK_DATA_FIELDS;
type FieldName = keyof GalleryBlockDataFields;
type GalleryBlockDataShape = { [K in FieldName]: ReturnType<GalleryBlockDataFields[K]> };
const FIELD_NAMES = Object.keys(GALLERY_BLOCK_DATA_FIELDS) as FieldName[];

const fieldSchemas = new Map<FieldName, z.ZodMiniType>();
const fieldSchema = (name: FieldName): z.ZodMiniType => {
  let schema = fieldSchemas.get(name);
  if (!schema) fieldSchemas.set(name, (schema = GALLERY_BLOCK_DATA_FIELDS[name]()));
  return schema;
};

/** The whole schema (every field built): for its type, and for code that wants all of it. */
export const galleryBlockDataSchema = lazySchema(() =>
  z.object(Object.fromEntries(FIELD_NAMES.map((name) => [name, fieldSchema(name)])) as GalleryBlockDataShape),
);

export type GalleryBlockData = z.infer<typeof galleryBlockDataSchema>;

export type BlockDataResult = { ok: true; data: GalleryBlockData } | { ok: false; data: GalleryBlockData; error: string; problem: GalleryProblem };

const subsetSchemas = new Map<string, z.ZodMiniType<GalleryBlockData>>();

/**
 * The schema of the fields `value` has, in the whole schema's order (so problems are listed as
 * the whole schema lists them). Every field is optional, so it gives the whole schema's result.
 */
function schemaFor(value: unknown): z.ZodMiniType<GalleryBlockData> {
  const given = value !== null && typeof value === 'object' && !Array.isArray(value) ? new Set(Object.keys(value)) : new Set<string>();
  const present = FIELD_NAMES.filter((name) => given.has(name));
  const key = present.join(' ');
  let schema = subsetSchemas.get(key);
  if (!schema) {
    schema = z.object(Object.fromEntries(present.map((name) => [name, fieldSchema(name)]))) as unknown as z.ZodMiniType<GalleryBlockData>;
    subsetSchemas.set(key, schema);
  }
  return schema;
}

function failure(problem: GalleryProblem, data: GalleryBlockData = {}): BlockDataResult {
  return { ok: false, data, error: problem.message, problem };
}

/**
 * Parses the block's JSON text (read by runtime/blocks/block-data.ts; blank text is no data).
 * Spec 03 §5: unparseable data logs an error (decoding or evaluating gallery block data); the
 * block then uses its defaults and shows the error.
 */
export function parseGalleryBlockData(text: string | null | undefined): BlockDataResult {
  const json = parseBlockJson(text);
  if (json.status === 'none') return { ok: true, data: {} };
  if (json.status === 'invalid') return failure(new GalleryProblem('dataDecodeError', { reason: json.message }, json.detail));
  const result = schemaFor(json.value).safeParse(json.value);
  if (result.success) return { ok: true, data: result.data };
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  // The fields that are fine still count: one bad setting does not cost the others.
  const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
  const value = json.value as Record<string, unknown>;
  const rest = bad.has('') ? {} : Object.fromEntries(Object.entries(value).filter(([name]) => !bad.has(name)));
  const kept = schemaFor(rest).safeParse(rest);
  const data = kept.success ? kept.data : {};
  // A bad strip alignment alone gets its own message (spec 03 §5), as mapActiveAlignment words it.
  const alignment = fields.length === 1 && fields[0] === 'active-alignment' ? alignmentProblem(value['active-alignment']) : null;
  if (alignment) return failure(alignment, data);
  return failure(new GalleryProblem('dataInvalid', { fields: fields.join(', ') }), data);
}

export { parseAspectRatio } from '../media/aspect-ratio.js';

/** One slide as read from its light-DOM `<figure>` (spec 03 §3, spec 02 §3). */
export interface GallerySlide {
  type: 'image' | 'video';
  slideId: string | null;
  slideUrl: string | null;
  clickThroughUrl: string | null;
  dimensions: ImageDimensions | null;
  focalPoint: FocalPoint | null;
  /** The image source: `data-src`, else `src`, of the slide's `<img>`. */
  src: string | null;
  alt: string;
  title: string;
  description: string;
  lightboxTheme: 'light' | 'dark' | null;
  /** A video slide's embed markup and provider (spec 02 §3 video embed attributes: data-html, data-provider-name). */
  videoHtml: string | null;
  videoProvider: string | null;
}

/** Reads a slide's attributes through `read` (the figure's, then its image's). */
export function readSlideAttributes(
  read: (name: string) => string | null,
  content: { src: string | null; alt: string; caption: string },
): GallerySlide {
  const type = read('data-type') === 'video' ? 'video' : 'image';
  const theme = read('data-lightbox-theme');
  return {
    type,
    slideId: read('data-slide-id'),
    slideUrl: read('data-slide-url'),
    clickThroughUrl: read('data-click-through-url'),
    dimensions: parseImageDimensions(read('data-image-dimensions')),
    focalPoint: parseFocalPoint(read('data-image-focal-point')),
    src: read('data-src') ?? content.src,
    alt: content.alt,
    title: read('data-title') ?? content.caption,
    description: read('data-description') ?? '',
    lightboxTheme: theme === 'light' || theme === 'dark' ? theme : null,
    videoHtml: type === 'video' ? read('data-html') : null,
    videoProvider: type === 'video' ? read('data-provider-name') : null,
  };
}
