import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { PRODUCT_PRICE_MAX_CENTS } from '../../src/runtime/commerce/commerce-validation.js';
import { getProduct } from '../commerce/cart-service.js';
import { HttpError, parseWith } from '../http-errors.js';
import { createOwnerCheck } from '../owner-auth.js';
import { surrogateKeys } from '../pages/surrogate-keys.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The owner's edits to what the site's pages show (issue 49): a product's name and description,
 * a variant's price and stock, a content item's text. Each edit drops, at once, every drawn page
 * that read the data it changed (server/pages/page-invalidation.ts), here, in the other server
 * processes and at the edge cache, and no other page.
 *
 * PUT /api/owner/products/:productId { name?, description? } → { product }
 * PUT /api/owner/products/:productId/variants/:variantId { price?, onSale?, salePrice?, qtyInStock?, unlimited? } → { product }
 * PUT /api/owner/content/items/:itemId { title?, excerpt?, body?, tags? } → { item: { id, collectionId, title } }
 */
// (parseWith words each problem: "price must be at least 0", "name must not be empty".)
const idText = () => z.string().check(z.minLength(1), z.maxLength(64));
const cents = () => z.int().check(z.gte(0), z.lte(PRODUCT_PRICE_MAX_CENTS));

const productEdit = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  description: z.optional(z.string().check(z.maxLength(10_000))),
});
const variantEdit = z.strictObject({
  price: z.optional(cents()),
  onSale: z.optional(z.boolean()),
  salePrice: z.optional(cents()),
  qtyInStock: z.optional(z.int().check(z.gte(0), z.lte(1_000_000))),
  unlimited: z.optional(z.boolean()),
});
const itemEdit = z.strictObject({
  title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))),
  excerpt: z.optional(z.string().check(z.maxLength(2000))),
  body: z.optional(z.string().check(z.maxLength(200_000))),
  tags: z.optional(z.string().check(z.maxLength(1000))),
});

/** `SET a = $2, b = $3` for the given fields (column names from a fixed map, never from the request). */
function assignments(edit: Record<string, unknown>, columns: Record<string, string>, firstParam: number): { sql: string; values: unknown[] } {
  const fields = Object.keys(columns).filter((field) => edit[field] !== undefined);
  if (fields.length === 0) throw new HttpError(400, `Nothing to change: send at least one of ${Object.keys(columns).join(', ')}.`);
  return { sql: fields.map((field, i) => `${columns[field]} = $${firstParam + i}`).join(', '), values: fields.map((field) => edit[field]) };
}

export function registerOwnerSiteDataRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const requireOwner = createOwnerCheck(deps.ownerToken);
  const owner = { preHandler: requireOwner, config: { crumb: false } };

  api.put('/owner/products/:productId', owner, async (request) => {
    const { productId } = parseWith(z.object({ productId: idText() }), request.params, 'product id');
    const edit = parseWith(productEdit, request.body);
    const set = assignments(edit, { name: 'name', description: 'description' }, 2);
    const updated = await db.query(`UPDATE commerce_products SET ${set.sql} WHERE id = $1 RETURNING id`, [productId, ...set.values]);
    if (updated.rows.length === 0) throw new HttpError(404, `No product with the id "${productId}".`);
    await deps.pages.invalidate([surrogateKeys.product(productId), surrogateKeys.products]);
    return { product: await getProduct(db, productId) };
  });

  api.put('/owner/products/:productId/variants/:variantId', owner, async (request) => {
    const { productId, variantId } = parseWith(z.object({ productId: idText(), variantId: idText() }), request.params, 'variant');
    const edit = parseWith(variantEdit, request.body);
    const set = assignments(edit, { price: 'price_cents', onSale: 'on_sale', salePrice: 'sale_price_cents', qtyInStock: 'qty_in_stock', unlimited: 'unlimited' }, 3);
    const updated = await db.query(`UPDATE commerce_variants SET ${set.sql} WHERE product_id = $1 AND id = $2 RETURNING id`, [productId, variantId, ...set.values]);
    if (updated.rows.length === 0) throw new HttpError(404, `No variant "${variantId}" of a product "${productId}".`);
    await deps.pages.invalidate([surrogateKeys.product(productId), surrogateKeys.products]);
    return { product: await getProduct(db, productId) };
  });

  api.put('/owner/content/items/:itemId', owner, async (request) => {
    const { itemId } = parseWith(z.object({ itemId: idText() }), request.params, 'item id');
    const edit = parseWith(itemEdit, request.body);
    const set = assignments(edit, { title: 'title', excerpt: 'excerpt', body: 'body', tags: 'tags' }, 2);
    const updated = await db.query<{ id: string; collection_id: string | null; title: string }>(
      `UPDATE content_items SET ${set.sql} WHERE id = $1 RETURNING id, collection_id, title`,
      [itemId, ...set.values],
    );
    const item = updated.rows[0];
    if (!item) throw new HttpError(404, `No content item with the id "${itemId}".`);
    await deps.pages.invalidate([surrogateKeys.content, ...(item.collection_id ? [surrogateKeys.collection(item.collection_id)] : [])]);
    return { item: { id: item.id, collectionId: item.collection_id, title: item.title } };
  });
}
