import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format';
import type { OccupationOption } from '../api/search-occupations';

/** Occupations as links to their cards. */
export function OccupationList({ occupations, label }: { occupations: OccupationOption[]; label: string }) {
  return (
    <List aria-label={label} disablePadding>
      {occupations.map((occupation) => (
        <ListItem key={occupation.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={`/occupations/${occupation.id}`}>
            <ListItemText
              primary={occupation.label}
              secondary={[
                occupation.group,
                `${formatNumber(occupation.vacancyCount)} vacatures in de afgelopen 2 maanden`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
