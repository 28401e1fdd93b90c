import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ link to each other and into each other's sections: every relative link
 * must reach a file that exists, and every `#anchor` a heading of that file (issue 48).
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((file) => file.endsWith('.md')).sort().map((file) => `docs/${file}`)];

/** GitHub's heading anchor: lower case, backticks and angle brackets dropped, punctuation but '-' and '_' dropped, spaces to '-'. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`<>]/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** The text of a Markdown page with its fenced code blocks and inline code spans blanked out. */
function prose(text: string): string {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors of a page's headings, numbered as GitHub numbers repeats (`x`, `x-1`, ...). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  const withoutFences = text.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
  for (const match of withoutFences.matchAll(/^#{1,6} (.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(match[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    out.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return out;
}

/** Every relative link target of a page: `[text](target)`, outside code. */
function relativeLinks(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('links in the README and docs/', () => {
  it('finds the pages and their links', () => {
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/elements.md', 'docs/benchmarks.md', 'docs/security.md']));
    expect(relativeLinks(readFileSync(join(root, 'README.md'), 'utf8')).length).toBeGreaterThan(10);
  });

  it('computes anchors as GitHub does', () => {
    expect(headingSlug('Running behind a CDN')).toBe('running-behind-a-cdn');
    expect(headingSlug('`<ss-cookie-banner>`')).toBe('ss-cookie-banner');
    expect(headingSlug('Dialogs, tooltip, the Escape key and sign-in')).toBe('dialogs-tooltip-the-escape-key-and-sign-in');
    expect(headingSlug('In a React or Vue app')).toBe('in-a-react-or-vue-app');
    expect(headingSlug('Spec 01: `01-site-runtime.md`')).toBe('spec-01-01-site-runtimemd');
    expect([...anchors('# A\n\n## B\n\n```\n# not a heading\n```\n\n## B\n')]).toEqual(['a', 'b', 'b-1']);
  });

  it.each(pages)('%s: every relative link reaches a file, and every #anchor a heading of it', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    const broken: string[] = [];
    for (const target of relativeLinks(text)) {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path === '' ? join(root, page) : join(root, dirname(page), decodeURI(path));
      if (!existsSync(file)) {
        broken.push(`${target}: no file ${relative(root, file)}`);
        continue;
      }
      if (anchor === undefined) continue;
      if (statSync(file).isDirectory() || !file.endsWith('.md')) {
        broken.push(`${target}: an anchor into something that is not a Markdown page`);
        continue;
      }
      if (!anchors(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor))) broken.push(`${target}: no heading #${anchor} in ${relative(root, file)}`);
    }
    expect(broken).toEqual([]);
  });
});
