import { execFile } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { bin: Record<string, string>; exports: Record<string, string> };
const cli = new URL(pkg.bin.sitestack!, root).pathname;

/** README "Server rendering": `npx sitestack render in.html > out.html` for sites without a server step. */
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
