import { textLookup } from '../i18n/text-lookup.js';

/**
 * Visitor-facing texts of the chart block (catalogue keys `chart.*` and `chart.kind.*`), en-US:
 * the spec 03 §5 dataset messages verbatim (chart-dataset.ts chooses them), the rest the
 * product's own wording. Placeholders are `{name}`.
 */
export const CHART_TEXTS = Object.freeze({
  /** Spec 03 §5 user messages, verbatim. */
  noColumn: 'Your dataset must have at least one column',
  noRow: 'Your dataset must have at least one row',
  missingData: 'One or more rows was missing data',
  /** The chart's one-line summary (also the data table's caption when the dataset has no title). */
  summary: '{kind} of {series} by {label}',
  labelFallback: 'label',
  description: '{summary}, {rows}. The data table below has every value.',
  oneRow: '1 row',
  rows: '{count} rows',
  truncatedRows: 'Showing the first {rows} rows of the dataset.',
  truncatedColumns: 'Showing the first {columns} columns of the dataset.',
  truncatedBoth: 'Showing the first {rows} rows and the first {columns} columns of the dataset.',
  invalidData: 'The chart data is not in the expected form',
  showTable: 'Show data table',
  hideTable: 'Hide data table',
} as const);

export const CHART_KIND_TEXTS = Object.freeze({ bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' } as const);

export const chartText = /* @__PURE__ */ textLookup('chart.', CHART_TEXTS);
export const chartKindText = /* @__PURE__ */ textLookup('chart.kind.', CHART_KIND_TEXTS);
