import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildSchemasInTurns, lazySchema } from '../../../src/runtime/validation/lazy-schema.js';
import { shoppingCartSchema } from '../../../src/runtime/commerce/cart-schema.js';

describe('lazySchema: a schema built on first use', () => {
  it('builds nothing until used, then once, and parses as the schema itself', () => {
    let builds = 0;
    const item = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string(), quantity: z._default(z.int(), 1) });
    });
    expect(builds).toBe(0);
    expect(item.parse({ name: 'Tea' })).toEqual({ name: 'Tea', quantity: 1 });
    expect(item.safeParse({ name: 3 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('nests in other schemas, lazy or not, with their paths in issues', () => {
    const item = lazySchema(() => z.object({ name: z.string() }));
    const order = lazySchema(() => z.object({ items: z.array(item) }));
    const result = z.object({ order }).safeParse({ order: { items: [{ name: 'Tea' }, { name: 7 }] } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['order', 'items', 1, 'name']]);
    expect(z.object({ order }).parse({ order: { items: [] } })).toEqual({ order: { items: [] } });
  });

  it('keeps the spec defaults of the schemas built lazily (spec 02 §3 shopping cart)', () => {
    const cart = shoppingCartSchema.parse({});
    expect(cart.entries).toEqual([]);
    expect(cart.subtotalAmount).toEqual({ amount: 0, currencyCode: 'USD' });
  });
});

describe('buildSchemasInTurns: building lazy schemas one task each', () => {
  it('builds each schema in a turn of its own, in order, and yields once more after the last', async () => {
    const log: string[] = [];
    const inner = lazySchema(() => (log.push('build inner'), z.object({ name: z.string() })));
    const outer = lazySchema(() => (log.push('build outer'), z.object({ inner })));
    let turn = 0;
    await buildSchemasInTurns([inner, outer], async () => void log.push(`yield ${++turn}`));
    expect(log).toEqual(['yield 1', 'build inner', 'yield 2', 'build outer', 'yield 3']);
    // built: parsing builds nothing more
    expect(outer.parse({ inner: { name: 'Tea' } })).toEqual({ inner: { name: 'Tea' } });
    expect(log).toHaveLength(5);
  });

  it('builds nothing in the caller\'s turn', () => {
    let built = false;
    const schema = lazySchema(() => ((built = true), z.string()));
    void buildSchemasInTurns([schema], () => new Promise(() => undefined));
    expect(built).toBe(false);
  });
});
