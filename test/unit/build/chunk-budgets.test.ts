import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Every chunk of the build within its gzip budget (bench/budgets.json, measured as `npm run bench`
 * measures it: gzip level 9, a chunk by its name without the hash, the loader with its static
 * imports), so a change that grows a chunk past its line fails here, not only in the bench table.
 */
const dist = new URL('../../../dist/', import.meta.url);
const budgets = JSON.parse(readFileSync(new URL('../../../bench/budgets.json', import.meta.url), 'utf8')) as { otherChunk: number; chunks: Record<string, number> };
const built = existsSync(new URL('sitestack.js', dist));

const gzipSize = (file: string) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const chunkName = (file: string) => file.replace(/^chunks\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
const staticImports = (file: string) =>
  [...readFileSync(new URL(file, dist), 'utf8').matchAll(/(?:from|import)\s*"(\.[^"]+)"/g)].map((match) => new URL(match[1]!, new URL(file, dist)).href.slice(dist.href.length));

describe.skipIf(!built)('chunk budgets (bench/budgets.json)', () => {
  const chunks = built ? readdirSync(new URL('chunks/', dist)).filter((file) => file.endsWith('.js')).map((file) => `chunks/${file}`) : [];

  it('the loader with everything it imports statically is within its budget', () => {
    const closure = new Set(['sitestack.js']);
    for (const file of closure) for (const imported of staticImports(file)) closure.add(imported);
    const size = [...closure].reduce((sum, file) => sum + gzipSize(file), 0);
    expect(size, [...closure].join(', ')).toBeLessThanOrEqual(budgets.chunks.loader!);
  });

  it.each(chunks)('%s is within its budget', (file) => {
    const budget = budgets.chunks[chunkName(file)] ?? budgets.otherChunk;
    expect(gzipSize(file)).toBeLessThanOrEqual(budget);
  });

  it('the grouped chunks have budget lines of their own', () => {
    const names = new Set(chunks.map(chunkName));
    for (const grouped of ['page', 'shared', 'react', 'block-ui', 'owner-html', 'overlays', 'form']) {
      expect(names.has(grouped), `no ${grouped} chunk in the build`).toBe(true);
      expect(budgets.chunks[grouped], `no budget line for ${grouped}`).toBeTypeOf('number');
    }
  });
});
