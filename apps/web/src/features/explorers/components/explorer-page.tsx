import { DEFAULT_PAGE_SIZE } from '@koers/shared/constants';
import type { VacancyType } from '@koers/shared/saved-vacancies';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  Collapse,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PagePicker } from '../../../components/page-picker';
import { formatNumber } from '../../../lib/format';
import { useMountedLater } from '../../../lib/use-mounted-later';
import type { Explorer } from '../api/explorer-types';
import type { ExternalVacancyDetail } from '../api/get-external-vacancy';
import { useFavoriteVacancies } from '../api/get-favorite-vacancies';
import { useExplorerVacancySearch } from '../api/search-explorer-vacancies';
import { useExternalVacancySearch } from '../api/search-external-vacancies';
import { usePlace } from '../api/search-places';
import {
  camelCaseSearch,
  changeSearch,
  type ExplorerParams,
  internalSearchQuery,
  readExplorerParams,
  searchQuery,
} from '../lib/explorer-params';
import { type AnyVacancy, HIDDEN, withSearch } from './any-vacancy-item';
import { ChosenOccupations } from './chosen-occupations';
import { ExplorerTabs } from './explorer-tabs';
import type { ExplorerVacancyLinks } from './explorer-vacancy-detail';
import { FavoriteVacancies } from './favorite-vacancies';
import { Facets, FilterBar } from './index-filters';
import { VacancyCards } from './vacancy-cards';

// The detail pane loads when a vacancy is chosen (the list is what the route shows first); the
// list starts fetching both in the background once it is on screen (npm run bench:bundle).
const loadExplorerVacancyDetail = () => import('./explorer-vacancy-detail');
const loadExternalVacancyDetail = () => import('./external-vacancy-detail');
const ExplorerVacancyDetailView = lazy(() =>
  loadExplorerVacancyDetail().then((module) => ({ default: module.ExplorerVacancyDetailView })),
);
const ExternalVacancyDetailView = lazy(() =>
  loadExternalVacancyDetail().then((module) => ({ default: module.ExternalVacancyDetailView })),
);

export type { AnyVacancy } from './any-vacancy-item';

/** Explorers whose lists this build shows: internet, the organisation's own, favourites, and saved (the board). */
export const SHOWN_RESOURCE_TYPES = new Set([
  'Vacancies::ExternalVacancy',
  'ExplorerVacancy',
  'FavoriteVacancy',
  'SavedVacancy',
]);

export type ExplorerPageProps = {
  explorers: Explorer[];
  explorer: Explorer;
  vacancyId: string | null;
  /** Where an explorer's tab leads (the saved explorer is the board of saved vacancies). */
  explorerHref: (explorer: Explorer) => string;
  /** The path of a vacancy of this explorer (without the query). */
  vacancyPath: (id: string) => string;
  /** The path of this explorer's list (without the query). */
  listPath: string;
  /** Actions for a vacancy (SPEC §6 "Vacancy actions"), composed outside the feature. */
  renderActions?: (
    vacancy: { type: VacancyType; id: string; title: string },
    placement: 'list' | 'detail',
  ) => ReactNode;
  /** More about a vacancy (a match with the candidate), composed outside the feature. */
  renderExtra?: (vacancy: AnyVacancy, placement: 'list' | 'detail') => ReactNode;
  employerHref?: (organizationId: string) => string | null;
  /** What the organisation's own vacancies link to (employer profile, conversations, occupations). */
  explorerVacancyLinks: ExplorerVacancyLinks;
  /** More parameters of the search (a candidate's `match[...]`), composed outside the feature. */
  extraQuery?: Record<string, string> | undefined;
  /** The same for the organisation's own vacancies (`match[coordinates]` besides). */
  internalExtraQuery?: Record<string, string> | undefined;
  /** Sort choices beyond the configuration's (Best passend), composed outside the feature. */
  extraSorts?: Array<{ value: string; text: string }>;
  /**
   * The composed parameters are still being worked out (the candidate's profile): the lists
   * wait for them, so each loads once, with the match.
   */
  extraQueryPending?: boolean;
  /** The same for the organisation's own vacancies (the profile's postal code's place besides). */
  internalExtraQueryPending?: boolean;
  /**
   * The list's start (the candidate's place, radius and sort) is still being worked out and will
   * be put in the URL: the bar and the list wait for it, so that they are built once, with it,
   * rather than empty first and again after (npm run bench:first-load -- --renders).
   */
  startPending?: boolean;
  /**
   * Actions on the search itself (bewaren, issue 38.5), composed outside the feature: given the
   * parameters the list of the organisation's own vacancies asks.
   */
  renderSearchActions?: (query: Record<string, string>) => ReactNode;
};

