import { useParams } from 'react-router';
import { DossierGeneral } from '../../features/dossiers/components/dossier-general';
import { DossierLayout } from '../../features/dossiers/components/dossier-layout';
import { dossierHeaderActions } from './dossier-header-actions';

/** `/dossiers/{dossierId}` and `/dossiers/{dossierId}/general`: the dossier's general tab, with the actions of other features. */
export function DossierGeneralScreen() {
  const { dossierId = '' } = useParams();
  return (
    <DossierLayout dossierId={dossierId} tab="general" headerActions={dossierHeaderActions}>
      {(dossier) => <DossierGeneral dossier={dossier} />}
    </DossierLayout>
  );
}
