import { execFile } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MAX_RENDER_NESTING_DEPTH } from '../../../src/ssr/nesting-depth.js';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { bin: Record<string, string>; exports: Record<string, string> };
const cli = new URL(pkg.bin.sitestack!, root).pathname;

/** docs/server-rendering.md: `npx sitestack render in.html > out.html` for sites without a server step. */
describe('the sitestack render command', { timeout: 60_000 }, () => {
  it('is the package\'s `sitestack` command, executable, with the Node API beside it', () => {
    expect(() => accessSync(cli, constants.X_OK | constants.R_OK)).not.toThrow();
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
    expect(pkg.exports['./ssr']).toBe('./dist/ssr/index.js');
  });

  it('writes the page with every block drawn into a declarative shadow root, and reports nothing on stderr', async () => {
    const { stdout, stderr } = await run(process.execPath, [cli, 'render', new URL('demo/index.html', root).pathname, '--url', 'https://www.example.com/']);
    expect(stdout).toMatch(/<ss-accordion[^>]*data-ss-rendered=""[^>]*><template shadowrootmode="open">/);
    expect(stdout).toMatch(/<ss-menu[^>]*><template shadowrootmode="open">/);
    expect(stderr).toBe('');
  });

  it('puts a block\'s CSS inline in its first instance, or with --linked-styles links it from every instance', async () => {
    const page = new URL('demo/gallery.html', root).pathname;
    const templates = (html: string) => [...html.matchAll(/<ss-gallery[^>]*><template shadowrootmode="open">(<[a-z]+)/g)].map((match) => match[1]);
    const inline = (await run(process.execPath, [cli, 'render', page, '--url', 'https://www.example.com/gallery.html'], { maxBuffer: 1 << 24 })).stdout;
    const galleries = templates(inline);
    expect(galleries.length).toBeGreaterThan(1);
    expect(galleries).toEqual(['<style', ...Array(galleries.length - 1).fill('<link')]);
    const linked = (await run(process.execPath, [cli, 'render', page, '--url', 'https://www.example.com/gallery.html', '--linked-styles'], { maxBuffer: 1 << 24 })).stdout;
    expect(templates(linked)).toEqual(Array(galleries.length).fill('<link'));
    expect(linked).not.toMatch(/<template shadowrootmode="open"><style>/);
  });

  it('says how to use it and fails when the page is missing', async () => {
    await expect(run(process.execPath, [cli, 'render', '/nonexistent/page.html'])).rejects.toMatchObject({ code: expect.any(Number) });
    await expect(run(process.execPath, [cli])).rejects.toMatchObject({ stderr: expect.stringContaining('usage: sitestack render') });
  });
});

describe('the sitestack render command, called wrongly', { timeout: 60_000 }, () => {
  const page = new URL('demo/index.html', root).pathname;
  /** Runs the command, which must fail; its exit code and stderr. */
  async function refused(...args: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
    try {
      await run(process.execPath, [cli, ...args]);
    } catch (error) {
      const { code, stderr, stdout } = error as { code: number; stderr: string; stdout: string };
      return { code, stderr, stdout };
    }
    throw new Error(`sitestack ${args.join(' ')} succeeded`);
  }

  it.each([
    ['a --url that is not an address', ['render', page, '--url', 'not a url'], /^sitestack: --url is not a valid address: "not a url"/],
    ['a --url that is not http(s)', ['render', page, '--url', 'file:///etc/passwd'], /^sitestack: --url must be an http\(s\) address/],
    ['a --bundle-url that is not an address', ['render', page, '--bundle-url', 'http://exa mple.com/dist/'], /^sitestack: --bundle-url is not a valid address/],
    ['a --bundle-url that is not http(s)', ['render', page, '--bundle-url', 'javascript:alert(1)'], /^sitestack: --bundle-url must be an http\(s\) address/],
    ['an --api that is not an address', ['render', page, '--api', '::'], /^sitestack: --api is not a valid address/],
    ['an unknown option', ['render', page, '--frobnicate'], /^sitestack: unknown option --frobnicate; the options are --context, --bundle-url/],
    ['an option without its value', ['render', page, '--url'], /^sitestack: --url needs a value/],
    ['no command', [], /^sitestack: no command given/],
    ['another command', ['rendr', page], /^sitestack: unknown command "rendr"/],
    ['no page', ['render'], /^sitestack: no page given/],
    ['two pages', ['render', page, page], /^sitestack: one page at a time/],
    ['a page that does not exist', ['render', '/nonexistent/page.html'], /^sitestack: cannot read \/nonexistent\/page\.html: no such file\n$/],
    ['a context file that does not exist', ['render', page, '--context', '/nonexistent/context.json'], /^sitestack: cannot read the page context \/nonexistent\/context\.json: no such file\n$/],
    ['a context file that is not JSON', ['render', page, '--context', page], /^sitestack: the page context .* is not JSON/],
  ])('refuses %s in one line on stderr, with exit code 2 and no stack trace', async (_, args, message) => {
    const { code, stderr, stdout } = await refused(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\bat .*:\d+:\d+|Error:/);
  });

  it('leaves a page nested deeper than browsers build to the browser, saying so once per block', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sitestack-render-'));
    const deep = `<!doctype html><html><head></head><body>${'<div>'.repeat(3000)}<ss-accordion></ss-accordion><ss-accordion></ss-accordion>${'</div>'.repeat(3000)}</body></html>`;
    writeFileSync(path.join(dir, 'deep.html'), deep);
    try {
      const { stdout, stderr } = await run(process.execPath, [cli, 'render', path.join(dir, 'deep.html')], { maxBuffer: 1 << 24 });
      expect(stdout).toBe(deep);
      expect(stderr).toBe(`sitestack: <ss-accordion> left to the browser: the page nests elements deeper than ${MAX_RENDER_NESTING_DEPTH} levels (2 blocks)\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

