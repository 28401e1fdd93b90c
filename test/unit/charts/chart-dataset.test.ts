import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHART_MAX_COLUMNS,
  CHART_MAX_ROWS,
  DATASET_MISSING_DATA_MESSAGE,
  DATASET_NO_COLUMN_MESSAGE,
  DATASET_NO_ROW_MESSAGE,
  buildChartDataset,
  describeChart,
  describeTruncation,
  formatChartValue,
  parseChartBlockJson,
  parseChartValue,
} from '../../../src/runtime/charts/chart-dataset.js';

const sales = { title: 'Visitors', columns: ['Month', 'Shop', 'Blog'], rows: [['Jan', 120, 80], ['Feb', '1,400', '95.5']] };

describe('chart dataset validation', () => {
  // spec 03 §5 user messages, verbatim
  it('uses the spec messages word for word', () => {
    expect(DATASET_NO_COLUMN_MESSAGE).toBe('Your dataset must have at least one column');
    expect(DATASET_NO_ROW_MESSAGE).toBe('Your dataset must have at least one row');
    expect(DATASET_MISSING_DATA_MESSAGE).toBe('One or more rows was missing data');
  });

  // spec 03 §5 "Your dataset must have at least one column"
  it('needs at least one value column besides the labels', () => {
    expect(buildChartDataset({ columns: [], rows: [['a']] })).toEqual({ ok: false, message: DATASET_NO_COLUMN_MESSAGE });
    expect(buildChartDataset({ columns: ['Month'], rows: [['Jan']] })).toEqual({ ok: false, message: DATASET_NO_COLUMN_MESSAGE });
    expect(parseChartBlockJson('')).toEqual({ ok: false, message: DATASET_NO_COLUMN_MESSAGE });
  });

  // spec 03 §5 "Your dataset must have at least one row"
  it('needs at least one row', () => {
    expect(buildChartDataset({ columns: ['Month', 'Sales'], rows: [] })).toEqual({ ok: false, message: DATASET_NO_ROW_MESSAGE });
  });

  // spec 03 §5 "One or more rows was missing data"
  it('rejects a row with a missing label or value', () => {
    for (const row of [['Jan'], ['Jan', null, 1], ['Jan', '', 1], ['', 1, 2], [null, 1, 2], ['Jan', 'n/a', 1], ['Jan', 1]]) {
      expect(buildChartDataset({ columns: ['Month', 'A', 'B'], rows: [['Dec', 1, 2], row] })).toEqual({
        ok: false,
        message: DATASET_MISSING_DATA_MESSAGE,
      });
    }
  });

  it('builds labels, series and numbers, accepting numeric text', () => {
    const result = buildChartDataset(sales);
    expect(result).toEqual({
      ok: true,
      dataset: { title: 'Visitors', labelHeader: 'Month', seriesNames: ['Shop', 'Blog'], labels: ['Jan', 'Feb'], values: [[120, 80], [1400, 95.5]], unit: '' },
      truncation: { rowsDropped: 0, columnsDropped: 0 },
    });
  });

  it('shows one series on a pie chart, so a gap in a later column does not matter', () => {
    const result = buildChartDataset({ columns: ['Fruit', 'Sold', 'Notes'], rows: [['Apples', 3, null], ['Pears', 5]] }, 'pie');
    expect(result.ok && result.dataset.seriesNames).toEqual(['Sold']);
    expect(result.ok && result.dataset.values).toEqual([[3], [5]]);
  });

  it('explains malformed block data without throwing', () => {
    const bad = parseChartBlockJson('{"columns": [');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.detail).toMatch(/not valid JSON/);
    const wrong = buildChartDataset({ columns: 'Month', rows: [] });
    expect(!wrong.ok && wrong.detail).toMatch(/^columns:/);
  });
});

describe('chart dataset truncation', () => {
  // spec 03 §5 "Chart datasets are truncated to a maximum number of rows and columns"
  it(`keeps the first ${CHART_MAX_ROWS} rows and ${CHART_MAX_COLUMNS} columns and reports what it dropped`, () => {
    const columns = ['Label', ...Array.from({ length: 14 }, (_, i) => `S${i}`)];
    const rows = Array.from({ length: 130 }, (_, r) => [`R${r}`, ...Array.from({ length: 14 }, (_, c) => r * c)]);
    const result = buildChartDataset({ columns, rows });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.dataset.labels).toHaveLength(CHART_MAX_ROWS);
    expect(result.dataset.seriesNames).toHaveLength(CHART_MAX_COLUMNS - 1);
    expect(result.dataset.values.every((row) => row.length === CHART_MAX_COLUMNS - 1)).toBe(true);
    expect(result.truncation).toEqual({ rowsDropped: 30, columnsDropped: 5 });
    expect(describeTruncation(result.truncation)).toBe(`Showing the first ${CHART_MAX_ROWS} rows and the first ${CHART_MAX_COLUMNS} columns of the dataset.`);
  });

  it('does not judge dropped rows: a gap after the maximum is not an error', () => {
    const rows = [...Array.from({ length: CHART_MAX_ROWS }, (_, r) => [`R${r}`, r]), ['late', null]];
    const result = buildChartDataset({ columns: ['L', 'V'], rows });
    expect(result.ok).toBe(true);
  });

  it('never keeps more than the maximums, for any table (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 150 }), fc.integer({ min: 2, max: 20 }), (rowCount, columnCount) => {
        const columns = Array.from({ length: columnCount }, (_, c) => `C${c}`);
        const rows = Array.from({ length: rowCount }, (_, r) => [`R${r}`, ...Array.from({ length: columnCount - 1 }, () => r)]);
        const result = buildChartDataset({ columns, rows });
        if (!result.ok) return false;
        return (
          result.dataset.labels.length === Math.min(rowCount, CHART_MAX_ROWS) &&
          result.dataset.seriesNames.length === Math.min(columnCount, CHART_MAX_COLUMNS) - 1 &&
          result.truncation.rowsDropped === Math.max(0, rowCount - CHART_MAX_ROWS)
        );
      }),
    );
  });
});

describe('chart values', () => {
  it('parses numbers and numeric text, and nothing else', () => {
    expect(parseChartValue(' 12.5 ')).toBe(12.5);
    expect(parseChartValue('1,234,567')).toBe(1234567);
    expect(parseChartValue('-3')).toBe(-3);
    expect(parseChartValue('12abc')).toBeNull();
    expect(parseChartValue(Number.NaN)).toBeNull();
    expect(parseChartValue(true)).toBeNull();
  });

  it('round-trips any finite number written as text (property)', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => Object.is(parseChartValue(String(value)), value === 0 ? Number(String(value)) : value)));
  });

  it('formats values for the site locale with the unit', () => {
    expect(formatChartValue(1234.5, '', 'en-US')).toBe('1,234.5');
    expect(formatChartValue(12, '%', 'en-US')).toBe('12%');
    expect(formatChartValue(1234.5, 'kg', 'de-DE')).toBe('1.234,5 kg');
    expect(formatChartValue(1, '', 'not a locale!!')).toBe('1');
  });

  it('describes the chart for screen readers', () => {
    const result = buildChartDataset(sales);
    expect(result.ok && describeChart(result.dataset, 'line')).toBe(
      'Visitors. Line chart of Shop, Blog by Month, 2 rows. The data table below has every value.',
    );
  });
});
