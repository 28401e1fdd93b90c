import { defineConfig } from 'vitest/config';
import { cssInline } from './scripts/css-inline-plugin.mjs';

export default defineConfig({
  // `import css from './x.css?inline'` gives the minified text, exactly as in the build.
  plugins: [{ ...cssInline(), enforce: 'pre' }],
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    // Server route tests share one in-memory database per worker; two workers fit 2 cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
