#!/usr/bin/env node
// Load benchmark of the site API (issues 3, 19 and 49): requests per second and p50/p99 latency of a
// static file (the same process's ceiling), RecordHit with analytics batching on and off,
// SaveFormSubmission, and every demo page served from the server's page cache, with and without
// `Accept-Encoding: br, gzip` (LOAD_PAGES=0 leaves pages out). Run through scripts/varnish-ci.sh
// (`bash scripts/varnish-ci.sh node bench/load.mjs`), it measures the pages through Varnish
// beside the same pages from the server behind it, and the static file, instead. Starts `server/main.ts` on 127.0.0.1 (a fresh PGlite data directory, or
// Postgres when DATABASE_URL is set: `scripts/postgres-ci.sh node bench/load.mjs`, which also
// measures WORKERS=2), warms each server up, and drives every measurement with `wrk` (written in
// C, so the load generator takes little of the CPU the server is measured on; Node's own HTTP
// client used about a core of this 2-core machine). Each measurement is bounded in count
// (LOAD_REQUESTS, counted in a Lua `response()` that stops wrk's thread) and in time
// (LOAD_SECONDS), over LOAD_CONNECTIONS keep-alive connections. A RecordHit run lasts until every
// hit it was answered for is stored (read back from the owner stats report), so rows still waiting
// in the batch buffer are not counted as done. Every server configuration is started LOAD_RUNS
// times (interleaved with the others); each row is the run with the median rate. Writes
// bench/load-results.json (results for the other engine are kept, so running both fills the table).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(root, 'bench', 'load-results.json');
const MAX_REQUESTS = Number(process.env.LOAD_REQUESTS ?? 100000);
const MAX_SECONDS = Number(process.env.LOAD_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
const THREADS = Number(process.env.LOAD_THREADS ?? 1);
const WARM_UP_SECONDS = Number(process.env.LOAD_WARM_UP_SECONDS ?? 3);
const RUNS = Number(process.env.LOAD_RUNS ?? 3);
/** SaveFormSubmission spends one key per request; keys are fetched before the timed run. */
const FORM_REQUESTS = Math.min(MAX_REQUESTS, Number(process.env.LOAD_FORM_REQUESTS ?? 3000));
/** Before each server start, other work may keep at most this share of the CPU busy. */
const IDLE_BUSY_SHARE = 0.15;
const OWNER_TOKEN = 'load-benchmark-owner-token-0123456789';
const CRUMB = 'load-benchmark-crumb';
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
/** Each page measurement: at most this long and this many requests (a page row per demo page and coding). */
const PAGE_SECONDS = Number(process.env.LOAD_PAGE_SECONDS ?? 3);
const PAGE_REQUESTS = Number(process.env.LOAD_PAGE_REQUESTS ?? 30000);
/** Page rows (and the static file beside them) over this many connections, as issue 49 measured them. */
const PAGE_CONNECTIONS = Number(process.env.LOAD_PAGE_CONNECTIONS ?? 16);
const MEASURE_PAGES = process.env.LOAD_PAGES !== '0';
/** Set by scripts/varnish-ci.sh: the pages are measured through Varnish and straight from the server it fronts. */
const VARNISH_URL = process.env.VARNISH_URL;
const ORIGIN_URL = process.env.ORIGIN_URL;
const DEMO_PAGES = ['/', ...readdirSync(join(root, 'demo')).filter((name) => name.endsWith('.html') && name !== 'index.html').sort().map((name) => `/${name}`)];

for (const [name, value] of Object.entries({ MAX_REQUESTS, MAX_SECONDS, CONNECTIONS, THREADS, WARM_UP_SECONDS, RUNS })) {
  if (!Number.isInteger(value) || value < (name === 'WARM_UP_SECONDS' ? 0 : 1)) {
    console.error(`load: ${name} must be a whole number${name === 'WARM_UP_SECONDS' ? '' : ' above 0'}, got ${value}`);
    process.exit(1);
  }
}
if (CONNECTIONS < THREADS) {
  console.error(`load: LOAD_CONNECTIONS (${CONNECTIONS}) must be at least LOAD_THREADS (${THREADS})`);
  process.exit(1);
}

/** `wrk` on PATH, installed with Debian's package when missing and this is root. */
function ensureWrk() {
  const present = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
  if (present()) return;
  if (process.getuid?.() !== 0) {
    console.error('load: the load generator `wrk` is not installed and this is not root; install it with: apt-get install -y wrk');
    process.exit(1);
  }
  console.error("load: installing Debian's wrk");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'wrk']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`load: apt-get ${args.join(' ')} failed; install wrk with: apt-get install -y wrk`);
      process.exit(1);
    }
  }
  if (!present()) {
    console.error('load: wrk is still missing after apt-get install wrk');
    process.exit(1);
  }
}

