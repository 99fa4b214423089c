import {
  EMPLOYER_EXPIRED_FILTERS,
  EMPLOYER_SORTS,
  EMPLOYER_VIEWS,
  type EmployerExpiredFilter,
  type EmployerSort,
  type EmployerView,
} from '@koers/shared/employers';
import { employerPolicy } from '@koers/shared/permissions/employer.policy';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useShellFab } from '../../../app/shell/fab-slot';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { formatNumber } from '../../../lib/format';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useAccountManagers } from '../api/account-managers';
import { type EmployerListParams, useEmployers } from '../api/get-employers';
import { EmployerFilters } from '../components/employer-filters';
import { EmployerTable } from '../components/employer-table';

function oneOf<Value extends string>(values: readonly Value[], value: string | null, fallback: Value): Value {
  return values.includes(value as Value) ? (value as Value) : fallback;
}

/** `/employers`: Werkgevers Beheren, with views, filters, sort, search and page in the URL. */
export function EmployersRoute() {
  usePageTitle('Werkgevers Beheren');
  const { actor, userContext } = useCurrentContext();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const organizationId = userContext.organization.id;

  const listParams: EmployerListParams = {
    view: oneOf<EmployerView>(EMPLOYER_VIEWS, params.get('view'), 'active'),
    expired: oneOf<EmployerExpiredFilter>(EMPLOYER_EXPIRED_FILTERS, params.get('expired'), 'none'),
    accountManager: params.get('accountManager') ?? 'all',
    sort: oneOf<EmployerSort>(EMPLOYER_SORTS, params.get('sort'), q ? 'rank' : 'name'),
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page')) || 1),
    q,
  };
  const employers = useEmployers(organizationId, listParams);
  const accountManagers = useAccountManagers(organizationId);

  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace });
  };

  // Typing searches a moment after the last key. SPEC §4: a term sorts by rank, clearing it by name.
  useEffect(() => {
    const term = search.trim();
    if (term === q) return;
    const timer = window.setTimeout(() => {
      const sort = params.get('sort');
      update(
        {
          q: term || null,
          sort: term ? (q === '' ? null : sort) : sort === 'rank' || sort === null ? null : sort,
          direction: term && q === '' ? null : params.get('direction'),
        },
        q !== '' && term !== '',
      );
    }, 300);
    return () => window.clearTimeout(timer);
  });

  const fab = useMemo(
    () =>
      employerPolicy.create(actor)
        ? { label: 'Werkgever toevoegen', icon: <AddBusinessIcon />, to: '/employers/search' }
        : null,
    [actor],
  );
  useShellFab(fab);

  const count = employers.data?.count ?? 0;
  return (
    <Stack spacing={3}>
      <PageHeading
        title="Werkgevers Beheren"
        description={<>De werkgevers waarmee {userContext.organization.name} samenwerkt.</>}
      />
      <EmployerFilters
        view={listParams.view}
        expired={listParams.expired}
        accountManager={listParams.accountManager}
        sort={listParams.sort}
        searching={q !== ''}
        search={search}
        accountManagers={accountManagers.data ?? []}
        onView={(view) => update({ view: view === 'active' ? null : view })}
        onExpired={(expired) => update({ expired: expired === 'none' ? null : expired })}
        onAccountManager={(accountManager) =>
          update({ accountManager: accountManager === 'all' ? null : accountManager })
        }
        onSort={(sort) =>
          update({
            sort: sort === (q ? 'rank' : 'name') ? null : sort,
            direction: sort === 'activeVacancyCount' ? 'desc' : null,
          })
        }
        onSearch={setSearch}
      />
      <Typography role="status" aria-live="polite" color="text.secondary">
        {employers.isPending
          ? 'Bezig met laden…'
          : `${formatNumber(count)} ${count === 1 ? 'werkgever' : 'werkgevers'}`}
      </Typography>
      {employers.isPending ? (
        <CircularProgress aria-label="Bezig met laden" />
      ) : count === 0 ? (
        <Alert severity="info">
          {q ? `Er zijn geen werkgevers gevonden voor ‘${q}’.` : 'Er zijn geen werkgevers in deze weergave.'}
        </Alert>
      ) : (
        <EmployerTable
          items={employers.data?.items ?? []}
          count={count}
          page={listParams.page}
          onPage={(page) => update({ page: page === 1 ? null : String(page) })}
        />
      )}
    </Stack>
  );
}
