import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { buildApp } from './app.js';
import { parseWorkers, readConfig, type ServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { captchaStartupNotice, captchaVerifierFor } from './forms/captcha-verifier.js';
import { loadPageRenderer } from './pages/page-renderer.js';

/**
 * `npm start`: one server process, or with WORKERS=N (and DATABASE_URL) a primary that runs N
 * server processes on one port, all on the same Postgres (docs/production.md).
 */
let config: ServerConfig;
let workers: number;
try {
  config = readConfig();
  workers = parseWorkers(process.env.WORKERS, availableParallelism());
} catch (error) {
  console.error(`Sitestack: ${(error as Error).message}`);
  process.exit(1);
}

if (workers > 1 && !config.databaseUrl) {
  console.error(
    `Sitestack: WORKERS=${process.env.WORKERS} needs DATABASE_URL: the embedded database (PGlite) serves one process. Set DATABASE_URL to a Postgres server, or leave WORKERS unset.`,
  );
  process.exit(1);
}

if (workers > 1 && cluster.isPrimary) await runPrimary(workers);
else await runServer();

function shownHost(): string {
  return config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
}

function announce(port: number, storage: string): void {
  console.log(`Sitestack demo site: http://${shownHost()}:${port}/`);
  console.log(`Site API: http://${shownHost()}:${port}/api/ on ${storage}`);
  const captchaNotice = captchaStartupNotice(captchaVerifierFor(config));
  if (captchaNotice) console.log(captchaNotice);
  if (config.ownerTokenGenerated) console.log(`Owner token for this run (set OWNER_TOKEN to keep one): ${config.ownerToken}`);
}

/** One server process: the app on the database, until SIGTERM/SIGINT. */
async function runServer(): Promise<void> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const captcha = captchaVerifierFor(config);
  // Pages are drawn on the server by the built renderer (dist/ssr/), unless RENDER_PAGES=0, with
  // React's production build unless NODE_ENV says otherwise (its development build checks each
  // render: measured about 1.5x the time on the shop page and on 100 blocks).
  process.env.NODE_ENV ??= 'production';
  const pageRenderer = process.env.RENDER_PAGES === '0' ? null : await loadPageRenderer(new URL('../dist', import.meta.url).pathname);
  const app = await buildApp({ config, db, captcha, pageRenderer });
  await app.listen({ port: config.port, host: config.host });

  if (cluster.isPrimary) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const storage =
      db.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : config.dataDir.startsWith('memory://') ? 'PGlite (in memory)' : `PGlite (${config.dataDir}/)`;
    announce(port, storage);
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      // Stop taking requests, write every buffered analytics row, then close the database.
      void app
        .close()
        .then(() => db.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
    });
  }
}

/**
 * The primary of WORKERS=N: starts the server processes one after another (each applies
 * migrations and demo data under the database's locks before the next starts), gives them one
 * owner token and one signing secret (a crumb or page load id one process issued is valid in
 * every other), replaces one that dies, and on SIGTERM/SIGINT stops them all cleanly.
 */
async function runPrimary(count: number): Promise<void> {
  const env = {
    OWNER_TOKEN: config.ownerToken,
    SIGNING_SECRET: process.env.SIGNING_SECRET?.trim() || process.env.CRUMB_SECRET?.trim() || randomBytes(32).toString('base64url'),
  };
  let stopping = false;
  const start = () =>
    new Promise<number>((resolve, reject) => {
      const worker = cluster.fork(env);
      worker.once('listening', (address) => resolve(address.port));
      worker.once('exit', (code) => {
        if (stopping) return;
        reject(new Error(`a server process exited with code ${code} while starting`));
      });
    });
  let port = config.port;
  try {
    for (let i = 0; i < count; i++) port = await start();
  } catch (error) {
    console.error(`Sitestack: ${(error as Error).message}`);
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(1);
  }
  announce(port, `Postgres (DATABASE_URL), ${count} server processes`);

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Sitestack: server process ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    const next = cluster.fork(env);
    next.once('listening', () => console.log(`Sitestack: server process ${next.process.pid} took its place.`));
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      let failed = false;
      let left = running.length;
      if (left === 0) process.exit(0);
      for (const worker of running) {
        worker.once('exit', (code, signal) => {
          // A process still starting has no handler yet and ends by the signal itself: it had
          // taken no request, so nothing was lost.
          if (code !== 0 && signal !== 'SIGTERM') failed = true;
          if (--left === 0) process.exit(failed ? 1 : 0);
        });
        // Each process stops taking requests, writes its buffered rows and closes its database.
        worker.process.kill('SIGTERM');
      }
    });
  }
}