async function startServer(extraEnv = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sitestack-load-'));
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OWNER_TOKEN,
      RATE_LIMIT_API: '100000000',
      RATE_LIMIT_FORMS: '100000000',
      LOG: '0',
      RENDER_PAGES: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Site API: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it started`)));
  });
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One request with Node's client, for the few set-up calls outside the timed runs. */
function request(baseUrl, { method, path, headers = {}, body }) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { cookie: `crumb=${CRUMB}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A Lua string literal (the bodies here are URL-encoded ASCII). */
function lua(text) {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not printable ASCII: ${text}`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The wrk script of one measurement. Each wrk thread counts its responses (those outside 2xx
 * apart) and stops itself at its share of `maxRequests`, saying so on stdout so the run ends
 * then rather than at `-d`; `done()` prints the totals and wrk's latency percentiles as JSON.
 * With `keysFile`, each request's body is `bodyBefore + key + bodyAfter`, the thread taking every
 * THREADS-th key of the file, so every request spends its own key.
 */
function wrkScript({ method, headers, body, keysFile, bodyBefore, bodyAfter, maxRequests }) {
  const headerLines = Object.entries(headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`);
  const share = Math.ceil(maxRequests / THREADS);
  return `-- generated by bench/load.mjs
wrk.method = ${lua(method)}
${headerLines.join('\n')}
${body === undefined ? '' : `wrk.body = ${lua(body)}`}
local share = ${share}
local threadCount = ${THREADS}
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  responses = 0
  failed = 0
  sent = 0
${
  keysFile === undefined
    ? ''
    : `  keys = {}
  for line in io.lines(${lua(keysFile)}) do keys[#keys + 1] = line end
end

function request()
  local key = keys[id + sent * threadCount + 1]
  if key == nil then key = keys[#keys] end
  sent = sent + 1
  return wrk.format(nil, nil, nil, ${lua(bodyBefore)} .. key .. ${lua(bodyAfter)})`
}
end

function response(status, headers, body)
  responses = responses + 1
  if status < 200 or status > 299 then failed = failed + 1 end
  if responses == share then
    wrk.thread:stop()
    io.write("load: thread done\\n")
    io.flush()
  end
end

function done(summary, latency, requests)
  local counted, refused = 0, 0
  for _, thread in ipairs(threads) do
    counted = counted + thread:get("responses")
    refused = refused + thread:get("failed")
  end
  local e = summary.errors
  io.write(string.format('load: result {"requests":%d,"counted":%d,"durationUs":%d,"non2xx":%d,"socketErrors":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, counted, summary.duration, refused, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

ensureWrk();

let scriptCounter = 0;
const workDir = await mkdtemp(join(tmpdir(), 'sitestack-load-wrk-'));

/**
 * Runs wrk against `baseUrl + spec.path` until `maxRequests` responses or `seconds` have passed,
 * whichever comes first. wrk's main thread sleeps for `-d`; once every thread has stopped at its
 * count, SIGINT wakes it, so the duration it reports is the run's.
 */
async function runWrk(baseUrl, spec, { maxRequests = MAX_REQUESTS, seconds = MAX_SECONDS, connections = CONNECTIONS } = {}) {
  const scriptFile = join(workDir, `measure-${++scriptCounter}.lua`);
  await writeFile(scriptFile, wrkScript({ headers: {}, ...spec, maxRequests }));
  const args = ['-t', String(THREADS), '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', scriptFile, new URL(spec.path, baseUrl).href];
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  let stopped = 0;
  /** When the run ended: every thread reached its count, or wrk exited at `-d`. */
  let endedAt = 0;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    output += chunk;
    const done = output.split('\n').filter((line) => line === 'load: thread done').length;
    if (done > stopped) {
      stopped = done;
      if (stopped === THREADS) {
        endedAt = performance.now();
        child.kill('SIGINT');
      }
    }
  });
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  endedAt ||= performance.now();
  const line = output.split('\n').find((text) => text.startsWith('load: result '));
  if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} failed (exit ${code}):\n${output}`);
  return { ...JSON.parse(line.slice('load: result '.length)), endedAt };
}

/** Today's and yesterday's stored pageviews, from the owner stats report (the rollups are written with the hits). */
async function storedPageviews(baseUrl) {
  const reply = await request(baseUrl, { method: 'GET', path: '/api/owner/stats/report?days=2', headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
  if (reply.status !== 200) throw new Error(`the stats report answered ${reply.status}: ${reply.text}`);
  return JSON.parse(reply.text).totals.pageviews;
}

/** Waits until at least `expected` pageviews are stored; returns the time they were. */
async function waitUntilStored(baseUrl, expected) {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const stored = await storedPageviews(baseUrl);
    if (stored >= expected) return performance.now();
    if (performance.now() > deadline) throw new Error(`${stored} of ${expected} acknowledged pageviews were stored 60 s after the run`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A RecordHit run whose time lasts until every acknowledged hit is stored. With batching, a server
 * whose database cannot keep up still answers at once and keeps the rows in memory (up to the
 * buffer's capacity), so a short run would otherwise count rows that are not yet written.
 */
async function runWrkStoringHits(baseUrl, spec, options) {
  const before = await storedPageviews(baseUrl);
  const r = await runWrk(baseUrl, spec, options);
  const storedAt = await waitUntilStored(baseUrl, before + r.requests - r.non2xx);
  const drainMs = Math.max(0, storedAt - r.endedAt);
  return { ...r, drainMs, durationUs: r.durationUs + drainMs * 1000 };
}

/** One measured row, from a wrk run. */
async function measure(name, baseUrl, spec, config, options = {}) {
  const r = options.storesHits ? await runWrkStoringHits(baseUrl, spec, options) : await runWrk(baseUrl, spec, options);
  return {
    engine,
    config,
    endpoint: name,
    requests: r.requests,
    errors: r.non2xx + r.socketErrors,
    concurrency: options.connections ?? CONNECTIONS,
    durationMs: Math.round(r.durationUs / 1000),
    requestsPerSecond: Math.round((r.requests / r.durationUs) * 1e6),
    p50Ms: Number((r.p50Us / 1000).toFixed(2)),
    p99Ms: Number((r.p99Us / 1000).toFixed(2)),
    ...(r.drainMs === undefined ? {} : { drainMs: Math.round(r.drainMs) }),
  };
}

const formBody = (fields) => new URLSearchParams(fields).toString();
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${CRUMB}` };
const hitData = JSON.stringify({ websiteId: 'w1', templateId: 't1', url: '/', title: 'Home', viewportInnerWidth: 1280, localStorageSupported: true });
const hit = {
  method: 'POST',
  path: `/api/census/RecordHit?crumb=${CRUMB}`,
  headers: FORM_HEADERS,
  body: formBody({ event: 'pageview', data: hitData }),
};
const staticFile = { method: 'GET', path: '/dist/sitestack.js' };

/** SaveFormSubmission over `count` keys fetched first: the figure is for the save alone. */
async function measureForms(baseUrl, config) {
  const configured = await request(baseUrl, {
    method: 'PUT',
    path: '/api/owner/forms/bench',
    headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fields: [{ id: 'email', type: 'email', required: true }, { id: 'message', type: 'textarea' }] }),
  });
  if (configured.status !== 200) throw new Error(`configuring the bench form failed: ${configured.status} ${configured.text}`);
  // A key for every counted request and for each connection's last request, sent before its
  // thread stopped and not counted.
  const keys = [];
  for (let i = 0; i < FORM_REQUESTS + CONNECTIONS; i++) {
    const reply = await request(baseUrl, { method: 'POST', path: `/api/form/FormSubmissionKey?crumb=${CRUMB}` });
    if (reply.status !== 200) throw new Error(`FormSubmissionKey failed: ${reply.status} ${reply.text}`);
    keys.push(JSON.parse(reply.text).key);
  }
  const keysFile = join(workDir, `keys-${++scriptCounter}.txt`);
  await writeFile(keysFile, `${keys.join('\n')}\n`);
  const formJson = JSON.stringify({ email: 'visitor@example.com', message: 'Hello from the load benchmark' });
  const [bodyBefore, bodyAfter] = formBody({ formId: 'bench', form: formJson, pageTitle: 'Contact', pagePath: '/contact', key: '@KEY@' }).split('%40KEY%40');
  return measure(
    'POST /api/form/SaveFormSubmission',
    baseUrl,
    { method: 'POST', path: `/api/form/SaveFormSubmission?crumb=${CRUMB}`, headers: FORM_HEADERS, keysFile, bodyBefore, bodyAfter },
    config,
    { maxRequests: FORM_REQUESTS },
  );
}

/** The share of the machine's CPU time that was busy over `ms`. */
async function machineBusy(ms) {
  const sum = () => {
    const total = { idle: 0, busy: 0 };
    for (const { times } of cpus()) {
      total.idle += times.idle;
      total.busy += times.user + times.nice + times.sys + times.irq;
    }
    return total;
  };
  const before = sum();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sum();
  return (after.busy - before.busy) / (after.busy - before.busy + after.idle - before.idle || 1);
}

/** Waits (up to a minute) until other work on the machine has stopped using the CPU, so it does not skew the figures. */
async function waitForIdleMachine() {
  const deadline = performance.now() + 60_000;
  let busy = await machineBusy(1000);
  while (busy > IDLE_BUSY_SHARE && performance.now() < deadline) busy = await machineBusy(1000);
  if (busy > IDLE_BUSY_SHARE) console.error(`load: the machine is still ${Math.round(busy * 100)}% busy with other work; measuring anyway`);
}

/**
 * Every demo page from `baseUrl`, each drawn once first (the rows are pages served as kept, the
 * way every visit after the first is served), without and with `Accept-Encoding: br, gzip`.
 * `via` names where they were served from in the rows.
 */
async function measurePages(baseUrl, config, via = '') {
  const rows = [];
  for (const path of DEMO_PAGES) {
    const first = await request(baseUrl, { method: 'GET', path });
    if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}`);
    for (const [coding, headers] of [['', {}], [' (br, gzip)', { 'accept-encoding': 'br, gzip' }]]) {
      rows.push(await measure(`GET ${path}${coding}${via}`, baseUrl, { method: 'GET', path, headers }, config, { seconds: PAGE_SECONDS, maxRequests: PAGE_REQUESTS, connections: PAGE_CONNECTIONS }));
    }
  }
  return rows;
}

/** Through Varnish (scripts/varnish-ci.sh started it and the server): the static file and every page, from each. */
async function runBehindVarnish() {
  await waitForIdleMachine();
  const rows = [];
  for (const [baseUrl, via] of [[ORIGIN_URL, ''], [VARNISH_URL, ' via Varnish']]) {
    await runWrk(baseUrl, staticFile, { seconds: 1, maxRequests: Number.MAX_SAFE_INTEGER });
    rows.push(await measure(`GET /dist/sitestack.js (static)${via}`, baseUrl, staticFile, 'behind Varnish', { connections: PAGE_CONNECTIONS }));
    rows.push(...(await measurePages(baseUrl, 'behind Varnish', via)));
  }
  return rows;
}

/** One server configuration: warm-up, then the static ceiling, RecordHit and (once) SaveFormSubmission. */
async function run(config, env, { forms, pages = false }) {
  await waitForIdleMachine();
  const server = await startServer(env);
  const rows = [];
  try {
    const { baseUrl } = server;
    const bundle = await request(baseUrl, staticFile);
    if (bundle.status !== 200) throw new Error(`GET ${staticFile.path} answered ${bundle.status}: run \`npm run build\` first (the static row serves the built bundle)`);
    if (WARM_UP_SECONDS > 0) {
      // Not counted: lets V8 compile the hot paths and fills the database's pools and caches.
      await runWrkStoringHits(baseUrl, hit, { seconds: WARM_UP_SECONDS, maxRequests: Number.MAX_SAFE_INTEGER });
      await runWrk(baseUrl, staticFile, { seconds: 1, maxRequests: Number.MAX_SAFE_INTEGER });
    }
    rows.push(await measure('GET /dist/sitestack.js (static)', baseUrl, staticFile, config, pages ? { connections: PAGE_CONNECTIONS } : {}));
    if (pages) {
      rows.push(...(await measurePages(baseUrl, config)));
      return rows;
    }
    rows.push(await measure('POST /api/census/RecordHit', baseUrl, hit, config, { storesHits: true }));
    if (forms) rows.push(await measureForms(baseUrl, config));
  } finally {
    await server.stop();
  }
  return rows;
}

const configs = VARNISH_URL
  ? []
  : [
      { config: 'batching', env: {}, forms: true },
      { config: 'no batching', env: { ANALYTICS_BATCH_MS: '0' }, forms: false },
      // Several processes need Postgres (PGlite serves one).
      ...(engine === 'postgres' ? [{ config: 'batching, WORKERS=2', env: { WORKERS: '2' }, forms: true }] : []),
      // Drawn pages, kept by the server (issue 49), beside the static file of the same process.
      ...(MEASURE_PAGES ? [{ config: 'pages drawn and kept', env: { RENDER_PAGES: '1' }, forms: false, pages: true }] : []),
    ];
// LOAD_CONFIG=pages (any part of a configuration's name) measures only those.
if (process.env.LOAD_CONFIG) configs.splice(0, configs.length, ...configs.filter(({ config }) => config.includes(process.env.LOAD_CONFIG)));
if (VARNISH_URL && !ORIGIN_URL) {
  console.error('load: VARNISH_URL needs ORIGIN_URL (scripts/varnish-ci.sh sets both)');
  process.exit(1);
}

/** Every run's rows, by config and endpoint. */
const runs = new Map();
try {
  for (let i = 1; i <= RUNS; i++) {
    if (VARNISH_URL) {
      console.error(`load: pages behind Varnish, run ${i} of ${RUNS}`);
      for (const row of await runBehindVarnish()) {
        const key = `${row.config}\n${row.endpoint}`;
        runs.set(key, [...(runs.get(key) ?? []), row]);
      }
    }
    for (const { config, env, forms, pages } of configs) {
      console.error(`load: ${engine}, ${config}, run ${i} of ${RUNS}`);
      for (const row of await run(config, env, { forms, pages })) {
        const key = `${row.config}\n${row.endpoint}`;
        runs.set(key, [...(runs.get(key) ?? []), row]);
      }
    }
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}

/** The run with the median rate (the lower middle one of an even count), with every run's rate beside it. */
const results = [...runs.values()].map((rows) => {
  const sorted = [...rows].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...median, runsRequestsPerSecond: rows.map((row) => row.requestsPerSecond) };
});

let previous = { results: [], engines: {} };
try {
  previous = JSON.parse(await readFile(RESULTS, 'utf8'));
} catch {
  // first run
}
const measuredAt = new Date().toISOString();
const measuredConfigs = new Set(results.map((row) => `${row.engine}\n${row.config}`));
const method = `wrk, ${THREADS} thread(s), ${CONNECTIONS} keep-alive connections, at most ${MAX_REQUESTS} requests (SaveFormSubmission ${FORM_REQUESTS}) and ${MAX_SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up; RecordHit timed until its rows are stored; pages (and the static file beside them) over ${PAGE_CONNECTIONS} connections, at most ${PAGE_REQUESTS} requests and ${PAGE_SECONDS} s each, after one drawing; each row the run with the median rate of ${RUNS} server starts`;
const merged = {
  measuredAt,
  node: process.version,
  engines: { ...previous.engines, [engine]: { measuredAt, method } },
  // The rows of the configurations measured now replace theirs; the others' rows are kept.
  results: [...(previous.results ?? []).filter((row) => !measuredConfigs.has(`${row.engine}\n${row.config}`)), ...results],
};
await writeFile(RESULTS, `${JSON.stringify(merged, null, 2)}\n`);

console.table(
  results.map((row) => ({
    engine: row.engine,
    config: row.config,
    endpoint: row.endpoint,
    requests: row.requests,
    errors: row.errors,
    'req/s': row.requestsPerSecond,
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    'stored after (ms)': row.drainMs ?? '',
    'runs req/s': row.runsRequestsPerSecond.join(' '),
  })),
);
const rate = (config, endpoint) => results.find((row) => row.config === config && row.endpoint.includes(endpoint))?.requestsPerSecond;
const one = rate('batching', 'RecordHit');
const two = rate('batching, WORKERS=2', 'RecordHit');
const ceiling = rate('batching', '(static)');
if (one && ceiling) console.log(`RecordHit with batching: ${(one / ceiling).toFixed(2)}x the static file (${one} / ${ceiling} req/s)`);
if (one && two) console.log(`RecordHit with WORKERS=2: ${(two / one).toFixed(2)}x WORKERS=1 (${two} / ${one} req/s)`);
// Issue 49's targets: every kept page at >= 0.8x the static file of the same process with p99
// under 50 ms; through Varnish at >= 5x the server's own rate for the same page.
for (const config of ['pages drawn and kept', 'behind Varnish']) {
  const staticRate = rate(config, '(static)');
  for (const row of results.filter((r) => r.config === config && r.endpoint.startsWith('GET /') && !r.endpoint.includes('(static)') && !r.endpoint.endsWith(' via Varnish'))) {
    const line = `${row.endpoint}: ${row.requestsPerSecond} req/s, ${(row.requestsPerSecond / staticRate).toFixed(2)}x the static file, p99 ${row.p99Ms} ms`;
    const varnished = results.find((r) => r.config === config && r.endpoint === `${row.endpoint} via Varnish`);
    console.log(varnished ? `${line}; via Varnish ${varnished.requestsPerSecond} req/s, ${(varnished.requestsPerSecond / row.requestsPerSecond).toFixed(1)}x` : line);
  }
}
console.log(`Wrote ${RESULTS}`);
if (results.some((row) => row.errors > 0)) process.exitCode = 1;
