/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the bundle, so the site
 * server (and any static host that serves precompressed files) sends them compressed without
 * compressing on each request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|json|svg|html)$/;
const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist');

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

for await (const file of files(dist)) {
  // The server renderer (dist/ssr/) runs in Node; it is never sent to browsers.
  if (!TEXT.test(file) || file.includes(`${path.sep}ssr${path.sep}`)) continue;
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
}