function EmptyPane() {
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      Selecteer een vacature uit de lijst om meer informatie te zien.
    </Typography>
  );
}

/**
 * A vacancy explorer (SPEC §2.2, §2.3): the explorers as tabs, the filters of its index
 * configuration, the list with its facets and a detail pane (a full page on a phone). Every
 * parameter lives in the URL.
 */
export function ExplorerPage(props: ExplorerPageProps) {
  const { explorers, explorer, vacancyId } = props;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const converted = useMemo(() => camelCaseSearch(search), [search]);
  // The page's first commit has the tabs only, the bar and the list below them come in a second
  // (a background render): mounting all of it at once, with its styles, was the longest task of a
  // phone's first load (npm run bench:first-load). Nothing moves: what comes later is below.
  const below = useMountedLater();
  useEffect(() => {
    void loadExplorerVacancyDetail();
    void loadExternalVacancyDetail();
  }, []);
  useEffect(() => {
    if (converted) setSearch(converted, { replace: true });
  }, [converted, setSearch]);

  const shown = explorers.filter((item) => SHOWN_RESOURCE_TYPES.has(item.resourceType));
  const tabs =
    shown.length > 1 ? (
      <ExplorerTabs
        value={explorer.id}
        items={shown.map((item) => ({ id: item.id, name: item.name, href: props.explorerHref(item) }))}
      />
    ) : null;

  const favorites = useFavoriteVacancies(explorer.resourceType === 'FavoriteVacancy');
  const vacancyType: VacancyType | null = !vacancyId
    ? null
    : explorer.resourceType === 'ExplorerVacancy'
      ? 'InternalVacancy'
      : explorer.resourceType === 'FavoriteVacancy'
        ? (favorites.data?.find((favorite) => favorite.id === vacancyId)?.type ?? null)
        : 'Vacancies::ExternalVacancy';
  const place = usePlace(search.get('geoId') || null);
  const near = place.data?.coordinates ? `${place.data.coordinates.lat},${place.data.coordinates.lon}` : null;
  const chosenPane =
    vacancyId && vacancyType === 'InternalVacancy' ? (
      <ExplorerVacancyDetailView
        key={vacancyId}
        vacancyId={vacancyId}
        query={{ ...(near ? { near } : {}), ...props.internalExtraQuery }}
        links={props.explorerVacancyLinks}
        actions={(vacancy) =>
          props.renderActions?.({ type: 'InternalVacancy', id: vacancy.id, title: vacancy.title }, 'detail')
        }
        extra={(vacancy) => props.renderExtra?.({ type: 'InternalVacancy', vacancy }, 'detail')}
      />
    ) : vacancyId && vacancyType === 'Vacancies::ExternalVacancy' ? (
      <ExternalVacancyDetailView
        key={vacancyId}
        vacancyId={vacancyId}
        geoId={search.get('geoId')}
        configuration={explorer.detailConfiguration}
        actions={(detail: ExternalVacancyDetail) =>
          props.renderActions?.(
            { type: 'Vacancies::ExternalVacancy', id: detail.vacancy.id, title: detail.vacancy.title },
            'detail',
          )
        }
        extra={(detail: ExternalVacancyDetail) =>
          props.renderExtra?.({ type: 'Vacancies::ExternalVacancy', vacancy: detail.vacancy }, 'detail')
        }
        {...(props.employerHref ? { employerHref: props.employerHref } : {})}
      />
    ) : vacancyId && favorites.isPending ? (
      <LinearProgress aria-label="Vacature laden" />
    ) : vacancyId ? (
      <Typography sx={{ p: 3 }}>Deze vacature staat niet (meer) in je favorieten.</Typography>
    ) : (
      <EmptyPane />
    );
  const detailPane = <Suspense fallback={<LinearProgress aria-label="Vacature laden" />}>{chosenPane}</Suspense>;

  // On a phone the detail is a page of its own, with the way back to the list. Both layouts keep
  // the detail at the same place in the tree (the list is only hidden), so crossing the
  // breakpoint (a tablet turned a quarter) keeps what is open or typed in the detail.
  const phoneDetail = !wide && vacancyId !== null;
  const backLink = phoneDetail ? (
    <Link
      component={RouterLink}
      to={withSearch(props.listPath, search)}
      onClick={(event) => {
        if (window.history.length > 1 && window.history.state?.idx > 0) {
          event.preventDefault();
          navigate(-1);
        }
      }}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackIcon fontSize="small" /> Terug naar de lijst
    </Link>
  ) : null;
  const detail = (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Vacature"
      sx={
        wide
          ? { p: 2, position: 'sticky', top: 80, maxHeight: 'calc(100vh - 96px)', overflowY: 'auto' }
          : { display: phoneDetail ? 'block' : 'none', border: 0, p: 0, bgcolor: 'transparent' }
      }
    >
      {backLink}
      {detailPane}
    </Paper>
  );
  return (
    <Stack spacing={2}>
      {tabs ? <Box sx={phoneDetail ? HIDDEN : undefined}>{tabs}</Box> : null}
      {!below ? null : props.startPending ? (
        <LinearProgress aria-label="Vacatures laden" />
      ) : explorer.resourceType === 'FavoriteVacancy' ? (
        <FavoriteVacancies {...props} search={search} detail={detail} favorites={favorites} listHidden={phoneDetail} />
      ) : (
        <SearchedVacancies
          {...props}
          search={search}
          setSearch={setSearch}
          wide={wide}
          detail={detail}
          listHidden={phoneDetail}
          near={near}
          placePending={place.isPending && Boolean(search.get('geoId'))}
        />
      )}
    </Stack>
  );
}

