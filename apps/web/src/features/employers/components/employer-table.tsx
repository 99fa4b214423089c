import { EMPLOYER_PAGE_SIZE } from '@koers/shared/employers';
import {
  Chip,
  Link,
  List,
  ListItem,
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
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format';
import type { Employer } from '../api/employer-types';

type Props = { items: Employer[]; count: number; page: number; onPage: (page: number) => void };

const PAGE_LABELS = {
  first: 'Eerste pagina',
  last: 'Laatste pagina',
  next: 'Volgende pagina',
  previous: 'Vorige pagina',
};

function vacancies(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'actieve vacature' : 'actieve vacatures'}`;
}

function contactsText(employer: Employer): string {
  if (employer.contacts.length === 0) return 'Geen contactpersoon';
  const [first, ...rest] = employer.contacts;
  return rest.length > 0 ? `${first?.name} en ${rest.length} meer` : (first?.name ?? '');
}

/** The employers: name and place, contacts, primary account manager, active vacancies. */
export function EmployerTable({ items, count, page, onPage }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const pagination = (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, page - 1)}
      rowsPerPage={EMPLOYER_PAGE_SIZE}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPage(next + 1)}
      labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} van ${total}`}
      getItemAriaLabel={(type) => PAGE_LABELS[type]}
    />
  );
  const name = (employer: Employer) => (
    <Link component={RouterLink} to={`/employers/${employer.id}`} sx={{ fontWeight: 600 }}>
      {employer.name}
    </Link>
  );
  if (narrow) {
    return (
      <Paper variant="outlined">
        <List aria-label="Werkgevers" disablePadding>
          {items.map((employer) => (
            <ListItem key={employer.id} divider>
              <ListItemText
                disableTypography
                primary={name(employer)}
                secondary={
                  <Stack spacing={0.25} sx={{ mt: 0.5 }}>
                    <Typography variant="body2">{employer.city ?? 'Plaats onbekend'}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {contactsText(employer)} · {vacancies(employer.activeVacancyCount)}
                    </Typography>
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
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Werkgevers" size="small" sx={{ '& td, & th': { px: 1.5, py: 1.25 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Werkgever</TableCell>
              <TableCell>Plaats</TableCell>
              <TableCell>Contactpersonen</TableCell>
              <TableCell>Accountmanager</TableCell>
              <TableCell align="right">Actieve vacatures</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((employer) => (
              <TableRow key={employer.id}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {name(employer)}
                    {employer.archived ? <Chip size="small" label="Gearchiveerd" /> : null}
                  </Stack>
                </TableCell>
                <TableCell>{employer.city ?? '—'}</TableCell>
                <TableCell>{contactsText(employer)}</TableCell>
                <TableCell>{employer.primaryAccountManager?.name ?? 'Geen primaire accountmanager'}</TableCell>
                <TableCell align="right">{formatNumber(employer.activeVacancyCount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Paper>
  );
}
