import { readFile } from 'node:fs/promises';

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

/** Rollup plugin: `import css from './x.css?inline'` gives the file's minified text. */
export function cssInline() {
  return {
    name: 'css-inline',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      const resolved = await this.resolve(source.replace(/\?inline$/, ''), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?inline` : null;
    },
    async load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.replace(/\?inline$/, '');
      this.addWatchFile(file);
      return `export default ${JSON.stringify(minifyCss(await readFile(file, 'utf8')))};`;
    },
  };
}

/** Rollup plugin: writes a CSS file, minified, next to the bundle (e.g. dist/sitestack.css). */
export function emitStylesheet({ source, fileName }) {
  return {
    name: 'emit-stylesheet',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: `${minifyCss(await readFile(source, 'utf8'))}\n` });
    },
  };
}
