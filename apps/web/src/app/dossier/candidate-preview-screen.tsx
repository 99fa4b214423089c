import { useParams } from 'react-router';
import { dossierTrail } from '../../components/page-crumbs';
import { useDossier } from '../../features/dossiers/api/get-dossier';
import { CandidatePreviewRoute } from '../../features/internal-vacancies/routes/candidate-routes';

/**
 * `/employer_vacancies/{id}/candidate_preview/{candidateId}`: the employer's view of a candidate,
 * under the breadcrumb of the candidate's dossier (Kandidaten Beheren › the candidate's name), as
 * on the dossier's other pages. Until the dossier is loaded the crumb carries the name the employer sees.
 */
export function CandidatePreviewScreen() {
  const { candidateId = '' } = useParams();
  const dossier = useDossier(candidateId);
  return (
    <CandidatePreviewRoute
      trail={(candidate) => dossierTrail({ id: candidateId, name: dossier.data?.name ?? candidate.name })}
    />
  );
}
