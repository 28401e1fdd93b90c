/**
 * The chunks that blocks' chunks import, written into the loader by the build
 * (scripts/chunk-graph-plugin.mjs replaces the marked empty object): by chunk file, the blocks
 * that import it (tag names without `ss-`, space-separated; "" when every block does); unbuilt
 * (tests, the dev server), empty. When a block is needed, all of its chunks are requested at once
 * with `<link rel="modulepreload">` (its own chunk by its `import()`) instead of one after the
 * other as each import is found, so a block's code arrives in one round trip.
 */
const CHUNK_GRAPH: Record<string, string> = /* __SITESTACK_CHUNK_GRAPH__ */ {};

const preloaded = new Set<string>();

/** Asks the browser for every chunk `tag`'s block imports, relative to `base` (the loader's URL). */
export function preloadBlockChunks(tag: string, base: string, doc: Document = document): void {
  for (const [file, blocks] of Object.entries(CHUNK_GRAPH)) {
    if (blocks && !blocks.split(' ').includes(tag.slice(3))) continue;
    const href = new URL(file, base).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}
