import {
  INTERNAL_VACANCY_STATE_LABELS,
  INTERNAL_VACANCY_STATES,
  type InternalVacancyState,
} from '@koers/shared/internal-vacancies';
import AddIcon from '@mui/icons-material/Add';
import { Alert, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useShellFab } from '../../../app/shell/fab-slot';
import { PageHeading } from '../../../components/page-heading';
import { PagePicker } from '../../../components/page-picker';
import { usePageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { formatNumber } from '../../../lib/format';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useSearchTerm } from '../../../lib/use-search-term';
import { INTERNAL_VACANCY_PAGE_SIZE, useInternalVacancies } from '../api/get-internal-vacancies';
import { InternalVacancyTable } from '../components/internal-vacancy-table';
import { vacancyPaths } from './vacancy-paths';

function stateOf(value: string | null): InternalVacancyState | null {
  return (INTERNAL_VACANCY_STATES as readonly string[]).includes(value ?? '') ? (value as InternalVacancyState) : null;
}

/**
 * `/employer_vacancies`: Vacatures Beheren. An employer contact sees the own employer's
 * vacancies, an account manager every employer's; the state filter and page are in the URL.
 */
export function EmployerVacanciesRoute() {
  usePageTitle('Vacatures Beheren');
  const { actor, userContext } = useCurrentContext();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch, q] = useSearchTerm();
  const vacancies = useInternalVacancies({ employerId: null, state, q, page });
  const contact = actor.userType === 'contact';
  const fab = useMemo(
    () => ({ label: 'Vacature toevoegen', icon: <AddIcon />, to: vacancyPaths.create({ employerId: null }) }),
    [],
  );
  useShellFab(fab);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const count = vacancies.data?.count ?? 0;
  const pages = Math.ceil(count / INTERNAL_VACANCY_PAGE_SIZE);
  return (
    <Stack spacing={3}>
      <PageHeading
        title="Vacatures Beheren"
        description={
          contact
            ? `De vacatures die ${vacancies.data?.employerName ?? 'jouw organisatie'} via ${userContext.organization.name} aanbiedt.`
            : `De vacatures van de werkgevers van ${userContext.organization.name}.`
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField
          label={contact ? 'Zoek op titel of plaats' : 'Zoek op titel, werkgever of plaats'}
          value={search}
          onChange={setSearch}
          grow
        />
        <TextField
          select
          label="Status"
          value={state ?? ''}
          onChange={(event) => update({ state: event.target.value || null, page: null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Alle vacatures</MenuItem>
          {INTERNAL_VACANCY_STATES.map((option) => (
            <MenuItem key={option} value={option}>
              {INTERNAL_VACANCY_STATE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography role="status" aria-live="polite" color="text.secondary">
        {vacancies.isPending ? 'Bezig met laden…' : `${formatNumber(count)} ${count === 1 ? 'vacature' : 'vacatures'}`}
      </Typography>
      {vacancies.isPending ? (
        <CircularProgress aria-label="Bezig met laden" />
      ) : count === 0 ? (
        <Alert severity="info">
          {q
            ? `Er zijn geen vacatures gevonden met ‘${q}’.`
            : state
              ? 'Er zijn geen vacatures met deze status.'
              : 'Er zijn nog geen vacatures. Voeg de eerste toe.'}
        </Alert>
      ) : (
        <>
          <InternalVacancyTable
            vacancies={vacancies.data?.vacancies ?? []}
            hrefOf={(vacancy) => vacancyPaths.detail({ employerId: null }, vacancy.id)}
            showEmployer={!contact}
            caption="Vacatures"
          />
          <PagePicker pages={pages} page={page} onPage={(next) => update({ page: next === 1 ? null : String(next) })} />
        </>
      )}
    </Stack>
  );
}
