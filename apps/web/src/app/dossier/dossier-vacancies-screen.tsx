import { Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { DossierLayout } from '../../features/dossiers/components/dossier-layout';
import { SavedSearchesList } from '../../features/saved-searches/components/saved-searches-list';
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
  const { dossierId = '', tab, tableTab } = useParams();
  const base = `/dossiers/${dossierId}/vacancies/saved`;
  const explorer = isScreenBuilt('dossier.vacancies-explorer');
  const lists = (
    <Tabs
      value={tab === 'searches' ? 'searches' : 'saved'}
      aria-label="Vacaturelijsten"
      variant="scrollable"
      allowScrollButtonsMobile
    >
      <Tab value="saved" label="Opgeslagen vacatures" component={RouterLink} to={base} />
      <Tab
        value="searches"
        label="Zoekopdrachten"
        component={RouterLink}
        to={`/dossiers/${dossierId}/vacancies/searches`}
      />
    </Tabs>
  );
  if (tab === 'searches') {
    return (
      <DossierLayout dossierId={dossierId} tab="vacancies" headerActions={dossierHeaderActions}>
        {() => (
          <Stack spacing={2}>
            {lists}
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
              Bewaarde zoekopdrachten
            </Typography>
            <Typography>De kandidaat krijgt de nieuwe vacatures van elke lopende zoekopdracht per e-mail.</Typography>
            <SavedSearchesList
              dossierId={dossierId}
              searchHref={(search) =>
                `${base}/vacancies-explorer/${search.explorerId}${search.search ? `?${search.search}` : ''}`
              }
              empty={
                <Typography>
                  Er zijn nog geen zoekopdrachten bewaard. Zoek in de vacatures en kies ‘Zoekopdracht bewaren’.
                </Typography>
              }
            />
          </Stack>
        )}
      </DossierLayout>
    );
  }
  return (
    <DossierLayout dossierId={dossierId} tab="vacancies" headerActions={dossierHeaderActions}>
      {() => (
        <Stack spacing={2}>
          {isScreenBuilt('vacancies.searches') ? lists : null}
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
