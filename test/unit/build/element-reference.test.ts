import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  elementDeclarations,
  expectedElementsPage,
  renderElementReference,
  replaceElementReference,
  splitTrailing,
} from '../../../scripts/element-reference.mjs';

const root = new URL('../../../', import.meta.url);
const manifestUrl = new URL('custom-elements.json', root);

interface Declaration {
  tagName: string;
  path?: string;
  attributes?: Array<{ name: string }>;
  events?: Array<{ name: string }>;
}

function loadDeclarations(): Declaration[] {
  expect(existsSync(manifestUrl), 'run `npm run build` to generate custom-elements.json').toBe(true);
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as { modules: Array<{ path: string; declarations?: Declaration[] }> };
  const withPath = { modules: manifest.modules.map((module) => ({ ...module, declarations: module.declarations?.map((d) => ({ ...d, path: module.path })) })) };
  return elementDeclarations(withPath) as Declaration[];
}

const elementFiles = readdirSync(new URL('src/elements/', root))
  .filter((file) => file.endsWith('.ts'))
  .filter((file) => /@tag ss-/.test(readFileSync(new URL(`src/elements/${file}`, root), 'utf8')));

describe('the element reference in docs/elements.md', () => {
  it('is what scripts/element-reference.mjs writes from custom-elements.json (edit the JSDoc, then build)', () => {
    const { page, expected } = expectedElementsPage();
    expect(page).toBe(expected);
  });

  it('lists every element once, in tag order, and writing it again changes nothing', () => {
    const { expected } = expectedElementsPage();
    const tags = [...expected.matchAll(/^## `<(ss-[a-z-]+)>`$/gm)].map((m) => m[1]);
    expect(tags).toEqual(loadDeclarations().map((d) => d.tagName));
    expect(tags).toHaveLength(elementFiles.length);
    const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
    expect(replaceElementReference(expected, renderElementReference(manifest))).toBe(expected);
  });

  it('keeps the hand-written sections outside the markers', () => {
    const { page } = expectedElementsPage();
    const outside = `${page.split('<!-- elements:start -->')[0]}${page.split('<!-- elements:end -->')[1]}`;
    expect(outside).toContain('## Dialogs, tooltip, the Escape key and sign-in');
    expect(outside).toContain('## Page pieces without a tag');
    expect(outside).toContain('Shared design tokens');
  });

  it('reads defaults and event details from the JSDoc convention', () => {
    expect(splitTrailing('Heading level. Default: 3.', 'Default')).toEqual({ text: 'Heading level.', value: '3' });
    expect(splitTrailing('Opened. detail: `{ index }`.', 'detail')).toEqual({ text: 'Opened.', value: '`{ index }`' });
    expect(splitTrailing('No default here.', 'Default')).toEqual({ text: 'No default here.', value: '' });
  });
});

/**
 * Attributes an element reads that are not typed attributes of its definition: the block data,
 * read by the shared block-data reader (DESIGN.md "Block data").
 */
const BLOCK_DATA_ATTRIBUTES = ['data-block-json'];

describe('every element documents the attributes it declares', () => {
  let declarations: Declaration[];
  beforeAll(() => {
    declarations = loadDeclarations();
  });

  it.each(elementFiles)('%s: @attr names equal the attributes of its createBlockElement definition', async (file) => {
    const module = (await import(`../../../src/elements/${file}`)) as { default: { tagName: string; definition: { attributes: Record<string, unknown> } } };
    const Element = module.default;
    const declaration = declarations.find((d) => d.tagName === Element.tagName);
    expect(declaration, `${Element.tagName} is missing from custom-elements.json`).toBeDefined();
    const documented = (declaration!.attributes ?? []).map((a) => a.name);
    const declared = Object.keys(Element.definition.attributes);
    const blockData = documented.filter((name) => BLOCK_DATA_ATTRIBUTES.includes(name));
    expect([...documented].sort()).toEqual([...new Set([...declared, ...blockData])].sort());
  });
});

/** The event names of the `...Events` types an element file imports (the element's events type). */
function eventTypeNames(): Map<string, string[]> {
  const files = elementFiles.map((file) => new URL(`src/elements/${file}`, root).pathname);
  const program = ts.createProgram(files, { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const names = new Map<string, string[]>();
  for (const path of files) {
    const source = program.getSourceFile(path)!;
    const found: string[] = [];
    source.forEachChild((node) => {
      if (!ts.isImportDeclaration(node)) return;
      const bindings = node.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) return;
      for (const element of bindings.elements) {
        if (!element.name.text.endsWith('Events')) continue;
        const type = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(checker.getSymbolAtLocation(element.name)!));
        found.push(...checker.getPropertiesOfType(type).map((property) => property.name));
      }
    });
    names.set(path.split('/').pop()!, found);
  }
  return names;
}

describe('every element documents the events it fires', () => {
  let declarations: Declaration[];
  let events: Map<string, string[]>;
  beforeAll(() => {
    declarations = loadDeclarations();
    events = eventTypeNames();
  }, 60_000);

  it.each(elementFiles)('%s: @fires names equal the names of its events type', (file) => {
    const declaration = declarations.find((d) => d.path === `src/elements/${file}`);
    expect(declaration, `src/elements/${file} is missing from custom-elements.json`).toBeDefined();
    const fired = events.get(file)!;
    expect(fired.length, `src/elements/${file} imports no ...Events type`).toBeGreaterThan(0);
    expect((declaration!.events ?? []).map((e) => e.name).sort()).toEqual([...fired].sort());
  });
});
