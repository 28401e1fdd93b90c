import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { captchaStartupNotice, captchaVerifierFor } from './forms/captcha-verifier.js';
import { loadPageRenderer } from './pages/page-renderer.js';

const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const captcha = captchaVerifierFor(config);
// Pages are drawn on the server by the built renderer (dist/ssr/), unless RENDER_PAGES=0.
const pageRenderer = process.env.RENDER_PAGES === '0' ? null : await loadPageRenderer(new URL('../dist', import.meta.url).pathname);
const app = await buildApp({ config, db, captcha, pageRenderer });
await app.listen({ port: config.port, host: config.host });

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Sitestack demo site: http://${shownHost}:${port}/`);
const storage =
  db.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : config.dataDir.startsWith('memory://') ? 'PGlite (in memory)' : `PGlite (${config.dataDir}/)`;
console.log(`Site API: http://${shownHost}:${port}/api/ on ${storage}`);
const captchaNotice = captchaStartupNotice(captcha);
if (captchaNotice) console.log(captchaNotice);
if (config.ownerTokenGenerated) {
  console.log(`Owner token for this run (set OWNER_TOKEN to keep one): ${config.ownerToken}`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // Stop taking requests, then close the database so PGlite's data directory is left clean.
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
