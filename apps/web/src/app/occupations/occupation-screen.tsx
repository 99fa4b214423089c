import { DEFAULT_VACANCY_RADIUS_KM } from '@koers/shared/constants';
import { MATCH_SORT } from '@koers/shared/match';
import { OCCUPATION_TEXTS, OCCUPATION_VACANCIES_PERIOD } from '@koers/shared/occupations';
import { favoriteListsFor } from '@koers/shared/permissions/favorite.policy';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageCrumbs } from '../../components/page-crumbs';
import { usePageTitle } from '../../components/page-title';
import { useVisibleExplorers } from '../../features/explorers/api/get-explorers';
import { useExternalVacancySearch } from '../../features/explorers/api/search-external-vacancies';
import { usePlace } from '../../features/explorers/api/search-places';
import { readExplorerParams, searchQuery } from '../../features/explorers/lib/explorer-params';
import { FavoriteButton } from '../../features/favorites/components/favorite-toggle';
import { hasMatchInput, useMatchProfile } from '../../features/match/api/get-match-profile';
import { useOccupation } from '../../features/occupations/api/get-occupation';
import { OccupationCard } from '../../features/occupations/components/occupation-card';
import { isApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { useCurrentContext } from '../../lib/session/current-context';
import { isScreenBuilt } from '../screens';

/** The place a search of an occupation's vacancies keeps (issue 38.4): a `geoId` with its radius. */
export type OccupationVacanciesPlace = { geoId: string; radius: number };

/**
 * The internet-vacancy explorer filtered on one occupation (SPEC §2.2 explorer parameter f), over
 * the 2 months the card's vacancy estimate counts, and around the place the search came from (the
 * candidate's postal code, or the explorer's place) when there is one (issue 38.4).
 */
export function occupationVacanciesHref(
  occupationId: string,
  place: OccupationVacanciesPlace | null = null,
  dossierExplorer: DossierExplorer | null = null,
  byMatch = false,
): string {
  const params = new URLSearchParams({ 'f[occupation]': occupationId, period: OCCUPATION_VACANCIES_PERIOD });
  if (place) {
    params.set('geoId', place.geoId);
    params.set('radius', String(place.radius));
  }
  // For a candidate the list is sorted by how well each vacancy fits, as their explorer starts.
  if (byMatch) params.set('sort', MATCH_SORT);
  return `${dossierExplorer?.base ?? '/vacancies'}/internet?${params.toString()}`;
}

/** The dossier-mode explorer a coach opened the card from: its path, and the dossier. */
type DossierExplorer = { base: string; dossierId: string };

const DOSSIER_EXPLORER_BASE = /^\/dossiers\/([0-9a-f-]{36})\/(?:vacancies\/[a-z]+|general)\/vacancies-explorer$/;

/**
 * The card opened from a coach's search for a candidate (`explorer` in its URL): its vacancies
 * open in that same dossier's explorer. Only a dossier explorer's own path is taken, so the link
 * can never lead elsewhere.
 */
function dossierExplorerOf(search: URLSearchParams): DossierExplorer | null {
  const base = search.get('explorer') ?? '';
  const dossierId = DOSSIER_EXPLORER_BASE.exec(base)?.[1];
  return dossierId ? { base, dossierId } : null;
}

/**
 * Where the occupation's vacancies are looked for: the place the card was opened with (`geoId`
 * and `radius` in its URL, from the explorer), else the candidate's own postal code within the
 * default radius. Then the link to the list, and the count of that very list: asked with the
 * explorer's own reading of the link (its configuration's defaults included), so the card and
 * the list it opens show the same number.
 */
function useOccupationVacancies(occupationId: string) {
  const [search] = useSearchParams();
  const { actor } = useCurrentContext();
  const given = search.get('geoId');
  const dossierExplorer = dossierExplorerOf(search);
  const candidate = dossierExplorer?.dossierId ?? (actor.userType === 'client' ? actor.dossierId : null);
  const own = given ? null : candidate;
  const profile = useMatchProfile(candidate);
  const byMatch = profile.data ? hasMatchInput(profile.data) : false;
  const centre = usePlace(own ? (profile.data?.postalCode ?? null) : null);
  const geoId = given || centre.data?.id || null;
  const radius = Number(search.get('radius'));
  const place = geoId
    ? { geoId, radius: given && Number.isFinite(radius) && radius > 0 ? radius : DEFAULT_VACANCY_RADIUS_KM }
    : null;
  const href = occupationVacanciesHref(occupationId, place, dossierExplorer, byMatch);
  const explorers = useVisibleExplorers(dossierExplorer?.dossierId ?? null);
  const internet = explorers.data?.find(
    (explorer) => explorer.resourceType === 'Vacancies::ExternalVacancy' && explorer.primary,
  );
  // The count leaves the sort out: the order does not change how many there are, and the match
  // sort needs the candidate's match parameters, which the list adds itself.
  const linkSearch = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  linkSearch.delete('sort');
  const query = searchQuery(readExplorerParams(linkSearch, internet?.indexConfiguration), linkSearch, 1);
  const placePending =
    (candidate !== null && profile.isPending) ||
    (own !== null && Boolean(profile.data?.postalCode) && centre.isPending);
  const count = useExternalVacancySearch(query, Boolean(internet) && !placePending);
  return { href, place, count: count.data?.count ?? null, locationName: count.data?.location?.name ?? null };
}

function VacanciesCount({
  count,
  locationName,
  radius,
}: {
  count: number;
  locationName: string | null;
  radius: number | null;
}) {
  const vacancies = count === 0 ? 'Geen vacatures' : count === 1 ? '1 vacature' : `${formatNumber(count)} vacatures`;
  const where = locationName && radius ? ` binnen ${radius} km van ${locationName}` : ' in heel Nederland';
  return (
    <Typography variant="body2" data-testid="occupation-vacancies-count" sx={{ alignSelf: 'center' }}>
      {vacancies} in de afgelopen 2 maanden{where}
    </Typography>
  );
}

/** `/occupations/{id}`: the occupation information card, with the favourite and the way to its vacancies. */
export function OccupationScreen() {
  const { id = '' } = useParams();
  const { actor } = useCurrentContext();
  const occupation = useOccupation(id);
  const vacancies = useOccupationVacancies(id);
  usePageTitle(occupation.data?.label ?? 'Beroep');
  if (isApiError(occupation.error, 404) || isApiError(occupation.error, 400)) return <NotFoundPage />;
  if (occupation.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (!occupation.data) return null;
  const { data } = occupation;
  const favourite = favoriteListsFor(actor, { dossierMode: false }).includes('Taxonomy::Occupation');
  const explorer = isScreenBuilt('vacancies');
  return (
    <Stack spacing={2}>
      <PageCrumbs trail={[{ label: 'Beroepen', to: '/occupations' }]} current={data.label} currentIsPage />
      <OccupationCard
        occupation={data}
        actions={
          <>
            {explorer ? (
              <Button component={RouterLink} to={vacancies.href} variant="contained" startIcon={<WorkOutlinedIcon />}>
                {OCCUPATION_TEXTS.viewVacancies}
              </Button>
            ) : null}
            {explorer && vacancies.count !== null ? (
              <VacanciesCount
                count={vacancies.count}
                locationName={vacancies.locationName}
                radius={vacancies.place?.radius ?? null}
              />
            ) : null}
            {favourite ? (
              <FavoriteButton favorableType="Taxonomy::Occupation" favorableId={data.id} label={data.label} />
            ) : null}
          </>
        }
      />
    </Stack>
  );
}
