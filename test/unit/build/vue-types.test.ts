import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { vueTypes } from '../../../scripts/framework-types.mjs';

/**
 * `sitestack/vue` (issue 16): Vue's `GlobalComponents` generated from custom-elements.json. Vue's
 * template type-checking reads a custom element's `$props` (its attributes) and `$emit` (its
 * events); these checks read them the same way, right and wrong.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as { modules: Array<{ declarations?: Array<{ tagName?: string }> }> };
// Inside the repository, so `vue` resolves from its node_modules as it does in an app.
const work = join(root, `.vue-types-${process.pid}`);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Type errors of `app` (a TypeScript module) against the generated declarations, each with its line of `app`. */
function typeErrors(app: string): Array<{ line: string; message: string }> {
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'sitestack-vue.d.ts'), vueTypes(manifest));
  writeFileSync(
    join(work, 'app.ts'),
    `import type {} from './sitestack-vue.js';
import type { GlobalComponents } from 'vue';
type Element<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>;
type Attributes<Tag extends keyof GlobalComponents> = Element<Tag>['$props'];
${app}`,
  );
  const program = ts.createProgram([join(work, 'app.ts'), join(work, 'sitestack-vue.d.ts')], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const source = diagnostic.file!;
    const { line } = source.getLineAndCharacterOfPosition(diagnostic.start!);
    return { line: source.text.split('\n')[line]!.trim(), message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n') };
  });
}

describe('sitestack/vue GlobalComponents types', () => {
  it('declares every element of the manifest', () => {
    const tags = manifest.modules.flatMap((module) => module.declarations ?? []).flatMap((declaration) => (declaration.tagName ? [declaration.tagName] : []));
    const types = vueTypes(manifest);
    expect(tags.length).toBeGreaterThanOrEqual(30);
    for (const tag of tags) expect(types).toContain(`'${tag}': SitestackElement<`);
  });

  it('accepts the documented attributes, block data, the usual HTML attributes and the events', () => {
    expect(
      typeErrors(`
        export const accordion: Attributes<'ss-accordion'> = { 'allow-multiple': true, 'heading-level': 2, class: 'faq', key: 'faq' };
        export const gallery: Attributes<'ss-gallery'> = { design: 'grid', lightbox: true, 'data-block-json': JSON.stringify({ design: 'list' }) };
        export const embed: Attributes<'ss-embed'> = { activate: 'click', 'aspect-ratio': '16:9' };
        // Vue's template type-checking compares attributes by their camelCase names.
        export const camelized: Attributes<'ss-accordion'> = { allowMultiple: true, headingLevel: '2', dataBlockJson: '{}', 'aria-label': 'Questions' };
        declare const element: Element<'ss-accordion'>;
        element.$emit('ss-accordion-toggle', new CustomEvent('ss-accordion-toggle', { detail: { index: 1 } }));
        export const node: HTMLElement = element;
      `),
    ).toEqual([]);
  });

  it('refuses a wrong attribute type (as written or camelized), an unknown attribute, a wrong or unknown event and an element that does not exist', () => {
    const errors = typeErrors(`
      export const a: Attributes<'ss-accordion'> = { 'allow-multiple': {} };
      export const b: Attributes<'ss-accordion'> = { 'allow-many': true };
      export const c: Attributes<'ss-accordion'> = { headingLevel: [2] };
      declare const element: Element<'ss-accordion'>;
      element.$emit('ss-accordion-toggle', 42);
      element.$emit('ss-accordion-opened', new CustomEvent('x'));
      export type D = Element<'ss-no-such-block'>;
    `);
    expect(errors.map((error) => error.line)).toEqual([
      "export const a: Attributes<'ss-accordion'> = { 'allow-multiple': {} };",
      "export const b: Attributes<'ss-accordion'> = { 'allow-many': true };",
      "export const c: Attributes<'ss-accordion'> = { headingLevel: [2] };",
      "element.$emit('ss-accordion-toggle', 42);",
      "element.$emit('ss-accordion-opened', new CustomEvent('x'));",
      "export type D = Element<'ss-no-such-block'>;",
    ]);
    expect(errors[0]!.message).toContain('boolean');
    expect(errors[1]!.message).toContain('known properties');
    expect(errors[2]!.message).toContain('string | number');
    expect(errors[3]!.message).toContain('CustomEvent');
  });
});
