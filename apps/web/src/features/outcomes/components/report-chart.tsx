import { useTheme } from '@mui/material/styles';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { ReportGroup } from '../api/get-outcome-report';

// Only what a bar chart needs.
Chart.register(CategoryScale, LinearScale, BarElement, Legend, Tooltip);

/**
 * Gestart, beëindigd and geplaatst per group as bars. The canvas is described by its label; the
 * same figures are in the table below it.
 */
export function ReportChart({ groups, emptyName, label }: { groups: ReportGroup[]; emptyName: string; label: string }) {
  const theme = useTheme();
  return (
    <Bar
      role="img"
      aria-label={label}
      data={{
        labels: groups.map((group) => group.name ?? emptyName),
        datasets: [
          { label: 'Gestart', data: groups.map((group) => group.started), backgroundColor: theme.palette.primary.main },
          { label: 'Beëindigd', data: groups.map((group) => group.ended), backgroundColor: theme.palette.grey[500] },
          {
            label: 'Geplaatst',
            data: groups.map((group) => group.placed),
            backgroundColor: theme.palette.success.main,
          },
        ],
      }}
      options={{
        animation: false,
        maintainAspectRatio: false,
        plugins: { legend: { position: 'bottom' } },
        datasets: { bar: { maxBarThickness: 48 } },
        scales: { x: { grid: { display: false } }, y: { min: 0, ticks: { precision: 0 } } },
      }}
    />
  );
}
