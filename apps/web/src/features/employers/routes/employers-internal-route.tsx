import { formatDate } from '@koers/shared/calendar';
import { EMPLOYER_PAGE_SIZE } from '@koers/shared/employers';
import { humanEducationLevel } from '@koers/shared/internal-vacancies';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { Alert, CircularProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { EmployerSearchPage } from '../../../components/employer-search-page';
import { PageCrumbs } from '../../../components/page-crumbs';
import { PagePicker } from '../../../components/page-picker';
import { usePageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { countOf, VACANCIES } from '../../../components/search-results';
import { SectionCard } from '../../../components/section-card';
import { WebsiteLink } from '../../../components/website-link';
import { isApiError } from '../../../lib/api-client';
import { formatAddress, formatNumber } from '../../../lib/format';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useSearchTerm } from '../../../lib/use-search-term';
import { type PublishedVacancy, useInternalEmployer, useInternalEmployers } from '../api/internal-employers';

/** `/employers-internal`: the organisation's employers with published vacancies (SPEC §2.2, §6). */
function EmployersInternalList() {
  usePageTitle('Werkgevers');
  const { userContext } = useCurrentContext();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch, q] = useSearchTerm();
  const result = useInternalEmployers(userContext.organization.id, q, page);

  const pages = result.data ? Math.ceil(result.data.count / EMPLOYER_PAGE_SIZE) : 0;
  return (
    <EmployerSearchPage
      title="Werkgevers"
      intro={`Werkgevers waarmee ${userContext.organization.name} samenwerkt en die nu vacatures hebben.`}
      searchField={<SearchField label="Zoek op naam of plaats" value={search} onChange={setSearch} fullWidth />}
      query={result}
      employers={result.data?.employers}
      pager={
        <PagePicker
          size="small"
          pages={pages}
          page={page}
          onPage={(next) => {
            const nextParams = new URLSearchParams(params);
            if (next === 1) nextParams.delete('page');
            else nextParams.set('page', String(next));
            setParams(nextParams);
          }}
        />
      }
      href={(employer) => `/employers-internal/${employer.id}`}
      facts={(employer) => [employer.city, countOf(employer.publishedVacancyCount, VACANCIES)]}
    />
  );
}

const HIDDEN_EDUCATION_LEVEL = humanEducationLevel('niet_van_toepassing');

function VacancyItem({ vacancy, href }: { vacancy: PublishedVacancy; href: string | null }) {
  // SPEC §5: the education level 'Niet van toepassing' is hidden.
  const education = vacancy.humanEducationLevel === HIDDEN_EDUCATION_LEVEL ? null : vacancy.humanEducationLevel;
  const facts = [vacancy.city, vacancy.humanHoursIndication, education].filter(Boolean);
  return (
    <ListItem divider sx={{ display: 'block' }}>
      {href ? (
        <Link component={RouterLink} to={href} sx={{ fontWeight: 600, overflowWrap: 'break-word', hyphens: 'auto' }}>
          {vacancy.title}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word', hyphens: 'auto' }}>{vacancy.title}</Typography>
      )}
      {vacancy.humanJobTitle && vacancy.humanJobTitle !== vacancy.title ? (
        <Typography variant="body2">{vacancy.humanJobTitle}</Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {[
          ...facts,
          vacancy.startsAt ? `geplaatst op ${formatDate(vacancy.startsAt)}` : null,
          vacancy.endsAt ? `open tot ${formatDate(vacancy.endsAt)}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </ListItem>
  );
}

/** `/employers-internal/{id}`: the employer's profile and its published vacancies, read-only. */
function EmployerInternalProfile({ id, vacancyHref }: { id: string; vacancyHref: (id: string) => string | null }) {
  const result = useInternalEmployer(id);
  usePageTitle(result.data?.employer.name ?? 'Werkgever');
  if (result.isPending) return <CircularProgress aria-label="Werkgever laden" />;
  if (result.isError) {
    return (
      <Alert severity={isApiError(result.error, 404) ? 'info' : 'error'}>
        {isApiError(result.error, 404)
          ? 'Deze werkgever is niet gevonden of heeft geen vacatures meer.'
          : 'De werkgever kon niet worden geladen.'}
      </Alert>
    );
  }
  const { employer, vacancies } = result.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageCrumbs trail={[{ label: 'Werkgevers', to: '/employers-internal' }]} current={employer.name} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
        <BusinessIcon color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Typography variant="h1" component="h1">
          {employer.name}
        </Typography>
      </Stack>
      <SectionCard title="Gegevens">
        <Stack spacing={0.5}>
          <Typography>{formatAddress(employer) || 'Adres niet bekend'}</Typography>
          {employer.websiteUrl ? <WebsiteLink href={employer.websiteUrl}>{employer.websiteUrl}</WebsiteLink> : null}
        </Stack>
      </SectionCard>
      <SectionCard title={`Vacatures (${formatNumber(vacancies.length)})`}>
        <List disablePadding aria-label="Vacatures">
          {vacancies.map((vacancy) => (
            <VacancyItem key={vacancy.id} vacancy={vacancy} href={vacancyHref(vacancy.id)} />
          ))}
        </List>
      </SectionCard>
    </Stack>
  );
}

/**
 * employers-internal (SPEC §2.2): the list, or one employer's profile. `vacancyHref` (composed by
 * the app) leads to a vacancy's detail in the explorer, when that screen is built.
 */
export function EmployersInternalRoute({ vacancyHref = () => null }: { vacancyHref?: (id: string) => string | null }) {
  const { id } = useParams();
  return id ? <EmployerInternalProfile id={id} vacancyHref={vacancyHref} /> : <EmployersInternalList />;
}
