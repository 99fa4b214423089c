import { Box, Paper, Typography } from '@mui/material';
import { formatNumber } from '../../../lib/format';
import type { ReportFigures } from '../api/get-outcome-report';
import { formatDays, formatRate } from './report-format';

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }}>{value}</Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** The figures of the whole selection, as tiles. */
export function ReportTotals({ totals }: { totals: ReportFigures }) {
  return (
    <Box
      component="section"
      aria-label="Totalen"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' } }}
    >
      <Tile label="Gestart" value={formatNumber(totals.started)} />
      <Tile label="Actief" value={formatNumber(totals.active)} />
      <Tile label="Beëindigd" value={formatNumber(totals.ended)} />
      <Tile label="Geplaatst" value={formatNumber(totals.placed)} />
      <Tile label="Plaatsingspercentage" value={formatRate(totals.placementRate)} note="van de beëindigde trajecten" />
      <Tile label="Mediaan dagen tot plaatsing" value={formatDays(totals.medianDaysToPlacement)} />
      <Tile
        label="Na 6 maanden nog in dienst"
        value={formatRate(totals.retentionRate)}
        note={`${formatNumber(totals.stillEmployed)} van ${formatNumber(totals.followUpKnown)} met bekende follow-up`}
      />
    </Box>
  );
}
