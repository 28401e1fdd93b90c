/**
 * Rollup plugin: writes into the entry chunk, for every block (a dynamic entry built from
 * src/elements/<name>.ts), the list of its chunk and all chunks it statically imports, so the
 * loader can request them together (src/runtime/net/chunk-preload.ts). It runs before minifying,
 * on file names that still hold rollup's hash placeholders, which rollup then fills in.
 *
 * It also writes `listFile` for the server renderer: the chunks the loader needs at start (its
 * static imports and the `startModules` it always imports) and each block's chunks, so a rendered
 * page can ask for them with `<link rel="modulepreload">` while it is still being parsed.
 */
const PLACEHOLDER = /\/\*\s*__SITESTACK_CHUNK_GRAPH__\s*\*\/\s*\{\s*\}/;
const ELEMENT_MODULE = /[\\/]src[\\/]elements[\\/]([a-z-]+)\.ts$/;

/** A block: an element module the loader imports on demand. */
const isBlockModule = (context, id) => (context.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

/**
 * `blocks`: each block's chunk and every chunk it imports, by tag. A chunk may hold several blocks
 * (a block family, rollup.config.mjs), so blocks are found by the element modules each chunk holds.
 * `skip`: chunks left out of the lists (the loader, and in the loader's copy the chunks it loads at
 * start anyway).
 */
function graphOf(chunks, isBlockModule, skip = new Set()) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName, seen = new Set()) => {
    if (seen.has(fileName) || skip.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const blocks = {};
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const match = ELEMENT_MODULE.exec(id);
      if (match && isBlockModule(id)) blocks[`ss-${match[1]}`] = [...closure(chunk.fileName)];
    }
  }
  return { blocks, closure, byFile };
}

/** The chunks the loader needs at start: its static imports and those holding `startModules`. */
function startChunks(chunks, entry, startModules) {
  const { closure, byFile } = graphOf(chunks, () => false, new Set([entry]));
  const start = new Set();
  for (const imported of byFile.get(entry)?.imports ?? []) closure(imported, start);
  for (const chunk of chunks) {
    const holdsStartModule = chunk.moduleIds.some((id) => startModules.some((module) => id.replaceAll('\\', '/').endsWith(module)));
    if (holdsStartModule) closure(chunk.fileName, start);
  }
  return start;
}

/**
 * The loader's copy, kept small (it counts against the loader's budget): by chunk, the blocks
 * (tag names without `ss-`, space-separated) that need it, with "" for a chunk every block
 * imports. A block's own chunk is listed too, after the chunks it imports: the loader requests it
 * with them, where its `import()` would ask for it only once React had run (one round trip more,
 * 0.6 s under Lighthouse's mobile network), for about 230 bytes of file names.
 */
function loaderGraph(blocks, byFile) {
  const importers = new Map();
  for (const [tag, files] of Object.entries(blocks)) {
    for (const file of files) importers.set(file, [...(importers.get(file) ?? []), tag.slice(3)]);
  }
  const count = Object.keys(blocks).length;
  return Object.fromEntries(
    importedFirst([...importers.keys()], byFile).map((file) => {
      const tags = importers.get(file);
      return [file, tags.length === count ? '' : tags.join(' ')];
    }),
  );
}

/**
 * `files` with each one after those of them it imports, directly or not (the loader runs a block's
 * chunks in this order, one task each: src/runtime/net/chunk-preload.ts). Chunks that import each
 * other keep their order; the browser runs them together whichever comes first.
 */
export function importedFirst(files, byFile) {
  const listed = new Set(files);
  const ordered = [];
  const placed = new Set();
  const visit = (file, path = new Set()) => {
    if (placed.has(file) || path.has(file)) return;
    path.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) if (listed.has(imported)) visit(imported, path);
    path.delete(file);
    placed.add(file);
    ordered.push(file);
  };
  for (const file of files) visit(file);
  return ordered;
}

export function chunkGraph({ entry = 'sitestack.js', startModules = [], listFile = 'ssr/chunks.json' } = {}) {
  return {
    name: 'chunk-graph',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry || !PLACEHOLDER.test(code)) return null;
      const chunks = Object.values(meta.chunks);
      // The loader requests its start chunks itself as the page starts: its copy leaves them out.
      const skip = new Set([chunk.fileName, ...startChunks(chunks, chunk.fileName, startModules)]);
      const { blocks, byFile } = graphOf(chunks, (id) => isBlockModule(this, id), skip);
      // An object literal in place of the marked empty one: the loader reads it as it is.
      return { code: code.replace(PLACEHOLDER, JSON.stringify(loaderGraph(blocks, byFile))), map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const { blocks, byFile } = graphOf(chunks, (id) => isBlockModule(this, id), new Set([entry]));
      const loader = byFile.get(entry);
      if (!loader) this.error(`chunk-graph: no entry chunk ${entry}`);
      if (loader.code.includes('__SITESTACK_CHUNK_GRAPH__')) this.error(`chunk-graph: the chunk graph was not written into ${entry}`);
      const start = startChunks(chunks, entry, startModules);
      this.emitFile({ type: 'asset', fileName: listFile, source: `${JSON.stringify({ loader: entry, start: [...start], blocks }, null, 2)}\n` });
    },
  };
}
