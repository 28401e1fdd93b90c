import path from 'node:path';
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
 * React's packages are CommonJS whose entry files choose the production or development file with
 * an `if` on NODE_ENV. A require inside an `if` makes the CommonJS plugin wrap the module in a
 * function called on first use, and V8 parses a function that is called later lazily, on the main
 * thread: react-dom's 220 KB were parsed while the first tap waited (about 50 ms at 4x CPU).
 * Resolving the entries straight to their production files lets the plugin hoist them to the
 * chunk's top level (`strictRequires: 'auto'` wraps only conditional or cyclic requires), which the
 * browser parses off the main thread while the chunk streams in (about 33 ms).
 */
const REACT_PRODUCTION_FILES = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};
function reactProduction() {
  return {
    name: 'react-production',
    resolveId(source) {
      const file = REACT_PRODUCTION_FILES[source];
      return file ? path.resolve('node_modules', file) : null;
    },
  };
}

/** V8's explicit compile hint (Chrome 136+; other engines read a comment). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * React's module creates a few Error objects as it starts (its internal sentinels). Where a
 * debugger is attached (DevTools open, Lighthouse, the bench's browser), V8 then places their stack
 * frames in the source, and for a module's top level that means parsing the whole chunk again: one
 * task of about 100 ms at 4x CPU on every page that hydrates a block (the chunk's evaluation took
 * 150-180 ms with it, 40-75 ms without). The react chunk turns stack capture off while it runs (a
 * non-number `Error.stackTraceLimit` captures none) and puts it back as it ends, or in a microtask
 * should it throw. An error thrown later, by any code, has its stack as before.
 */
const PAUSE_STACKS =
  'const ssStackLimit=Error.stackTraceLimit;Error.stackTraceLimit=void 0;queueMicrotask(()=>{Error.stackTraceLimit===void 0&&(Error.stackTraceLimit=ssStackLimit)});';
const RESUME_STACKS = 'Error.stackTraceLimit=ssStackLimit;';
const isReactChunk = (chunk) => chunk.name === 'react';

/**
 * The owner-HTML sanitiser and what runs the scripts of sanitised HTML (the embed block's, and a
 * sent form's success message, which the form loads only then): the `owner-html` chunk.
 */
const OWNER_HTML = /[\\/]node_modules[\\/]dompurify[\\/]|[\\/]src[\\/]runtime[\\/]dom[\\/](owner-html|run-inserted-scripts)\.ts$/;

/** What the loader imports as every page starts (analytics waits for idle time). */
const START_MODULES = ['src/runtime/context/current-context.ts', 'src/runtime/overlays/page-overlays.ts', 'src/runtime/fonts/start-page-pieces.ts'];
const isStartModule = (id) => START_MODULES.some((module) => id.replaceAll('\\', '/').endsWith(module));

/**
 * Blocks that load as one chunk, because they appear on the same pages and share most of their
 * code (each family is a few KB gzip, so one request for all of it costs less than one per block):
 * - `form`: the form and the newsletter sign-up, which is a form with a fixed definition;
 * - `overlays`: the announcement bar, the mobile information bar and the popup, the site-wide
 *   overlays a page shows together (the cookie banner stays apart: it shows owner HTML, and the
 *   sanitiser must not load with the other three);
 * - `content-lists`: tour dates, the calendar and collection lists, which read the site's content
 *   through the same requests and date rules and stand together on a site's content pages.
 * Every other block keeps a chunk of its own, so a page without a chart never loads chart.
 */
const BLOCK_FAMILIES = {
  form: ['form', 'newsletter'],
  overlays: ['announcement-bar', 'mobile-info-bar', 'popup'],
  'content-lists': ['calendar', 'collection-list', 'tour-dates'],
};
const BLOCK_IMPORTS = path.resolve('src/elements/block-imports.ts');
const ELEMENT_MODULE = /[\\/]src[\\/]elements[\\/]([a-z-]+)\.ts$/;
const familyOfBlock = new Map(Object.entries(BLOCK_FAMILIES).flatMap(([family, blocks]) => blocks.map((block) => [block, family])));

/**
 * Chunks are grouped so a page makes few requests (issue 15: at most 8 before its first block
 * works, bench/budgets.json "targets"):
 * - `sitestack` (the loader's own chunk): everything the loader imports;
 * - `page`: what every page loads at start (page context with zod, overlays, page pieces);
 * - `shared`: runtime code two or more blocks (or analytics) share, the census events included;
 * - `react`: React with the element base and the React code most blocks use (ELEMENT_BASE_SHARE);
 * - `block-ui`: the React code a few blocks share (the dialog, some hooks), so `react` stays
 *   within its budget and a page whose blocks need none of it does not load it;
 * - `owner-html`: the sanitiser and the shared code that calls it, for the blocks that show owner
 *   HTML only: neither `shared` nor `react` imports it;
 * - one chunk per block family (BLOCK_FAMILIES), and one per other block with the code only it uses;
 * instead of the dozens of small chunks the bundler would otherwise split off. React stays out
 * of `page` and `shared`, so the pieces that need no React never load it.
 */
