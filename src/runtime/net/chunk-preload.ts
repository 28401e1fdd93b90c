/**
 * Each block's chunk and every chunk it imports, written into the loader by the build
 * (scripts/chunk-graph-plugin.mjs). When a block is needed, all of its chunks are requested at
 * once with `<link rel="modulepreload">` instead of one after the other as each import is found,
 * so a block's code arrives in one round trip.
 */
const CHUNK_GRAPH_TEXT: string = '__SITESTACK_CHUNK_GRAPH__';

let graph: Record<string, readonly string[]> | null | undefined;

function chunkGraph(): Record<string, readonly string[]> | null {
  if (graph !== undefined) return graph;
  try {
    // Unbuilt (tests, the dev server): nothing to preload.
    graph = CHUNK_GRAPH_TEXT.startsWith('{') ? (JSON.parse(CHUNK_GRAPH_TEXT) as Record<string, readonly string[]>) : null;
  } catch {
    graph = null;
  }
  return graph;
}

const preloaded = new Set<string>();

/** Asks the browser for every chunk of `tag`'s block, relative to `base` (the loader's URL). */
export function preloadBlockChunks(tag: string, base: string, doc: Document = document): void {
  const files = chunkGraph()?.[tag];
  if (!files) return;
  for (const file of files) {
    const href = new URL(file, base).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}
