import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const styles = new URL('../../../src/styles/', import.meta.url);
const sheets = readdirSync(styles).filter((name) => name.endsWith('.css'));
const read = (name: string) => readFileSync(new URL(name, styles), 'utf8');

/** Every block shows errors in one colour, themed by one token (--ss-color-error). */
describe('the error colour', () => {
  it('is defined once, in tokens.css', () => {
    expect(read('tokens.css')).toContain('--_ss-color-error: var(--ss-color-error, #b3261e);');
  });

  it('is not written out by any block stylesheet (the unrendered-page stand-ins aside, which have no tokens)', () => {
    const offenders = sheets.filter((name) => !['tokens.css', 'pre-upgrade.css'].includes(name) && /#b3261e|#b00020|--ss-color-error\s*,/i.test(read(name)));
    expect(offenders).toEqual([]);
  });

  it('colours every block\'s .error through one shared rule in base.css', () => {
    expect(read('base.css')).toMatch(/\.error \{\s*color: var\(--_ss-color-error\);\s*\}/);
  });
});
