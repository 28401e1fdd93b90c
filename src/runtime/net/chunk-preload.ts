/**
 * The chunks that blocks' chunks import, written into the loader by the build
 * (scripts/chunk-graph-plugin.mjs): by chunk file, the blocks that import it (tag names without
 * `ss-`, space-separated; "" when every block does). When a block is needed, all of its chunks are
 * requested at once with `<link rel="modulepreload">` (its own chunk by its `import()`) instead of
 * one after the other as each import is found, so a block's code arrives in one round trip.
 */
const CHUNK_GRAPH_TEXT: string = '__SITESTACK_CHUNK_GRAPH__';

let graph: Record<string, string> | null | undefined;

function chunkGraph(): Record<string, string> | null {
  if (graph !== undefined) return graph;
  try {
    // Unbuilt (tests, the dev server): nothing to preload.
    graph = CHUNK_GRAPH_TEXT.startsWith('{') ? (JSON.parse(CHUNK_GRAPH_TEXT) as Record<string, string>) : null;
  } catch {
    graph = null;
  }
  return graph;
}

const preloaded = new Set<string>();

/** Asks the browser for every chunk `tag`'s block imports, relative to `base` (the loader's URL). */
export function preloadBlockChunks(tag: string, base: string, doc: Document = document): void {
  const graph = chunkGraph();
  if (!graph) return;
  for (const [file, blocks] of Object.entries(graph)) {
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
