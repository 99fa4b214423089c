import { formatShortDate } from '@koers/shared/calendar';
import type { DossierSort } from '@koers/shared/dossiers';
import { Box, Link, Stack, TableSortLabel, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { type ListColumn, PagedListTable } from '../../../components/paged-list-table';
import type { DossierSummary } from '../api/dossier-types';
import { DOSSIER_PAGE_SIZE } from '../api/get-dossiers';
import { AccessStateChip } from './access-state-chip';
import { PersonAvatar } from './person-avatar';
import { TrackEnd } from './track-period';

type Props = {
  items: DossierSummary[];
  count: number;
  page: number;
  sort: DossierSort;
  direction: 'asc' | 'desc';
  onSort: (sort: DossierSort) => void;
  onPage: (page: number) => void;
};

const name = (dossier: DossierSummary) => (
  <Link component={RouterLink} to={`/dossiers/${dossier.id}`} sx={{ fontWeight: 600 }}>
    {dossier.name}
  </Link>
);

/** The dossier list: who, which track, until when, with which coaches, and their access. */
export function DossierTable({ items, count, page, sort, direction, onSort, onPage }: Props) {
  const sortable = (field: DossierSort, label: string) => ({
    sortDirection: sort === field ? direction : (false as const),
    header: (
      <TableSortLabel
        active={sort === field}
        direction={sort === field ? direction : 'asc'}
        onClick={() => onSort(field)}
      >
        {label}
      </TableSortLabel>
    ),
  });
  const columns: ListColumn<DossierSummary>[] = [
    {
      key: 'name',
      ...sortable('name', 'Kandidaat'),
      cell: (dossier) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={dossier.name} image={dossier.image} size={36} />
          <Box sx={{ minWidth: 0, maxWidth: 200 }}>
            {name(dossier)}
            <Typography variant="body2" color="text.secondary" noWrap title={dossier.email ?? undefined}>
              {dossier.email ?? 'E-mailadres niet bekend'}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      key: 'track',
      header: 'Traject',
      cell: (dossier) => (
        <>
          <Typography>{dossier.trackTypeName ?? (dossier.trackStartsOn ? 'Traject' : 'Geen traject')}</Typography>
          {dossier.trackStartsOn && dossier.trackEndsOn ? (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatShortDate(dossier.trackStartsOn)} – {formatShortDate(dossier.trackEndsOn)}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      key: 'trackEndsOn',
      ...sortable('trackEndsOn', 'Einde traject'),
      cell: (dossier) => <TrackEnd endsOn={dossier.trackEndsOn} archivedAt={dossier.archivedAt} />,
    },
    {
      key: 'coaches',
      header: 'Coaches',
      cell: (dossier) =>
        dossier.coaches.map((coach) => (
          <Typography key={coach.id} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {coach.name}
          </Typography>
        )),
    },
    { key: 'access', header: 'Toegang', cell: (dossier) => <AccessStateChip state={dossier.accessState} /> },
  ];
  return (
    <PagedListTable
      label="Kandidaten"
      items={items}
      itemKey={(dossier) => dossier.id}
      columns={columns}
      // On a phone a table with five columns does not fit: one line per candidate instead.
      narrow={(dossier) => ({
        avatar: <PersonAvatar name={dossier.name} image={dossier.image} size={36} />,
        primary: name(dossier),
        secondary: (
          <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
            <Typography variant="body2">{dossier.trackTypeName ?? 'Traject'}</Typography>
            <TrackEnd endsOn={dossier.trackEndsOn} archivedAt={dossier.archivedAt} />
            <AccessStateChip state={dossier.accessState} />
          </Stack>
        ),
      })}
      count={count}
      page={page}
      pageSize={DOSSIER_PAGE_SIZE}
      onPage={onPage}
    />
  );
}
