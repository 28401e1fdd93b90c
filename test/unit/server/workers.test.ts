import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseWorkers } from '../../../server/config.js';

/** Issue 19: several server processes on one port and one Postgres (README "Running in production"). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', RENDER_PAGES: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const found = /Site API: (http:\/\/[^/\s]+)\/api\//.exec(output);
      if (found) resolve(found[1]!);
    });
    void exited.then((code) => reject(new Error(`exited (${code}): ${output}`)));
  });
  // Awaited only by the tests that expect the server to listen.
  origin.catch(() => undefined);
  return { child, exited, origin, output: () => output };
}

/** A GET on a new connection each time, so the processes share the requests. */
function getStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (reply) => {
      reply.resume();
      reply.on('end', () => resolve(reply.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

describe('WORKERS', () => {
  it('reads 1 by default, a count, or auto as the number of cores', () => {
    expect(parseWorkers(undefined, 8)).toBe(1);
    expect(parseWorkers('3', 8)).toBe(3);
    expect(parseWorkers('auto', 8)).toBe(8);
    expect(() => parseWorkers('0', 8)).toThrow('WORKERS must be a whole number 1-64 or "auto", got "0"');
    expect(() => parseWorkers('two', 8)).toThrow('WORKERS must be');
  });

  it('refuses more than one process on the embedded database, saying why', { timeout: 60_000 }, async () => {
    const server = startServer({ WORKERS: '2', DATABASE_URL: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) serves one process.');
  });

  it.runIf(process.env.DATABASE_URL)('two processes on one Postgres share the rate limit, and stop cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const server = startServer({ WORKERS: '2', RATE_LIMIT_API: '10' });
    try {
      const origin = await server.origin;
      expect(server.output()).toContain('2 server processes');
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) statuses.push(await getStatus(`${origin}/api/crumb`));
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429, 429]);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
