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
const PLACEHOLDER = /(["'`])__SITESTACK_CHUNK_GRAPH__\1/;
const ELEMENT_MODULE = /[\\/]src[\\/]elements[\\/]([a-z-]+)\.ts$/;

function graphOf(chunks, entry) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName, seen = new Set()) => {
    if (seen.has(fileName) || fileName === entry) return seen;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const blocks = {};
  for (const chunk of chunks) {
    const match = chunk.isDynamicEntry && chunk.facadeModuleId ? ELEMENT_MODULE.exec(chunk.facadeModuleId) : null;
    if (match) blocks[`ss-${match[1]}`] = [...closure(chunk.fileName)];
  }
  return { blocks, closure, byFile };
}

export function chunkGraph({ entry = 'sitestack.js', startModules = [], listFile = 'ssr/chunks.json' } = {}) {
  return {
    name: 'chunk-graph',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry || !PLACEHOLDER.test(code)) return null;
      const { blocks } = graphOf(Object.values(meta.chunks), chunk.fileName);
      return { code: code.replace(PLACEHOLDER, JSON.stringify(JSON.stringify(blocks))), map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const { blocks, closure, byFile } = graphOf(chunks, entry);
      const loader = byFile.get(entry);
      if (!loader) this.error(`chunk-graph: no entry chunk ${entry}`);
      if (loader.code.includes('__SITESTACK_CHUNK_GRAPH__')) this.error(`chunk-graph: the chunk graph was not written into ${entry}`);
      const start = new Set();
      for (const imported of loader.imports) closure(imported, start);
      for (const chunk of chunks) {
        const holdsStartModule = Object.keys(chunk.modules).some((id) => startModules.some((module) => id.replaceAll('\\', '/').endsWith(module)));
        if (holdsStartModule) closure(chunk.fileName, start);
      }
      this.emitFile({ type: 'asset', fileName: listFile, source: `${JSON.stringify({ loader: entry, start: [...start], blocks }, null, 2)}\n` });
    },
  };
}
