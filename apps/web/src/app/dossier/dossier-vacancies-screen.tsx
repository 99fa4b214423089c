import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { DossierLayout } from '../../features/dossiers/components/dossier-layout';
import { SavedVacanciesBoard } from '../../features/saved-vacancies/components/saved-vacancies-board';
import { ALL_GROUPS } from '../../features/saved-vacancies/components/state-groups';
import { isScreenBuilt } from '../screens';
import { savedVacancyHref } from '../vacancies/saved-vacancies-screen';
import { dossierHeaderActions } from './dossier-header-actions';

/**
 * `/dossiers/{dossierId}/vacancies/{tab}/{tableTab}`: a candidate's saved vacancies in dossier
 * mode, as a board by phase, so a coach sees where each application stands. `tab` is `saved`
 * (the only list so far); `tableTab` the phase shown, or every phase.
 */
export function DossierVacanciesScreen() {
  const { dossierId = '', tableTab } = useParams();
  const base = `/dossiers/${dossierId}/vacancies/saved`;
  const explorer = isScreenBuilt('dossier.vacancies-explorer');
  return (
    <DossierLayout dossierId={dossierId} tab="vacancies" headerActions={dossierHeaderActions}>
      {() => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
              Opgeslagen en voorgestelde vacatures
            </Typography>
            {explorer ? (
              <Button component={RouterLink} to={`${base}/vacancies-explorer/internet`} variant="contained">
                Vacatures zoeken
              </Button>
            ) : null}
          </Stack>
          <SavedVacanciesBoard
            dossierId={dossierId}
            group={tableTab ?? ALL_GROUPS}
            groupHref={(slug) => `${base}/${slug}`}
            vacancyHref={savedVacancyHref}
            empty={
              <Typography>
                Deze kandidaat heeft nog geen opgeslagen of voorgestelde vacatures. Zoek een vacature en stel die voor.
              </Typography>
            }
          />
        </Stack>
      )}
    </DossierLayout>
  );
}
