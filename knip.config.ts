import type { KnipConfig } from 'knip';

/**
 * The dead-code check (`npm run deadcode`): files, exports and dependencies nothing uses.
 * Entry points: the loader (rollup.config.mjs's input, found by knip's rollup plugin; it reaches
 * every block through `import()`), the server renderer's API and command (scripts/build-ssr.mjs),
 * the site API server (`npm start`, found in package.json), every test, benchmark and build
 * script, the tools' configs (knip's plugins read vitest, playwright and eslint's on their
 * own), and the example apps in examples/ (each Vite app's config and entry; the end-to-end tests
 * build them). An export used only in its own file counts as used.
 */
const config: KnipConfig = {
  entry: [
    'src/ssr/index.ts!',
    'src/ssr/cli.ts!',
    // Built beside them; scripts/build-ssr.mjs writes each block's stylesheet file with it.
    'src/ssr/block-stylesheets.ts!',
    'test/browser/**/*.test.ts',
    // Provider fakes the test pages load by URL.
    'test/support/*.js',
    'scripts/*.mjs',
    'bench/**/*.mjs',
    'web-test-runner.config.mjs',
    // The WordPress plugin's end-to-end test, run by scripts/wordpress-ci.sh with its own config.
    'playwright.wordpress.config.ts',
    'test/e2e-wordpress/*.spec.ts',
    // The end-to-end test behind Varnish, run by scripts/varnish-ci.sh with its own config.
    'playwright.varnish.config.ts',
    'test/varnish/*.spec.ts',
    'custom-elements-manifest.config.mjs',
    'examples/*/vite.config.ts',
    'examples/*/src/main.{ts,tsx}',
  ],
  project: [
    'src/**/*.{ts,tsx}!',
    'server/**/*.ts!',
    'test/**/*.{ts,tsx,js,mjs}',
    'scripts/**/*.{mjs,mts}',
    'bench/**/*.mjs',
    'examples/**/*.{ts,tsx,vue}',
    '*.{ts,mjs}',
  ],
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // Each element module exports its class by name (for tests and types) and as the default
    // export the loader's `import()` and the server renderer read.
    'src/elements/*.ts': ['duplicates'],
  },
  // The peer pages of bench/peers/build.mjs import these from source it generates for esbuild.
  ignoreDependencies: ['photoswipe', 'plausible-tracker', 'swiper', 'vanilla-cookieconsent'],
  // System programs the load benchmark runs (bench/load.mjs installs wrk with apt-get when missing).
  ignoreBinaries: ['wrk', 'apt-get'],
};

export default config;
