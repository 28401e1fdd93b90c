import { execFileSync, spawn } from 'node:child_process';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseWorkers } from '../../../server/config.js';
import { generateCrumb } from '../../../server/crumb.js';

/** Issue 19: several server processes on one port and one Postgres (docs/production.md). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', RENDER_PAGES: '0', SIGNING_SECRET, ...env },
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

/** One request on a new connection each time, so the processes share the requests. */
function send(url: string, options: { method?: string; cookie?: string; body?: string; type?: string } = {}): Promise<{ status: number; text: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = options.type ?? 'application/json';
    const outgoing = request(url, { agent: false, method: options.method ?? 'GET', headers }, (reply) => {
      let text = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => (text += chunk));
      reply.on('end', () => resolve({ status: reply.statusCode ?? 0, text, cookies: [reply.headers['set-cookie'] ?? []].flat() }));
    })
      .on('error', reject)
      // A request that gets no answer fails the test instead of hanging it.
      .setTimeout(15_000, function (this: ReturnType<typeof request>) {
        this.destroy(new Error(`no answer from ${url} in 15 s`));
      });
    if (options.body !== undefined) outgoing.write(options.body);
    outgoing.end();
  });
}

const getStatus = async (url: string) => (await send(url)).status;

/** The processes share a signing key (as behind one address they must), so a crumb signed with it works on each. */
const SIGNING_SECRET = 'workers-test-signing-secret';
const CRUMB = generateCrumb(SIGNING_SECRET);
const withCrumb = (url: string) => `${url}${url.includes('?') ? '&' : '?'}crumb=${CRUMB}`;

/** A shopper with a cart holding `quantity` of a variant; returns its cookie header. */
async function shopperWith(origin: string, variantId: string, quantity: number): Promise<string> {
  const added = await send(withCrumb(`${origin}/api/commerce/cart/entries`), {
    method: 'POST',
    cookie: `crumb=${CRUMB}`,
    body: JSON.stringify({ productId: 'harbour-blend', variantId, quantity }),
  });
  expect(added.status).toBe(200);
  const cart = added.cookies.map((cookie) => cookie.split(';')[0]!).find((cookie) => cookie.startsWith('ss_cart='))!;
  return `crumb=${CRUMB}; ${cart}`;
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

  it.runIf(process.env.DATABASE_URL)('a server process that dies is replaced, and the port keeps answering meanwhile', { timeout: 120_000 }, async () => {
    const server = startServer({ WORKERS: '2', RATE_LIMIT_API: '100000' });
    /** The server processes: the primary's children that run the server (not its compiler service). */
    const workerPids = () =>
      execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server.child.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes('server/main.ts'))
        .map((line) => Number.parseInt(line.trim(), 10));
    try {
      const origin = await server.origin;
      await expect.poll(() => workerPids().length, { timeout: 30_000 }).toBe(2);
      const [victim, survivor] = workerPids() as [number, number];
      process.kill(victim, 'SIGKILL');
      // Once the primary knows (a connection it handed the dying process is lost with it), the
      // other process answers while the new one starts.
      await expect.poll(() => server.output(), { timeout: 30_000 }).toContain(`server process ${victim} stopped (SIGKILL); starting another.`);
      for (let i = 0; i < 5; i++) expect(await getStatus(`${origin}/healthz`)).toBe(200);
      await expect.poll(() => server.output(), { timeout: 60_000 }).toMatch(/server process \d+ took its place\./);
      const replacement = Number(/server process (\d+) took its place\./.exec(server.output())![1]);
      expect(workerPids().sort()).toEqual([survivor, replacement].sort());
      for (let i = 0; i < 5; i++) expect(await getStatus(`${origin}/api/crumb`)).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it.runIf(process.env.DATABASE_URL)('two processes on one Postgres sell the last items once and store a repeated submission once', { timeout: 120_000 }, async () => {
    const server = startServer({ WORKERS: '2', RATE_LIMIT_API: '100000', RATE_LIMIT_FORMS: '100000', OWNER_TOKEN: 'workers-test-owner-token-0123456789' });
    try {
      const origin = await server.origin;
      // Stock: the 5 left of one variant, wanted whole by two shoppers at once.
      const stock = async () => {
        const reply = JSON.parse((await send(`${origin}/api/commerce/products/harbour-blend`)).text) as { product: { variants: Array<{ id: string; qtyInStock: number }> } };
        return reply.product.variants.find((variant) => variant.id === 'harbour-1k-ground')!.qtyInStock;
      };
      const left = await stock();
      const shoppers = await Promise.all([shopperWith(origin, 'harbour-1k-ground', left), shopperWith(origin, 'harbour-1k-ground', left)]);
      const orders = await Promise.all(shoppers.map((cookie) => send(withCrumb(`${origin}/commerce/goto-checkout`), { method: 'POST', cookie, body: '', type: 'application/x-www-form-urlencoded' })));
      expect(orders.map((order) => order.status).sort()).toEqual([200, 409]);
      expect(await stock()).toBe(0);

      // Idempotency: one key, the same submission sent twice at once (to either process).
      const key = JSON.parse((await send(withCrumb(`${origin}/api/form/FormSubmissionKey`), { method: 'POST', cookie: `crumb=${CRUMB}`, body: '{}' })).text).key as string;
      const submission = JSON.stringify({ key, formId: 'demo-newsletter', form: JSON.stringify({ email: 'twice@example.com' }) });
      const saves = await Promise.all([0, 1].map(() => send(withCrumb(`${origin}/api/form/SaveFormSubmission`), { method: 'POST', cookie: `crumb=${CRUMB}`, body: submission })));
      expect(saves.map((save) => save.status)).toEqual([200, 200]);
      const ids = saves.map((save) => (JSON.parse(save.text) as { submissionId: string }).submissionId);
      expect(ids[0]).toBe(ids[1]);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
