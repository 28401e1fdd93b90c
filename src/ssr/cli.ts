#!/usr/bin/env node
/**
 * `sitestack render in.html > out.html`: renders a static page's blocks for a site without a
 * server step (README "Server rendering").
 *
 *   sitestack render page.html [--context context.json] [--bundle-url https://cdn.example/sitestack/]
 *                              [--url https://www.example.com/page] [--api https://api.example.com]
 *                              [--linked-styles] > page.rendered.html
 *
 * With `--api`, blocks that show fetched data fetch it from that site API at render time. With
 * `--linked-styles`, every block instance links its stylesheet file (no inline `<style>`, for a
 * page whose Content-Security-Policy allows none); by default a block's first instance has its CSS inline.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadBundleFiles } from './bundle-files.js';
import { siteApiOverHttp } from './http-site-api.js';
import { renderPage } from './render-page.js';
import type { SiteApi } from './server-data.js';

const USAGE = 'usage: sitestack render <page.html | -> [--context context.json] [--bundle-url URL] [--url page URL] [--api site API URL] [--linked-styles]';

async function readInput(path: string): Promise<string> {
  if (path !== '-') return readFile(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { context: { type: 'string' }, 'bundle-url': { type: 'string' }, url: { type: 'string' }, api: { type: 'string' }, 'linked-styles': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`sitestack: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, input] = parsed.positionals;
  if (parsed.values.help || command !== 'render' || !input) {
    (parsed.values.help ? console.log : console.error)(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  let context: unknown;
  if (parsed.values.context) {
    try {
      context = JSON.parse(await readFile(parsed.values.context, 'utf8'));
    } catch (error) {
      console.error(`sitestack: cannot read the page context ${parsed.values.context}: ${(error as Error).message}`);
      return 1;
    }
  }
  let api: SiteApi | undefined;
  if (parsed.values.api !== undefined) {
    try {
      api = siteApiOverHttp(parsed.values.api);
    } catch (error) {
      console.error(`sitestack: ${(error as Error).message}`);
      return 2;
    }
  }
  let html: string;
  try {
    html = await readInput(input);
  } catch (error) {
    console.error(`sitestack: cannot read ${input}: ${(error as Error).message}`);
    return 1;
  }
  const result = await renderPage(html, {
    context,
    bundleUrl: parsed.values['bundle-url'],
    url: parsed.values.url,
    bundle: await loadBundleFiles(new URL('./', import.meta.url)),
    ...(parsed.values['linked-styles'] ? { styles: 'linked' as const } : {}),
    ...(api ? { api } : {}),
  });
  for (const { tag, reason } of result.skipped) console.error(`sitestack: <${tag}> left to the browser: ${reason}`);
  process.stdout.write(result.html);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
