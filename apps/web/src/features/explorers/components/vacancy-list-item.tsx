import { formatDate } from '@koers/shared/calendar';
import { VACANCY_DESCRIPTION_LINE_CLAMP } from '@koers/shared/constants';
import { Box, Link, ListItem, Stack, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ExplorerVacancy, ExternalVacancyCard } from '../api/explorer-types';
import { distanceText } from '../lib/distance';
import { textOfHtml } from '../lib/plain-text';
import { AvailabilityDot } from './availability';

type ItemProps = {
  href: string;
  selected: boolean;
  /** Actions for the item (the favourite toggle), from outside the feature. */
  actions?: ReactNode;
  /** More about the item (a match with the candidate), from outside the feature. */
  extra?: ReactNode;
};

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' };

/** The vacancy's description in the list, cut at 5 lines (SPEC §9 vacancy description line clamp). */
function Excerpt({ html }: { html: string | null }) {
  const text = useMemo(() => textOfHtml(html), [html]);
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: VACANCY_DESCRIPTION_LINE_CLAMP,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Typography>
  );
}

const placeText = (city: string | null | undefined, distance: number | null) =>
  [city, distance !== null ? distanceText(distance) : null].filter(Boolean).join(' · ');

/** One vacancy of a list: title (the link to its detail), employer, place and date, description. */
function Item({
  title,
  href,
  selected,
  employer,
  facts,
  excerpt,
  actions,
  extra,
}: ItemProps & { title: string; employer: string | null; facts: ReactNode; excerpt: string | null }) {
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
          sx={{ fontWeight: 600, overflowWrap: 'break-word', hyphens: 'auto' }}
        >
          {title}
        </Link>
        {employer ? <Typography variant="body2">{employer}</Typography> : null}
        {facts}
        <Excerpt html={excerpt} />
        {extra}
      </Stack>
      {actions}
    </ListItem>
  );
}

/** An internet vacancy in the list, with its availability. */
export function VacancyListItem({ vacancy, ...props }: ItemProps & { vacancy: ExternalVacancyCard }) {
  const place = placeText(vacancy.location?.city, vacancy.distance);
  return (
    <Item
      {...props}
      title={vacancy.title}
      employer={vacancy.organizationName}
      excerpt={vacancy.functionProfile}
      facts={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AvailabilityDot level={vacancy.availabilityLevel} />
          <Typography variant="body2" color="text.secondary">
            {[place, formatDate(vacancy.createdAtRemote)].filter(Boolean).join(' · ')}
            <Box component="span" sx={visuallyHidden}>
              , {vacancy.humanAvailability}
            </Box>
          </Typography>
        </Stack>
      }
    />
  );
}

/** One of the organisation's own vacancies in the list: employer, place, hours, posting date. */
export function ExplorerVacancyListItem({ vacancy, ...props }: ItemProps & { vacancy: ExplorerVacancy }) {
  const place = placeText(vacancy.city, vacancy.distance);
  return (
    <Item
      {...props}
      title={vacancy.title}
      employer={vacancy.employerName}
      excerpt={vacancy.description}
      facts={
        <Typography variant="body2" color="text.secondary">
          {[place, vacancy.humanHoursIndication, `geplaatst op ${formatDate(vacancy.startsAt)}`]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      }
    />
  );
}
