import { MATCH_SORT, MATCH_SORT_LABEL } from '@koers/shared/match';
import { employerProfilePath } from '@koers/shared/permissions/employer.policy';
import { internetEmployerPolicy } from '@koers/shared/permissions/vacancies.policy';
import { CircularProgress, Link, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import type { Explorer } from '../../features/explorers/api/explorer-types';
import { useExplorer } from '../../features/explorers/api/get-explorer';
import { useVisibleExplorers } from '../../features/explorers/api/get-explorers';
import { usePlace } from '../../features/explorers/api/search-places';
import { ExplorerPage, SHOWN_RESOURCE_TYPES } from '../../features/explorers/components/explorer-page';
import {
  hasMatchInput,
  matchProfileQueryOptions,
  matchQuery,
  useMatchProfile,
} from '../../features/match/api/get-match-profile';
import { MatchPanel, MatchSummary, VacancyMatchPanel } from '../../features/match/components/match-reasons';
import { useSavedSearches } from '../../features/saved-searches/api/saved-searches';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { useCurrentContext } from '../../lib/session/current-context';
import { useDeferredData } from '../../lib/use-deferred-data';
import { isScreenBuilt } from '../screens';
import { candidateStartSearch } from './candidate-start';
import { VacancyFavoriteToggle } from './vacancy-list-actions';

// Saving, proposing and the proposal form are on the detail, which loads when a vacancy is chosen
// (fetched in the background once the list is on screen, like the detail panes).
const loadVacancyActions = () => import('./vacancy-actions');
const VacancyActions = lazy(() => loadVacancyActions().then((module) => ({ default: module.VacancyActions })));

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Mode =
  | { kind: 'own' }
  /** The explorer on a candidate's dossier (SPEC §2.2): `base` is the dossier's explorer path. */
  | { kind: 'dossier'; dossierId: string; base: string };

/** The explorer of a tab: the primary one of that kind first. */
function explorerOfTab(explorers: Explorer[], tab: string): Explorer | null {
  const matching = explorers.filter((explorer) => explorer.tab === tab);
  return matching.find((explorer) => explorer.primary) ?? matching[0] ?? null;
}

function ComposedExplorer({
  mode,
  explorers,
  explorer,
  vacancyId,
  listPath,
}: {
  mode: Mode;
  explorers: Explorer[];
  explorer: Explorer;
  vacancyId: string | null;
  listPath: string;
}) {
  const dossierId = mode.kind === 'dossier' ? mode.dossierId : null;
  const { actor } = useCurrentContext();
  const employers = isScreenBuilt('internet-employer') && internetEmployerPolicy.explore(actor);
  const match = useExplorerMatch(dossierId);
  const starting = useCandidateStart(
    match,
    listPath,
    vacancyId === null && explorer.resourceType !== 'FavoriteVacancy',
  );
  const links = useExplorerVacancyLinks(mode);
  const saveSearch = useSaveSearchAction(mode, explorer);
  useEffect(() => {
    void loadVacancyActions();
  }, []);
  return (
    <ExplorerPage
      explorers={explorers}
      explorer={explorer}
      vacancyId={vacancyId}
      listPath={listPath}
      vacancyPath={(id) => `${listPath}/${id}`}
      explorerHref={(item) => {
        if (item.resourceType === 'SavedVacancy')
          return mode.kind === 'dossier' ? `/dossiers/${mode.dossierId}/vacancies/saved` : '/vacancies/saved';
        return mode.kind === 'dossier' ? `${mode.base}/${item.tab}` : `/vacancies/${item.tab}`;
      }}
      renderActions={(vacancy, placement) =>
        placement === 'list' ? (
          <VacancyFavoriteToggle
            vacancy={vacancy}
            explorerId={explorer.id}
            dossierMode={dossierId !== null}
            variant="icon"
          />
        ) : (
          <Suspense fallback={null}>
            <VacancyActions
              vacancy={vacancy}
              explorerId={explorer.id}
              dossierId={dossierId}
              ownExplorerHref={
                dossierId
                  ? vacancy.type === 'InternalVacancy'
                    ? `/vacancies/found/${vacancy.id}`
                    : `/vacancies/internet/${vacancy.id}`
                  : null
              }
            />
          </Suspense>
        )
      }
      {...(employers ? { employerHref: (id: string) => `/internet-employers/${id}` } : {})}
      explorerVacancyLinks={links}
      extraQuery={match.query ?? undefined}
      internalExtraQuery={match.internalQuery ?? undefined}
      extraSorts={match.sorts}
      extraQueryPending={match.pending || starting}
      internalExtraQueryPending={match.internalPending || starting}
      startPending={starting}
      {...(saveSearch ? { renderSearchActions: saveSearch } : {})}
      renderExtra={(item, placement) => {
        if (!match.query) return null;
        // In dossier mode a coach reads the match about the candidate, not addressed to them.
        const aboutCandidate = dossierId !== null;
        if (placement === 'list')
          return item.vacancy.match ? (
            <MatchSummary match={item.vacancy.match} aboutCandidate={aboutCandidate} />
          ) : null;
        if (item.type === 'InternalVacancy')
          return item.vacancy.match ? <MatchPanel match={item.vacancy.match} aboutCandidate={aboutCandidate} /> : null;
        return <VacancyMatchPanel vacancyId={item.vacancy.id} query={match.query} aboutCandidate={aboutCandidate} />;
      }}
    />
  );
}

/**
 * What the organisation's own vacancies link to (SPEC §2.3, §5, §6): the employer profile
 * (`employerProfilePath`: only with the internal-employers view feature; Werkgevers Beheren for
 * those who manage employers, else the Werkgevers of the organisation) and the occupation's
 * information card; a conversation opens the shell's dialog through lib/conversations.
 */
function useExplorerVacancyLinks(mode: Mode) {
  const { actor } = useCurrentContext();
  // The occupation's card keeps the explorer's place, and in dossier mode the dossier's explorer,
  // so its 'Vacatures bekijken' comes back to the same search (issue 38.4).
  const [search] = useSearchParams();
  const geoId = search.get('geoId');
  const radius = search.get('radius');
  const explorerBase = mode.kind === 'dossier' ? mode.base : null;
  return useMemo(
    () => ({
      employerProfileHref: (id: string) => {
        const path = employerProfilePath(actor, id);
        return path && isScreenBuilt(path.startsWith('/employers-internal/') ? 'employers-internal' : 'employer')
          ? path
          : null;
      },
      occupationHref: isScreenBuilt('occupation')
        ? (id: string) => {
            const params = new URLSearchParams({
              ...(geoId ? { geoId, ...(radius ? { radius } : {}) } : {}),
              ...(explorerBase ? { explorer: explorerBase } : {}),
            });
            return `/occupations/${id}${params.size > 0 ? `?${params}` : ''}`;
          }
        : null,
    }),
    [actor, geoId, radius, explorerBase],
  );
}

/**
 * 'Zoekopdracht bewaren' in the organisation's own and the internet vacancies (issue 38.5), for the candidate or
 * in dossier mode, when the server says the reader may (`meta.can.create` of the saved searches);
 * beside it the way to the saved searches. Null where a search cannot be saved.
 */
function useSaveSearchAction(mode: Mode, explorer: Explorer) {
  const { actor } = useCurrentContext();
  const [search] = useSearchParams();
  const dossierId = mode.kind === 'dossier' ? mode.dossierId : actor.userType === 'client' ? actor.dossierId : null;
  const savable =
    (explorer.resourceType === 'ExplorerVacancy' || explorer.resourceType === 'Vacancies::ExternalVacancy') &&
    isScreenBuilt('vacancies.searches');
  const saved = useSavedSearches(savable ? dossierId : null);
  const place = usePlace(search.get('geoId') || null);
  if (!savable || !dossierId || !saved.data?.canCreate) return null;
  const words = search.get('q')?.trim();
  const where = place.data?.name ? ` rond ${place.data.name}` : '';
  const suggestedName = `${words ? `‘${words}’` : 'Vacatures'}${where}`.slice(0, 100);
  const listHref = mode.kind === 'dossier' ? `/dossiers/${mode.dossierId}/vacancies/searches` : '/vacancies/searches';
  return (query: Record<string, string>) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={listHref} variant="body2">
        Bewaarde zoekopdrachten
      </Link>
      <SaveSearchButton
        dossierId={dossierId}
        explorerId={explorer.id}
        search={search.toString()}
        query={query}
        suggestedName={suggestedName}
        aboutCandidate={mode.kind === 'dossier'}
      />
    </Stack>
  );
}

