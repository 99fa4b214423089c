import { DEFAULT_PAGE_SIZE } from '@koers/shared/constants';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  Collapse,
  LinearProgress,
  Link,
  List,
  Pagination,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { formatNumber } from '../../../lib/format';
import type { Explorer, ExternalVacancy } from '../api/explorer-types';
import type { ExternalVacancyDetail } from '../api/get-external-vacancy';
import { useFavoriteVacancyIds } from '../api/get-favorite-vacancy-ids';
import { useExternalVacancySearch } from '../api/search-external-vacancies';
import { camelCaseSearch, changeSearch, readExplorerParams, searchQuery } from '../lib/explorer-params';
import { ExternalVacancyDetailView } from './external-vacancy-detail';
import { Facets, FilterBar } from './index-filters';
import { VacancyListItem } from './vacancy-list-item';

/** Explorers whose lists this build shows: internet vacancies, favourites, and saved (the board). */
export const SHOWN_RESOURCE_TYPES = new Set(['Vacancies::ExternalVacancy', 'FavoriteVacancy', 'SavedVacancy']);

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
  renderActions?: (vacancy: { id: string; title: string }, placement: 'list' | 'detail') => ReactNode;
  /** More about a vacancy (a match with the candidate), composed outside the feature. */
  renderExtra?: (vacancy: ExternalVacancy, placement: 'list' | 'detail') => ReactNode;
  employerHref?: (organizationId: string) => string | null;
  /** More parameters of the search (a candidate's `match[...]`), composed outside the feature. */
  extraQuery?: Record<string, string> | undefined;
  /** Sort choices beyond the configuration's (Best passend), composed outside the feature. */
  extraSorts?: Array<{ value: string; text: string }>;
};

const withSearch = (path: string, search: URLSearchParams) => {
  const text = search.toString();
  return text ? `${path}?${text}` : path;
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
  useEffect(() => {
    if (converted) setSearch(converted, { replace: true });
  }, [converted, setSearch]);

  const shown = explorers.filter((item) => SHOWN_RESOURCE_TYPES.has(item.resourceType));
  const tabs =
    shown.length > 1 ? (
      <Tabs value={explorer.id} aria-label="Verkenners" variant="scrollable" allowScrollButtonsMobile>
        {shown.map((item) => (
          <Tab key={item.id} value={item.id} label={item.name} component={RouterLink} to={props.explorerHref(item)} />
        ))}
      </Tabs>
    ) : null;

  const detailPane = vacancyId ? (
    <ExternalVacancyDetailView
      key={vacancyId}
      vacancyId={vacancyId}
      geoId={search.get('geoId')}
      configuration={explorer.detailConfiguration}
      actions={(detail: ExternalVacancyDetail) =>
        props.renderActions?.({ id: detail.vacancy.id, title: detail.vacancy.title }, 'detail')
      }
      extra={(detail: ExternalVacancyDetail) => props.renderExtra?.(detail.vacancy, 'detail')}
      {...(props.employerHref ? { employerHref: props.employerHref } : {})}
    />
  ) : (
    <EmptyPane />
  );

  // On a phone the detail is a page of its own, with the way back to the list.
  if (!wide && vacancyId) {
    return (
      <Stack spacing={2}>
        <Link
          component={RouterLink}
          to={withSearch(props.listPath, search)}
          onClick={(event) => {
            if (window.history.length > 1 && window.history.state?.idx > 0) {
              event.preventDefault();
              navigate(-1);
            }
          }}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="small" /> Terug naar de lijst
        </Link>
        {detailPane}
      </Stack>
    );
  }

  const detail = wide ? (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Vacature"
      sx={{ p: 2, position: 'sticky', top: 80, maxHeight: 'calc(100vh - 96px)', overflowY: 'auto' }}
    >
      {detailPane}
    </Paper>
  ) : null;
  return (
    <Stack spacing={2}>
      {tabs}
      {explorer.resourceType === 'FavoriteVacancy' ? (
        <FavoriteVacancies {...props} search={search} detail={detail} />
      ) : (
        <SearchedVacancies {...props} search={search} setSearch={setSearch} wide={wide} detail={detail} />
      )}
    </Stack>
  );
}

