import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 4391);
/** One owner token shared by the server and the tests, so journeys can read back what landed. */
process.env.OWNER_TOKEN ??= 'e2e-owner-token-0123456789abcdef';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/`,
    // In-memory database: end-to-end runs never touch the data directory of `npm start`.
    // Journeys run many visitors from one address; the form limit per address has its own unit tests.
    // http://localhost:PORT+1 is the page of another site in test/e2e/cross-site.spec.ts and the
    // host of the example apps in test/e2e/examples.spec.ts (one at a time: one worker, in order).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      OWNER_TOKEN: process.env.OWNER_TOKEN,
      RATE_LIMIT_FORMS: '2000',
      ALLOWED_ORIGINS: `http://localhost:${port + 1}`,
      // A loaded test machine lags; load shedding has its own unit test.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
