/**
 * Builds the server renderer (src/ssr/) for Node into dist/ssr/: the Node API (`index.js`) and
 * the `sitestack` command (`cli.js`). Packages stay external (they are the package's
 * dependencies); stylesheets imported with `?inline` get the same minified text as in the
 * browser bundle, so their content hashes name the same files.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { minifyCss, stylesheetHash } from './css-inline-plugin.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const cssInline = {
  name: 'css-inline',
  setup(builder) {
    builder.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'css-inline',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'css-inline' }, async (args) => ({
      contents: `export default ${JSON.stringify(minifyCss(await readFile(args.path, 'utf8')))};`,
      loader: 'js',
    }));
  },
};

await build({
  absWorkingDir: root,
  entryPoints: { index: 'src/ssr/index.ts', cli: 'src/ssr/cli.ts', 'block-stylesheets': 'src/ssr/block-stylesheets.ts' },
  outdir: 'dist/ssr',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [cssInline],
  logLevel: 'warning',
});

// One file per block holding all of its stylesheets (tokens, base, its own), listed by the hash
// of that text beside the single sheets: a rendered block costs the page one stylesheet request
// (src/ssr/block-stylesheets.ts).
const { stylesheetsOfBlocks, combinedStyleText } = await import(path.join(root, 'dist/ssr/block-stylesheets.js'));
const listFile = path.join(root, 'dist/ssr/stylesheets.json');
const list = JSON.parse(await readFile(listFile, 'utf8'));
for (const [tag, texts] of Object.entries(await stylesheetsOfBlocks())) {
  const css = combinedStyleText(texts);
  const hash = stylesheetHash(css);
  const fileName = `styles/${tag}-${hash}.css`;
  await writeFile(path.join(root, 'dist', fileName), css);
  list.files[hash] = fileName;
}
await writeFile(listFile, `${JSON.stringify(list, null, 2)}\n`);
