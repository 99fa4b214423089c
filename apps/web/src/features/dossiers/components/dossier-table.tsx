import { formatShortDate } from '@koers/shared/calendar';
import type { DossierSort } from '@koers/shared/dossiers';
import {
  Box,
  Link,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
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

const PAGE_LABELS = {
  first: 'Eerste pagina',
  last: 'Laatste pagina',
  next: 'Volgende pagina',
  previous: 'Vorige pagina',
};

/** The dossier list: who, which track, until when, with which coaches, and their access. */
export function DossierTable({ items, count, page, sort, direction, onSort, onPage }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const pagination = (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, page - 1)}
      rowsPerPage={DOSSIER_PAGE_SIZE}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPage(next + 1)}
      labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} van ${total}`}
      getItemAriaLabel={(type) => PAGE_LABELS[type]}
    />
  );
  if (narrow) {
    // On a phone a table with five columns does not fit: one line per candidate instead.
    return (
      <Paper variant="outlined">
        <List aria-label="Kandidaten" disablePadding>
          {items.map((dossier) => (
            <ListItem key={dossier.id} divider alignItems="flex-start">
              <ListItemAvatar>
                <PersonAvatar name={dossier.name} image={dossier.image} size={36} />
              </ListItemAvatar>
              <ListItemText
                disableTypography
                primary={
                  <Link component={RouterLink} to={`/dossiers/${dossier.id}`} sx={{ fontWeight: 600 }}>
                    {dossier.name}
                  </Link>
                }
                secondary={
                  <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
                    <Typography variant="body2">{dossier.trackTypeName ?? 'Traject'}</Typography>
                    <TrackEnd endsOn={dossier.trackEndsOn} />
                    <AccessStateChip state={dossier.accessState} />
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
        {pagination}
      </Paper>
    );
  }
  const sortLabel = (field: DossierSort, label: string) => (
    <TableSortLabel
      active={sort === field}
      direction={sort === field ? direction : 'asc'}
      onClick={() => onSort(field)}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Kandidaten" size="small" sx={{ '& td, & th': { px: 1.5, py: 1.25 } }}>
          <TableHead>
            <TableRow>
              <TableCell sortDirection={sort === 'name' ? direction : false}>
                {sortLabel('name', 'Kandidaat')}
              </TableCell>
              <TableCell>Traject</TableCell>
              <TableCell sortDirection={sort === 'trackEndsOn' ? direction : false} sx={{ whiteSpace: 'nowrap' }}>
                {sortLabel('trackEndsOn', 'Einde traject')}
              </TableCell>
              <TableCell>Coaches</TableCell>
              <TableCell>Toegang</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((dossier) => (
              <TableRow key={dossier.id}>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <PersonAvatar name={dossier.name} image={dossier.image} size={36} />
                    <Box sx={{ minWidth: 0, maxWidth: 240 }}>
                      <Link component={RouterLink} to={`/dossiers/${dossier.id}`} sx={{ fontWeight: 600 }}>
                        {dossier.name}
                      </Link>
                      <Typography variant="body2" color="text.secondary" noWrap title={dossier.email ?? undefined}>
                        {dossier.email ?? 'E-mailadres niet bekend'}
                      </Typography>
                    </Box>
                  </Stack>
                </TableCell>
                <TableCell>
                  <Typography>
                    {dossier.trackTypeName ?? (dossier.trackStartsOn ? 'Traject' : 'Geen traject')}
                  </Typography>
                  {dossier.trackStartsOn && dossier.trackEndsOn ? (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {formatShortDate(dossier.trackStartsOn)} – {formatShortDate(dossier.trackEndsOn)}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <TrackEnd endsOn={dossier.trackEndsOn} />
                </TableCell>
                <TableCell>
                  {dossier.coaches.map((coach) => (
                    <Typography key={coach.id} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {coach.name}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>
                  <AccessStateChip state={dossier.accessState} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Paper>
  );
}
