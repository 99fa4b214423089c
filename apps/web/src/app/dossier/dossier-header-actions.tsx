import { favoriteListsFor } from '@koers/shared/permissions/favorite.policy';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Dossier } from '../../features/dossiers/api/get-dossier';
import { FavoriteButton } from '../../features/favorites/components/favorite-toggle';
import { DossierPrivacyActions } from '../../features/privacy/components/erase-dossier-button';
import { useSavedVacancies } from '../../features/saved-vacancies/api/get-saved-vacancies';
import { useCurrentContext } from '../../lib/session/current-context';
import { isScreenBuilt } from '../screens';

/**
 * 'Zo ziet de werkgever deze kandidaat' (SPEC §2.2 candidate_preview): an employer sees a candidate
 * once proposed for one of its vacancies, so the preview opens under the organisation's vacancy
 * the candidate was proposed for (or saved) most recently; shown when the dossier's rule allows
 * it (`meta.can.previewForEmployer`) and there is such a vacancy.
 */
function EmployerPreviewLink({ dossier }: { dossier: Dossier }) {
  const allowed = dossier.can.previewForEmployer && isScreenBuilt('employer_vacancy.candidate_preview');
  const internal = useSavedVacancies(
    { dossierId: dossier.id, vacancyType: 'InternalVacancy', pageSize: 1 },
    { enabled: allowed },
  );
  const vacancyId = internal.data?.items[0]?.vacancyId;
  if (!allowed || !vacancyId) return null;
  return (
    <Button
      component={RouterLink}
      to={`/employer_vacancies/${vacancyId}/candidate_preview/${dossier.id}`}
      variant="outlined"
      startIcon={<PreviewIcon />}
    >
      Zo ziet de werkgever deze kandidaat
    </Button>
  );
}

/** The dossier's header actions from other features: the employer's view, marking as favourite (SPEC §1, §6), privacy. */
export function DossierHeaderActions({ dossier }: { dossier: Dossier }) {
  const { actor } = useCurrentContext();
  const favorite =
    actor.userType === 'member' && favoriteListsFor(actor, { dossierMode: true }).includes('Candidate') ? (
      <FavoriteButton favorableType="Candidate" favorableId={dossier.id} label={dossier.name} />
    ) : null;
  return (
    <>
      {favorite}
      <EmployerPreviewLink dossier={dossier} />
      <DossierPrivacyActions dossier={dossier} />
    </>
  );
}

export const dossierHeaderActions = (dossier: Dossier) => <DossierHeaderActions dossier={dossier} />;
