import { Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { DossierLayout } from '../../features/dossiers/components/dossier-layout';
import { ExplorerByRoute } from '../vacancies/composed-explorer';
import { dossierHeaderActions } from './dossier-header-actions';

/**
 * The explorer in dossier mode (SPEC §2.2): `/dossiers/{dossierId}/vacancies/{tab}/vacancies-explorer/{found|internet|explorerId}/{id?}`
 * and `/dossiers/{dossierId}/general/vacancies-explorer/…`.
 */
export function DossierVacanciesExplorerScreen() {
  const { dossierId = '', tab, vacancyExplorerTab = 'internet', id } = useParams();
  const base = tab
    ? `/dossiers/${dossierId}/vacancies/${tab}/vacancies-explorer`
    : `/dossiers/${dossierId}/general/vacancies-explorer`;
  return (
    <DossierLayout dossierId={dossierId} tab={tab ? 'vacancies' : 'general'} headerActions={dossierHeaderActions}>
      {() => (
        <Stack spacing={2}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Vacatures zoeken voor deze kandidaat
          </Typography>
          <ExplorerByRoute
            mode={{ kind: 'dossier', dossierId, base }}
            tabOrId={vacancyExplorerTab}
            vacancyId={id ?? null}
            listPath={`${base}/${vacancyExplorerTab}`}
          />
        </Stack>
      )}
    </DossierLayout>
  );
}
