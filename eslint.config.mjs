/**
 * Lint for every source folder: typescript-eslint's recommended rules, a few type-aware rules
 * about promises (a forgotten `await` loses an error or a result), and the rules of hooks with
 * checked dependency lists for the React code. `npm run lint`. The example apps in examples/
 * are linted with their own tsconfig; Vue single-file components are left to the Vue compiler
 * (this project has no Vue parser for ESLint).
 */
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'bench/peers/dist/', 'demo/', 'test-results/', 'playwright-report/', '.data/']),
  // A disable comment that no longer hides anything goes.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      // events.ts grows the event map by declaration merging: `interface SitestackEventMap extends X {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Plain JavaScript (build scripts, benchmarks, configs, provider fakes) is not in the
    // TypeScript project, so it gets the rules that need no type information.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // The React code, its tests and the React example app. (test/unit/server's `useTestServer`
    // is a vitest set-up helper named like a hook, not a React hook.)
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'examples/react/**/*.{ts,tsx}'],
    ignores: ['test/unit/server/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
