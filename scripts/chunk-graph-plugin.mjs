/**
 * Rollup plugin: writes into the entry chunk, for every block (a dynamic entry built from
 * src/elements/<name>.ts), the list of its chunk and all chunks it statically imports, so the
 * loader can request them together (src/runtime/net/chunk-preload.ts).
 */
const PLACEHOLDER = /(["'`])__SITESTACK_CHUNK_GRAPH__\1/;
const ELEMENT_MODULE = /[\\/]src[\\/]elements[\\/]([a-z-]+)\.ts$/;

/**
 * Also writes `listFile` for the server renderer: the chunks the loader needs at start (its
 * static imports and the `startModules` it always imports) and each block's chunks, so a rendered
 * page can ask for them with `<link rel="modulepreload">` while it is still being parsed.
 */
export function chunkGraph({ entry = 'sitestack.js', startModules = [], listFile = 'ssr/chunks.json' } = {}) {
  return {
    name: 'chunk-graph',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName) || fileName === entry) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const graph = {};
      for (const chunk of chunks) {
        const match = chunk.isDynamicEntry && chunk.facadeModuleId ? ELEMENT_MODULE.exec(chunk.facadeModuleId) : null;
        if (match && match[1] !== 'block-element') graph[`ss-${match[1]}`] = [...closure(chunk.fileName)];
      }
      const loader = byFile.get(entry);
      if (!loader || !PLACEHOLDER.test(loader.code)) this.error(`chunk-graph: ${entry} has no chunk graph placeholder`);
      loader.code = loader.code.replace(PLACEHOLDER, JSON.stringify(JSON.stringify(graph)));
      const start = new Set();
      for (const imported of loader.imports) closure(imported, start);
      for (const chunk of chunks) {
        if (chunk.facadeModuleId && startModules.some((module) => chunk.facadeModuleId.replaceAll('\\', '/').endsWith(module))) closure(chunk.fileName, start);
      }
      this.emitFile({ type: 'asset', fileName: listFile, source: `${JSON.stringify({ loader: entry, start: [...start], blocks: graph }, null, 2)}\n` });
    },
  };
}
