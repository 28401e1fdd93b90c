import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { minifyCss } from '../../scripts/css-inline-plugin.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** React ships CommonJS only: pre-bundle it once into ESM with explicit named exports. */
const REACT_MODULES = {
  react: 'react',
  'react/jsx-runtime': 'react-jsx-runtime',
  'react/jsx-dev-runtime': 'react-jsx-dev-runtime',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom-client',
};
const OUT_DIR = path.join(root, 'node_modules/.cache/wtr-react');
const URL_PREFIX = '/__react/';

async function prebundleReact() {
  const srcDir = path.join(OUT_DIR, 'src');
  await mkdir(srcDir, { recursive: true });
  const entryPoints = [];
  for (const [specifier, name] of Object.entries(REACT_MODULES)) {
    const names = Object.keys(require(specifier)).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default');
    const file = path.join(srcDir, `${name}.js`);
    await writeFile(
      file,
      `import m from ${JSON.stringify(specifier)};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`,
    );
    entryPoints.push(file);
  }
  await build({
    entryPoints,
    outdir: path.join(OUT_DIR, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"development"' },
    nodePaths: [path.join(root, 'node_modules')],
    logLevel: 'error',
  });
}

/** Serves React as one shared ESM copy (hooks need a single React). */
export function reactEsmPlugin() {
  let ready;
  return {
    name: 'react-esm',
    serverStart() {
      ready = prebundleReact();
      return ready;
    },
    resolveImport({ source }) {
      const name = REACT_MODULES[source];
      return name ? `${URL_PREFIX}${name}.js` : undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(URL_PREFIX)) return undefined;
      await ready;
      const file = path.join(OUT_DIR, 'dist', context.path.slice(URL_PREFIX.length));
      return { body: await readFile(file, 'utf8'), type: 'js' };
    },
  };
}

/** `import css from './x.css?inline'` in tests, as in the rollup build. */
export function cssInlinePlugin() {
  return {
    name: 'css-inline',
    async serve(context) {
      if (!context.path.endsWith('.css') || !context.URL.searchParams.has('inline')) return undefined;
      const css = await readFile(path.join(root, context.path), 'utf8');
      return { body: `export default ${JSON.stringify(minifyCss(css))};`, type: 'js' };
    },
  };
}

/** Relative `./x.js` imports in TypeScript resolve to `./x.tsx` when that is the file there. */
export function tsxResolvePlugin() {
  return {
    name: 'tsx-resolve',
    async resolveImport({ source, context }) {
      if (!source.startsWith('.') || !source.endsWith('.js')) return undefined;
      if (!/\.tsx?$/.test(context.path)) return undefined;
      const dir = path.dirname(path.join(root, context.path));
      const base = source.slice(0, -3);
      for (const ext of ['.ts', '.tsx']) {
        try {
          await access(path.join(dir, base + ext));
          return base + ext;
        } catch {
          // try the next extension
        }
      }
      return undefined;
    },
  };
}
