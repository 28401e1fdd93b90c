// Size and speed report: gzip size of every chunk against bench/budgets.json, and browser
// timings of the demo page. It reports (and writes bench/results.json); it never fails tests.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));

if (!existsSync(path.join(dist, 'sitestack.js'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const files = ['sitestack.js', ...readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`)];
const sizeOf = (file) => {
  const code = readFileSync(path.join(dist, file));
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
};
const staticImports = (file) => {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const found = [...code.matchAll(/(?:from|import)\s*"(\.[^"]+)"/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1]));
  return found;
};
const chunkName = (file) => (file === 'sitestack.js' ? 'loader' : path.basename(file, '.js').replace(/-[A-Za-z0-9_-]{8}$/, ''));

const rows = files.map((file) => {
  const own = sizeOf(file);
  // What the browser must fetch for this chunk to run: it and its static imports.
  const closure = new Set([file]);
  for (const item of closure) for (const dep of staticImports(item)) closure.add(dep);
  const total = [...closure].reduce((sum, f) => sum + sizeOf(f).gzip, 0);
  const name = chunkName(file);
  // A chunk without its own line (a shared chunk the bundler split off or renamed) still has one.
  const budget = budgets.chunks[name] ?? budgets.otherChunk;
  return { name, file, min: own.min, gzip: own.gzip, withImports: total, budget: budget ?? null, ok: budget === undefined ? null : own.gzip <= budget };
});
const loaderRow = rows.find((row) => row.name === 'loader');
// The loader's budget covers its whole static closure.
loaderRow.ok = loaderRow.withImports <= budgets.chunks.loader;

async function measureTimings() {
  const port = 4399;
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('demo server did not start in 60 s')), 60_000);
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const runs = [];
  const galleryRuns = [];
  try {
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window;
        w.__bench = { cls: 0, longTasks: 0 };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__bench.cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          w.__bench.longTasks += list.getEntries().length;
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`http://127.0.0.1:${port}/`);
      const interactive = await page.evaluate(async () => {
        const tags = [...new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((tag) => tag.startsWith('ss-')))];
        await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
        await new Promise((resolve) => requestAnimationFrame(() => resolve()));
        return performance.now();
      });
      await page.waitForTimeout(300);
      const { cls, longTasks } = await page.evaluate(() => window.__bench);
      // Analytics starts at idle time; its main-thread start-up is the rum-analytics-start measure.
      const analyticsStartMs = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const deadline = performance.now() + 8000;
            const look = () => {
              const entry = performance.getEntriesByName('rum-analytics-start')[0];
              if (entry || performance.now() > deadline) resolve(entry ? entry.duration : null);
              else setTimeout(look, 100);
            };
            look();
          }),
      );
      runs.push({ interactive, cls, longTasks, analyticsStartMs });
      await context.close();
    }
    // A 60-image gallery added to a page: time from the tag appearing to its first slide painted, and its layout shift.
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const figures = Array.from({ length: 60 }, (_, n) => {
        const name = ['harbour-dawn', 'espresso-bar', 'pastry-case', 'latte-art', 'roastery', 'sourdough'][n % 6];
        return `<figure data-slide-id="g${n}"><img src="/images/${name}.svg?n=${n}" alt="Photo ${n + 1}" width="1600" height="1067"></figure>`;
      }).join('');
      await page.route('**/bench-gallery.html', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Gallery bench</title><link rel="stylesheet" href="/dist/sitestack.css"><script type="module" src="/dist/sitestack.js"></script></head><body><main style="width:960px"><template id="t"><ss-gallery design="slideshow" label="Bench">${figures}</ss-gallery></template></main></body></html>`,
        }),
      );
      await page.goto(`http://127.0.0.1:${port}/bench-gallery.html`);
      await page.waitForFunction(() => window.Sitestack !== undefined);
      const gallery = await page.evaluate(async () => {
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
        }).observe({ type: 'layout-shift' });
        const start = performance.now();
        document.querySelector('main').append(document.getElementById('t').content.cloneNode(true));
        const el = document.querySelector('ss-gallery');
        await customElements.whenDefined('ss-gallery');
        await new Promise((resolve) => {
          const check = () => {
            const img = el.querySelector('figure img');
            if (el.shadowRoot?.querySelector('[part~="slide-active"]') && img?.complete) resolve();
            else requestAnimationFrame(check);
          };
          check();
        });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const firstSlideMs = performance.now() - start;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { firstSlideMs, cls };
      });
      galleryRuns.push(gallery);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    blocksInteractiveMs: Math.round(median(runs.map((r) => r.interactive))),
    cumulativeLayoutShift: Number(median(runs.map((r) => r.cls)).toFixed(4)),
    longTasks: median(runs.map((r) => r.longTasks)),
    // Not started within 8 s counts as over budget.
    analyticsStartMs: runs.some((r) => r.analyticsStartMs === null) ? Infinity : Number(median(runs.map((r) => r.analyticsStartMs)).toFixed(1)),
    gallery60FirstSlideMs: Math.round(median(galleryRuns.map((r) => r.firstSlideMs))),
    gallery60LayoutShift: Number(median(galleryRuns.map((r) => r.cls)).toFixed(4)),
  };
}

let timings = null;
try {
  timings = await measureTimings();
} catch (error) {
  console.error(`Browser timings skipped: ${error.message}`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const lines = [
  '| chunk | minified | gzip | gzip with its imports | budget (gzip) | within |',
  '| --- | ---: | ---: | ---: | ---: | :---: |',
  ...rows
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => `| ${r.name} | ${kb(r.min)} | ${kb(r.gzip)} | ${kb(r.withImports)} | ${r.budget === null ? '-' : kb(r.budget)} | ${r.ok === null ? '-' : r.ok ? 'yes' : 'NO'} |`),
];
// The site API load benchmark (`node bench/load.mjs`) keeps its own results; show them too.
let load = null;
const loadResultsFile = path.join(root, 'bench/load-results.json');
if (existsSync(loadResultsFile)) {
  try {
    load = JSON.parse(readFileSync(loadResultsFile, 'utf8'));
    const loadRows = load.results.map((r) => `| ${r.engine} | ${r.endpoint} | ${r.requestsPerSecond} | ${r.p99Ms} ms |`);
    lines.push('', '| site API load: engine | endpoint | req/s | p99 |', '| --- | --- | ---: | ---: |', ...loadRows);
  } catch (error) {
    console.error(`Load results skipped: bench/load-results.json is unreadable (${error.message}).`);
    load = null;
  }
}
if (timings) {
  lines.push('', '| demo page (median of 5, headless Chromium) | measured | budget | within |', '| --- | ---: | ---: | :---: |');
  for (const [key, value] of Object.entries(timings)) {
    const budget = budgets.timings[key];
    lines.push(`| ${key} | ${value} | ${budget} | ${value <= budget ? 'yes' : 'NO'} |`);
  }
}
console.log(lines.join('\n'));
writeFileSync(
  path.join(root, 'bench/results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), chunks: rows, timings, load }, null, 2)}\n`,
);
