import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';
import { sharedNumberFormat } from '../i18n/number-format.js';
import { CHART_TEXTS, chartKindText, chartText } from './chart-texts.js';
import { parseWellFormedJson } from '../text/well-formed-json.js';

/**
 * Chart block data (spec 03 §3 block variants "chart bar, line, pie", §5 dataset validation and
 * truncation). The block JSON holds a table: `columns` names every column, the first column holds
 * the row labels and every further column is one data series; `rows` holds one array per row.
 *
 * ```json
 * { "title": "Visitors", "columns": ["Month", "Shop", "Blog"], "rows": [["Jan", 120, 80], ["Feb", 140, 95]] }
 * ```
 */

/** Spec 03 §3 chart variants. */
export const CHART_VARIANTS = ['bar', 'line', 'pie'] as const;
export type ChartVariant = (typeof CHART_VARIANTS)[number];

/** Spec 03 §5 user messages, verbatim. */
export const DATASET_NO_COLUMN_MESSAGE = CHART_TEXTS.noColumn;
export const DATASET_NO_ROW_MESSAGE = CHART_TEXTS.noRow;
export const DATASET_MISSING_DATA_MESSAGE = CHART_TEXTS.missingData;

/**
 * Spec 03 §5 "Chart datasets are truncated to a maximum number of rows and columns (values not
 * shown)". Sitestack's documented maximums: 100 rows and 10 columns (the label column plus 9 series);
 * beyond that a chart stops being readable.
 */
export const CHART_MAX_ROWS = 100;
export const CHART_MAX_COLUMNS = 10;

/** A pie chart shows one series: the first value column. */
export const PIE_SERIES_LIMIT = 1;

const cellSchema = lazySchema(() => z.union([z.string(), z.number(), z.null()]));

export const chartBlockDataSchema = lazySchema(() => z.object({
  title: z.optional(z.string().check(z.maxLength(200))),
  /** Column names; the first names the row labels. */
  columns: z.array(z.union([z.string(), z.number()])),
  rows: z.array(z.array(cellSchema)),
  /** A unit written after each value in the table and tooltips, e.g. "%" or "kg". */
  unit: z.optional(z.string().check(z.maxLength(20))),
}));

export interface ChartDataset {
  title: string;
  /** Name of the label column. */
  labelHeader: string;
  /** One name per series (value column). */
  seriesNames: string[];
  /** One label per row. */
  labels: string[];
  /** values[row][series]. */
  values: number[][];
  unit: string;
}

export interface ChartTruncation {
  /** Rows dropped beyond CHART_MAX_ROWS. */
  rowsDropped: number;
  /** Columns dropped beyond CHART_MAX_COLUMNS. */
  columnsDropped: number;
}

export type ChartDatasetResult =
  | { ok: true; dataset: ChartDataset; truncation: ChartTruncation }
  | { ok: false; message: string; detail?: string };

