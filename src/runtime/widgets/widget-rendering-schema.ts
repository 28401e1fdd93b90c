import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';

/** POST /api/widget/GetWidgetRendering, spec 01 §7. */

/** The form-encoded body: one field, widgetJSON. */
export const widgetRenderingBodySchema = lazySchema(() => z.strictObject({
  widgetJSON: z.string().check(z.minLength(2), z.maxLength(100_000)),
  crumb: z.optional(z.string().check(z.maxLength(200))),
}));

/**
 * The parsed widgetJSON: type, id (block id without the `block-` prefix), value (block data);
 * summary blocks on event collections also send collectionId.
 */
export const widgetJsonSchema = lazySchema(() => z.strictObject({
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  id: z.string().check(z.regex(/^(?!block-)[\w-]{1,100}$/, 'id must be the block id without the block- prefix')),
  value: z.record(z.string(), z.unknown()),
  collectionId: z.optional(z.string().check(z.maxLength(100))),
}));

export type WidgetJson = z.infer<typeof widgetJsonSchema>;

/** Strips the `block-` prefix from a block element id, as the call expects. */
export function widgetIdFromBlockId(blockId: string): string {
  return blockId.replace(/^block-/, '');
}
