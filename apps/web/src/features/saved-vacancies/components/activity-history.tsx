import { formatDateTime } from '@koers/shared/calendar';
import { ACTIVITY_HISTORY_COLLAPSED } from '@koers/shared/constants';
import { Box, Button, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useVacancyActivities, type VacancyActivity } from '../api/get-vacancy-activities';

function describe(activity: VacancyActivity): string {
  const action = activity.actionLabel.charAt(0).toUpperCase() + activity.actionLabel.slice(1);
  if (activity.action === 'update' && activity.fromStateLabel && activity.toStateLabel) {
    return `${action}: van ${activity.fromStateLabel} naar ${activity.toStateLabel}`;
  }
  if (activity.toStateLabel) return `${action}: ${activity.toStateLabel}`;
  return action;
}

/**
 * The history of a saved vacancy (SPEC §4): newest first, 3 entries, then 'Toon meer' /
 * 'Toon minder' when there are more.
 */
export function ActivityHistory({ savedVacancyId }: { savedVacancyId: string }) {
  const activities = useVacancyActivities(savedVacancyId);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (activities.isPending) return <CircularProgress size={20} aria-label="Geschiedenis laden" />;
  const items = activities.data ?? [];
  if (items.length === 0) return <Typography color="text.secondary">Nog geen geschiedenis.</Typography>;
  const shown = expanded ? items : items.slice(0, ACTIVITY_HISTORY_COLLAPSED);
  return (
    <Box>
      <List dense disablePadding id={listId} aria-label="Geschiedenis">
        {shown.map((activity) => (
          <ListItem key={activity.id} disableGutters>
            <ListItemText
              primary={describe(activity)}
              secondary={`${activity.who ? `${activity.who.name}, ` : ''}${formatDateTime(activity.eventAt)}`}
            />
          </ListItem>
        ))}
      </List>
      {items.length > ACTIVITY_HISTORY_COLLAPSED ? (
        <Button size="small" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Toon minder' : 'Toon meer'}
        </Button>
      ) : null}
    </Box>
  );
}
