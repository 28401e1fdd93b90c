import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
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
  // Browser tests of hydration draw a block's server markup in the page, as the server would.
  'react-dom/server': 'react-dom-server',
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

const SITE_API_PREFIX = '/api/';
// Hop-by-hop headers belong to one connection, not to the proxied message.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function withoutHopByHop(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

/**
 * The real site API (server/) for browser tests, on the test page's own origin. serverStart
 * builds the app once per run (in-memory PGlite, fault routes on, generous rate limits) on
 * 127.0.0.1 port 0, in the background so Chromium starts meanwhile; `middleware` proxies every
 * `/api/*` request to it unchanged (method, headers with cookies and Host, body; status, headers
 * with Set-Cookie, body). Server command `site-api-analytics-events` ({ analyticsId }) reads
 * stored beacon events back. Put `middleware` in the config's `middleware` and the plugin in `plugins`.
 */
export function siteApiPlugin() {
  let started = null;

  async function startSiteApi() {
    // The server is TypeScript: load it through tsx, only when this plugin runs.
    const { tsImport } = await import('tsx/esm/api');
    const { buildApp } = await tsImport('../../server/app.ts', import.meta.url);
    const { readConfig } = await tsImport('../../server/config.ts', import.meta.url);
    const { openDatabase } = await tsImport('../../server/db/database.ts', import.meta.url);
    // An explicit environment: never the developer's DATABASE_URL or DATA_DIR.
    const config = readConfig({
      DATA_DIR: 'memory://',
      SITESTACK_FAULT_ROUTES: '1',
      OWNER_TOKEN: 'browser-tests-owner-token-0123456789',
      RATE_LIMIT_API: '100000',
      RATE_LIMIT_FORMS: '100000',
      RATE_LIMIT_LOGIN: '100000',
      // A loaded test machine lags; load shedding has its own unit test.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const db = await openDatabase({ dataDir: config.dataDir });
    try {
      const app = await buildApp({ config, db, places: null, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, db, port: app.server.address().port };
    } catch (error) {
      await db.close();
      throw error;
    }
  }

  function siteApi() {
    if (!started) {
      started = startSiteApi();
      started.catch((error) => console.error(`The site API for browser tests did not start: ${error.stack ?? error}`));
    }
    return started;
  }

  async function proxy(ctx, port) {
    const upstream = await new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: ctx.method, path: ctx.url, headers: withoutHopByHop(ctx.req.headers) },
        resolve,
      );
      request.once('error', reject);
      ctx.req.pipe(request);
    });
    // Status first so the runner's logging and 404 tracking see the real answer; then the raw reply.
    ctx.status = upstream.statusCode;
    ctx.respond = false;
    ctx.res.writeHead(upstream.statusCode, withoutHopByHop(upstream.headers));
    try {
      await pipeline(upstream, ctx.res);
    } catch {
      // The page went away mid-reply (an aborted or timed-out request): nothing left to answer.
    }
  }

  return {
    name: 'site-api',
    serverStart() {
      void siteApi();
    },
    async serverStop() {
      if (!started) return;
      const server = await started.catch(() => null);
      if (!server) return;
      await server.app.close();
      await server.db.close();
    },
    async middleware(ctx, next) {
      if (!ctx.path.startsWith(SITE_API_PREFIX)) return next();
      let server;
      try {
        server = await siteApi();
      } catch (error) {
        ctx.status = 502;
        ctx.body = { error: `The site API for browser tests did not start: ${error.message}` };
        return undefined;
      }
      return proxy(ctx, server.port);
    },
    async executeCommand({ command, payload }) {
      if (command !== 'site-api-analytics-events') return undefined;
      const { app, db } = await siteApi();
      // Analytics rows are written in batches: write what waits before reading.
      await app.analytics.flush();
      const { rows } = await db.query(
        'SELECT analytics_id AS "analyticsId", custom_schema_name AS "customSchemaName", custom_data AS "customData" FROM analytics_events WHERE analytics_id = $1 ORDER BY id',
        [String(payload?.analyticsId ?? '')],
      );
      return rows;
    },
  };
}

/**
 * `waitUntil` from @open-wc/testing gives up after 1 s by default. Blocks that call the real site
 * API can take longer on a busy 2-core CI machine, so the default becomes 5 s (a test that passes
 * still finishes as soon as its condition holds). A changed upstream source fails loudly.
 */
export function waitUntilTimeoutPlugin(timeoutMs = 5000) {
  const from = 'const { interval = 50, timeout = 1000 } = options;';
  return {
    name: 'wait-until-timeout',
    transform(context) {
      if (!context.path.endsWith('/@open-wc/testing-helpers/src/helpers.js')) return undefined;
      if (!context.body.includes(from)) throw new Error('@open-wc/testing-helpers changed: update waitUntilTimeoutPlugin');
      return { body: context.body.replace(from, `const { interval = 50, timeout = ${timeoutMs} } = options;`) };
    },
  };
}