type SearchedProps = ExplorerPageProps & {
  search: URLSearchParams;
  setSearch: ReturnType<typeof useSearchParams>[1];
  wide: boolean;
  detail: ReactNode;
  /** A phone shows the open vacancy instead of the list. */
  listHidden: boolean;
  /** The place of `geoId` as `lat,lon` (the organisation's own vacancies are searched by it). */
  near: string | null;
  placePending: boolean;
};

const NO_EXTRA_SORTS: Array<{ value: string; text: string }> = [];

/** A sort only a composed choice offers (Best passend) falls back when that choice is absent. */
function knownSort(query: Record<string, string>, known: string[]): Record<string, string> {
  return known.includes(query.sort ?? '') ? query : { ...query, sort: 'newest' };
}

/**
 * The search of the explorer's kind: internet vacancies at the vacancies service, the
 * organisation's own at the main backend; the other search stays idle.
 */
function useSearch(props: SearchedProps, params: ExplorerParams) {
  const { explorer, search, extraQuery, internalExtraQuery, extraSorts = NO_EXTRA_SORTS, near, placePending } = props;
  const internal = explorer.resourceType === 'ExplorerVacancy';
  const externalQuery = useMemo(
    () =>
      knownSort({ ...searchQuery(params, search, DEFAULT_PAGE_SIZE), ...extraQuery }, [
        'relevance',
        'newest',
        'distance',
        ...extraSorts.map((choice) => choice.value),
      ]),
    [params, search, extraQuery, extraSorts],
  );
  const internalQuery = useMemo(
    () =>
      knownSort({ ...internalSearchQuery(params, near, DEFAULT_PAGE_SIZE), ...internalExtraQuery }, [
        'relevance',
        'newest',
        'closing',
        'distance',
        ...extraSorts.map((choice) => choice.value),
      ]),
    [params, near, internalExtraQuery, extraSorts],
  );
  // What a saved search keeps: the list's parameters, internet ones without the candidate's
  // profile (an alert orders by date; the match only orders).
  const savedExternalQuery = useMemo(
    () => knownSort(searchQuery(params, search, DEFAULT_PAGE_SIZE), ['relevance', 'newest', 'distance']),
    [params, search],
  );
  const waiting = internal ? (props.internalExtraQueryPending ?? false) : (props.extraQueryPending ?? false);
  const external = useExternalVacancySearch(externalQuery, !internal && !waiting);
  const own = useExplorerVacancySearch(internalQuery, internal && !placePending && !waiting);
  const result = internal ? own : external;
  // The list renders from a deferred copy of the answer: React then renders it in slices between
  // which the phone stays responsive, rather than in one long task (npm run bench:lighthouse).
  const data = useDeferredValue<typeof own.data | typeof external.data>(internal ? own.data : external.data);
  const items = useMemo<AnyVacancy[] | undefined>(
    () =>
      data === undefined
        ? undefined
        : 'location' in data
          ? data.vacancies.map((vacancy) => ({ type: 'Vacancies::ExternalVacancy' as const, vacancy }))
          : data.vacancies.map((vacancy) => ({ type: 'InternalVacancy' as const, vacancy })),
    [data],
  );
  return {
    /** The list's parameters as a saved search keeps them (null while they are being worked out). */
    savedQuery: waiting || (internal && placePending) ? null : internal ? internalQuery : savedExternalQuery,
    items,
    count: data?.count ?? 0,
    facets: data?.facets ?? {},
    locationName: data && 'location' in data ? (data.location?.name ?? null) : null,
    isFetching: result.isFetching || waiting || (internal && placePending),
    isError: result.isError,
    isPlaceholderData: result.isPlaceholderData,
  };
}

