import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { DossierAppointments } from '../../features/appointments/components/dossier-appointments';
import { DossierLayout } from '../../features/dossiers/components/dossier-layout';
import { Timeline } from '../../features/journal/components/timeline';
import { dossierHeaderActions } from './dossier-header-actions';

/** `/dossiers/{dossierId}/timeline`: the dossier's coming appointments, its journal and everything else that happened in it. */
export function DossierTimelineScreen() {
  const { dossierId = '' } = useParams();
  return (
    <DossierLayout dossierId={dossierId} tab="timeline" headerActions={dossierHeaderActions}>
      {(dossier) => (
        <Stack spacing={3}>
          <DossierAppointments dossierId={dossier.id} />
          <Timeline dossierId={dossier.id} canWrite={dossier.can.update} />
        </Stack>
      )}
    </DossierLayout>
  );
}
