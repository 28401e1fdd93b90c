import { readBlockJsonText } from '../../runtime/blocks/block-data.js';
import { productSchema, type Product } from '../../runtime/commerce/product-schema.js';
import { parseWellFormedJson } from '../../runtime/text/well-formed-json.js';

export type ProductSource = { kind: 'inline'; product: Product } | { kind: 'invalid'; message: string } | { kind: 'none' };

/**
 * Reads the product JSON of the block (its `data-block-json` attribute, else a
 * `<script type="application/json">` child: the one block-data reader), validated with zod.
 */
export function readInlineProduct(host: HTMLElement): ProductSource {
  const text = readBlockJsonText(host);
  if (text === null) return { kind: 'none' };
  let json: unknown;
  try {
    json = parseWellFormedJson(text);
  } catch (error) {
    return { kind: 'invalid', message: `<${host.localName}>: the product JSON is not valid JSON (${(error as Error).message}).` };
  }
  const parsed = productSchema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.map(String).join('.') || '(root)'))].join(', ');
    return { kind: 'invalid', message: `<${host.localName}>: the product JSON is invalid at ${fields}.` };
  }
  return { kind: 'inline', product: parsed.data };
}
