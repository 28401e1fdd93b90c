import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Minifies CSS text enough for shipping: comments and needless whitespace go. */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    // No space is dropped before ':' — in a selector it is the descendant combinator
    // (`.x :is(a)`, `.x ::slotted(p)` differ from `.x:is(a)`, `.x::slotted(p)`).
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

const INLINE_PREFIX = '\0css-inline:';
const INLINE_SUFFIX = '.text';

/** The content hash that names a stylesheet file; src/ssr/stylesheet-files.ts computes the same. */
export function stylesheetHash(cssText) {
  return createHash('sha256').update(cssText).digest('hex').slice(0, 12);
}

/**
 * Rollup plugin: `import css from './x.css?inline'` gives the file's minified text. With
 * `emitFiles`, every such stylesheet is also written as `styles/<name>-<hash>.css` (for the
 * server-rendered shadow roots' links, cached for a year) and listed by hash in `listFile`.
 */
export function cssInline({ emitFiles = false, listFile = 'ssr/stylesheets.json' } = {}) {
  const seen = new Map();
  return {
    name: 'css-inline',
    generateBundle() {
      if (!emitFiles) return;
      const files = {};
      for (const [file, css] of seen) {
        const hash = stylesheetHash(css);
        const fileName = `styles/${path.basename(file, '.css')}-${hash}.css`;
        this.emitFile({ type: 'asset', fileName, source: css });
        files[hash] = fileName;
      }
      this.emitFile({ type: 'asset', fileName: listFile, source: `${JSON.stringify({ files }, null, 2)}\n` });
    },
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      const resolved = await this.resolve(source.replace(/\?inline$/, ''), importer, { skipSelf: true });
      // A virtual id that does not end in .css, so no other CSS handling (vite's, in the unit
      // tests) takes it over.
      return resolved ? `${INLINE_PREFIX}${resolved.id}${INLINE_SUFFIX}` : null;
    },
    async load(id) {
      if (!id.startsWith(INLINE_PREFIX)) return null;
      const file = id.slice(INLINE_PREFIX.length, -INLINE_SUFFIX.length);
      this.addWatchFile(file);
      const css = minifyCss(await readFile(file, 'utf8'));
      seen.set(file, css);
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

/** Rollup plugin: writes CSS files, in order, as one minified file next to the bundle (e.g. dist/sitestack.css). */
export function emitStylesheet({ sources, fileName }) {
  return {
    name: 'emit-stylesheet',
    async generateBundle() {
      const texts = await Promise.all(sources.map((source) => readFile(source, 'utf8')));
      this.emitFile({ type: 'asset', fileName, source: `${minifyCss(texts.join('\n'))}\n` });
    },
  };
}
