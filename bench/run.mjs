// Size and speed report (issue 15): gzip size of every chunk against bench/budgets.json; browser
// timings of every demo page at desktop and at a phone with 4x CPU; Lighthouse 12 mobile; and the
// gallery and form pages beside peer pages built with Swiper, PhotoSwipe, vanilla-cookieconsent and
// Plausible's tracker (bench/peers/). It reports; it never fails tests.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROFILES, interactionFor, measureLoad, medianOf, openBrowser } from './browser.mjs';
import { openLighthouseChrome, runLighthouse } from './lighthouse.mjs';
import { measureExtras } from './extras.mjs';
import { buildPeers } from './peers/build.mjs';
import { startPeerServer } from './peers/serve.mjs';
import { RENDER_COST_RESULTS, renderCostTable } from './render-cost.mjs';

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

// ---- Command line -------------------------------------------------------------------------------
// npm run bench                      everything: sizes, browser timings (desktop + phone at 4x CPU,
//                                    median of 3; a page with a peer: median of 21, in turns with the
//                                    peer page), Lighthouse mobile (median of 3) on every demo page
//                                    and both peer pages (in turns with the peer), the peer
//                                    comparison; writes
//                                    bench/results.json and the tables in docs/benchmarks.md.
// npm run bench -- --quick           sizes + one desktop timing of the gallery page, no Lighthouse.
// --pages=gallery,forms              only these demo pages (and their peers); --runs=N runs per figure;
// --side=sitestack|peer, --profiles=desktop|mobile, --no-browser, --no-lighthouse narrow it further;
// --no-load leaves out the page load figures (bench/load.mjs, pages and through Varnish);
// --no-render-cost leaves out the server render cost (bench/render-cost.mjs, also left out by --quick).
// --throttling=simulate runs Lighthouse with its modelled throttling instead of the applied
// (devtools) throttling issue 15's figures use; it also counts as a partial run.
// Partial runs (any of these) write bench/results.partial.json and leave docs/benchmarks.md alone.
const args = process.argv.slice(2);
const flag = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const quick = args.includes('--quick');
const runsPerFigure = Number(flag('runs') ?? 3);
/**
 * Browser timing runs of a page that has a peer page, each side (at least --runs). One page's
 * first frame at 4x CPU ranges over 100-600 ms from run to run on this 2-core machine (30 runs of
 * the form page: 105-604 ms), so a median of 9 moved a ratio by up to 0.2 between runs; 21 runs
 * narrow a median's spread by about a third (the square root of 21/9) for four minutes more.
 */
const COMPARED_RUNS = 21;
const allPages = readdirSync(path.join(root, 'demo'))
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.replace(/\.html$/, ''))
  .sort();
const pageNames = quick ? ['gallery'] : (flag('pages')?.split(',') ?? allPages);
const sides = flag('side')?.split(',') ?? ['sitestack', 'peer'];
const noBrowser = args.includes('--no-browser');
const noLighthouse = quick || args.includes('--no-lighthouse');
const noRenderCost = quick || args.includes('--no-render-cost');
const throttlingMethod = flag('throttling') ?? 'devtools';
const partial = quick || noBrowser || noLighthouse || args.includes('--no-render-cost') || ['pages', 'runs', 'side', 'profiles', 'throttling'].some((name) => flag(name) !== undefined);
const SITE_PORT = Number(process.env.BENCH_PORT ?? 4481);
// Timings need the machine to themselves: another job on its cores slows every page, and one that
// ends mid-run slows some figures and not others. The load average as the run starts is kept with
// the results, and a busy machine is named.
const loadAverageAtStart = Number(os.loadavg()[0].toFixed(2));
if (loadAverageAtStart > os.availableParallelism() / 2) {
  console.error(`The machine is busy (load average ${loadAverageAtStart} over the last minute, ${os.availableParallelism()} cores): timings will be slow; stop other jobs and run again for figures to keep.`);
}
const PEER_PORT = SITE_PORT + 1;
const PEERS = { gallery: 'gallery.html', forms: 'forms.html' };

