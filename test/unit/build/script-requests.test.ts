import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBundleFiles, type ChunkFiles } from '../../../src/ssr/bundle-files.js';
import { renderPage } from '../../../src/ssr/render-page.js';

/**
 * Issue 15 "Delivery": chunks are grouped so a page needs at most 8 script requests before its
 * first block works (bench/budgets.json "targets"), and each block still loads only its own code.
 * Checked on the build's chunk lists (dist/ssr/chunks.json) and each demo page as the server
 * renders it, without a browser; `npm run bench` measures the same in Chromium.
 */
const root = new URL('../../../', import.meta.url);
const ssrFolder = new URL('dist/ssr/', root);
const budgets = JSON.parse(readFileSync(new URL('bench/budgets.json', root), 'utf8')) as { targets: { scriptRequestsBeforeInteractive: number } };
const MAX_SCRIPTS = budgets.targets.scriptRequestsBeforeInteractive;
const built = existsSync(new URL('chunks.json', ssrFolder));

const demoPages = readdirSync(new URL('demo/', root))
  .filter((name) => name.endsWith('.html'))
  .map((name) => ({ name, html: readFileSync(new URL(`demo/${name}`, root), 'utf8') }))
  .filter((page) => /<script\b[^>]*\bsrc="\/dist\/sitestack\.js"/.test(page.html));

async function chunkFiles(): Promise<ChunkFiles> {
  const { chunks } = await loadBundleFiles(ssrFolder);
  if (!chunks) throw new Error('dist/ssr/chunks.json is missing or invalid: run `npm run build` first');
  return chunks;
}

/** The scripts a rendered page names: module scripts and modulepreload links, as bundle file names. */
function scriptsNamed(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script\b[^>]*\bsrc|link rel="modulepreload" href)="\/dist\/([^"]+\.js)"/g)) found.add(match[1]!);
  return found;
}

const blocksIn = (html: string) => [...new Set([...html.matchAll(/<(ss-[a-z-]+)[\s>]/g)].map((match) => match[1]!))];

