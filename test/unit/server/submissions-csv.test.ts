import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, submissionsCsv } from '../../../server/forms/submissions-csv.js';
import { formFieldSchema } from '../../../src/runtime/forms/form-definition.js';

/** What starts a formula in a spreadsheet, ASCII and full-width (OWASP "CSV injection"). */
const FORMULA_SIGNS = ['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20'];
/** Blanks a spreadsheet skips before a formula sign (spaces, no-break and ideographic spaces, line breaks). */
const BLANKS = [' ', '\u00a0', '\u3000', '\u2003', '\n', '\ufeff'];

/** Reads one CSV line of quoted cells (RFC 4180), as a spreadsheet does. */
function readCells(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i < line.length) {
    expect(line[i], `cell ${cells.length} of ${JSON.stringify(line)} is quoted`).toBe('"');
    let cell = '';
    i += 1;
    for (;;) {
      const next = line.indexOf('"', i);
      expect(next, 'the quote closes').toBeGreaterThanOrEqual(0);
      cell += line.slice(i, next);
      if (line[next + 1] === '"') {
        cell += '"';
        i = next + 2;
      } else {
        i = next + 1;
        break;
      }
    }
    cells.push(cell);
    if (i < line.length) {
      expect(line[i]).toBe(',');
      i += 1;
    }
  }
  return cells;
}

/** Whether a spreadsheet would take the cell's text for a formula. */
function startsFormula(text: string): boolean {
  if (text.startsWith('\t') || text.startsWith('\r')) return true;
  const first = text.replace(/^\s+/u, '')[0];
  return first !== undefined && FORMULA_SIGNS.includes(first);
}

const textValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  // A formula sign after blanks, and a formula after it.
  fc
    .tuple(fc.array(fc.constantFrom(...BLANKS, '\t', '\r'), { maxLength: 4 }), fc.constantFrom(...FORMULA_SIGNS, '\t', '\r'), fc.string({ maxLength: 20 }))
    .map(([blanks, sign, rest]) => `${blanks.join('')}${sign}${rest}`),
  fc.constantFrom('=HYPERLINK("http://evil.example","x")', ' =1+1', '\u3000\uff1dcmd|\' /C calc\'!A0', '"', '","', 'a\r\nb', "'=already", ''),
);

describe('the owner\'s CSV export of form submissions', () => {
  it('quotes every cell, header and rows', () => {
    const text = submissionsCsv([formFieldSchema.parse({ id: 'm', type: 'textarea', title: 'Message' })], [{ id: '1', createdAt: 'now', fields: { m: 'line 1\nline 2' }, page: { pagePath: '/contact' } }]);
    expect(text).toBe('"Submitted","Page","Message"\r\n"now","/contact","line 1\nline 2"\r\n');
  });

  it.each([
    [' =1+1', "\"' =1+1\""],
    ['\u3000\uff1dSUM(A1)', "\"'\u3000\uff1dSUM(A1)\""],
    ['\uff0b1', "\"'\uff0b1\""],
    ['\uff0dcmd', "\"'\uff0dcmd\""],
    ['\uff20SUM(A1)', "\"'\uff20SUM(A1)\""],
    ['\t=1', "\"'\t=1\""],
    ['\r\n@x', "\"'\r\n@x\""],
    ['-1', "\"'-1\""],
    ['say "hi"', '"say ""hi"""'],
    ['plain', '"plain"'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('never leaves a cell a spreadsheet would read as a formula, and keeps what was sent (property)', () => {
    fc.assert(
      fc.property(fc.array(textValue, { minLength: 1, maxLength: 6 }), (values) => {
        const line = values.map(csvCell).join(',');
        const cells = readCells(line);
        expect(cells).toHaveLength(values.length);
        for (const [i, cell] of cells.entries()) {
          expect(startsFormula(cell), JSON.stringify(cell)).toBe(false);
          // The visitor's text is all there, after the apostrophe that disarms it.
          expect(cell === values[i] || cell === `'${values[i]}`).toBe(true);
          expect(cell.startsWith("'") && !values[i]!.startsWith("'")).toBe(startsFormula(values[i]!));
        }
      }),
      { numRuns: 500 },
    );
  });
});
