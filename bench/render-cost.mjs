#!/usr/bin/env node
// Server render cost (issue 49, "Published pages at scale"): how long the built renderer
// (dist/ssr/index.js, as the site server uses it) takes to draw a page, and how that grows with
// the page. Measured in this process, one page at a time:
// - every demo page (demo/*.html) without a site API, and with one: the demo server's replies
//   (`server/main.ts`, in-memory data), fetched once over HTTP and then replayed from memory, so
//   the figures are the renderer's work and not the server's or the loopback's;
// - pages of 1, 10 and 100 accordions (three items each);
// - one `<ss-collection-list>` whose collection reply holds 10, 100 and 1,000 items (a canned
//   reply of the site API's shape; the block draws every item the reply holds).
// Each figure is the median of RENDER_RUNS renders (default 9) after one warm-up render (which
// loads the blocks' code); no render is served from a cache. `node bench/render-cost.mjs` starts
// the demo server itself (RENDER_BENCH_PORT, default 4483) and writes bench/render-cost-results.json;
// `--api=<url>` uses a running site server instead; `npm run bench` runs it with its own server.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RENDER_COST_RESULTS = path.join(root, 'bench/render-cost-results.json');
const RUNS = Number(process.env.RENDER_RUNS ?? 9);
const PAGE_URL = 'http://127.0.0.1/';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (ms) => Number(ms.toFixed(2));

/** A site API that fetches each path once from `api`, then answers it from memory. */
function replayingApi(api) {
  const replies = new Map();
  return {
    request(requestPath, init) {
      const key = `${init?.method ?? 'GET'} ${requestPath} ${JSON.stringify(init?.form ?? null)}`;
      if (!replies.has(key)) replies.set(key, api.request(requestPath, init).then((body) => ({ body }), (failure) => ({ failure })));
      return replies.get(key).then(({ body, failure }) => (failure ? Promise.reject(failure) : structuredClone(body)));
    },
  };
}

/** A site API whose every collection reply holds `count` items. */
function collectionApi(count) {
  const collection = { id: 'c1', title: 'Journal', type: 'blog', url: '/journal' };
  const items = Array.from({ length: count }, (_, i) => ({
    id: `item-${i}`,
    collectionId: 'c1',
    recordType: 'post',
    title: `Post number ${i + 1}`,
    url: `/journal/post-${i + 1}`,
    excerpt: `What happened on day ${i + 1}, in a sentence or two of plain text.`,
    author: 'Sam',
    tags: ['news'],
    publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(),
    startsAt: null,
    endsAt: null,
    venue: null,
    city: null,
    ticketUrl: null,
    soldOut: false,
  }));
  return {
    async request(requestPath) {
      if (!requestPath.startsWith('/api/content/collections/')) throw Object.assign(new Error(`no canned reply for ${requestPath}`), { status: 404 });
      return { collection, items: structuredClone(items), page: 1, pageSize: count, total: count, totalPages: 1 };
    },
  };
}

const page = (body) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Render cost</title>
    <link rel="stylesheet" href="/dist/sitestack.css">
    <script type="module" src="/dist/sitestack.js"></script>
  </head>
  <body>
    <main>
${body}
    </main>
  </body>
</html>
`;

const accordion = (n) => `      <h2>Questions ${n}</h2>
      <ss-accordion>
        <details open><summary>When are you open?</summary><p>Monday to Friday 7:00-17:00.</p></details>
        <details><summary>Do you deliver?</summary><p>Yes, within 5 km. <a href="/menu">See the menu</a>.</p></details>
        <details><summary>Can I book a table?</summary><p>Tables for six or more can be booked by phone.</p></details>
      </ss-accordion>`;

/** The pages measured, each with the site API it is drawn with (or none). */
export function renderCostCases(siteApi) {
  const demo = readdirSync(path.join(root, 'demo'))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ name: file.replace(/\.html$/, ''), html: readFileSync(path.join(root, 'demo', file), 'utf8'), url: `http://127.0.0.1/${file === 'index.html' ? '' : file}` }));
  return {
    demo: [...demo.map((entry) => ({ ...entry, group: 'demo, no site API' })), ...(siteApi ? demo.map((entry) => ({ ...entry, group: 'demo, site API', api: siteApi })) : [])],
    blocks: [1, 10, 100].map((count) => ({ group: 'accordions', name: String(count), count, html: page(Array.from({ length: count }, (_, i) => accordion(i + 1)).join('\n')), url: PAGE_URL })),
    collection: [10, 100, 1000].map((count) => ({
      group: 'collection list items',
      name: String(count),
      count,
      html: page('      <ss-collection-list collection="journal" page-size="50"></ss-collection-list>'),
      url: PAGE_URL,
      api: collectionApi(count),
    })),
  };
}

/** Median render time of each case, in ms, with the first (warm-up) render's. */
export async function measureRenderCost({ apiBase = null, runs = RUNS } = {}) {
  const entry = path.join(root, 'dist/ssr/index.js');
  if (!existsSync(entry)) throw new Error('No build found: run `npm run build` first.');
  // React's production build, as the site server draws with it (server/main.ts).
  process.env.NODE_ENV ??= 'production';
  const ssr = await import(pathToFileURL(entry).href);
  const bundle = await ssr.bundleFiles();
  const siteApi = apiBase ? replayingApi(ssr.siteApiOverHttp(apiBase)) : null;
  const cases = renderCostCases(siteApi);
  const results = {};
  for (const [key, list] of Object.entries(cases)) {
    results[key] = [];
    for (const item of list) {
      const render = () => ssr.renderPage(item.html, { url: item.url, bundle, api: item.api });
      const firstStart = performance.now();
      const first = await render();
      const firstMs = performance.now() - firstStart;
      const times = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await render();
        times.push(performance.now() - start);
      }
      results[key].push({
        group: item.group,
        name: item.name,
        ...(item.count === undefined ? {} : { count: item.count }),
        bytes: Buffer.byteLength(item.html),
        rendered: first.rendered.length,
        skipped: first.skipped.length,
        firstMs: round(firstMs),
        medianMs: round(median(times)),
        minMs: round(Math.min(...times)),
      });
    }
  }
  return { measuredAt: new Date().toISOString(), runs, node: process.version, siteApi: apiBase ? 'demo server replies, recorded once and replayed' : null, results };
}

/** The figures as Markdown table lines. */
export function renderCostTable(figures) {
  const lines = [
    '',
    `| server render (dist/ssr, median of ${figures.runs}) | page | blocks drawn | median | fastest | first render |`,
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const list of Object.values(figures.results)) {
    for (const r of list) lines.push(`| ${r.group} | ${r.name} | ${r.rendered}${r.skipped ? ` (+${r.skipped} left)` : ''} | ${r.medianMs} ms | ${r.minMs} ms | ${r.firstMs} ms |`);
  }
  return lines;
}

/** The demo server on `port` (in-memory data), for its site API. */
async function startDemoServer(port) {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', RENDER_PAGES: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('demo server did not start in 120 s')), 120_000);
    server.once('exit', (code) => reject(new Error(`demo server exited (${code})`)));
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.kill('SIGTERM') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2).find((arg) => arg.startsWith('--api='))?.slice('--api='.length);
  const server = given ? null : await startDemoServer(Number(process.env.RENDER_BENCH_PORT ?? 4483)).catch((error) => {
    console.error(`Render cost with a site API skipped: ${error.message}`);
    return null;
  });
  try {
    const figures = await measureRenderCost({ apiBase: given ?? server?.url ?? null });
    writeFileSync(RENDER_COST_RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(renderCostTable(figures).join('\n'));
  } finally {
    server?.close();
  }
}
