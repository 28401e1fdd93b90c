// A small static server for the peer pages, on loopback only: bench/peers/dist/ first, then demo/
// (demo.css, images) so both sides load the same images and site stylesheet. Text is served gzipped
// (brotli when accepted, else gzip, as the Sitestack server serves it); content-hashed files are cached for a year, pages revalidate.
// Plausible's events (POST /peer-api/event) get the 202 its endpoint answers.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// (not imported from build.mjs: serving must not load jsdom and esbuild)

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const PEER_DIST = path.join(here, 'dist');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
};
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json']);
const HASHED = /-[A-Z0-9]{8}\.(?:js|css)$/;

async function find(urlPath) {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.\/?)+/, '');
  for (const base of [PEER_DIST, path.join(root, 'demo')]) {
    const file = path.join(base, clean === '/' ? 'gallery.html' : clean);
    if (!file.startsWith(base)) continue;
    try {
      if ((await stat(file)).isFile()) return file;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** Starts the peer server on 127.0.0.1:port; resolves to { url, close() }. */
export async function startPeerServer(port) {
  const compressed = new Map();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname.startsWith('/peer-api/')) {
      req.resume();
      res.writeHead(202, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    const file = req.method === 'GET' || req.method === 'HEAD' ? await find(url.pathname) : null;
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    let body = await readFile(file);
    const accepts = req.headers['accept-encoding'] ?? '';
    const encoding = !TEXT.has(ext) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding) {
      const key = `${encoding}:${file}`;
      if (!compressed.has(key)) {
        compressed.set(key, encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 }));
      }
      body = compressed.get(key);
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4482);
  const { url } = await startPeerServer(port);
  console.log(`Peer pages: ${url}/gallery.html ${url}/forms.html (Ctrl-C to stop)`);
}
