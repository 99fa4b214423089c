import { Alert, Breadcrumbs, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { useCandidatePreview, useVacancyCandidate } from '../api/get-employer-candidates';
import { useInternalVacancy } from '../api/get-internal-vacancy';
import { EmployerCandidateCard } from '../components/employer-candidate-card';

/** `/employer_vacancies/{id}/candidates/{candidateId}`: a candidate proposed for the vacancy, as the employer sees them. */
export function CandidateShowRoute() {
  const { id = '', candidateId = '' } = useParams();
  const vacancy = useInternalVacancy(id);
  const candidate = useVacancyCandidate(id, candidateId);
  usePageTitle(candidate.data?.name ?? 'Kandidaat');
  if (candidate.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (!candidate.data) return <Alert severity="error">Deze kandidaat kon niet worden geladen.</Alert>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Breadcrumbs aria-label="Kruimelpad">
        <Link component={RouterLink} to="/employer_vacancies">
          Vacatures Beheren
        </Link>
        <Link component={RouterLink} to={`/employer_vacancies/${id}`}>
          {vacancy.data?.title ?? 'Vacature'}
        </Link>
        <Typography color="text.primary">{candidate.data.name}</Typography>
      </Breadcrumbs>
      <Typography variant="h1" component="h1">
        {candidate.data.name}
      </Typography>
      <EmployerCandidateCard candidate={candidate.data} />
    </Stack>
  );
}

/** `/employer_vacancies/{id}/candidate_preview/{candidateId}`: a coach sees what the employer will see. */
export function CandidatePreviewRoute() {
  const { candidateId = '' } = useParams();
  const candidate = useCandidatePreview(candidateId);
  usePageTitle('Voorbeeld voor de werkgever');
  if (candidate.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (!candidate.data) return <Alert severity="error">Deze kandidaat kon niet worden geladen.</Alert>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Breadcrumbs aria-label="Kruimelpad">
        <Link component={RouterLink} to="/dossiers">
          Kandidaten Beheren
        </Link>
        <Link component={RouterLink} to={`/dossiers/${encodeURIComponent(candidateId)}/general`}>
          Dossier
        </Link>
        <Typography color="text.primary">Voorbeeld voor de werkgever</Typography>
      </Breadcrumbs>
      <Typography variant="h1" component="h1">
        Zo ziet de werkgever {candidate.data.name}
      </Typography>
      <Alert severity="info">
        Dit is een voorbeeld. Een werkgever ziet een kandidaat pas als die voor een van zijn vacatures is voorgesteld;
        het profiel en de contactgegevens alleen als de kandidaat dat toestaat.
      </Alert>
      <EmployerCandidateCard candidate={{ ...candidate.data, stateLabel: null, proposedAt: null }} />
    </Stack>
  );
}
