import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { reactTypes, vueTypes } from '../../../scripts/framework-types.mjs';

/**
 * The example apps in examples/ (issue 16) typecheck with their own tsconfig against the
 * framework types generated from the current custom-elements.json: the React app's JSX against
 * `sitestack/react`, the Vue app's TypeScript against `sitestack/vue`. (The Vue app's templates
 * need vue-tsc, which this project does not install; test/unit/build/vue-types.test.ts checks
 * the types those templates are checked against.)
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as unknown;
const work = join(root, `.example-types-${process.pid}`);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Type errors of the example app `app` with `sitestack/<app>` mapped to `declarations`. */
function exampleTypeErrors(app: 'react' | 'vue', declarations: string): string[] {
  mkdirSync(work, { recursive: true });
  const file = join(work, `${app}.d.ts`);
  writeFileSync(file, declarations);
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'examples', app, 'tsconfig.json'), { paths: { [`sitestack/${app}`]: [file] } }, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  })!;
  expect(config.fileNames.length).toBeGreaterThan(1);
  const program = ts.createProgram(config.fileNames, config.options);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${diagnostic.file.fileName}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!).line + 1}: ` : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}

describe('the example apps typecheck against the generated framework types', () => {
  it('the React app, with sitestack/react', () => {
    expect(exampleTypeErrors('react', reactTypes(manifest))).toEqual([]);
  });

  it('the React app fails when an element it uses loses an attribute type', () => {
    // The same check catches a mismatch: here `heading-level` typed as a boolean.
    const wrong = reactTypes(manifest).replace(/('heading-level'\?: )number \| string/g, '$1boolean');
    expect(exampleTypeErrors('react', wrong).some((error) => error.includes("'heading-level'"))).toBe(true);
  });

  it('the Vue app, with sitestack/vue', () => {
    expect(exampleTypeErrors('vue', vueTypes(manifest))).toEqual([]);
  });
});
