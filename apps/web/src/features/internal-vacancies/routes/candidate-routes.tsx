import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { type Crumb, CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { type EmployerCandidate, useCandidatePreview, useVacancyCandidate } from '../api/get-employer-candidates';
import { useInternalVacancy } from '../api/get-internal-vacancy';
import { CandidateAnswerPanel } from '../components/candidate-answer-panel';
import { EmployerCandidateCard } from '../components/employer-candidate-card';

/** A candidate's page as an employer sees it: the breadcrumb, the heading and the card, once loaded. */
function CandidatePage({
  candidate,
  trail,
  current,
  heading,
  children,
}: {
  candidate: { isPending: boolean; data?: EmployerCandidate | undefined };
  trail: (candidate: EmployerCandidate) => Crumb[];
  current: (candidate: EmployerCandidate) => string;
  heading: (candidate: EmployerCandidate) => ReactNode;
  children: (candidate: EmployerCandidate) => ReactNode;
}) {
  if (!candidate.data) {
    return <LoadState pending={candidate.isPending} errorText="Deze kandidaat kon niet worden geladen." />;
  }
  return (
    <CrumbedPage
      crumbs={<PageCrumbs trail={trail(candidate.data)} current={current(candidate.data)} />}
      title={heading(candidate.data)}
      maxWidth={880}
    >
      {children(candidate.data)}
    </CrumbedPage>
  );
}

/** `/employer_vacancies/{id}/candidates/{candidateId}`: a candidate proposed for the vacancy, as the employer sees them. */
export function CandidateShowRoute() {
  const { id = '', candidateId = '' } = useParams();
  const vacancy = useInternalVacancy(id);
  const candidate = useVacancyCandidate(id, candidateId);
  usePageTitle(candidate.data?.name ?? 'Kandidaat');
  return (
    <CandidatePage
      candidate={candidate}
      trail={() => [
        { label: 'Vacatures Beheren', to: '/employer_vacancies' },
        { label: vacancy.data?.title ?? 'Vacature', to: `/employer_vacancies/${id}` },
      ]}
      current={(data) => data.name}
      heading={(data) => data.name}
    >
      {(data) => (
        <Stack spacing={2}>
          <CandidateAnswerPanel vacancyId={id} candidate={data} />
          <EmployerCandidateCard candidate={data} />
        </Stack>
      )}
    </CandidatePage>
  );
}

/**
 * `/employer_vacancies/{id}/candidate_preview/{candidateId}`: a coach sees what the employer will
 * see. The app composes the breadcrumb (the dossier's, with the candidate's full name), since the
 * employer's view may shorten the name.
 */
export function CandidatePreviewRoute({ trail }: { trail: (candidate: EmployerCandidate) => Crumb[] }) {
  const { candidateId = '' } = useParams();
  const candidate = useCandidatePreview(candidateId);
  usePageTitle('Voorbeeld voor de werkgever');
  return (
    <CandidatePage
      candidate={candidate}
      trail={trail}
      current={() => 'Voorbeeld voor de werkgever'}
      heading={(data) => `Zo ziet de werkgever ${data.name}`}
    >
      {(data) => (
        <>
          <Alert severity="info">
            Dit is een voorbeeld. Een werkgever ziet een kandidaat pas als die voor een van zijn vacatures is
            voorgesteld; het profiel en de contactgegevens alleen als de kandidaat dat toestaat.
          </Alert>
          <EmployerCandidateCard candidate={{ ...data, stateLabel: null, proposedAt: null }} />
        </>
      )}
    </CandidatePage>
  );
}