const NO_SORTS: Array<{ value: string; text: string }> = [];

/**
 * A list opened without parameters for a candidate (their own, or in dossier mode) starts at the
 * candidate (`candidateStartSearch`): once their profile is known the URL gets the place, radius
 * and sort, and until then the lists wait, so they load once. Each list decides once: a URL the
 * person changed afterwards is theirs. Returns whether the start is still being worked out.
 */
function useCandidateStart(match: ReturnType<typeof useExplorerMatch>, listPath: string, searchable: boolean): boolean {
  const [search, setSearch] = useSearchParams();
  const [decided, setDecided] = useState<string[]>([]);
  const empty = [...search.keys()].length === 0;
  const starting = searchable && match.candidate && empty && !decided.includes(listPath);
  useEffect(() => {
    if (decided.includes(listPath) || !searchable || !match.candidate) return;
    // Decided once the URL has parameters (the person's, or the start's once the router has it).
    if (!empty) return setDecided((lists) => [...lists, listPath]);
    if (!match.known) return;
    const start = candidateStartSearch(search, { placeId: match.placeId, matchable: match.query !== null });
    if (start) setSearch(start, { replace: true });
    else setDecided((lists) => [...lists, listPath]);
  }, [decided, listPath, searchable, match, empty, search, setSearch]);
  return starting;
}

