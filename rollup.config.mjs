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

/**
 * Chunks are grouped so a page makes few requests (a block is interactive after at most a
 * handful): code two or more blocks (or page pieces) share goes into one `shared` chunk (the
 * runtime, zod) or, when it is React code, into the `react` chunk with React itself, instead of
 * the dozens of small chunks the bundler would otherwise split off. React stays out of `shared`,
 * so the page pieces that need no React never load it.
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
    roots.set(id, found);
    return found;
  };
  return (id, { getModuleInfo }) => {
    if (REACT_PACKAGES.test(id)) return 'react';
    if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'shared';
    if (!OWN_SOURCE.test(id)) return undefined;
    const info = getModuleInfo(id);
    if (!info || info.isEntry || info.dynamicImporters.length > 0) return undefined;
    const reachedFrom = rootsOf(id, getModuleInfo);
    // Code the loader itself imports stays in the loader; code of one block stays with it.
    if ([...reachedFrom].some((root) => getModuleInfo(root)?.isEntry) || reachedFrom.size < 2) return undefined;
    return REACT_SIDE.test(id) ? 'react' : 'shared';
  };
}

export default {
  input: { sitestack: 'src/loader.ts' },
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
    terser({ ecma: 2022, module: true, format: { comments: false } }),
    // After minifying: each block's chunks, written into the loader so they load in one round trip.
    chunkGraph({
      // What the loader always imports as a page starts (not analytics, which waits for idle time).
      startModules: ['src/runtime/context/current-context.ts', 'src/runtime/overlays/page-overlays.ts', 'src/runtime/fonts/start-page-pieces.ts'],
    }),
  ],
};