describe.skipIf(!built)('script requests (issue 15: at most 8 before the first block works)', () => {
  it('the demo pages are checked', () => {
    expect(demoPages.map((page) => page.name)).toEqual(expect.arrayContaining(['index.html', 'gallery.html', 'forms.html', 'consent.html', 'shop.html', 'media.html']));
  });

  it.each(demoPages.map((page) => [page.name, page.html] as const))('%s: the rendered page, its preloads and its first block need at most 8 scripts', async (name, html) => {
    const chunks = await chunkFiles();
    const { html: rendered } = await renderPage(html, { bundle: { chunks }, url: `http://localhost/${name}` });
    const scripts = scriptsNamed(rendered);
    expect(scripts.has(chunks.loader), 'the page loads the loader').toBe(true);
    for (const file of chunks.start) scripts.add(file);
    const [first] = blocksIn(html);
    for (const file of first ? (chunks.blocks[first] ?? []) : []) scripts.add(file);
    expect([...scripts].length, [...scripts].join('\n')).toBeLessThanOrEqual(MAX_SCRIPTS);
  });

  it('any two blocks side by side are interactive after at most 8 scripts, with the loader and the start chunks', async () => {
    const chunks = await chunkFiles();
    const tags = Object.keys(chunks.blocks);
    const tooMany: string[] = [];
    for (const [i, first] of tags.entries()) {
      for (const second of tags.slice(i)) {
        const scripts = new Set([chunks.loader, ...chunks.start, ...chunks.blocks[first]!, ...chunks.blocks[second]!]);
        if (scripts.size > MAX_SCRIPTS) tooMany.push(`${first} + ${second}: ${scripts.size}`);
      }
    }
    expect(tooMany).toEqual([]);
  });

  it("the loader lists each of a block's chunks after the chunks it imports, so they run one task each", async () => {
    const chunks = await chunkFiles();
    const loader = readFileSync(new URL(`dist/${chunks.loader}`, root), 'utf8');
    const graph = /(\{"chunks\/[^}]*\})/.exec(loader);
    expect(graph, 'the chunk graph is in the loader').not.toBeNull();
    const listed = Object.keys(JSON.parse(graph![1]!) as Record<string, string>);
    const importsOf = (file: string) => [...readFileSync(new URL(`dist/${file}`, root), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `chunks/${match[1]!}`);
    const late: string[] = [];
    for (const [position, file] of listed.entries()) {
      for (const imported of importsOf(file)) if (listed.indexOf(imported) > position) late.push(`${file} imports ${imported}, listed after it`);
    }
    expect(late).toEqual([]);
    // React's chunk imports the shared runtime: the order matters on today's build.
    expect(listed.findIndex((file) => file.startsWith('chunks/shared-'))).toBeLessThan(listed.findIndex((file) => file.startsWith('chunks/react-')));
  });

  it("the loader knows every block's chunks, so a block's code is asked for in one round trip", async () => {
    const chunks = await chunkFiles();
    const loader = readFileSync(new URL(`dist/${chunks.loader}`, root), 'utf8');
    // The build writes the chunk graph in place of the marked empty object (chunk-preload.ts).
    expect(loader).not.toContain('__SITESTACK_CHUNK_GRAPH__');
    const graph = /(\{"chunks\/[^}]*\})/.exec(loader);
    expect(graph, 'the chunk graph is in the loader').not.toBeNull();
    const byFile = JSON.parse(graph![1]!) as Record<string, string>;
    for (const [tag, files] of Object.entries(chunks.blocks)) {
      // Each of a block's chunks, its own among them (besides those the loader loads at start), is
      // listed for it: its own chunk is asked for with React, not once React has run.
      expect(byFile[files[0]!]?.split(' '), `${tag}: its own chunk ${files[0]}`).toContain(tag.slice(3));
      for (const file of files.filter((name) => !chunks.start.includes(name))) {
        const blocks = byFile[file];
        expect(blocks, `${tag}: ${file}`).toBeDefined();
        if (blocks) expect(blocks.split(' '), `${tag}: ${file}`).toContain(tag.slice(3));
      }
    }
  });

  it('React does not load at start: the loader and the start chunks hold none of it', async () => {
    const chunks = await chunkFiles();
    const reactChunk = chunks.blocks['ss-accordion']!.find((file) => /(^|\/)react-[^/]+\.js$/.test(file));
    expect(reactChunk).toBeDefined();
    expect(chunks.start).not.toContain(reactChunk);
    expect(readFileSync(new URL(`dist/${chunks.loader}`, root), 'utf8')).not.toMatch(/from\s*"[^"]*react-/);
  });

  it('each block loads only its own code: no block loads the chart, and the sanitiser only with owner HTML', async () => {
    const chunks = await chunkFiles();
    const loading = (pattern: RegExp) =>
      Object.entries(chunks.blocks)
        .filter(([, files]) => files.some((file) => pattern.test(file)))
        .map(([tag]) => tag)
        .sort();
    expect(loading(/(^|\/)chart-[^/]+\.js$/)).toEqual(['ss-chart']);
    // Blocks that show owner HTML as they are drawn (the embed, widget renderings, the banner
    // text, a video embed's markup); the rest never download DOMPurify with their code. A form
    // shows owner HTML only once sent (its success message) and loads the sanitiser then.
    expect(loading(/(^|\/)owner-html-[^/]+\.js$/)).toEqual(['ss-cookie-banner', 'ss-embed', 'ss-social-feed', 'ss-summary', 'ss-video']);
    const form = readFileSync(new URL(`dist/${chunks.blocks['ss-form']![0]}`, root), 'utf8');
    expect(form, "the form's chunk asks for the sanitiser on demand").toMatch(/import\("\.\/owner-html-[^"]+\.js"\)/);
  });
});

describe.skipIf(!built)('stylesheet requests (issue 15: a rendered block costs one stylesheet request)', () => {
  it('the build wrote one file of all of its stylesheets for every block, and a rendered page links only those', async () => {
    const { stylesheets, chunks } = await loadBundleFiles(ssrFolder);
    const { blockImports } = await import('../../../src/elements/block-imports.js');
    const combinedFiles = Object.values(stylesheets?.files ?? {}).filter((file) => /^styles\/ss-[a-z-]+-[0-9a-f]{12}\.css$/.test(file));
    expect(combinedFiles.map((file) => file.replace(/^styles\/|-[0-9a-f]{12}\.css$/g, '')).sort()).toEqual(Object.keys(blockImports).sort());
    for (const file of combinedFiles) expect(existsSync(new URL(`dist/${file}`, root)), file).toBe(true);

    const gallery = demoPages.find((page) => page.name === 'gallery.html')!;
    const { html } = await renderPage(gallery.html, { bundle: { stylesheets, chunks }, url: 'http://localhost/gallery.html' });
    const linked = new Set([...html.matchAll(/<link rel="stylesheet" href="\/dist\/(styles\/[^"]+)"/g)].map((match) => match[1]!));
    // A block's first instance has its CSS inline; the others link its one file.
    const tags = [...html.matchAll(/<(ss-[a-z-]+)[\s>]/g)].map((match) => match[1]!);
    const repeated = new Set(tags.filter((tag, i) => tags.indexOf(tag) !== i));
    expect(repeated.size).toBeGreaterThan(0);
    expect([...linked].sort()).toEqual(combinedFiles.filter((file) => [...repeated].some((tag) => file.startsWith(`styles/${tag}-`))).sort());
  });
});

/** The plugin's ordering function (a build script without types). */
async function loadImportedFirst(): Promise<(files: string[], byFile: Map<string, { imports: string[] }>) => string[]> {
  // @ts-expect-error: a build script without types
  const plugin = (await import('../../../scripts/chunk-graph-plugin.mjs')) as { importedFirst: (files: string[], byFile: Map<string, { imports: string[] }>) => string[] };
  return plugin.importedFirst;
}

describe('the order of the chunk graph (scripts/chunk-graph-plugin.mjs)', () => {
  it('puts each chunk after the chunks it imports, whatever order they come in', async () => {
    const importedFirst = await loadImportedFirst();
    const byFile = new Map([
      ['chunks/block-ui.js', { imports: ['chunks/react.js', 'chunks/page.js'] }],
      ['chunks/react.js', { imports: ['chunks/shared.js', 'sitestack.js'] }],
      ['chunks/shared.js', { imports: ['chunks/page.js'] }],
      ['chunks/owner-html.js', { imports: [] }],
    ]);
    expect(importedFirst(['chunks/block-ui.js', 'chunks/react.js', 'chunks/owner-html.js', 'chunks/shared.js'], byFile)).toEqual(['chunks/shared.js', 'chunks/react.js', 'chunks/block-ui.js', 'chunks/owner-html.js']);
  });

  it('keeps chunks that import each other, once each', async () => {
    const importedFirst = await loadImportedFirst();
    const byFile = new Map([
      ['a.js', { imports: ['b.js'] }],
      ['b.js', { imports: ['a.js'] }],
    ]);
    expect(importedFirst(['a.js', 'b.js'], byFile).sort()).toEqual(['a.js', 'b.js']);
  });
});
