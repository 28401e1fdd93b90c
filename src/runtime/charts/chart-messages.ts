/**
 * Visitor-facing texts of the chart block (the product's own wording; the spec 03 §5 dataset
 * messages live in chart-dataset.ts), looked up through siteText (message-catalogue.ts `chart.*`).
 */
export const CHART_KIND_LABELS = Object.freeze({ bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' });
/** The chart's one-line summary (also the data table's caption when the dataset has no title). */
export const CHART_SUMMARY_TEXT = '{kind} of {series} by {label}';
export const CHART_LABEL_FALLBACK = 'label';
export const CHART_DESCRIPTION_TEXT = '{summary}, {rows}. The data table below has every value.';
export const CHART_ONE_ROW_TEXT = '1 row';
export const CHART_ROWS_TEXT = '{count} rows';
export const CHART_TRUNCATED_ROWS_TEXT = 'Showing the first {rows} rows of the dataset.';
export const CHART_TRUNCATED_COLUMNS_TEXT = 'Showing the first {columns} columns of the dataset.';
export const CHART_TRUNCATED_BOTH_TEXT = 'Showing the first {rows} rows and the first {columns} columns of the dataset.';
export const CHART_DATA_INVALID_MESSAGE = 'The chart data is not in the expected form';
export const CHART_SHOW_TABLE_TEXT = 'Show data table';
export const CHART_HIDE_TABLE_TEXT = 'Hide data table';
