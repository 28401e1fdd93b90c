import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A CommonJS module that the bundler wraps in a function (`var m = { exports: {} }` filled on first
 * require) is parsed lazily by V8 when that function first runs, on the main thread, while a block
 * waits to hydrate. The build resolves React's packages to their production files so they sit at
 * the chunk's top level, which the browser parses while the file streams in (rollup.config.mjs,
 * REACT_PRODUCTION_FILES). Issue 15: the first working tap at 4x CPU.
 */
const dist = new URL('../../../dist/', import.meta.url);
const built = existsSync(new URL('sitestack.js', dist));

describe.skipIf(!built)('chunks are compiled as they stream in', () => {
  const files = built ? ['sitestack.js', ...readdirSync(new URL('chunks/', dist)).filter((file) => file.endsWith('.js')).map((file) => `chunks/${file}`)] : [];

  it.each(files)('%s holds no CommonJS module wrapped for lazy require', (file) => {
    const code = readFileSync(new URL(file, dist), 'utf8');
    const wrapped = /.{0,60}\{\s*exports\s*:\s*\{\s*\}\s*\}.{0,60}/.exec(code);
    expect(wrapped?.[0] ?? null, 'a module object filled by a lazily called wrapper').toBeNull();
  });

  // A chunk is fetched when its code is about to run, so V8 compiles all of it as it streams in
  // rather than each function on the main thread at its first call (rollup.config.mjs COMPILE_HINT).
  it.each(files)('%s opens with the compile hint', (file) => {
    const code = readFileSync(new URL(file, dist), 'utf8');
    expect(code.slice(0, code.indexOf('\n'))).toBe('//# allFunctionsCalledOnLoad');
  });

  // One non-ASCII character makes V8 hold the whole source as two-byte text (twice the memory and
  // the text a debugger or trace copies): the build escapes them (rollup.config.mjs, ascii_only).
  it.each(files)('%s is ASCII only, so V8 holds its source as one-byte text', (file) => {
    const code = readFileSync(new URL(file, dist), 'utf8');
    expect(/.{0,30}[^\x00-\x7f].{0,30}/.exec(code)?.[0] ?? null).toBeNull();
  });
});
