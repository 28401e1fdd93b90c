import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const loaderSource = readFileSync(new URL('src/elements/block-imports.ts', root), 'utf8');
/** The tags of the block map the loader and the server renderer share: `'ss-x': () => import('./x.js')`. */
const loaderTags = [...loaderSource.matchAll(/'(ss-[a-z-]+)':\s*\w*\(?\s*\(\)\s*=>\s*import\('\.\/([a-z-]+)\.js'\)/g)].map((m) => ({
  tag: m[1]!,
  file: m[2]!,
}));

interface ManifestDeclaration {
  tagName?: string;
  summary?: string;
  attributes?: Array<{ name: string }>;
  events?: Array<{ name: string }>;
  cssParts?: Array<{ name: string }>;
}

describe('every element is documented', () => {
  it('finds the blocks in the loader map', () => {
    expect(loaderTags.map((entry) => entry.tag)).toEqual(expect.arrayContaining(['ss-accordion', 'ss-menu']));
  });

  it.each(loaderTags)('$tag: has its element file, its stylesheet and a browser test', ({ file }) => {
    expect(existsSync(new URL(`src/elements/${file}.ts`, root))).toBe(true);
    expect(existsSync(new URL(`src/styles/${file}.css`, root))).toBe(true);
    expect(existsSync(new URL(`test/browser/${file}.test.ts`, root))).toBe(true);
  });

  it.each(loaderTags)('$tag: custom-elements.json lists its summary, attributes, events and parts', ({ tag }) => {
    const manifestUrl = new URL('custom-elements.json', root);
    expect(existsSync(manifestUrl), 'run `npm run build` to generate custom-elements.json').toBe(true);
    const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as { modules: Array<{ declarations?: ManifestDeclaration[] }> };
    const declaration = manifest.modules.flatMap((module) => module.declarations ?? []).find((d) => d.tagName === tag);
    expect(declaration, `${tag} is missing from custom-elements.json (JSDoc @tag)`).toBeDefined();
    expect(declaration!.summary).toBeTruthy();
    expect(declaration!.events?.length ?? 0).toBeGreaterThan(0);
    expect(declaration!.cssParts?.map((p) => p.name)).toContain('base');
  });

  it.each(loaderTags)('$tag: docs/elements.md has a section with its attributes and events', ({ tag }) => {
    const page = readFileSync(new URL('docs/elements.md', root), 'utf8');
    const section = page.split(/\n## /).find((part) => part.startsWith(`\`<${tag}>\``));
    expect(section, `docs/elements.md has no "## \`<${tag}>\`" section`).toBeDefined();
    expect(section).toMatch(/\| attribute \|/);
    expect(section).toMatch(/\| event \|/);
  });
});
