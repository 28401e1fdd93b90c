import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EN_US_MESSAGES } from '../../../src/runtime/i18n/message-catalogue.js';

/**
 * Keeps translations honest as blocks are added: every siteText('key', ENGLISH) call in src/
 * names a key of the en-US catalogue with the same English text (so a site's translation of that
 * key is what the block shows), and the catalogue never names a key twice.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const srcDir = join(root, 'src');
const catalogueFile = join(srcDir, 'runtime/i18n/message-catalogue.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Call {
  file: string;
  line: number;
  key: string;
  english: string;
}

/** siteText( <key>, <english> ...) with its arguments as written (calls may span lines). */
function siteTextCalls(file: string): Array<Call & { keyLiteral: boolean }> {
  const text = readFileSync(file, 'utf8');
  const calls: Array<Call & { keyLiteral: boolean }> = [];
  for (const match of text.matchAll(/\bsiteText\(\s*([^,()]+?)\s*,\s*([^,()]+?)\s*[,)]/g)) {
    const raw = match[1]!;
    const literal = /^'([^']+)'$/.exec(raw);
    calls.push({ file, line: text.slice(0, match.index).split('\n').length, key: literal ? literal[1]! : raw, keyLiteral: Boolean(literal), english: match[2]! });
  }
  return calls;
}

/** The module an identifier in `file` comes from (its import), else the file itself (a local constant). */
function moduleOf(file: string, name: string): { path: string; exportName: string | null } {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/import\s+(?:type\s+)?(\*\s+as\s+\w+|\{[^}]*\})\s+from\s+'([^']+)'/g)) {
    const clause = match[1]!;
    const path = resolve(dirname(file), match[2]!.replace(/\.js$/, '.ts'));
    if (clause.startsWith('*')) {
      if (clause.split(/\s+/).pop() === name) return { path, exportName: null };
      continue;
    }
    for (const part of clause.slice(1, -1).split(',')) {
      const [imported, local] = part.trim().split(/\s+as\s+/);
      if ((local ?? imported)?.trim() === name) return { path, exportName: imported!.trim() };
    }
  }
  return { path: file, exportName: name };
}

/**
 * Modules that pass keys through (lookup wrappers, errors that carry their key): their keys are
 * not literals here, so each is covered by its own test that every key it can produce is in
 * EN_US_MESSAGES (named beside it).
 */
const KEY_PASS_THROUGH: Record<string, string> = {
  'src/runtime/forms/form-texts.ts': 'test/unit/forms/form-texts.test.ts',
  'src/runtime/commerce/commerce-texts.ts': 'test/unit/commerce/commerce-texts.test.ts',
  'src/runtime/gallery/gallery-messages.ts': 'test/unit/gallery/gallery-display.test.ts',
  'src/runtime/gallery/gallery-problem.ts': 'test/unit/gallery/gallery-display.test.ts',
  'src/react/gallery/Gallery.tsx': 'test/unit/gallery/gallery-display.test.ts',
  'src/runtime/overlays/overlay-messages.ts': 'test/unit/i18n/message-catalogue.test.ts',
  'src/react/system-error/page-overlay-ui.tsx': 'test/unit/i18n/message-catalogue.test.ts',
};

/** The English of a call is a run-time value (a message a rule returned): only its key can be checked. */
const RUN_TIME_VALUE = Symbol('run-time value');

async function englishValue(call: Call): Promise<unknown> {
  const literal = /^'([^']*)'$/.exec(call.english);
  if (literal) return literal[1];
  // A local variable or a member of one (lower-case, not a named constant): a value computed at run time.
  if (/^[a-z]/.test(call.english) && moduleOf(call.file, call.english.split('.')[0]!).path === call.file && !new RegExp(`\\bconst\\s+${call.english.split('.')[0]}\\s*=\\s*'`).test(readFileSync(call.file, 'utf8'))) {
    return RUN_TIME_VALUE;
  }
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(call.english)) throw new Error(`not a named constant: ${call.english}`);
  const [head, ...members] = call.english.split('.');
  const source = moduleOf(call.file, head!);
  // A constant local to the calling file and not exported: read its literal.
  const local = new RegExp(`\\bconst\\s+${head}\\s*=\\s*'([^']*)'`).exec(readFileSync(call.file, 'utf8'));
  if (source.path === call.file && local && members.length === 0) return local[1];
  if (source.path.endsWith('.tsx')) throw new Error(`${call.english} must be defined in src/runtime, not in ${relative(root, source.path)}`);
  const module = (await import(/* @vite-ignore */ source.path)) as Record<string, unknown>;
  let value: unknown = source.exportName === null ? module : module[source.exportName];
  for (const member of members) value = (value as Record<string, unknown> | undefined)?.[member];
  return value;
}

describe('site texts and the en-US catalogue', () => {
  it('names every key once in EN_US_MESSAGES', async () => {
    const source = readFileSync(catalogueFile, 'utf8');
    const keys = [...source.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
    // Blocks of keys spread in with prefixed('area.', TEXTS) count one key per text.
    const spreads = [...source.matchAll(/^\s*\.\.\.prefixed\('([^']+)',\s*commerce\.(\w+)\)/gm)];
    const commerce = (await import('../../../src/runtime/commerce/commerce-texts.js')) as unknown as Record<string, Record<string, string>>;
    for (const [, prefix, name] of spreads) keys.push(...Object.keys(commerce[name!]!).map((key) => `${prefix}${key}`));
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
    expect(keys.length).toBe(Object.keys(EN_US_MESSAGES).length);
  });

  it("every siteText('key', ENGLISH) in src/ uses a catalogue key with the same English text", async () => {
    const calls = sourceFiles(srcDir)
      .filter((file) => !file.endsWith(join('i18n', 'site-text.ts')))
      .flatMap(siteTextCalls);
    expect(calls.length).toBeGreaterThan(100);
    for (const test of Object.values(KEY_PASS_THROUGH)) expect(readFileSync(join(root, test), 'utf8')).toContain('EN_US_MESSAGES');
    for (const file of Object.keys(KEY_PASS_THROUGH)) expect(existsSync(join(root, file)), file).toBe(true);
    const problems: string[] = [];
    for (const call of calls) {
      const where = `${relative(root, call.file)}:${call.line}`;
      if (!call.keyLiteral) {
        if (!(relative(root, call.file) in KEY_PASS_THROUGH)) problems.push(`${where}: the key must be a string literal, not ${call.key}`);
        continue;
      }
      if (!(call.key in EN_US_MESSAGES)) {
        problems.push(`${where}: '${call.key}' is not in EN_US_MESSAGES`);
        continue;
      }
      try {
        const english = await englishValue(call);
        if (english === RUN_TIME_VALUE) continue;
        const expected = EN_US_MESSAGES[call.key as keyof typeof EN_US_MESSAGES];
        if (english !== expected) problems.push(`${where}: '${call.key}' is ${JSON.stringify(expected)} in the catalogue but ${JSON.stringify(english)} here`);
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
