import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { attributeType, reactTypes } from '../../../scripts/framework-types.mjs';

/**
 * `sitestack/react` (issue 16): JSX types generated from custom-elements.json, checked by the
 * TypeScript compiler against a React app's usage, right and wrong.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as { modules: Array<{ declarations?: Array<{ tagName?: string }> }> };
const work = join(root, `.react-types-${process.pid}`);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Type errors of `app` (a TSX file) against the generated declarations. */
function typeErrors(app: string): string[] {
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'sitestack-react.d.ts'), reactTypes(manifest));
  writeFileSync(join(work, 'app.tsx'), `import './sitestack-react.js';\n${app}`);
  const program = ts.createProgram([join(work, 'app.tsx'), join(work, 'sitestack-react.d.ts')], {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('sitestack/react JSX types', () => {
  it('declares every element of the manifest', () => {
    const tags = manifest.modules.flatMap((module) => module.declarations ?? []).flatMap((declaration) => (declaration.tagName ? [declaration.tagName] : []));
    const types = reactTypes(manifest);
    expect(tags.length).toBeGreaterThanOrEqual(30);
    for (const tag of tags) expect(types).toContain(`'${tag}': `);
  });

  it('accepts the documented attributes, events, block data and a ref', () => {
    expect(
      typeErrors(`
        import { useRef } from 'react';
        export function App({ data }: { data: object }) {
          const ref = useRef<HTMLElement>(null);
          return (
            <main>
              <ss-accordion allow-multiple heading-level={2} onss-accordion-toggle={(event) => console.log(event.detail)} ref={ref}>
                <details><summary>Hours</summary>9 to 5</details>
              </ss-accordion>
              <ss-embed activate="click" aspect-ratio="16:9" label="Tour"></ss-embed>
              <ss-map data-block-json={JSON.stringify(data)} className="map"></ss-map>
            </main>
          );
        }
      `),
    ).toEqual([]);
  });

  it('refuses a wrong value type, a handler that is not a function and an element that does not exist', () => {
    // (TypeScript checks no attribute name with a dash that is not declared, as for data-* and aria-*.)
    const errors = typeErrors(`
      export const a = <ss-accordion allow-multiple={{}}></ss-accordion>;
      export const b = <ss-accordion onss-accordion-toggle={42}></ss-accordion>;
      export const c = <ss-no-such-block />;
    `);
    expect(errors.some((error) => error.includes("'allow-multiple'"))).toBe(true);
    expect(errors.some((error) => error.includes("'onss-accordion-toggle'"))).toBe(true);
    expect(errors.some((error) => error.includes("'ss-no-such-block' does not exist"))).toBe(true);
    expect(errors).toHaveLength(3);
  });

  it('types documented values as suggestions, booleans as booleans, ranges as numbers or text', () => {
    expect(attributeType('boolean')).toBe('boolean');
    expect(attributeType('`auto`, `click`')).toBe("'auto' | 'click' | (string & {})");
    expect(attributeType('`light` | `dark`')).toBe("'light' | 'dark' | (string & {})");
    expect(attributeType('2-6')).toBe('number | string');
    expect(attributeType('bar: `top` | `bottom`; popup: `top-left`')).toBe('string');
    expect(attributeType('URL')).toBe('string');
  });
});