function SearchedVacancies(props: SearchedProps) {
  const { explorer, extraSorts = NO_EXTRA_SORTS, search, setSearch, wide, detail, listHidden } = props;
  const large = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const facetsId = useId();
  const [facetsOpen, setFacetsOpen] = useState(false);
  const params = useMemo(() => readExplorerParams(search, explorer.indexConfiguration), [search, explorer]);
  const result = useSearch(props, params);
  const onChange = useCallback(
    (changes: Record<string, string | null>) => setSearch((current) => changeSearch(current, changes)),
    [setSearch],
  );
  const pages = result.items ? Math.max(1, Math.ceil(result.count / DEFAULT_PAGE_SIZE)) : 1;
  // Another page starts at its top: paging from the bottom of a long list (a phone) brings the
  // list's head into view, where the progress shows until the page arrives.
  const listRef = useRef<HTMLElement>(null);
  const shownPage = useRef(params.page);
  useEffect(() => {
    if (shownPage.current === params.page) return;
    shownPage.current = params.page;
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
  }, [params.page]);
  const hasFacets = explorer.indexConfiguration.componentConfigurations.some((c) => c.code === 'facet');
  // The bar reads the counts for custom fields only: without one it need not render with the answer.
  const barFacets = explorer.indexConfiguration.componentConfigurations.some((c) => c.code === 'custom_field')
    ? result.facets
    : undefined;
  const chosenCount = Object.values(params.filters).reduce((sum, values) => sum + values.length, 0);
  const facets = hasFacets ? (
    <Facets configuration={explorer.indexConfiguration} params={params} facets={result.facets} onChange={onChange} />
  ) : null;
  // The list's column comes a commit after the bar (useMountedLater), its first cards in slices.
  const below = useMountedLater();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box sx={listHidden ? HIDDEN : undefined}>
        <FilterBar
          configuration={explorer.indexConfiguration}
          params={params}
          onChange={onChange}
          extraSorts={extraSorts}
          facets={result.items ? barFacets : undefined}
        />
      </Box>
      {below ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'minmax(0, 5fr) minmax(0, 6fr)',
              lg: hasFacets ? '220px minmax(0, 4fr) minmax(0, 5fr)' : 'minmax(0, 5fr) minmax(0, 6fr)',
            },
            alignItems: 'start',
          }}
        >
          {hasFacets ? (
            <Box sx={{ gridColumn: { md: '1 / -1', lg: 'auto' }, ...(listHidden ? HIDDEN : {}) }}>
              <Button
                startIcon={<TuneIcon />}
                aria-expanded={facetsOpen}
                aria-controls={facetsId}
                onClick={() => setFacetsOpen(!facetsOpen)}
                sx={{ display: { lg: 'none' } }}
              >
                Filters{chosenCount > 0 ? ` (${chosenCount})` : ''}
              </Button>
              {/* Beside the list on a large screen, folded away below it; only one of them is built
                (a phone would otherwise build the hidden column too). */}
              {large ? (
                <Box component="aside" aria-label="Filters">
                  {facets}
                </Box>
              ) : (
                <Collapse in={facetsOpen} id={facetsId}>
                  <Box sx={{ py: 1 }}>{facetsOpen ? facets : null}</Box>
                </Collapse>
              )}
            </Box>
          ) : null}
          <Stack
            ref={listRef}
            spacing={1}
            component="section"
            aria-label="Vacatures"
            sx={{ minWidth: 0, scrollMarginTop: 72, ...(listHidden ? HIDDEN : {}) }}
          >
            <Box sx={{ height: 4 }}>{result.isFetching ? <LinearProgress aria-label="Vacatures laden" /> : null}</Box>
            <ChosenOccupations params={params} facets={result.facets} onChange={onChange} />
            {result.savedQuery && props.renderSearchActions ? (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                {props.renderSearchActions(result.savedQuery)}
              </Box>
            ) : null}
            {result.isError ? (
              <Alert severity="error">De vacatures konden niet worden geladen. Probeer het later opnieuw.</Alert>
            ) : !result.items ? null : result.count === 0 ? (
              <Typography sx={{ py: 2 }}>Geen vacatures gevonden.</Typography>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary" role="status">
                  {result.count === 1 ? '1 vacature' : `${formatNumber(result.count)} vacatures`}
                  {result.locationName ? ` binnen ${params.radius} km van ${result.locationName}` : ''}
                </Typography>
                <VacancyCards
                  items={result.items}
                  dimmed={result.isPlaceholderData}
                  props={props}
                  search={search}
                  footer={
                    <PagePicker
                      size="small"
                      pages={Math.min(pages, 500)}
                      page={params.page}
                      onPage={(page) => onChange({ page: page === 1 ? null : String(page) })}
                      siblingCount={wide ? 1 : 0}
                    />
                  }
                />
              </>
            )}
          </Stack>
          {detail}
        </Box>
      ) : null}
    </Stack>
  );
}
