import { DEFAULT_PAGE_SIZE } from '@koers/shared/constants';
import { DETAIL_COMPONENT_CODES, type ExplorerConfiguration } from '@koers/shared/explorers';
import { internetEmployerPolicy } from '@koers/shared/permissions/vacancies.policy';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  CircularProgress,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageCrumbs } from '../../components/page-crumbs';
import { PagePicker } from '../../components/page-picker';
import { usePageTitle } from '../../components/page-title';
import { SearchResults, VACANCIES } from '../../components/search-results';
import { useEmployer } from '../../features/employers/api/get-employer';
import { useInternetEmployerOf } from '../../features/employers/api/get-internet-employer';
import { useVisibleExplorers } from '../../features/explorers/api/get-explorers';
import { useInternetEmployerVacancies } from '../../features/explorers/api/internet-employers';
import { ExternalVacancyDetailView } from '../../features/explorers/components/external-vacancy-detail';
import { VacancyListItem } from '../../features/explorers/components/vacancy-list-item';
import { useCurrentContext } from '../../lib/session/current-context';

/** Every detail part, in the usual order, when the organisation has no internet-vacancy explorer. */
const ALL_DETAIL_PARTS: ExplorerConfiguration = {
  componentConfigurations: DETAIL_COMPONENT_CODES.map((code) => ({ id: code, code, settings: {} })),
};

/** The internet employer's vacancies, newest first, 20 a page. */
function VacancyList(props: {
  internetEmployerId: string;
  page: number;
  selectedId: string | null;
  href: (vacancyId: string) => string;
  onPage: (page: number) => void;
}) {
  const vacancies = useInternetEmployerVacancies(props.internetEmployerId, props.page);
  if (vacancies.isPending) return <LinearProgress aria-label="Vacatures laden" />;
  const pages = Math.ceil((vacancies.data?.count ?? 0) / DEFAULT_PAGE_SIZE);
  return (
    <SearchResults
      query={vacancies}
      items={vacancies.data?.vacancies}
      noun={VACANCIES}
      pager={<PagePicker size="small" pages={Math.min(pages, 500)} page={props.page} onPage={props.onPage} />}
    >
      {(vacancy) => (
        <VacancyListItem
          key={vacancy.id}
          vacancy={vacancy}
          href={props.href(vacancy.id)}
          selected={vacancy.id === props.selectedId}
        />
      )}
    </SearchResults>
  );
}

/**
 * employer_internet_vacancies (SPEC §2.2): `/employers/{employerId}/internet-vacancies/{id?}`, the
 * internet vacancies of this employer — the internet employer with its KvK number, else with its
 * name and place — as a list beside the explorer's vacancy detail (on a phone a page of its own).
 */
export function EmployerInternetVacanciesScreen() {
  const { employerId = '', id } = useParams();
  const { actor } = useCurrentContext();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const employer = useEmployer(employerId);
  const internet = useInternetEmployerOf(employer.data);
  const explorers = useVisibleExplorers(null);
  usePageTitle(employer.data ? `Vacatures op internet van ${employer.data.name}` : 'Vacatures op internet');

  if (employer.isPending) return <CircularProgress aria-label="Werkgever laden" />;
  if (!employer.data) return <Alert severity="error">De werkgever kon niet worden geladen.</Alert>;
  const base = `/employers/${employerId}/internet-vacancies`;
  const withPage = (path: string) => (page > 1 ? `${path}?page=${page}` : path);
  const configuration =
    explorers.data?.find((explorer) => explorer.resourceType === 'Vacancies::ExternalVacancy')?.detailConfiguration ??
    ALL_DETAIL_PARTS;

  const heading = (
    <Stack spacing={1}>
      <PageCrumbs
        trail={[
          { label: 'Werkgevers Beheren', to: '/employers' },
          { label: employer.data.name, to: `/employers/${employerId}` },
        ]}
        current="Vacatures op internet"
      />
      <Typography variant="h1" component="h1">
        Vacatures op internet
      </Typography>
      <Typography color="text.secondary">
        {internet.data
          ? `De vacatures van ${internet.data.name}${internet.data.city ? ` (${internet.data.city})` : ''} die op internet zijn gevonden, ${employer.data.nationalId && internet.data.cocNumber === employer.data.nationalId ? 'op KvK-nummer' : 'op naam en plaats'}.`
          : `De vacatures van ${employer.data.name} die op internet zijn gevonden.`}
      </Typography>
    </Stack>
  );

  const detail = id ? (
    <ExternalVacancyDetailView
      key={id}
      vacancyId={id}
      geoId={null}
      configuration={configuration}
      {...(internetEmployerPolicy.explore(actor)
        ? { employerHref: (organizationId: string) => `/internet-employers/${organizationId}` }
        : {})}
    />
  ) : (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      Selecteer een vacature uit de lijst om meer informatie te zien.
    </Typography>
  );

  if (!wide && id) {
    return (
      <Stack spacing={2}>
        {heading}
        <Link
          component={RouterLink}
          to={withPage(base)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="small" /> Terug naar de lijst
        </Link>
        {detail}
      </Stack>
    );
  }

  const list = internet.isPending ? (
    <LinearProgress aria-label="Vacatures laden" />
  ) : internet.isError ? (
    <Alert severity="error">De vacatures konden niet worden geladen. Probeer het later opnieuw.</Alert>
  ) : !internet.data ? (
    <Typography>
      Geen vacatures gevonden. {employer.data.name} is niet bekend uit vacatures op internet
      {employer.data.nationalId ? ' met dit KvK-nummer' : ''}.
    </Typography>
  ) : (
    <VacancyList
      internetEmployerId={internet.data.id}
      page={page}
      selectedId={id ?? null}
      href={(vacancyId) => withPage(`${base}/${vacancyId}`)}
      onPage={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
    />
  );

  return (
    <Stack spacing={2}>
      {heading}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' } }}>
        <Box>{list}</Box>
        {wide ? (
          <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }}>
            {detail}
          </Paper>
        ) : null}
      </Box>
    </Stack>
  );
}
