import { EMPLOYER_PAGE_SIZE } from '@koers/shared/employers';
import { Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { type ListColumn, PagedListTable } from '../../../components/paged-list-table';
import { formatNumber } from '../../../lib/format';
import type { Employer } from '../api/employer-types';

type Props = { items: Employer[]; count: number; page: number; onPage: (page: number) => void };

function vacancies(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'actieve vacature' : 'actieve vacatures'}`;
}

function contactsText(employer: Employer): string {
  if (employer.contacts.length === 0) return 'Geen contactpersoon';
  const [first, ...rest] = employer.contacts;
  return rest.length > 0 ? `${first?.name} en ${rest.length} meer` : (first?.name ?? '');
}

const name = (employer: Employer) => (
  <Link component={RouterLink} to={`/employers/${employer.id}`} sx={{ fontWeight: 600 }}>
    {employer.name}
  </Link>
);

const COLUMNS: ListColumn<Employer>[] = [
  {
    key: 'name',
    header: 'Werkgever',
    cell: (employer) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {name(employer)}
        {employer.archived ? <Chip size="small" label="Gearchiveerd" /> : null}
      </Stack>
    ),
  },
  { key: 'city', header: 'Plaats', cell: (employer) => employer.city ?? '—' },
  { key: 'contacts', header: 'Contactpersonen', cell: contactsText },
  {
    key: 'accountManager',
    header: 'Accountmanager',
    cell: (employer) => employer.primaryAccountManager?.name ?? 'Geen primaire accountmanager',
  },
  {
    key: 'vacancies',
    header: 'Actieve vacatures',
    align: 'right',
    cell: (employer) => formatNumber(employer.activeVacancyCount),
  },
];

/** The employers: name and place, contacts, primary account manager, active vacancies. */
export function EmployerTable({ items, count, page, onPage }: Props) {
  return (
    <PagedListTable
      label="Werkgevers"
      items={items}
      itemKey={(employer) => employer.id}
      columns={COLUMNS}
      narrow={(employer) => ({
        primary: name(employer),
        secondary: (
          <Stack spacing={0.25} sx={{ mt: 0.5 }}>
            <Typography variant="body2">{employer.city ?? 'Plaats onbekend'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {contactsText(employer)} · {vacancies(employer.activeVacancyCount)}
            </Typography>
          </Stack>
        ),
      })}
      count={count}
      page={page}
      pageSize={EMPLOYER_PAGE_SIZE}
      onPage={onPage}
    />
  );
}