function SearchedVacancies({
  explorer,
  vacancyId,
  vacancyPath,
  renderActions,
  renderExtra,
  extraQuery,
  extraSorts = [],
  search,
  setSearch,
  wide,
  detail,
}: ExplorerPageProps & {
  search: URLSearchParams;
  setSearch: ReturnType<typeof useSearchParams>[1];
  wide: boolean;
  detail: ReactNode;
}) {
  const facetsId = useId();
  const [facetsOpen, setFacetsOpen] = useState(false);
  const params = useMemo(() => readExplorerParams(search, explorer.indexConfiguration), [search, explorer]);
  const query = useMemo(() => {
    const base = { ...searchQuery(params, search, DEFAULT_PAGE_SIZE), ...extraQuery };
    // A sort that only a composed choice offers (Best passend) falls back when that choice is absent.
    const known = new Set(['relevance', 'newest', 'distance', ...extraSorts.map((choice) => choice.value)]);
    return known.has(base.sort ?? '') ? base : { ...base, sort: 'newest' };
  }, [params, search, extraQuery, extraSorts]);
  const result = useExternalVacancySearch(query);
  const onChange = useCallback(
    (changes: Record<string, string | null>) => setSearch((current) => changeSearch(current, changes)),
    [setSearch],
  );
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / DEFAULT_PAGE_SIZE)) : 1;
  const hasFacets = explorer.indexConfiguration.componentConfigurations.some((c) => c.code === 'facet');
  const chosenCount = Object.values(params.filters).reduce((sum, values) => sum + values.length, 0);
  const facets = hasFacets ? (
    <Facets
      configuration={explorer.indexConfiguration}
      params={params}
      facets={data?.facets ?? {}}
      onChange={onChange}
    />
  ) : null;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <FilterBar
        configuration={explorer.indexConfiguration}
        params={params}
        onChange={onChange}
        extraSorts={extraSorts}
      />
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
          <Box sx={{ gridColumn: { md: '1 / -1', lg: 'auto' } }}>
            <Button
              startIcon={<TuneIcon />}
              aria-expanded={facetsOpen}
              aria-controls={facetsId}
              onClick={() => setFacetsOpen(!facetsOpen)}
              sx={{ display: { lg: 'none' } }}
            >
              Filters{chosenCount > 0 ? ` (${chosenCount})` : ''}
            </Button>
            <Box sx={{ display: { xs: 'none', lg: 'block' } }} component="aside" aria-label="Filters">
              {facets}
            </Box>
            <Collapse in={facetsOpen} id={facetsId} sx={{ display: { lg: 'none' } }}>
              <Box sx={{ py: 1 }}>{facetsOpen ? facets : null}</Box>
            </Collapse>
          </Box>
        ) : null}
        <Stack spacing={1} component="section" aria-label="Vacatures" sx={{ minWidth: 0 }}>
          <Box sx={{ height: 4 }}>{result.isFetching ? <LinearProgress aria-label="Vacatures laden" /> : null}</Box>
          {result.isError ? (
            <Alert severity="error">De vacatures konden niet worden geladen. Probeer het later opnieuw.</Alert>
          ) : !data ? null : data.count === 0 ? (
            <Typography sx={{ py: 2 }}>Geen vacatures gevonden.</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" role="status">
                {data.count === 1 ? '1 vacature' : `${formatNumber(data.count)} vacatures`}
                {data.location ? ` binnen ${params.radius} km van ${data.location.name}` : ''}
              </Typography>
              <List disablePadding sx={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
                {data.vacancies.map((vacancy) => (
                  <VacancyListItem
                    key={vacancy.id}
                    vacancy={vacancy}
                    href={withSearch(vacancyPath(vacancy.id), search)}
                    selected={vacancy.id === vacancyId}
                    actions={renderActions?.(vacancy, 'list')}
                    extra={renderExtra?.(vacancy, 'list')}
                  />
                ))}
              </List>
              {pages > 1 ? (
                <Pagination
                  size="small"
                  count={Math.min(pages, 500)}
                  page={params.page}
                  onChange={(_event, page) => onChange({ page: page === 1 ? null : String(page) })}
                  siblingCount={wide ? 1 : 0}
                  getItemAriaLabel={(type, page) =>
                    type === 'page' ? `Pagina ${page}` : type === 'next' ? 'Volgende pagina' : 'Vorige pagina'
                  }
                />
              ) : null}
            </>
          )}
        </Stack>
        {detail}
      </Box>
    </Stack>
  );
}

/** The favourites explorer: the member's favourite internet vacancies (SPEC §2.3 empty text). */
function FavoriteVacancies({
  vacancyId,
  vacancyPath,
  renderActions,
  renderExtra,
  search,
  detail,
}: ExplorerPageProps & { search: URLSearchParams; detail: ReactNode }) {
  const ids = useFavoriteVacancyIds(true);
  const idList = ids.data ?? [];
  const result = useExternalVacancySearch(
    { ids: idList.join(','), period: 'all', facetNames: '', 'page[size]': String(Math.max(idList.length, 1)) },
    idList.length > 0,
  );
  const order = new Map(idList.map((id, index) => [id, index]));
  const vacancies = [...(result.data?.vacancies ?? [])].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={1} component="section" aria-label="Favoriete vacatures" sx={{ minWidth: 0 }}>
        {ids.isPending || (idList.length > 0 && result.isPending) ? (
          <LinearProgress aria-label="Vacatures laden" />
        ) : ids.isError || result.isError ? (
          <Alert severity="error">De vacatures konden niet worden geladen. Probeer het later opnieuw.</Alert>
        ) : idList.length === 0 ? (
          <Typography sx={{ py: 2 }}>Je hebt nog geen favoriete vacatures.</Typography>
        ) : (
          <List disablePadding>
            {vacancies.map((vacancy) => (
              <VacancyListItem
                key={vacancy.id}
                vacancy={vacancy}
                href={withSearch(vacancyPath(vacancy.id), search)}
                selected={vacancy.id === vacancyId}
                actions={renderActions?.(vacancy, 'list')}
                extra={renderExtra?.(vacancy, 'list')}
              />
            ))}
          </List>
        )}
      </Stack>
      {detail}
    </Box>
  );
}
