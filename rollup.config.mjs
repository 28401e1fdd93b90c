import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { chunkGraph } from './scripts/chunk-graph-plugin.mjs';
import { cssInline, emitStylesheet } from './scripts/css-inline-plugin.mjs';

/** React, react-dom, the scheduler and r2wc travel together in one shared chunk. */
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc[\\/][^\\/]+)[\\/]/;
const OWN_SOURCE = /[\\/]src[\\/](runtime|react|elements|styles)[\\/]/;
const REACT_SIDE = /[\\/]src[\\/](react|elements)[\\/]|[\\/]src[\\/]styles[\\/](base|tokens)\.css/;

const OWNER_HTML = /[\\/]node_modules[\\/]dompurify[\\/]|[\\/]src[\\/]runtime[\\/]dom[\\/]owner-html\.ts$/;

/** What the loader imports as every page starts (analytics waits for idle time). */
const START_MODULES = ['src/runtime/context/current-context.ts', 'src/runtime/overlays/page-overlays.ts', 'src/runtime/fonts/start-page-pieces.ts'];
const isStartModule = (id) => START_MODULES.some((module) => id.replaceAll('\\', '/').endsWith(module));

/**
 * Chunks are grouped so a page makes few requests (a block is interactive after a handful):
 * - `sitestack` (the loader's own chunk): everything the loader imports;
 * - `page`: what every page loads at start (page context with zod, overlays, page pieces);
 * - `shared`: runtime code two or more blocks share;
 * - `react`: React with the element base and the React code two or more blocks share;
 * - `owner-html`: the sanitiser, for the blocks that show owner HTML;
 * - one chunk per block with the code only it uses;
 * instead of the dozens of small chunks the bundler would otherwise split off. React stays out
 * of `page` and `shared`, so the pieces that need no React never load it.
 */
function groupChunks() {
  const roots = new Map();
  const rootsOf = (id, getModuleInfo, path = new Set()) => {
    if (roots.has(id)) return roots.get(id);
    const info = getModuleInfo(id);
    const found = new Set();
    if (!info || path.has(id)) return found;
    path.add(id);
    if (info.isEntry || info.dynamicImporters.length > 0) found.add(id);
    for (const importer of info.importers) for (const root of rootsOf(importer, getModuleInfo, path)) found.add(root);
    path.delete(id);
    if (path.size === 0) roots.set(id, found);
    return found;
  };
  return (id, { getModuleInfo }) => {
    const info = getModuleInfo(id);
    // The loader's own chunk has the entry's name, so modules named for it join the entry.
    if (info?.isEntry) return 'sitestack';
    if (REACT_PACKAGES.test(id)) return 'react';
    if (isStartModule(id)) return 'page';
    // The owner-HTML sanitiser is large and only some blocks show owner HTML: its own chunk.
    if (OWNER_HTML.test(id)) return 'owner-html';
    const isZod = /[\\/]node_modules[\\/]zod[\\/]/.test(id);
    if (!info || (!isZod && !OWN_SOURCE.test(id))) return undefined;
    const reachedFrom = [...rootsOf(id, getModuleInfo)];
    if (reachedFrom.some((root) => getModuleInfo(root)?.isEntry)) return 'sitestack';
    if (reachedFrom.some(isStartModule)) return 'page';
    if (info.dynamicImporters.length > 0 || reachedFrom.length < 2) return undefined;
    return REACT_SIDE.test(id) ? 'react' : 'shared';
  };
}

/**
 * Warnings known to be harmless, each by its code and where it comes from; everything else is
 * printed (and ours is fixed, not silenced):
 * - zod places explanatory comments beside its `@__PURE__` annotations; rollup drops the comments.
 * - zod's core and util modules import each other; both are plain definitions, evaluated in order.
 */
function isKnownHarmless(warning) {
  const id = warning.id ?? warning.ids?.join(' ') ?? '';
  if (warning.code === 'INVALID_ANNOTATION' && /node_modules[\\/]zod[\\/]/.test(id)) return true;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && (warning.ids ?? []).every((file) => /node_modules[\\/]zod[\\/]/.test(file))) return true;
  return false;
}

export default {
  input: { sitestack: 'src/loader.ts' },
  onwarn(warning, warn) {
    if (!isKnownHarmless(warning)) warn(warning);
  },
  // Blocks may import what the loader already holds from it, instead of a separate chunk.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    manualChunks: groupChunks(),
  },
  plugins: [
    // Each block stylesheet also as a cached file, for the server-rendered shadow roots.
    cssInline({ emitFiles: true }),
    // The pre-upgrade rules as a stylesheet a page can put in <head>, so they apply at first paint.
    emitStylesheet({ source: 'src/styles/pre-upgrade.css', fileName: 'sitestack.css' }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true }),
    // Each block's chunks, written into the loader so they load in one round trip.
    chunkGraph({
      startModules: START_MODULES,
    }),
    terser({ ecma: 2022, module: true, format: { comments: false } }),
  ],
};
