import { useParams } from 'react-router';
import { DossierGeneral } from '../components/dossier-general';
import { DossierLayout } from '../components/dossier-layout';

/** `/dossiers/{dossierId}` and `/dossiers/{dossierId}/general`: the dossier's general tab. */
export function DossierRoute() {
  const { dossierId = '' } = useParams();
  return (
    <DossierLayout dossierId={dossierId} tab="general">
      {(dossier) => <DossierGeneral dossier={dossier} />}
    </DossierLayout>
  );
}
