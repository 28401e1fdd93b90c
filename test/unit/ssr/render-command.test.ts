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

  it('says how to use it and fails when the page is missing', async () => {
    await expect(run(process.execPath, [cli, 'render', '/nonexistent/page.html'])).rejects.toMatchObject({ code: expect.any(Number) });
    await expect(run(process.execPath, [cli])).rejects.toMatchObject({ stderr: expect.stringContaining('usage: sitestack render') });
  });
});
