import { INTERNAL_VACANCY_STATE_LABELS, INTERNAL_VACANCY_STATES } from '@koers/shared/internal-vacancies';
import { Button, List, ListItem, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HomeCardFrame } from '../../../components/home-card';
import { useInternalVacancies } from '../api/get-internal-vacancies';

/** Start-page card of an employer contact: the own vacancies by state, and the way to manage them. */
export function EmployerVacanciesCard() {
  // One page of 20 covers an employer's vacancies in practice; the count says when there are more.
  const vacancies = useInternalVacancies({ employerId: null, state: null, page: 1 });
  if (!vacancies.data) return null;
  const items = vacancies.data.vacancies;
  return (
    <HomeCardFrame title="Mijn vacatures">
      <List dense disablePadding>
        {INTERNAL_VACANCY_STATES.filter((state) => items.some((item) => item.state === state)).map((state) => (
          <ListItem key={state} disableGutters>
            <ListItemText
              primary={`${INTERNAL_VACANCY_STATE_LABELS[state]}: ${items.filter((item) => item.state === state).length}`}
            />
          </ListItem>
        ))}
        {items.length === 0 ? (
          <ListItem disableGutters>
            <ListItemText primary="Je hebt nog geen vacatures." />
          </ListItem>
        ) : null}
      </List>
      <Button component={RouterLink} to="/employer_vacancies" variant="outlined" sx={{ mt: 1 }}>
        Naar Vacatures Beheren
      </Button>
    </HomeCardFrame>
  );
}
