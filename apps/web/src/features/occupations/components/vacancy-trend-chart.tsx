import type { TrendChart } from '@koers/shared/occupations';
import { alpha, useTheme } from '@mui/material/styles';
import { CategoryScale, Chart, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { monthLabel } from './month-label';

// Only what a line chart needs, so this chunk (loaded when a chart shows) stays small.
Chart.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

/**
 * The vacancy trend of an occupation: the padded monthly counts as a line up to the ceiling of
 * SPEC §9. The canvas is described by its label; the counts themselves are in the table beside it.
 */
export function VacancyTrendChart({ chart, label }: { chart: TrendChart; label: string }) {
  const theme = useTheme();
  const last = chart.points.length - 1;
  return (
    <Line
      role="img"
      aria-label={label}
      data={{
        labels: chart.points.map((point) => monthLabel(point.date, true)),
        datasets: [
          {
            data: chart.points.map((point) => point.count),
            borderColor: theme.palette.primary.main,
            backgroundColor: alpha(theme.palette.primary.main, 0.15),
            fill: true,
            tension: 0.3,
            // The padding points only carry the line to the edges: no dot, no tooltip.
            pointRadius: chart.points.map((_, index) => (index === 0 || index === last ? 0 : 3)),
            pointHitRadius: chart.points.map((_, index) => (index === 0 || index === last ? 0 : 8)),
          },
        ],
      }}
      options={{
        animation: false,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            filter: (item) => item.dataIndex !== 0 && item.dataIndex !== last,
            callbacks: { title: (items) => monthLabel(chart.points[items[0]?.dataIndex ?? 0]?.date ?? null) },
          },
        },
        scales: {
          x: { grid: { display: false }, offset: false, ticks: { maxRotation: 0 } },
          y: { min: 0, max: chart.ceiling, ticks: { precision: 0 } },
        },
      }}
    />
  );
}
