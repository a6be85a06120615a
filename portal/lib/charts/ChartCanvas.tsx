import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { directionOf, type Locale } from '#portal/lib/i18n.ts';
import type { ChartData, ChartKind } from './chart-data.ts';
import { AXIS_TEXT, GRID_LINE, seriesColour } from './chart-colours.ts';

// Only the pieces the kit draws, so the lazy chunk stays small (TOOLCHAIN.md: Chart.js, tree-shaken).
ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale);
ChartJS.register(Tooltip, Legend);
ChartJS.defaults.font.family = getComputedStyle(document.body).fontFamily;
ChartJS.defaults.color = AXIS_TEXT;

interface ChartCanvasProps {
  kind: ChartKind;
  data: ChartData;
  /** The chart's name for screen readers; the table view holds its numbers. */
  label: string;
  locale: Locale;
}

/**
 * The Chart.js drawing of a ChartPanel, loaded on its own (React.lazy) so that only the screens that
 * draw a chart download Chart.js. In Arabic the chart reads right to left: the horizontal axis runs
 * from the right, the vertical axis stands on the right, legend and tooltips are laid out
 * right-to-left, and ticks and tooltips write numbers in the reader's locale (Chart.js formats with Intl).
 */
export default function ChartCanvas({ kind, data, label, locale }: ChartCanvasProps) {
  const rtl = directionOf(locale) === 'rtl';
  const horizontal = kind === 'funnel';
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const options: ChartOptions<'bar' | 'line'> = {
    locale,
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : undefined,
    indexAxis: horizontal ? 'y' : 'x',
    plugins: {
      legend: { display: data.series.length > 1, rtl, textDirection: rtl ? 'rtl' : 'ltr' },
      tooltip: { rtl, textDirection: rtl ? 'rtl' : 'ltr' },
    },
    scales: {
      x: {
        reverse: rtl,
        grid: { color: GRID_LINE },
        ...(horizontal && { beginAtZero: true, ticks: { precision: 0 } }),
      },
      y: {
        position: rtl ? 'right' : 'left',
        grid: { color: GRID_LINE },
        ...(!horizontal && { beginAtZero: true, ticks: { precision: 0 } }),
      },
    },
  };
  return (
    <Chart
      type={kind === 'line' ? 'line' : 'bar'}
      role="img"
      aria-label={label}
      options={options}
      data={{
        labels: [...data.labels],
        datasets: data.series.map((series, index) => ({
          label: series.name,
          data: [...series.values],
          backgroundColor: seriesColour(index),
          borderColor: seriesColour(index),
          pointRadius: 3,
        })),
      }}
    />
  );
}