async function startSite() {
  const inUse = await fetch(`http://127.0.0.1:${SITE_PORT}/`).then(
    () => true,
    () => false,
  );
  if (inUse) throw new Error(`port ${SITE_PORT} is already in use: stop that server or set BENCH_PORT (the peer pages use BENCH_PORT + 1)`);
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(SITE_PORT), HOST: '127.0.0.1', DATA_DIR: 'memory://' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let timer;
  try {
    await new Promise((resolve, reject) => {
      timer = setTimeout(() => reject(new Error('demo server did not start in 120 s')), 120_000);
      server.once('exit', (code) => reject(new Error(`demo server exited (${code})`)));
      server.stdout.on('data', (chunk) => {
        if (String(chunk).includes('http://')) resolve();
      });
    });
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { url: `http://127.0.0.1:${SITE_PORT}`, close: () => server.kill('SIGTERM') };
}

/** Every page to measure: Sitestack's demo pages, then the peers of those that have one. */
function targetPages(siteUrl, peerUrl) {
  const list = pageNames.map((name) => ({ side: 'sitestack', name, url: `${siteUrl}/${name === 'index' ? '' : `${name}.html`}` }));
  if (peerUrl) for (const name of pageNames) if (PEERS[name]) list.push({ side: 'peer', name, url: `${peerUrl}/${PEERS[name]}` });
  return list.filter((target) => sides.includes(target.side));
}

/** The targets of each page: a demo page alone, or with its peer page (measured in turns). */
function byPage(list) {
  const pages = new Map();
  for (const target of list) pages.set(target.name, [...(pages.get(target.name) ?? []), target]);
  return pages;
}

/**
 * `count` runs of `measure` on each target, in turns (ours, the peer's, ours, ...), so that a slow
 * spell of the machine falls on both sides of a ratio. A failed run is named and left out.
 */
async function runInTurns(targets, count, measure, label) {
  const runs = new Map(targets.map((target) => [target, []]));
  for (let i = 0; i < count; i++) {
    for (const target of targets) {
      try {
        runs.get(target).push(await measure(target));
      } catch (error) {
        console.error(`${label(target)}: a run failed (${error.message})`);
      }
    }
  }
  return runs;
}

let extras = null;
async function measureBrowser(list) {
  const browser = await openBrowser();
  const out = [];
  try {
    if (!quick && sides.includes('sitestack')) {
      try {
        extras = await measureExtras(browser, `http://127.0.0.1:${SITE_PORT}`, runsPerFigure);
      } catch (error) {
        console.error(`Analytics and 60-image gallery timings skipped: ${error.message}`);
      }
    }
    const profiles = quick ? ['desktop'] : (flag('profiles')?.split(',') ?? Object.keys(PROFILES));
    // A page measured beside its peer takes its runs in turns with the peer page (ours, the
    // peer's, ours, ...), so a slow spell of the machine falls on both, and more of them: the
    // first working interaction varies by up to 100 ms between runs on both pages, too much for
    // a median of 3 to tell a ratio near 1.0.
    for (const [name, targets] of byPage(list)) {
      const compared = targets.length > 1;
      const runCount = quick ? 1 : compared ? Math.max(runsPerFigure, COMPARED_RUNS) : runsPerFigure;
      for (const profile of profiles) {
        const runs = await runInTurns(targets, runCount, (target) => measureLoad(browser, target.url, name, profile), (target) => `${target.side} ${name} ${profile}`);
        for (const target of targets) {
          const taken = runs.get(target);
          if (!taken.length) continue;
          const median = medianOf(taken);
          out.push({ side: target.side, page: name, profile, interaction: interactionFor(name).what, ...median, runs: taken });
          console.error(`timed ${target.side} ${name} ${profile}: first working interaction ${median.interactiveMs ?? 'never'} ms (median of ${taken.length})`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function measureLighthouse(list) {
  const chrome = await openLighthouseChrome();
  const out = [];
  try {
    // A page with a peer takes its runs in turns with the peer page, as the browser timings do.
    for (const targets of byPage(list).values()) {
      const runs = await runInTurns(targets, runsPerFigure, (target) => runLighthouse(chrome, target.url, { throttlingMethod }), (target) => `lighthouse ${target.side} ${target.name}`);
      for (const target of targets) {
        const taken = runs.get(target);
        if (!taken.length) continue;
        const median = medianOf(taken);
        out.push({ side: target.side, page: target.name, ...median, runs: taken });
        console.error(`lighthouse ${target.side} ${target.name}: performance ${median.performance}, TTI ${median.ttiMs} ms`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

/**
 * The server render cost (bench/render-cost.mjs) in a process of its own, with the demo server's
 * site API; its figures, or null when it failed.
 */
async function measureRenderCostWith(apiBase) {
  const child = spawn(process.execPath, [path.join(root, 'bench/render-cost.mjs'), `--api=${apiBase}`], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/render-cost.mjs exited (${code})`);
  return JSON.parse(readFileSync(RENDER_COST_RESULTS, 'utf8'));
}

let browserTimings = null;
let lighthouseResults = null;
let renderCost = null;
let site = null;
let peer = null;
try {
  const wantPeers = !quick && sides.includes('peer') && pageNames.some((name) => PEERS[name]);
  if (wantPeers) await buildPeers();
  if (sides.includes('sitestack')) site = await startSite();
  if (wantPeers) peer = await startPeerServer(PEER_PORT);
  const list = targetPages(site?.url, peer?.url);
  // One request per page first, so no figure includes a server's first-request start-up.
  for (const target of list) await fetch(target.url, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer()).catch(() => {});
  if (site && !noRenderCost) {
    try {
      renderCost = await measureRenderCostWith(site.url);
    } catch (error) {
      console.error(`Server render cost skipped: ${error.message}`);
    }
  }
  try {
    if (!noBrowser) browserTimings = await measureBrowser(list);
  } catch (error) {
    console.error(`Browser timings skipped: ${error.message}`);
  }
  if (!noLighthouse) {
    try {
      lighthouseResults = await measureLighthouse(list);
    } catch (error) {
      console.error(`Lighthouse skipped: ${error.message}`);
    }
  }
} catch (error) {
  console.error(`Page measurements skipped: ${error.message}`);
} finally {
  site?.close();
  await peer?.close();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const lines = [
  '| chunk | minified | gzip | gzip with its imports | budget (gzip) | within |',
  '| --- | ---: | ---: | ---: | ---: | :---: |',
  ...rows
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => `| ${r.name} | ${kb(r.min)} | ${kb(r.gzip)} | ${kb(r.withImports)} | ${r.budget === null ? '-' : kb(r.budget)} | ${r.ok === null ? '-' : r.ok ? 'yes' : 'NO'} |`),
];
// Published pages at scale (issue 49): every demo page served from the server's page cache
// beside a static file of the same process, and through Varnish beside the server behind it
// (bench/load.mjs; scripts/varnish-ci.sh starts both), measured again by this run unless --quick or
// --no-load. The API rows of bench/load.mjs keep their last figures (run it alone for them).
const noLoad = quick || args.includes('--no-load');
if (!noLoad) {
  const step = (command, commandArgs, env) =>
    new Promise((resolve) => {
      const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
      child.once('exit', resolve);
      child.once('error', () => resolve(1));
    });
  if ((await step(process.execPath, [path.join(root, 'bench/load.mjs')], { LOAD_CONFIG: 'pages' })) !== 0) console.error('The page load benchmark failed (see above); its last recorded figures are shown.');
  if ((await step('bash', [path.join(root, 'scripts/varnish-ci.sh'), process.execPath, path.join(root, 'bench/load.mjs')], {})) !== 0) console.error('The page load benchmark through Varnish failed (see above); its last recorded figures are shown.');
}
// The site API load benchmark (`node bench/load.mjs`) keeps its own results; show them too.
let load = null;
const loadResultsFile = path.join(root, 'bench/load-results.json');
if (existsSync(loadResultsFile)) {
  try {
    load = JSON.parse(readFileSync(loadResultsFile, 'utf8'));
    const loadRows = load.results.map((r) => `| ${r.engine} | ${r.config ?? '-'} | ${r.endpoint} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms |`);
    lines.push('', '| site API load: engine | server | endpoint | req/s | p50 | p99 |', '| --- | --- | --- | ---: | ---: | ---: |', ...loadRows);
  } catch (error) {
    console.error(`Load results skipped: bench/load-results.json is unreadable (${error.message}).`);
    load = null;
  }
}
const targets = budgets.targets;
const secs = (value) => (value === null || value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`);
const msText = (value) => (value === null || value === undefined ? 'never' : `${value} ms`);
const within = (ok) => (ok ? 'yes' : 'NO');
const runsNote = quick ? '1 run' : `median of ${runsPerFigure}`;
const comparedNote = quick ? '1 run' : `median of ${Math.max(runsPerFigure, COMPARED_RUNS)}`;
// The owner stats report at volume (issue 19): with DATABASE_URL (a Postgres seeded by
// `node bench/seed-stats.mjs`), this run times it again (bench/stats-report.mjs); either way the
// last figures in bench/stats-results.json are shown.
if (process.env.DATABASE_URL) {
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/stats-report.mjs')], { cwd: root, stdio: 'inherit' });
    child.once('exit', resolve);
  });
  if (code !== 0) console.error('The stats report timing failed (see above); the last recorded figures are shown.');
}
let statsReport = null;
const statsResultsFile = path.join(root, 'bench/stats-results.json');
if (existsSync(statsResultsFile)) {
  try {
    statsReport = JSON.parse(readFileSync(statsResultsFile, 'utf8'));
    const s = statsReport;
    lines.push(
      '',
      `| owner stats report (GET /api/owner/stats/report?days=${s.days}, median of ${s.runs}) | hits stored | median | fastest - slowest | target | within | same count over raw hits |`,
      '| --- | ---: | ---: | ---: | ---: | :---: | ---: |',
      `| ${s.engine} ${String(s.postgres).split(' ')[0]}, from the daily rollups | ${s.hits.toLocaleString('en')} | ${s.medianMs} ms | ${s.minMs} - ${s.maxMs} ms | < ${s.targetMs} ms | ${within(s.withinTarget)} | ${s.rawCountMs} ms (${s.rawCountMatches ? 'equal totals' : 'DIFFERENT totals'}) |`,
    );
  } catch (error) {
    console.error(`Stats report results skipped: bench/stats-results.json is unreadable (${error.message}).`);
    statsReport = null;
  }
}
if (browserTimings) {
  lines.push(
    '',
    `| page (headless Chromium, ${runsNote}; a page with a peer: ${comparedNote}, in turns with the peer) | profile | first working interaction | first byte | control on screen | works | CLS | long tasks | JS before it works | total JS | within targets |`,
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
  );
  for (const t of browserTimings) {
    const ok = t.interactiveMs !== null && t.cls <= targets.cumulativeLayoutShift && t.scriptRequestsBeforeInteractive <= targets.scriptRequestsBeforeInteractive;
    lines.push(
      `| ${t.side === 'peer' ? `peer ${t.page}` : t.page} | ${t.profile === 'mobile' ? '412x915, 4x CPU' : '1280x900'} | ${t.interaction} | ${msText(t.ttfbMs)} | ${msText(t.existsMs)} | ${msText(t.interactiveMs)} | ${t.cls} | ${t.longTasks} (${t.longTaskMs} ms) | ${kb(t.jsBytesBeforeInteractive)} / ${t.scriptRequestsBeforeInteractive} | ${kb(t.jsBytesTotal)} / ${t.scriptRequestsTotal} | ${t.side === 'peer' ? '-' : within(ok)} |`,
    );
  }
}
if (renderCost) lines.push(...renderCostTable(renderCost));
if (extras) {
  lines.push('', `| desktop, headless Chromium, ${runsNote} | measured | budget | within |`, '| --- | ---: | ---: | :---: |');
  for (const [key, budget] of Object.entries(budgets.timings)) {
    if (key === 'note') continue;
    const value = extras[key];
    lines.push(`| ${key} | ${value ?? 'never'} | ${budget} | ${value !== null && value !== undefined && value <= budget ? 'yes' : 'NO'} |`);
  }
}
if (lighthouseResults) {
  lines.push(
    '',
    `| page (Lighthouse 12 mobile, ${throttlingMethod === 'devtools' ? 'applied' : 'simulated'} throttling, ${runsNote}) | performance | TTI | Speed Index | TBT | LCP | CLS | SEO | JS transferred / requests | within targets |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
  );
  for (const r of lighthouseResults) {
    const ok = r.performance !== null && r.performance >= targets.lighthousePerformance && r.cls <= targets.cumulativeLayoutShift;
    lines.push(
      `| ${r.side === 'peer' ? `peer ${r.page}` : r.page} | ${r.performance ?? '-'} | ${secs(r.ttiMs)} | ${secs(r.speedIndexMs)} | ${r.tbtMs ?? '-'} ms | ${secs(r.lcpMs)} | ${r.cls ?? '-'} | ${r.seo ?? '-'} | ${kb(r.jsTransferBytes)} / ${r.scriptRequests} | ${r.side === 'peer' ? '-' : within(ok)} |`,
    );
  }
}

// Issue 15's table: Sitestack's gallery and form pages beside the peer pages, with the ratio.
const comparison = [];
const ratio = (ours, theirs) => (typeof ours === 'number' && typeof theirs === 'number' && theirs > 0 ? Number((ours / theirs).toFixed(2)) : null);
for (const name of Object.keys(PEERS)) {
  const find = (list, side, extra = {}) => list?.find((x) => x.page === name && x.side === side && Object.entries(extra).every(([k, v]) => x[k] === v));
  const lhOurs = find(lighthouseResults, 'sitestack');
  const lhPeer = find(lighthouseResults, 'peer');
  const add = (metric, ours, theirs, show, timeLike = true) => {
    if (ours === undefined && theirs === undefined) return;
    const r = ratio(ours, theirs);
    comparison.push({ page: name, metric, sitestack: ours ?? null, peer: theirs ?? null, ratio: r, ok: timeLike && r !== null ? r <= targets.ratioToPeer : null, show });
  };
  if (lhOurs && lhPeer) {
    add('time to interactive (Lighthouse mobile)', lhOurs.ttiMs, lhPeer.ttiMs, secs);
    add('Speed Index (Lighthouse mobile)', lhOurs.speedIndexMs, lhPeer.speedIndexMs, secs);
    add('total blocking time (Lighthouse mobile)', lhOurs.tbtMs, lhPeer.tbtMs, msText);
    add('LCP (Lighthouse mobile)', lhOurs.lcpMs, lhPeer.lcpMs, secs);
    add('CLS (Lighthouse mobile)', lhOurs.cls, lhPeer.cls, String, false);
    add('JS transferred (Lighthouse)', lhOurs.jsTransferBytes, lhPeer.jsTransferBytes, kb);
    add('script requests (Lighthouse)', lhOurs.scriptRequests, lhPeer.scriptRequests, String);
    add('performance score (Lighthouse mobile)', lhOurs.performance, lhPeer.performance, String, false);
  }
  for (const profile of Object.keys(PROFILES)) {
    const ours = find(browserTimings, 'sitestack', { profile });
    const theirs = find(browserTimings, 'peer', { profile });
    if (!ours || !theirs) continue;
    const where = profile === 'mobile' ? '412x915, 4x CPU' : '1280x900';
    add(`${interactionFor(name).what}: control on screen (${where})`, ours.existsMs, theirs.existsMs, msText);
    add(`${interactionFor(name).what}: first working one (${where})`, ours.interactiveMs, theirs.interactiveMs, msText);
    add(`CLS (${where})`, ours.cls, theirs.cls, String, false);
  }
}
if (comparison.length) {
  lines.push('', `| Lighthouse: ${runsNote}; browser timings: ${comparedNote}; both in turns with the peer, both served gzipped | Sitestack | peer page | ratio | ratio <= ${targets.ratioToPeer} |`, '| --- | ---: | ---: | ---: | :---: |');
  for (const c of comparison) {
    lines.push(`| ${c.page}: ${c.metric} | ${c.show(c.sitestack)} | ${c.show(c.peer)} | ${c.ratio === null ? '-' : `${c.ratio}x`} | ${c.ok === null ? '-' : within(c.ok)} |`);
  }
  lines.push('', `Peer pages: gallery = Swiper ${version('swiper')} + PhotoSwipe ${version('photoswipe')} + plausible-tracker ${version('plausible-tracker')}; forms = the same form as plain HTML + vanilla-cookieconsent ${version('vanilla-cookieconsent')} + plausible-tracker (bench/peers/build.mjs).`);
}

const table = lines.join('\n');
console.log(table);
const results = { measuredAt: new Date().toISOString(), partial, options: { quick, pages: pageNames, runsPerFigure, throttlingMethod, loadAverageAtStart }, chunks: rows, browserTimings, extras, lighthouse: lighthouseResults, comparison: comparison.map(({ show, ...c }) => c), renderCost, load, statsReport };
writeFileSync(path.join(root, partial ? 'bench/results.partial.json' : 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

// A full run also writes its tables into docs/benchmarks.md.
if (!partial) {
  const benchmarksFile = path.join(root, 'docs/benchmarks.md');
  const benchmarks = readFileSync(benchmarksFile, 'utf8');
  const open = '<!-- bench -->';
  const close = '<!-- /bench -->';
  const from = benchmarks.indexOf(open);
  const to = benchmarks.indexOf(close);
  if (from === -1 || to < from) console.error(`docs/benchmarks.md not updated: it needs ${open} ... ${close} around the tables.`);
  else writeFileSync(benchmarksFile, `${benchmarks.slice(0, from + open.length)}\n${table}\n${benchmarks.slice(to)}`);
}

function version(name) {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}
