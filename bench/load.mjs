#!/usr/bin/env node
// Load benchmark of the site API (issues 3 and 19): requests per second and p99 latency of a static
// file (the same process's ceiling), RecordHit with analytics batching on and off, and
// SaveFormSubmission. Starts `server/main.ts` on 127.0.0.1 (a fresh PGlite data directory, or
// Postgres when DATABASE_URL is set: `scripts/postgres-ci.sh node bench/load.mjs`, which also
// measures WORKERS=2), warms each server up, sends a bounded number of requests for a bounded time
// over LOAD_CONCURRENCY keep-alive connections, and writes bench/load-results.json (results for
// the other engine are kept, so running both fills the table).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(root, 'bench', 'load-results.json');
const MAX_REQUESTS = Number(process.env.LOAD_REQUESTS ?? 20000);
const MAX_SECONDS = Number(process.env.LOAD_SECONDS ?? 6);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 64);
const WARM_UP_REQUESTS = 300;
const OWNER_TOKEN = 'load-benchmark-owner-token-0123456789';
const CRUMB = 'load-benchmark-crumb';
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

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

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function request(baseUrl, { method, path, headers = {}, body }) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { cookie: `crumb=${CRUMB}`, ...headers } }, (res) => {
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

const form = (fields) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

/** Runs `makeRequest(i)` with CONCURRENCY workers until MAX_REQUESTS or MAX_SECONDS. */
async function measure(name, baseUrl, makeRequest, config, maxRequests = MAX_REQUESTS) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + MAX_SECONDS * 1000;
  async function worker() {
    while (next < maxRequests && performance.now() < deadline) {
      const i = next++;
      const spec = await makeRequest(i);
      const t0 = performance.now();
      try {
        const reply = await request(baseUrl, spec);
        if (reply.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const durationMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    engine,
    config,
    endpoint: name,
    requests: latencies.length,
    errors,
    concurrency: CONCURRENCY,
    durationMs: Math.round(durationMs),
    requestsPerSecond: Math.round((latencies.length / durationMs) * 1000),
    p50Ms: Number(pick(0.5).toFixed(2)),
    p99Ms: Number(pick(0.99).toFixed(2)),
  };
}

const hitData = JSON.stringify({ websiteId: 'w1', templateId: 't1', url: '/', title: 'Home', viewportInnerWidth: 1280, localStorageSupported: true });
const hit = () => ({ method: 'POST', path: `/api/census/RecordHit?crumb=${CRUMB}`, ...form({ event: 'pageview', data: hitData }) });

/** One server configuration: warm-up, then the static ceiling, RecordHit and (once) SaveFormSubmission. */
async function run(config, env, { forms }) {
  const server = await startServer(env);
  const rows = [];
  try {
    const { baseUrl } = server;
    await Promise.all(Array.from({ length: WARM_UP_REQUESTS }, () => request(baseUrl, hit())));
    rows.push(await measure('GET /dist/sitestack.js (static)', baseUrl, () => ({ method: 'GET', path: '/dist/sitestack.js' }), config));
    rows.push(await measure('POST /api/census/RecordHit', baseUrl, hit, config));
    if (forms) {
      const configured = await request(baseUrl, {
        method: 'PUT',
        path: '/api/owner/forms/bench',
        headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: [{ id: 'email', type: 'email', required: true }, { id: 'message', type: 'textarea' }] }),
      });
      if (configured.status !== 200) throw new Error(`configuring the bench form failed: ${configured.status} ${configured.text}`);
      // Keys are fetched outside the timed loop: the figure is for the save alone.
      const keys = [];
      const keyCount = Math.min(MAX_REQUESTS, 3000);
      for (let i = 0; i < keyCount; i++) {
        const reply = await request(baseUrl, { method: 'POST', path: `/api/form/FormSubmissionKey?crumb=${CRUMB}` });
        keys.push(JSON.parse(reply.text).key);
      }
      const formJson = JSON.stringify({ email: 'visitor@example.com', message: 'Hello from the load benchmark' });
      rows.push(
        await measure(
          'POST /api/form/SaveFormSubmission',
          baseUrl,
          (i) => ({ method: 'POST', path: `/api/form/SaveFormSubmission?crumb=${CRUMB}`, ...form({ key: keys[i], formId: 'bench', form: formJson, pageTitle: 'Contact', pagePath: '/contact' }) }),
          config,
          keys.length,
        ),
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const results = [];
try {
  results.push(...(await run('batching', {}, { forms: true })));
  results.push(...(await run('no batching', { ANALYTICS_BATCH_MS: '0' }, { forms: false })));
  // Several processes need Postgres (PGlite serves one).
  if (engine === 'postgres') results.push(...(await run('batching, WORKERS=2', { WORKERS: '2' }, { forms: true })));
} finally {
  agent.destroy();
}

let previous = [];
try {
  previous = JSON.parse(await readFile(RESULTS, 'utf8')).results ?? [];
} catch {
  // first run
}
const merged = [...previous.filter((row) => row.engine !== engine), ...results];
await writeFile(RESULTS, `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, results: merged }, null, 2)}\n`);

console.table(results.map(({ engine: e, config, endpoint, requests, errors, requestsPerSecond, p50Ms, p99Ms }) => ({ engine: e, config, endpoint, requests, errors, 'req/s': requestsPerSecond, 'p50 ms': p50Ms, 'p99 ms': p99Ms })));
console.log(`Wrote ${RESULTS}`);
if (results.some((row) => row.errors > 0)) process.exitCode = 1;
