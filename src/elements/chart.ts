import { booleanAttribute, enumAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { CHART_VARIANTS } from '../runtime/charts/chart-dataset.js';
import { Chart, type ChartEvents } from '../react/chart/Chart.js';
import chartCss from '../styles/chart.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Chart block (spec 03 §3 variants bar, line and pie; §5 dataset messages and truncation). The
 * data is a table in block JSON: a `data-block-json` attribute or a child
 * `<script type="application/json">` holding `{ "title", "columns": [label, series...], "rows": [[label, value...]], "unit" }`.
 * At most 100 rows and 10 columns are drawn; the rest is dropped with a visible note. Every value is
 * also in an accessible data table behind the "Show data table" button.
 *
 * @tag ss-chart
 * @summary A bar, line or pie chart drawn from a data table, with an accessible table alternative.
 *
 * @attr {"bar"|"line"|"pie"} variant - Chart kind. Default: bar. A pie chart shows the first series only.
 * @attr {string} data-block-json - The dataset as JSON (instead of a child script).
 * @attr {boolean} show-table - Show the data table from the start.
 *
 * @fires ss-chart-table-toggle - The visitor showed or hid the data table. detail: `{ open }`.
 *
 * @csspart base - The figure holding chart, button and table; `data-state` is `table-open`, `table-closed` or `error`.
 * @csspart canvas - The box the chart is drawn in (its aspect ratio is reserved before upgrade).
 * @csspart table-toggle - The "Show data table" button.
 * @csspart table - The data table.
 * @csspart note - The note shown when the dataset was truncated.
 * @csspart error - The dataset message shown instead of a chart.
 *
 * @cssprop --ss-chart-aspect-ratio - Aspect ratio of the drawing area (also reserved before upgrade). Default: 16 / 9.
 * @cssprop --ss-chart-color-1 - First series colour (also --ss-chart-color-2 ... --ss-chart-color-8).
 * @cssprop --ss-chart-grid-color - Grid line colour. Default: text colour at 12%.
 * @cssprop --ss-color-text - Text and axis colour. Default: inherited.
 * @cssprop --ss-color-accent - Focus ring colour.
 */
export class SsChart extends createBlockElement({
  tag: 'ss-chart',
  component: Chart,
  attributes: {
    variant: enumAttribute(CHART_VARIANTS, 'bar'),
    'data-block-json': stringAttribute(''),
    'show-table': booleanAttribute(),
  },
  styles: [chartCss],
}) {}

export type { ChartEvents };
export default SsChart;

declare global {
  interface HTMLElementTagNameMap {
    'ss-chart': SsChart;
  }
}
