import { DEFAULT_PAGE_SIZE } from '@koers/shared/constants';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import {
  Alert,
  Breadcrumbs,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Link,
  List,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { EmployerSearchPage } from '../../../components/employer-search-page';
import { PagePicker } from '../../../components/page-picker';
import { usePageTitle } from '../../../components/page-title';
import { countOf, VACANCIES } from '../../../components/search-results';
import { WebsiteLink } from '../../../components/website-link';
import { isApiError } from '../../../lib/api-client';
import {
  useInternetEmployer,
  useInternetEmployerSearch,
  useInternetEmployerVacancies,
} from '../api/internet-employers';
import { SearchField } from '../components/search-field';
import { VacancyListItem } from '../components/vacancy-list-item';
import { changeSearch } from '../lib/explorer-params';

function Pages({ count, page, onChange }: { count: number; page: number; onChange: (page: number) => void }) {
  const pages = Math.ceil(count / DEFAULT_PAGE_SIZE);
  return <PagePicker size="small" pages={Math.min(pages, 500)} page={page} onPage={onChange} />;
}

const pageOf = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

/** `/internet-employers`: employers of internet vacancies, searched by name (query q, page in the URL). */
export function InternetEmployersRoute() {
  usePageTitle('Werkgevers op internet');
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = pageOf(search);
  const result = useInternetEmployerSearch(q.trim(), page);
  const onQ = useCallback(
    (value: string) => setSearch((current) => changeSearch(current, { q: value.trim() ? value : null })),
    [setSearch],
  );
  return (
    <EmployerSearchPage
      title="Werkgevers op internet"
      searchField={<SearchField value={q} onChange={onQ} label="Zoek een werkgever op naam" />}
      query={result}
      employers={result.data?.employers}
      pager={
        <Pages
          count={result.data?.count ?? 0}
          page={page}
          onChange={(next) => setSearch((current) => changeSearch(current, { page: next === 1 ? null : String(next) }))}
        />
      }
      href={(employer) => `/internet-employers/${employer.id}`}
      facts={(employer) => [
        employer.location,
        employer.sector,
        employer.vacancyCount !== undefined ? countOf(employer.vacancyCount, VACANCIES) : null,
      ]}
    />
  );
}

/** `/internet-employers/{id}`: what is known of the employer, and its internet vacancies. */
export function InternetEmployerRoute() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const employer = useInternetEmployer(id);
  const vacancies = useInternetEmployerVacancies(id, page);
  usePageTitle(employer.data?.name ?? 'Werkgever');
  if (employer.isPending) return <CircularProgress aria-label="Werkgever laden" />;
  if (employer.isError) {
    return (
      <Alert severity={isApiError(employer.error, 404) ? 'info' : 'error'}>
        {isApiError(employer.error, 404) ? 'Deze werkgever is niet gevonden.' : 'De werkgever kon niet worden geladen.'}
      </Alert>
    );
  }
  const data = employer.data;
  const facts: Array<[string, string | null]> = [
    ['Plaats', data.location],
    ['Branche', data.sector],
    ['Activiteit', data.activity],
    ['Grootte', data.size?.long ?? null],
    ['KvK-nummer', data.cocNumber],
  ];
  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Kruimelpad">
        <Link component={RouterLink} to="/internet-employers">
          Werkgevers op internet
        </Link>
        <Typography>{data.name}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <BusinessIcon color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: undefined } }}>
          {data.name}
        </Typography>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={0.5}>
            {data.isIntermediary ? <Typography>Intermediair</Typography> : null}
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Typography key={label}>
                  {label}: {value}
                </Typography>
              ))}
            {data.websiteUrl ? (
              <WebsiteLink href={data.websiteUrl}>{data.website ?? data.websiteUrl}</WebsiteLink>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Vacatures
      </Typography>
      {vacancies.isPending ? (
        <LinearProgress aria-label="Vacatures laden" />
      ) : vacancies.isError ? (
        <Alert severity="error">De vacatures konden niet worden geladen.</Alert>
      ) : vacancies.data.count === 0 ? (
        <Typography>Geen vacatures gevonden.</Typography>
      ) : (
        <Stack spacing={1} component="section" aria-label="Vacatures">
          <List disablePadding sx={{ opacity: vacancies.isPlaceholderData ? 0.6 : 1 }}>
            {vacancies.data.vacancies.map((vacancy) => (
              <VacancyListItem
                key={vacancy.id}
                vacancy={vacancy}
                href={`/internet-vacancies/${vacancy.id}`}
                selected={false}
              />
            ))}
          </List>
          <Pages
            count={vacancies.data.count}
            page={page}
            onChange={(next) =>
              setSearch((current) => changeSearch(current, { page: next === 1 ? null : String(next) }))
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
