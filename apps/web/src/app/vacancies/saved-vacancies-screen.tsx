import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import type { SavedVacancy } from '../../features/saved-vacancies/api/vacancy-types';
import { SavedVacanciesBoard } from '../../features/saved-vacancies/components/saved-vacancies-board';
import { ALL_GROUPS } from '../../features/saved-vacancies/components/state-groups';
import { useCurrentContext } from '../../lib/session/current-context';
import { isScreenBuilt } from '../screens';

/** Where a saved vacancy opens: its detail in the explorer of its kind, once that screen exists. */
export function savedVacancyHref(savedVacancy: SavedVacancy): string | null {
  if (savedVacancy.vacancyType === 'InternalVacancy') {
    return isScreenBuilt('vacancies') ? `/vacancies/found/${savedVacancy.vacancyId}` : null;
  }
  return isScreenBuilt('internet-vacancies') ? `/internet-vacancies/${savedVacancy.vacancyId}` : null;
}

/**
 * `/vacancies/saved`: the candidate's own saved vacancies as a board by phase (SPEC §2.2 legacy
 * screen, §4). The phase shown is in the URL (`?fase=`), so every view has a link.
 */
export function SavedVacanciesScreen() {
  usePageTitle('Mijn vacatures');
  const { userContext } = useCurrentContext();
  const [params] = useSearchParams();
  const group = params.get('fase') ?? ALL_GROUPS;
  const explorer = isScreenBuilt('vacancies');
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Mijn vacatures
      </Typography>
      {userContext.userType !== 'client' ? (
        <Alert severity="info">
          Opgeslagen vacatures horen bij een kandidaat. Open een dossier via{' '}
          <Link component={RouterLink} to="/dossiers">
            Kandidaten Beheren
          </Link>{' '}
          om de vacatures van een kandidaat te zien.
        </Alert>
      ) : (
        <SavedVacanciesBoard
          dossierId={null}
          group={group}
          groupHref={(slug) => (slug === ALL_GROUPS ? '/vacancies/saved' : `/vacancies/saved?fase=${slug}`)}
          vacancyHref={savedVacancyHref}
          empty={
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                Je hebt nog geen opgeslagen vacatures, Zoek naar vacatures via de verkenner en sla deze op.
              </Typography>
              {explorer ? (
                <Button component={RouterLink} to="/vacancies" variant="contained">
                  Vacatures verkennen
                </Button>
              ) : null}
            </Stack>
          }
        />
      )}
    </Stack>
  );
}
