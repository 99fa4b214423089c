import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HomeCardFrame } from '../../../components/home-card';
import { useSavedVacancies } from '../api/get-saved-vacancies';
import { useVacancyStates } from '../api/get-vacancy-states';
import { byGroup, stateGroups } from './state-groups';

/** Start-page card of a candidate: how many saved vacancies stand in each phase. */
export function SavedVacanciesCard() {
  const states = useVacancyStates();
  const saved = useSavedVacancies({});
  if (!states.data || !saved.data || saved.data.items.length === 0) return null;
  const groups = stateGroups(states.data);
  const columns = byGroup(groups, states.data, saved.data.items);
  const suggested = saved.data.items.filter((item) => item.state?.code === 'suggested').length;
  return (
    <HomeCardFrame title="Mijn vacatures">
      {suggested > 0 ? (
        <Typography sx={{ mb: 1 }}>
          {suggested === 1
            ? 'Je coach heeft 1 vacature voor je klaargezet.'
            : `Je coach heeft ${suggested} vacatures voor je klaargezet.`}
        </Typography>
      ) : null}
      <List dense disablePadding>
        {groups.map((group) => (
          <ListItem key={group.slug} disableGutters>
            <ListItemText primary={`${group.label}: ${columns.get(group.slug)?.length ?? 0}`} />
          </ListItem>
        ))}
      </List>
      <Button component={RouterLink} to="/vacancies/saved" variant="outlined" sx={{ mt: 1 }}>
        Naar mijn vacatures
      </Button>
    </HomeCardFrame>
  );
}
