import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DossierAssessments } from '../../features/assessments/components/dossier-assessments';
import { dossierKeys } from '../../features/dossiers/api/dossier-keys';
import type { Dossier } from '../../features/dossiers/api/get-dossier';
import { DossierGeneral } from '../../features/dossiers/components/dossier-general';
import { DossierLayout } from '../../features/dossiers/components/dossier-layout';
import { OutcomeCard } from '../../features/outcomes/components/outcome-card';
import { useCurrentContext } from '../../lib/session/current-context';
import { ShowroomConsentCard } from '../showrooms/showroom-consent-card';
import { dossierHeaderActions } from './dossier-header-actions';

/** The dossier's outcome (feature Placement) beside its track; recording one ends the track. */
function DossierOutcome({ dossier }: { dossier: Dossier }) {
  const queryClient = useQueryClient();
  const { userContext } = useCurrentContext();
  return (
    <OutcomeCard
      dossierId={dossier.id}
      organizationId={userContext.organization.id}
      canRead={dossier.can.readOutcome}
      canRecord={dossier.can.recordOutcome}
      onSaved={() => queryClient.invalidateQueries({ queryKey: dossierKeys.all })}
    />
  );
}

/** `/dossiers/{dossierId}` and `/dossiers/{dossierId}/general`: the dossier's general tab, with the actions of other features. */
export function DossierGeneralScreen() {
  const { dossierId = '' } = useParams();
  const { userContext } = useCurrentContext();
  return (
    <DossierLayout dossierId={dossierId} tab="general" headerActions={dossierHeaderActions}>
      {(dossier) => (
        <Stack spacing={2}>
          <DossierGeneral dossier={dossier} afterTrack={<DossierOutcome dossier={dossier} />} />
          <DossierAssessments dossierId={dossier.id} />
          <ShowroomConsentCard dossierId={dossier.id} own={dossier.id === userContext.dossierId} />
        </Stack>
      )}
    </DossierLayout>
  );
}
