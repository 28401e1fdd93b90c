import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementDeclarations } from '../../../scripts/element-reference.mjs';

/**
 * The custom properties each element documents (`@cssprop`, the reference in docs/elements.md) are the
 * ones its styles really read: a property a block's stylesheet reads is documented, and a
 * documented property is read somewhere (a stylesheet, or a style the code writes).
 */
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface CssProperty {
  name: string;
  description?: string;
}
interface Declaration {
  tagName: string;
  path: string;
  cssProperties?: CssProperty[];
}

function declarations(): Declaration[] {
  expect(existsSync(new URL('custom-elements.json', root)), 'run `npm run build` to generate custom-elements.json').toBe(true);
  const manifest = JSON.parse(read('custom-elements.json')) as { modules: Array<{ path: string; declarations?: Array<Omit<Declaration, 'path'>> }> };
  const withPath = { modules: manifest.modules.map((module) => ({ ...module, declarations: module.declarations?.map((d) => ({ ...d, path: module.path })) })) };
  return elementDeclarations(withPath) as Declaration[];
}

/** The `--ss-*` properties a text reads through var(). */
const propertiesRead = (css: string) => new Set([...css.matchAll(/var\(\s*(--ss-[\w-]+)/g)].map((match) => match[1]!));

/** A documented name, or a numbered run written as `--ss-x-2 ... --ss-x-8` in a description. */
function documents(properties: readonly CssProperty[], name: string): boolean {
  if (properties.some((property) => property.name === name)) return true;
  return properties.some((property) =>
    [...(property.description ?? '').matchAll(/(--ss-[\w-]+?-)(\d+)\s*(?:\.\.\.|…)\s*\1(\d+)/g)].some((run) => {
      const number = new RegExp(`^${run[1]}(\\d+)$`).exec(name)?.[1];
      return number !== undefined && Number(number) >= Number(run[2]) && Number(number) <= Number(run[3]);
    }),
  );
}

const styles = readdirSync(new URL('src/styles/', root)).filter((file) => file.endsWith('.css'));
/** Read by every block: the design tokens and the base rules, documented where a block uses them. */
const sharedReads = propertiesRead(read('src/styles/tokens.css') + read('src/styles/base.css'));
/** Code outside comments, so a property named only in a JSDoc line does not count as used. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const sources = (dir: string): string[] =>
  readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(`${dir}${entry.name}/`) : /\.tsx?$/.test(entry.name) ? [withoutComments(read(`${dir}${entry.name}`))] : [],
  );
const everywhere = styles.map((file) => read(`src/styles/${file}`)).join('\n') + sources('src/').join('\n');

describe('documented custom properties (@cssprop) and the stylesheets agree', () => {
  const elements = declarations();

  it.each(elements.map((element) => [element.tagName, element] as const))('%s documents every --ss-* property its own stylesheets read', (_tag, element) => {
    const sheets = [...read(element.path).matchAll(/styles\/([\w-]+\.css)\?inline/g)].map((match) => match[1]!);
    const ownReads = propertiesRead(sheets.map((sheet) => read(`src/styles/${sheet}`)).join('\n'));
    const undocumented = [...ownReads].filter((name) => !sharedReads.has(name) && !documents(element.cssProperties ?? [], name));
    expect(undocumented).toEqual([]);
  });

  it.each(elements.map((element) => [element.tagName, element] as const))('%s documents only properties some style reads', (_tag, element) => {
    const unread = (element.cssProperties ?? []).map((property) => property.name).filter((name) => !everywhere.includes(name));
    expect(unread).toEqual([]);
  });

  it('recognises a numbered run and nothing outside it', () => {
    const properties = [{ name: '--ss-chart-color-1', description: 'First colour (also --ss-chart-color-2 ... --ss-chart-color-8).' }];
    expect(documents(properties, '--ss-chart-color-5')).toBe(true);
    expect(documents(properties, '--ss-chart-color-9')).toBe(false);
    expect(documents(properties, '--ss-chart-grid-color')).toBe(false);
  });
});
