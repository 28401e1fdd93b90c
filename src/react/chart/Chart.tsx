import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJs,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PieController,
  PointElement,
  Title,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useFollowingState } from '../hooks/use-following-state.js';
import {
  chartMessageText,
  describeChart,
  describeChartSummary,
  describeTruncation,
  formatChartValue,
  parseChartBlockJson,
  type ChartDataset,
  type ChartVariant,
} from '../../runtime/charts/chart-dataset.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.js';
import { chooseBlockJson, readBlockJsonScript } from './read-block-json.js';
import { chartText } from '../../runtime/charts/chart-texts.js';

// Only what the three variants draw, so the chart chunk carries no unused controllers.
ChartJs.register(BarController, BarElement, LineController, LineElement, PointElement, PieController, ArcElement, CategoryScale, LinearScale, Title, Tooltip, Legend);

export interface ChartAttributes {
  variant: ChartVariant;
  dataBlockJson: string;
  showTable: boolean;
}

export interface ChartTableToggleDetail {
  /** Whether the data table is now shown. */
  open: boolean;
}

export interface ChartEvents {
  'ss-chart-table-toggle': ChartTableToggleDetail;
}

const PALETTE_SIZE = 8;

function siteLocale(): string {
  try {
    return getPageContext().locale;
  } catch {
    return 'en-US';
  }
}

/** The series colours and text colour, read from the block's custom properties. */
function readTheme(element: HTMLElement): { colors: string[]; text: string; grid: string; font: string } {
  const style = getComputedStyle(element);
  const colors = Array.from({ length: PALETTE_SIZE }, (_, i) => style.getPropertyValue(`--_ss-chart-color-${i + 1}`).trim() || '#1d5fd1');
  return { colors, text: style.color, grid: style.getPropertyValue('--_ss-chart-grid').trim() || 'rgba(0,0,0,0.1)', font: style.fontFamily };
}

function chartConfig(dataset: ChartDataset, variant: ChartVariant, theme: ReturnType<typeof readTheme>, animate: boolean, locale: string): ChartConfiguration {
  const pie = variant === 'pie';
  const format = (value: number) => formatChartValue(value, dataset.unit, locale);
  return {
    type: variant,
    data: {
      labels: dataset.labels,
      datasets: dataset.seriesNames.map((name, series) => {
        const color = theme.colors[series % theme.colors.length]!;
        return {
          label: name,
          data: dataset.values.map((row) => row[series]!),
          backgroundColor: pie ? dataset.labels.map((_, i) => theme.colors[i % theme.colors.length]!) : color,
          borderColor: pie ? theme.text : color,
          borderWidth: pie ? 0 : 2,
          tension: 0.25,
        };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: animate ? { duration: 400 } : false,
      color: theme.text,
      font: { family: theme.font },
      plugins: {
        title: { display: dataset.title !== '', text: dataset.title, color: theme.text, font: { size: 16, weight: 600 } },
        legend: { display: pie || dataset.seriesNames.length > 1, labels: { color: theme.text } },
        tooltip: { callbacks: { label: (item) => `${pie ? item.label : item.dataset.label}: ${format(Number(item.raw))}` } },
      },
      scales: pie
        ? {}
        : {
            x: { ticks: { color: theme.text }, grid: { color: theme.grid } },
            y: { beginAtZero: true, ticks: { color: theme.text, callback: (value) => format(Number(value)) }, grid: { color: theme.grid } },
          },
    },
  } as ChartConfiguration;
}

export function Chart({ host, attributes, emit }: BlockProps<ChartAttributes, ChartEvents>) {
  const scriptText = useLightDom(host, readBlockJsonScript, Object.is);
  const json = chooseBlockJson(attributes.dataBlockJson, scriptText);
  const result = useMemo(() => parseChartBlockJson(json, attributes.variant), [json, attributes.variant]);
  const [tableOpen, setTableOpen] = useFollowingState(attributes.showTable);
  const reducedMotion = usePrefersReducedMotion();
  const canvas = useRef<HTMLCanvasElement>(null);
  const base = useRef<HTMLElement>(null);
  const chart = useRef<ChartJs | null>(null);
  const tableId = useId();
  const locale = siteLocale();

  useEffect(() => {
    if (!result.ok) console.error(`Sitestack: <ss-chart>: ${result.message}${result.detail ? ` (${result.detail})` : ''}.`);
  }, [result]);

  useEffect(() => {
    if (!result.ok || !canvas.current || !base.current) return;
    const config = chartConfig(result.dataset, attributes.variant, readTheme(base.current), !reducedMotion, locale);
    chart.current = new ChartJs(canvas.current, config);
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [result, attributes.variant, reducedMotion, locale]);

  if (!result.ok) {
    return (
      <div part="base" className="chart" data-state="error" role="status">
        <p part="error" className="error">{chartMessageText(result.message)}</p>
      </div>
    );
  }

  const { dataset } = result;
  const note = describeTruncation(result.truncation);
  const toggle = () => {
    const open = !tableOpen;
    setTableOpen(open);
    emit('ss-chart-table-toggle', { open });
  };

  return (
    <figure part="base" className="chart" data-state={tableOpen ? 'table-open' : 'table-closed'} data-variant={attributes.variant} ref={base}>
      <div part="canvas" className="canvas-box">
        <canvas ref={canvas} role="img" aria-label={describeChart(dataset, attributes.variant)} />
      </div>
      <div className="actions">
        <button part="table-toggle" className="table-toggle" type="button" aria-expanded={tableOpen} aria-controls={tableId} onClick={toggle}>
          {tableOpen ? chartText('hideTable') : chartText('showTable')}
        </button>
        {note ? (
          <span part="note" className="note">
            {note}
          </span>
        ) : null}
      </div>
      <div className="table-box" id={tableId} hidden={!tableOpen}>
        <table part="table" className="table">
          <caption>{dataset.title || describeChartSummary(dataset, attributes.variant)}</caption>
          <thead>
            <tr>
              <th scope="col">{dataset.labelHeader}</th>
              {dataset.seriesNames.map((name, i) => (
                <th scope="col" key={i}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dataset.labels.map((label, row) => (
              <tr key={row}>
                <th scope="row">{label}</th>
                {dataset.values[row]!.map((value, i) => (
                  <td key={i}>{formatChartValue(value, dataset.unit, locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
