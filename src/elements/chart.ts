import { booleanAttribute, enumAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { CHART_VARIANTS } from '../runtime/charts/chart-dataset.js';
import { Chart, type ChartEvents } from '../react/chart/Chart.js';
import chartCss from '../styles/chart.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * A bar, line or pie chart (spec 03 §3 chart variants) drawn from a data table in block JSON, with an
 * accessible alternative: the picture is a described image, and a "Show data table" button
 * (`aria-expanded`) shows every value in a real table with headers. The first column holds the row
 * labels, every further column is one series; a pie chart shows the first series. Values may be
 * numbers or numeric text ("1,200"); they are shown grouped for the site's locale, with `unit` after them.
 *
 * ```html
 * <ss-chart variant="line">
 *   <script type="application/json">
 *     { "title": "Visitors", "columns": ["Month", "Shop", "Blog"], "rows": [["Jan", 1200, 80], ["Feb", 1400, 95]], "unit": "" }
 *   </script>
 * </ss-chart>
 * ```
 *
 * Dataset rules (spec 03 §5): with no series column the block shows "Your dataset must have at least
 * one column", with no rows "Your dataset must have at least one row", and when a kept row lacks its label
 * or a value "One or more rows was missing data" (inside the block, plus one console error). Datasets are
 * truncated to the first **100 rows** and **10 columns** (label column included); a note under the
 * chart says so. Animation is off with reduced motion.
 *
 * @tag ss-chart
 * @summary A bar, line or pie chart drawn from a data table, with an accessible table alternative.
 *
 * @attr {`bar`, `line`, `pie`} variant - Chart kind. Default: `bar`.
 * @attr {JSON text} data-block-json - The dataset, instead of a child `<script type="application/json">`.
 * @attr {boolean} show-table - Show the data table from the start. Default: off.
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