/** Parses a value cell: numbers as is, numeric text (spaces and thousands commas allowed); null when missing. */
export function parseChartValue(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  const text = cell.trim().replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Cuts a dataset table to the documented maximums (spec 03 §5). */
export function truncateChartTable<C, R>(columns: readonly C[], rows: readonly R[][]): { columns: C[]; rows: R[][]; truncation: ChartTruncation } {
  const keptColumns = columns.slice(0, CHART_MAX_COLUMNS);
  return {
    columns: keptColumns,
    rows: rows.slice(0, CHART_MAX_ROWS).map((row) => row.slice(0, keptColumns.length)),
    truncation: {
      rowsDropped: Math.max(0, rows.length - CHART_MAX_ROWS),
      columnsDropped: Math.max(0, columns.length - CHART_MAX_COLUMNS),
    },
  };
}

/**
 * Validates chart block data (spec 03 §5): at least one value column, at least one row, every row
 * complete; then truncates to the maximums. Messages are the spec's, verbatim.
 */
export function buildChartDataset(input: unknown, variant: ChartVariant = 'bar'): ChartDatasetResult {
  const parsed = chartBlockDataSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'data';
    return { ok: false, message: CHART_TEXTS.invalidData, detail: `${where}: ${issue?.message ?? 'invalid'}` };
  }
  const data = parsed.data;
  // The label column plus at least one series.
  if (data.columns.length < 2) return { ok: false, message: DATASET_NO_COLUMN_MESSAGE };
  if (data.rows.length === 0) return { ok: false, message: DATASET_NO_ROW_MESSAGE };
  const { columns, rows, truncation } = truncateChartTable(data.columns, data.rows);
  const seriesCount = variant === 'pie' ? PIE_SERIES_LIMIT : columns.length - 1;
  const labels: string[] = [];
  const values: number[][] = [];
  for (const row of rows) {
    const label = row[0];
    if (label === null || label === undefined || String(label).trim() === '') return { ok: false, message: DATASET_MISSING_DATA_MESSAGE };
    const rowValues: number[] = [];
    for (let series = 1; series <= seriesCount; series++) {
      const value = parseChartValue(row[series]);
      if (value === null) return { ok: false, message: DATASET_MISSING_DATA_MESSAGE };
      rowValues.push(value);
    }
    labels.push(String(label).trim());
    values.push(rowValues);
  }
  return {
    ok: true,
    dataset: {
      title: data.title?.trim() ?? '',
      labelHeader: String(columns[0]).trim(),
      seriesNames: columns.slice(1, 1 + seriesCount).map((name, i) => String(name).trim() || `Series ${i + 1}`),
      labels,
      values,
      unit: data.unit ?? '',
    },
    truncation,
  };
}

/** Reads block JSON text; a syntax error becomes a result, never a throw. */
export function parseChartBlockJson(text: string | null | undefined, variant: ChartVariant = 'bar'): ChartDatasetResult {
  if (text === null || text === undefined || text.trim() === '') return { ok: false, message: DATASET_NO_COLUMN_MESSAGE };
  let value: unknown;
  try {
    value = parseWellFormedJson(text);
  } catch (error) {
    return { ok: false, message: CHART_TEXTS.invalidData, detail: `not valid JSON (${(error as Error).message})` };
  }
  return buildChartDataset(value, variant);
}

/** The chart's kind, series and label column in one line, in the site's language. */
export function describeChartSummary(dataset: ChartDataset, variant: ChartVariant): string {
  const kind = chartKindText(variant);
  const label = dataset.labelHeader || chartText('labelFallback');
  return chartText('summary', { kind, series: dataset.seriesNames.join(', '), label });
}

/** What a screen reader hears for the chart picture: its kind, series, label column and size. */
export function describeChart(dataset: ChartDataset, variant: ChartVariant): string {
  const count = dataset.labels.length;
  const rows = count === 1 ? chartText('oneRow') : chartText('rows', { count });
  const lead = dataset.title ? `${dataset.title}. ` : '';
  return `${lead}${chartText('description', { summary: describeChartSummary(dataset, variant), rows })}`;
}

/** A note shown under a truncated chart, so the owner sees that data was left out. */
export function describeTruncation(truncation: ChartTruncation): string | null {
  const params = { rows: CHART_MAX_ROWS, columns: CHART_MAX_COLUMNS };
  if (truncation.rowsDropped > 0 && truncation.columnsDropped > 0) return chartText('truncatedBoth', params);
  if (truncation.rowsDropped > 0) return chartText('truncatedRows', params);
  if (truncation.columnsDropped > 0) return chartText('truncatedColumns', params);
  return null;
}

/** A dataset problem (spec 03 §5 messages) in the site's language. */
export function chartMessageText(message: string): string {
  switch (message) {
    case CHART_TEXTS.noColumn:
      return chartText('noColumn');
    case CHART_TEXTS.noRow:
      return chartText('noRow');
    case CHART_TEXTS.missingData:
      return chartText('missingData');
    case CHART_TEXTS.invalidData:
      return chartText('invalidData');
    default:
      return message;
  }
}

/** A value as the data table and tooltips show it: grouped for the site's locale, then the unit. */
export function formatChartValue(value: number, unit: string, locale: string): string {
  const text = sharedNumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  if (!unit) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}
