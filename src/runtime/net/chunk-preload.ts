/**
 * Each block's chunks, written into the loader by the build (scripts/chunk-graph-plugin.mjs
 * replaces the marked empty object): by chunk file, the blocks that need it (tag names without
 * `ss-`, space-separated; "" when every block does), each chunk after the chunks it imports, a
 * block's own chunk among them; unbuilt (tests, the dev server), empty. When a block is needed,
 * all of its chunks are requested at once with `<link rel="modulepreload">` instead of one after
 * the other as each import is found, so a block's code arrives in one round trip.
 */
import { nextTask } from '../dom/next-task.js';

const CHUNK_GRAPH: Record<string, string> = /* __SITESTACK_CHUNK_GRAPH__ */ {};

const preloaded = new Set<string>();

/** The chunks of `tag`'s block (its own and those it imports), as URLs relative to `base`, imported ones first. */
function chunksOf(tag: string, base: string): string[] {
  return Object.entries(CHUNK_GRAPH)
    .filter(([, blocks]) => !blocks || blocks.split(' ').includes(tag.slice(3)))
    .map(([file]) => new URL(file, base).href);
}

/** Asks the browser for every chunk of `tag`'s block, relative to `base` (the loader's URL). */
export function preloadBlockChunks(tag: string, base: string, doc: Document = document): void {
  for (const href of chunksOf(tag, base)) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Runs the chunks in `files` one task each, in order, then `last`. A module runs with everything
 * it imports in one task; React, the shared runtime and a block together take longer than a
 * frame on a phone (a long task: input waits, and a page counts as interactive only after it),
 * while each on its own fits. A chunk already run costs nothing here; a failure rejects, as the
 * block's own import would.
 */
export function runInTurns<T>(files: readonly string[], last: () => Promise<T>, importFile: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href), yieldTask: () => Promise<void> = nextTask): Promise<T> {
  return files.reduce<Promise<unknown>>((previous, href) => previous.then(() => importFile(href)).then(yieldTask), Promise.resolve()).then(last);
}

/** Runs `tag`'s chunks one task each (runInTurns), then imports the block through `importer` (run by then in a built bundle). */
export function importBlockInTurns<T>(tag: string, base: string, importer: () => Promise<T>): Promise<T> {
  return runInTurns(chunksOf(tag, base), importer);
}