/**
 * The explained match (issue 18.8) for the explorer: the candidate's own profile, or in dossier
 * mode the dossier's; nothing for staff outside dossier mode or a profile that says nothing.
 */
function useExplorerMatch(dossierId: string | null) {
  const candidateDossier = useCandidateDossier(dossierId);
  const profile = useMatchProfile(candidateDossier);
  const usable = profile.data && hasMatchInput(profile.data) ? profile.data : null;
  // The organisation's own vacancies are matched at the main backend, which measures the
  // distance from the postal code's centre as the vacancies service knows it.
  const centre = usePlace(usable?.postalCode ?? null);
  const query = useMemo(() => (usable ? matchQuery(usable) : null), [usable]);
  const internalQuery = useMemo(() => {
    if (!query) return null;
    const coordinates = centre.data?.coordinates;
    return coordinates ? { ...query, 'match[coordinates]': `${coordinates.lat},${coordinates.lon}` } : query;
  }, [query, centre.data]);
  const sorts = useMemo(() => (query ? [{ value: MATCH_SORT, text: MATCH_SORT_LABEL }] : NO_SORTS), [query]);
  // Until the profile (and, for the organisation's own vacancies, its postal code's place) is
  // known the lists wait, so each loads once, with the match.
  const pending = candidateDossier !== null && profile.isPending;
  const internalPending = pending || (Boolean(usable?.postalCode) && centre.isPending);
  return {
    query,
    internalQuery,
    sorts,
    pending,
    internalPending,
    /** There is a candidate to search for (the candidate themselves, or a dossier's). */
    candidate: candidateDossier !== null,
    /** Their profile, and its postal code's place, are known (or failed to load: no start then). */
    known: candidateDossier !== null && !profile.isPending && !(Boolean(usable?.postalCode) && centre.isPending),
    placeId: centre.data?.id ?? null,
  };
}

/** Whose match the explorer shows: the dossier's in dossier mode, else the candidate's own. */
function useCandidateDossier(dossierId: string | null): string | null {
  const { actor } = useCurrentContext();
  return dossierId ?? (actor.userType === 'client' ? actor.dossierId : null);
}

/** Resolves the explorer of the URL among the visible ones (by tab or id) and shows it. */
export function ExplorerByRoute({
  mode,
  tabOrId,
  vacancyId,
  listPath,
}: {
  mode: Mode;
  tabOrId: string;
  vacancyId: string | null;
  listPath: string;
}) {
  // The candidate's match profile is asked beside the explorers, not once they are known: the
  // search's start waits for it (profile, its postal code's place, then the search).
  const candidateDossier = useCandidateDossier(mode.kind === 'dossier' ? mode.dossierId : null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (candidateDossier) void queryClient.prefetchQuery(matchProfileQueryOptions(candidateDossier));
  }, [queryClient, candidateDossier]);
  // The explorer page, built once these arrive, renders in slices.
  const visible = useDeferredData(useVisibleExplorers(mode.kind === 'dossier' ? mode.dossierId : null));
  const byId = UUID.test(tabOrId) ? tabOrId.toLowerCase() : null;
  const one = useDeferredData(useExplorer(byId));
  if (visible.isPending || (byId && one.isPending)) return <CircularProgress aria-label="Verkenner laden" />;
  const explorers = visible.data ?? [];
  const explorer = byId ? (one.data ?? null) : explorerOfTab(explorers, tabOrId);
  if (explorer?.resourceType === 'SavedVacancy') {
    const saved = mode.kind === 'dossier' ? `/dossiers/${mode.dossierId}/vacancies/saved` : '/vacancies/saved';
    return <Navigate to={saved} replace />;
  }
  if (!explorer || !SHOWN_RESOURCE_TYPES.has(explorer.resourceType)) return <NotFoundPage />;
  const tabs = explorers.some((item) => item.id === explorer.id) ? explorers : [explorer, ...explorers];
  return (
    <ComposedExplorer mode={mode} explorers={tabs} explorer={explorer} vacancyId={vacancyId} listPath={listPath} />
  );
}
