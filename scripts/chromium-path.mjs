import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Chromium every browser test uses: $CHROME_PATH, else Debian's /usr/bin/chromium, else a
 * browser Playwright installed itself. Throws a message that says how to get one.
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core without a browser of its own: fall through to the message below.
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `sudo apt-get install -y chromium`), ' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for a headless Chromium on a closed network, run as root in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
