import { useParams } from 'react-router';
import { DossierLayout } from '../../features/dossiers/components/dossier-layout';
import { Timeline } from '../../features/journal/components/timeline';
import { dossierHeaderActions } from './dossier-header-actions';

/** `/dossiers/{dossierId}/timeline`: the dossier's journal and everything else that happened in it. */
export function DossierTimelineScreen() {
  const { dossierId = '' } = useParams();
  return (
    <DossierLayout dossierId={dossierId} tab="timeline" headerActions={dossierHeaderActions}>
      {(dossier) => <Timeline dossierId={dossier.id} canWrite={dossier.can.update} />}
    </DossierLayout>
  );
}
