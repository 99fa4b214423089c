import { OCCUPATION_TEXTS, OCCUPATION_VACANCIES_PERIOD } from '@koers/shared/occupations';
import { favoriteListsFor } from '@koers/shared/permissions/favorite.policy';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import { Button, CircularProgress, Stack } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageCrumbs } from '../../components/page-crumbs';
import { usePageTitle } from '../../components/page-title';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';
import { useOccupation } from '../../features/occupations/api/get-occupation';
import { OccupationCard } from '../../features/occupations/components/occupation-card';
import { isApiError } from '../../lib/api-client';
import { useCurrentContext } from '../../lib/session/current-context';
import { isScreenBuilt } from '../screens';

/**
 * The internet-vacancy explorer filtered on one occupation (SPEC §2.2 explorer parameter f), over
 * the 2 months the card's vacancy estimate counts, so the list shows the vacancies the card counted.
 */
export function occupationVacanciesHref(occupationId: string): string {
  return `/vacancies/internet?${new URLSearchParams({ 'f[occupation]': occupationId, period: OCCUPATION_VACANCIES_PERIOD }).toString()}`;
}

/** `/occupations/{id}`: the occupation information card, with the favourite and the way to its vacancies. */
export function OccupationScreen() {
  const { id = '' } = useParams();
  const { actor } = useCurrentContext();
  const occupation = useOccupation(id);
  usePageTitle(occupation.data?.label ?? 'Beroep');
  if (isApiError(occupation.error, 404) || isApiError(occupation.error, 400)) return <NotFoundPage />;
  if (occupation.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (!occupation.data) return null;
  const { data } = occupation;
  const favourite = favoriteListsFor(actor, { dossierMode: false }).includes('Taxonomy::Occupation');
  return (
    <Stack spacing={2}>
      <PageCrumbs trail={[{ label: 'Beroepen', to: '/occupations' }]} current={data.label} currentIsPage />
      <OccupationCard
        occupation={data}
        actions={
          <>
            {isScreenBuilt('vacancies') ? (
              <Button
                component={RouterLink}
                to={occupationVacanciesHref(data.id)}
                variant="contained"
                startIcon={<WorkOutlinedIcon />}
              >
                {OCCUPATION_TEXTS.viewVacancies}
              </Button>
            ) : null}
            {favourite ? (
              <FavoriteToggle
                favorableType="Taxonomy::Occupation"
                favorableId={data.id}
                label={data.label}
                variant="button"
              />
            ) : null}
          </>
        }
      />
    </Stack>
  );
}
