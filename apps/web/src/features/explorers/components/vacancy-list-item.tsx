import { formatDate } from '@koers/shared/calendar';
import { Box, Link, ListItem, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ExternalVacancy } from '../api/explorer-types';
import { distanceText } from '../lib/distance';
import { AvailabilityDot } from './availability';

/** One vacancy of the list: title (the link to its detail), employer, place, distance, date. */
export function VacancyListItem({
  vacancy,
  href,
  selected,
  actions,
  extra,
}: {
  vacancy: ExternalVacancy;
  href: string;
  selected: boolean;
  /** Actions for the item (the favourite toggle), from outside the feature. */
  actions?: ReactNode;
  /** More about the item (a match with the candidate), from outside the feature. */
  extra?: ReactNode;
}) {
  const place = [vacancy.location?.city, vacancy.distance !== null ? distanceText(vacancy.distance) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem
      divider
      sx={{
        alignItems: 'flex-start',
        gap: 1,
        borderLeft: 4,
        borderLeftColor: selected ? 'primary.main' : 'transparent',
      }}
    >
      <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={href}
          aria-current={selected ? 'true' : undefined}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {vacancy.title}
        </Link>
        {vacancy.organizationName ? <Typography variant="body2">{vacancy.organizationName}</Typography> : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AvailabilityDot level={vacancy.availabilityLevel} />
          <Typography variant="body2" color="text.secondary">
            {[place, formatDate(vacancy.createdAtRemote)].filter(Boolean).join(' · ')}
            <Box
              component="span"
              sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              , {vacancy.humanAvailability}
            </Box>
          </Typography>
        </Stack>
        {extra}
      </Stack>
      {actions}
    </ListItem>
  );
}
