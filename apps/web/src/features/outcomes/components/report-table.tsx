import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatNumber } from '../../../lib/format';
import type { ReportGroup } from '../api/get-outcome-report';
import { formatDays, formatRate } from './report-format';

const COLUMNS: Array<{ label: string; value: (group: ReportGroup) => string }> = [
  { label: 'Gestart', value: (group) => formatNumber(group.started) },
  { label: 'Actief', value: (group) => formatNumber(group.active) },
  { label: 'Beëindigd', value: (group) => formatNumber(group.ended) },
  { label: 'Geplaatst', value: (group) => formatNumber(group.placed) },
  { label: 'Plaatsings­percentage', value: (group) => formatRate(group.placementRate) },
  { label: 'Mediaan dagen tot plaatsing', value: (group) => formatDays(group.medianDaysToPlacement) },
  {
    label: 'Na 6 maanden nog in dienst',
    value: (group) =>
      group.followUpKnown === 0 ? '—' : `${formatNumber(group.stillEmployed)} van ${formatNumber(group.followUpKnown)}`,
  },
];

/** The figures of each group (track type or coach) as a table; on a phone it scrolls sideways. */
export function ReportTable({
  caption,
  nameLabel,
  emptyName,
  groups,
}: {
  caption: string;
  nameLabel: string;
  emptyName: string;
  groups: ReportGroup[];
}) {
  return (
    <TableContainer
      role="region"
      tabIndex={0}
      aria-label={caption}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '8px 16px' }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {nameLabel}
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.label} component="th" scope="col" align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>Geen trajecten in deze periode.</TableCell>
            </TableRow>
          ) : (
            groups.map((group) => (
              <TableRow key={group.id ?? 'none'}>
                <TableCell component="th" scope="row">
                  {group.name ?? emptyName}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column.label} align="right">
                    {column.value(group)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
