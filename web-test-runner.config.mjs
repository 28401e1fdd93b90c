import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';
import { cssInlinePlugin, reactEsmPlugin, siteApiPlugin, tsxResolvePlugin, waitUntilTimeoutPlugin } from './test/support/wtr-plugins.mjs';

const executablePath = findChromium();
// The real site API on the test page's origin (data-layer tests): started once per run.
const siteApi = siteApiPlugin();

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  concurrency: 1,
  // A busy machine (CI shares its cores) can take a while to start Chromium and compile the first file.
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  middleware: [siteApi.middleware],
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath, args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  plugins: [
    reactEsmPlugin(),
    waitUntilTimeoutPlugin(),
    cssInlinePlugin(),
    tsxResolvePlugin(),
    siteApi,
    esbuildPlugin({ ts: true, tsx: true, tsconfig: './tsconfig.json', target: 'es2022' }),
  ],
};
