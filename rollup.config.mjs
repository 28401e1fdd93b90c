import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { cssInline, emitStylesheet } from './scripts/css-inline-plugin.mjs';

/** React, react-dom, the scheduler and r2wc travel together in one shared chunk. */
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc[\\/][^\\/]+)[\\/]/;

const BLOCK_BASE = /[\\/]src[\\/](runtime[\\/](blocks[\\/]roving-index|dom[\\/]style-sheets)\.ts|elements[\\/](block-element|stylesheets)\.ts|react[\\/]hooks[\\/]|styles[\\/](base|tokens)\.css)/;

export default {
  input: { sitestack: 'src/loader.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    manualChunks(id) {
      if (REACT_PACKAGES.test(id)) return 'react';
      if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
      // What every block shares: the element base, its stylesheets and the React hooks.
      if (BLOCK_BASE.test(id)) return 'block-base';
      return undefined;
    },
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
  ],
};
