import type { FormField } from '../../src/runtime/forms/form-definition.js';
import { summaryCells, summaryColumns } from '../../src/runtime/forms/form-values.js';

/** One stored submission as the owner reads it. */
export interface StoredSubmission {
  id: string;
  createdAt: string;
  fields: Record<string, unknown>;
  page: Record<string, unknown>;
}

/** Column header of one summary part: the field title, plus the part name for multi-part fields. */
function headerFor(field: FormField, part: string): string {
  const title = field.title.trim() || field.id;
  return part === '' ? title : `${title}: ${part}`;
}

/**
 * What makes a spreadsheet read a cell as a formula: a tab or return first, or, after any blanks
 * (spreadsheets skip spaces, no-break and ideographic spaces, line breaks), one of = + - @ or
 * their full-width forms ＝ ＋ － ＠ (which spreadsheets with East Asian input take as the same).
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/u;

/**
 * A spreadsheet-safe cell: always quoted (so no separator, quote or line break inside a value,
 * and no value a program would trim or read as a number, changes the columns), and prefixed with
 * an apostrophe when it would start a formula, so no spreadsheet runs it.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The CSV export of a form's submissions: Submitted, Page, then the form's field titles as
 * columns in the summary display types of spec 02 §3 (name: First, Last; phone: Country,
 * Areacode, Prefix, Line; address: Line1 ... Country; date: Month, Day, Year; time: Hour, Minute,
 * Second, Ampm; likert: one column per question; checkbox: the checked values).
 */
export function submissionsCsv(fields: readonly FormField[], submissions: readonly StoredSubmission[]): string {
  const header = ['Submitted', 'Page'];
  for (const field of fields) for (const part of summaryColumns(field)) header.push(headerFor(field, part));
  const lines = [header.map(csvCell).join(',')];
  for (const submission of submissions) {
    const row = [submission.createdAt, typeof submission.page.pagePath === 'string' ? submission.page.pagePath : ''];
    for (const field of fields) row.push(...summaryCells(field, submission.fields[field.id]));
    lines.push(row.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
