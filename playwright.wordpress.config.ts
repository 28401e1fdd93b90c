import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';

/**
 * The WordPress plugin's end-to-end test (test/e2e-wordpress), run by scripts/wordpress-ci.sh once
 * it has started WordPress (WP_URL) and the site API (WP_API_PORT). Its own config, so `npm test`'s
 * e2e run, which has neither, does not pick it up. Third-party cookies are blocked, as Safari and
 * Firefox do by default.
 */
export default defineConfig({
  testDir: 'test/e2e-wordpress',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // WordPress on PHP's built-in server is slower than the site API alone.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: process.env.WP_URL ?? 'http://127.0.0.1:8082',
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'] },
  },
});
