import {
  DOSSIER_ACCESS_FILTERS,
  DOSSIER_SORTS,
  DOSSIER_VIEWS,
  type DossierAccessFilter,
  type DossierSort,
  type DossierView,
} from '@koers/shared/dossiers';
import { dossierPolicy } from '@koers/shared/permissions/dossier.policy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useShellFab } from '../../../app/shell/fab-slot';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { formatNumber } from '../../../lib/format';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useCoaches } from '../api/get-dossier-lookups';
import { type DossierListParams, useDossiers } from '../api/get-dossiers';
import { DossierFilters } from '../components/dossier-filters';
import { DossierTable } from '../components/dossier-table';

// The form (with zod and react-hook-form) loads when the FAB is used, not with the list.
const NewDossierDialog = lazy(() =>
  import('../components/new-dossier-dialog').then((module) => ({ default: module.NewDossierDialog })),
);

function oneOf<Value extends string>(values: readonly Value[], value: string | null, fallback: Value): Value {
  return values.includes(value as Value) ? (value as Value) : fallback;
}

/** `/dossiers` and `/dossiers/search?q=`: Kandidaten Beheren, with its state in the URL. */
export function DossiersRoute() {
  usePageTitle('Kandidaten Beheren');
  const { actor, userContext } = useCurrentContext();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const searching = location.pathname.endsWith('/search');
  const q = searching ? (params.get('q') ?? '') : '';
  const [search, setSearch] = useState(q);
  const [creating, setCreating] = useState(false);

  const listParams: DossierListParams = {
    view: oneOf<DossierView>(DOSSIER_VIEWS, params.get('view'), 'active'),
    access: oneOf<DossierAccessFilter>(DOSSIER_ACCESS_FILTERS, params.get('access'), 'everyone'),
    sort: oneOf<DossierSort>(DOSSIER_SORTS, params.get('sort'), 'name'),
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page')) || 1),
    coach: params.get('coach'),
    q,
  };
  const dossiers = useDossiers(userContext.organization.id, listParams);
  const seesEveryone = !dossierPolicy.listsOnlyOwn(actor);
  const coaches = useCoaches(userContext.organization.id);

  // Typing searches (a moment after the last key): /dossiers/search?q=… keeps the search in the URL.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(() => {
      const next = new URLSearchParams(params);
      next.delete('page');
      const term = search.trim();
      if (term) next.set('q', term);
      else next.delete('q');
      navigate(`${term ? '/dossiers/search' : '/dossiers'}?${next.toString()}`, { replace: searching });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search, q, params, navigate, searching]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const fab = useMemo(
    () =>
      dossierPolicy.create(actor)
        ? { label: 'Nieuw dossier', icon: <PersonAddIcon />, onClick: () => setCreating(true) }
        : null,
    [actor],
  );
  useShellFab(fab);

  const count = dossiers.data?.count ?? 0;
  return (
    <Stack spacing={3}>
      <PageHeading
        title="Kandidaten Beheren"
        description={
          seesEveryone ? `Alle kandidaten van ${userContext.organization.name}.` : 'De kandidaten die je begeleidt.'
        }
      />
      <DossierFilters
        view={listParams.view}
        access={listParams.access}
        coach={listParams.coach}
        search={search}
        coaches={seesEveryone ? (coaches.data ?? []) : null}
        onView={(view) => update({ view: view === 'active' ? null : view })}
        onAccess={(access) => update({ access: access === 'everyone' ? null : access })}
        onCoach={(coach) => update({ coach })}
        onSearch={setSearch}
      />
      <Typography role="status" aria-live="polite" color="text.secondary">
        {dossiers.isPending ? 'Bezig met laden…' : `${formatNumber(count)} ${count === 1 ? 'kandidaat' : 'kandidaten'}`}
      </Typography>
      {dossiers.isPending ? (
        <CircularProgress aria-label="Bezig met laden" />
      ) : count === 0 ? (
        <Alert severity="info">
          {q ? `Er zijn geen kandidaten gevonden voor ‘${q}’.` : 'Er zijn geen kandidaten in deze weergave.'}
        </Alert>
      ) : (
        <DossierTable
          items={dossiers.data?.items ?? []}
          count={count}
          page={listParams.page}
          sort={listParams.sort}
          direction={listParams.direction}
          onSort={(sort) =>
            update({
              sort: sort === 'name' ? null : sort,
              direction: sort === listParams.sort && listParams.direction === 'asc' ? 'desc' : null,
            })
          }
          onPage={(page) => update({ page: page === 1 ? null : String(page) })}
        />
      )}
      {creating ? (
        <Suspense fallback={null}>
          <NewDossierDialog open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
