#!/usr/bin/env node
/**
 * `sitestack render in.html > out.html`: renders a static page's blocks for a site without a
 * server step (docs/server-rendering.md).
 *
 *   sitestack render page.html [--context context.json] [--bundle-url https://cdn.example/sitestack/]
 *                              [--url https://www.example.com/page] [--api https://api.example.com]
 *                              [--linked-styles] > page.rendered.html
 *
 * With `--api`, blocks that show fetched data fetch it from that site API at render time. With
 * `--linked-styles`, every block instance links its stylesheet file (no inline `<style>`, for a
 * page whose Content-Security-Policy allows none); by default a block's first instance has its CSS inline.
 *
 * A mistake in the arguments (an unknown option, an address that is not http(s), a file that
 * cannot be read) is said in one line on stderr with exit code 2; never a stack trace.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadBundleFiles } from './bundle-files.js';
import { siteApiOverHttp } from './http-site-api.js';
import { renderPage } from './render-page.js';
import type { SiteApi } from './server-data.js';

const USAGE = 'usage: sitestack render <page.html | -> [--context context.json] [--bundle-url URL] [--url page URL] [--api site API URL] [--linked-styles]';

/**
 * A mistake in how the command was called (an option, a file it names): said in one line on
 * stderr, exit code 2. `showUsage`: the line points to `--help` (not for a file that is missing).
 */
class UsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = true,
  ) {
    super(message);
  }
}

const OPTIONS = {
  context: { type: 'string' },
  'bundle-url': { type: 'string' },
  url: { type: 'string' },
  api: { type: 'string' },
  'linked-styles': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Node's own parseArgs messages, said shortly (they suggest `--` and quote whole option specs). */
function describeParseError(error: Error & { code?: string }): string {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? error.message}; the options are --context, --bundle-url, --url, --api, --linked-styles`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `${option ?? 'an option'} needs a value`;
    default:
      return error.message.split('\n')[0]!;
  }
}

/** An absolute http(s) address, or a UsageError naming the option. */
function httpUrl(option: string, value: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new UsageError(`${option} is not a valid address: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${option} must be an http(s) address, not ${JSON.stringify(value)}`);
  return url;
}

async function readInput(path: string): Promise<string> {
  if (path !== '-') return readFile(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Why a file could not be read, in words (not/no such file, a folder, no permission). */
function readFailure(error: NodeJS.ErrnoException): string {
  if (error.code === 'ENOENT') return 'no such file';
  if (error.code === 'EISDIR') return 'it is a folder';
  if (error.code === 'EACCES') return 'permission denied';
  return error.message;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError(describeParseError(error as Error));
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command, input, ...extra] = parsed.positionals;
  if (command === undefined) throw new UsageError(`no command given; ${USAGE}`, false);
  if (command !== 'render') throw new UsageError(`unknown command ${JSON.stringify(command)} (the command is render)`);
  if (input === undefined) throw new UsageError('no page given (a file, or - for stdin)');
  if (extra.length > 0) throw new UsageError(`one page at a time; also given: ${extra.join(' ')}`);
  const pageUrl = parsed.values.url === undefined ? undefined : httpUrl('--url', parsed.values.url).href;
  // A relative bundle URL is read against the page's address, as the page's own tag would be.
  const bundleUrl = parsed.values['bundle-url'] === undefined ? undefined : httpUrl('--bundle-url', parsed.values['bundle-url'], pageUrl ?? 'http://localhost/').href;
  let context: unknown;
  if (parsed.values.context !== undefined) {
    let text: string;
    try {
      text = await readFile(parsed.values.context, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read the page context ${parsed.values.context}: ${readFailure(error as NodeJS.ErrnoException)}`, false);
    }
    try {
      context = JSON.parse(text);
    } catch (error) {
      throw new UsageError(`the page context ${parsed.values.context} is not JSON: ${(error as Error).message}`, false);
    }
  }
  let api: SiteApi | undefined;
  if (parsed.values.api !== undefined) {
    httpUrl('--api', parsed.values.api);
    api = siteApiOverHttp(parsed.values.api);
  }
  let html: string;
  try {
    html = await readInput(input);
  } catch (error) {
    throw new UsageError(`cannot read ${input}: ${readFailure(error as NodeJS.ErrnoException)}`, false);
  }
  const result = await renderPage(html, {
    context,
    ...(bundleUrl ? { bundleUrl } : {}),
    ...(pageUrl ? { url: pageUrl } : {}),
    bundle: await loadBundleFiles(new URL('./', import.meta.url)),
    ...(parsed.values['linked-styles'] ? { styles: 'linked' as const } : {}),
    ...(api ? { api } : {}),
  });
  // One line per block and reason (a page left whole to the browser names each of its blocks once).
  const skipped = new Map<string, number>();
  for (const { tag, reason } of result.skipped) {
    const line = `<${tag}> left to the browser: ${reason}`;
    skipped.set(line, (skipped.get(line) ?? 0) + 1);
  }
  for (const [line, count] of skipped) console.error(`sitestack: ${line}${count > 1 ? ` (${count} blocks)` : ''}`);
  process.stdout.write(result.html);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // Never a stack trace: a usage mistake is exit code 2, anything else 1, each said in one line.
  const usage = error instanceof UsageError;
  console.error(`sitestack: ${(error as Error).message.split('\n')[0]}${usage && error.showUsage ? '; sitestack --help shows the usage' : ''}`);
  process.exitCode = usage ? 2 : 1;
}
