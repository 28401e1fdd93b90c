import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';

/**
 * The end-to-end test behind Varnish (test/varnish), run by scripts/varnish-ci.sh once it has
 * started the site server (ORIGIN_URL) and Varnish in front of it (VARNISH_URL) with the VCL in
 * integrations/varnish. Its own config, so `npm test`'s e2e run, which has no Varnish, does not
 * pick it up. Visitors use Varnish's address.
 */
export default defineConfig({
  testDir: 'test/varnish',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: process.env.VARNISH_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
});