/**
 * React code that a third of the blocks or more use (the element base, the light-DOM reader, the
 * reduced-motion hook) travels with React; what fewer blocks share goes to `block-ui`.
 */
const ELEMENT_BASE_SHARE = 1 / 3;

function groupChunks() {
  let blocks = 0;
  /** How many blocks the loader can load (its dynamic imports of element modules). */
  const blockCount = (getModuleInfo) => {
    if (blocks) return blocks;
    const loader = [...getModuleInfo(BLOCK_IMPORTS)?.dynamicallyImportedIds ?? []];
    blocks = loader.filter((id) => ELEMENT_MODULE.test(id)).length;
    return blocks;
  };
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
  const callsOwnerHtml = new Map();
  /** Whether `id` reaches the sanitiser through static imports. */
  const reachesOwnerHtml = (id, getModuleInfo, path = new Set()) => {
    if (callsOwnerHtml.has(id)) return callsOwnerHtml.get(id);
    if (OWNER_HTML.test(id)) return true;
    if (path.has(id)) return false;
    path.add(id);
    const found = (getModuleInfo(id)?.importedIds ?? []).some((imported) => reachesOwnerHtml(imported, getModuleInfo, path));
    path.delete(id);
    if (found || path.size === 0) callsOwnerHtml.set(id, found);
    return found;
  };
  const homes = new Map();
  /**
   * The block chunk a root belongs to: a block's element module, its family's chunk or its own; a
   * piece that only one block chunk loads lazily (the gallery's lightbox), that block's chunk; any
   * other root (analytics, the page overlay UI), none.
   */
  const homeOf = (root, getModuleInfo, path = new Set()) => {
    if (homes.has(root)) return homes.get(root);
    const info = getModuleInfo(root);
    const block = ELEMENT_MODULE.exec(root)?.[1];
    let home = null;
    if (block && info?.dynamicImporters.length) home = familyOfBlock.get(block) ?? block;
    else if (info?.dynamicImporters.length && !path.has(root)) {
      path.add(root);
      const found = new Set(info.dynamicImporters.flatMap((importer) => [...rootsOf(importer, getModuleInfo)].map((r) => homeOf(r, getModuleInfo, path))));
      path.delete(root);
      home = found.size === 1 ? [...found][0] : null;
    }
    homes.set(root, home);
    return home;
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
    // A block's code, and the code its family or its own lazy pieces share with it, load as one chunk.
    const blockHomes = new Set(reachedFrom.map((root) => homeOf(root, getModuleInfo)));
    const [home] = blockHomes;
    if (blockHomes.size === 1 && home && reachedFrom.some((root) => ELEMENT_MODULE.test(root))) return home;
    // Code of one block (or one lazily loaded piece) stays with it. A module loaded lazily in one
    // place but imported by two others (the census events) is shared like any other.
    if (reachedFrom.filter((root) => root !== id).length < 2) return undefined;
    if (reachesOwnerHtml(id, getModuleInfo)) return 'owner-html';
    if (!REACT_SIDE.test(id)) return 'shared';
    return reachedFrom.filter((root) => ELEMENT_MODULE.test(root)).length >= ELEMENT_BASE_SHARE * blockCount(getModuleInfo) ? 'react' : 'block-ui';
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
    intro: (chunk) => (isReactChunk(chunk) ? PAUSE_STACKS : ''),
    outro: (chunk) => (isReactChunk(chunk) ? RESUME_STACKS : ''),
  },
  plugins: [
    // Each block stylesheet also as a cached file, for the server-rendered shadow roots.
    cssInline({ emitFiles: true }),
    // The page rules (blocks' light-DOM content) and the pre-upgrade stand-ins, as one stylesheet a
    // page can put in <head>, so they apply at first paint.
    emitStylesheet({ sources: ['src/styles/page-rules.css', 'src/styles/pre-upgrade.css'], fileName: 'sitestack.css' }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    reactProduction(),
    nodeResolve({ browser: true }),
    commonjs({ strictRequires: 'auto' }),
    typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true }),
    // Each block's chunks, written into the loader so they load in one round trip.
    chunkGraph({
      startModules: START_MODULES,
    }),
    // Every chunk is fetched when its code is about to run (the loader, the page pieces, a block
    // that hydrates), so each opens with V8's compile hint: its functions are compiled with the
    // file, off the main thread while it streams in, instead of one by one on the main thread as
    // they are first called during hydration (first slideshow tap at 4x CPU -25 ms, first form
    // keystroke -40 ms, A/B in turns). Terser shifts the source maps for the line. ASCII only: one
    // "…" in a message made V8 hold a whole chunk's source as two-byte text (twice the memory,
    // and twice the text a debugger or trace copies); escaped, gzip sizes even drop a few bytes.
    terser({ ecma: 2022, module: true, format: { comments: false, preamble: COMPILE_HINT, ascii_only: true } }),
  ],
};
