import { Alert, CircularProgress, Link, List, ListItem, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { useVacancyCandidates } from '../api/get-employer-candidates';
import { answerText } from './candidate-answer-panel';

/** The candidates proposed for a vacancy, each linking to what the employer sees of them. */
export function VacancyCandidatesSection({ vacancyId }: { vacancyId: string }) {
  const candidates = useVacancyCandidates(vacancyId);
  return (
    <SectionCard title="Voorgestelde kandidaten">
      {candidates.isPending ? (
        <CircularProgress aria-label="Bezig met laden" />
      ) : (candidates.data ?? []).length === 0 ? (
        <Alert severity="info">Er zijn nog geen kandidaten voorgesteld voor deze vacature.</Alert>
      ) : (
        <List disablePadding aria-label="Voorgestelde kandidaten">
          {candidates.data?.map((candidate) => (
            <ListItem key={candidate.id} disableGutters divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/employer_vacancies/${vacancyId}/candidates/${candidate.id}`}>
                    {candidate.name}
                  </Link>
                }
                secondary={[
                  candidate.title,
                  candidate.latestAnswer ? answerText(candidate.latestAnswer) : 'Wacht op je antwoord',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
