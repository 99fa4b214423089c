import { formatDate } from '@koers/shared/calendar';
import { VACANCY_DESCRIPTION_LINE_CLAMP } from '@koers/shared/constants';
import { Link, ListItem, styled } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ExplorerVacancy, ExternalVacancyCard } from '../api/explorer-types';
import { distanceText } from '../lib/distance';
import { textOfHtml } from '../lib/plain-text';
import { availabilityColor } from './availability';

type ItemProps = {
  href: string;
  selected: boolean;
  /** Actions for the item (the favourite toggle), from outside the feature. */
  actions?: ReactNode;
  /** More about the item (a match with the candidate), from outside the feature. */
  extra?: ReactNode;
};

/**
 * The item's text, styled once per item through class names rather than a styled component per
 * line: a list page has 20 of them, and each styled component costs the phone's first render its
 * style work (npm run bench:lighthouse). Looks as the Stack and Typography (body2) it replaces.
 */
const ItemText = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minWidth: 0,
  '& > :not(style):not(style)': { margin: 0 },
  '& > :not(style) ~ :not(style)': { marginTop: theme.spacing(0.5) },
  // No margin here: the rules above (a Stack's) set it, and this selector would outrank them.
  '& .item-line': theme.typography.body2,
  '& .item-excerpt': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: VACANCY_DESCRIPTION_LINE_CLAMP,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  '& .item-facts': {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    '& > :not(style):not(style)': { margin: 0 },
    '& > :not(style) ~ :not(style)': { marginLeft: theme.spacing(1) },
  },
  '& .item-dot': { display: 'inline-block', width: 10, height: 10, borderRadius: '50%', flexShrink: 0 },
  '& .item-dot-error': { backgroundColor: theme.palette.error.main },
  '& .item-dot-warning': { backgroundColor: theme.palette.warning.main },
  '& .item-dot-success': { backgroundColor: theme.palette.success.main },
  '& .item-hidden': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
}));

// MUI 9's Typography drew `color="text.secondary"` in the text's own colour on these lines; they
// keep that look (a change of colour is a design question, not this one's).
const SECONDARY = 'item-line';

/** The vacancy's description in the list, cut at 5 lines (SPEC §9 vacancy description line clamp). */
function Excerpt({ html }: { html: string | null }) {
  const text = useMemo(() => textOfHtml(html), [html]);
  if (!text) return null;
  return <p className={`${SECONDARY} item-excerpt`}>{text}</p>;
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
      <ItemText>
        <Link
          component={RouterLink}
          to={href}
          aria-current={selected ? 'true' : undefined}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'break-word', hyphens: 'auto' }}
        >
          {title}
        </Link>
        {employer ? <p className="item-line">{employer}</p> : null}
        {facts}
        <Excerpt html={excerpt} />
        {extra}
      </ItemText>
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
        <div className="item-facts">
          <span aria-hidden className={`item-dot item-dot-${availabilityColor(vacancy.availabilityLevel)}`} />
          <p className={SECONDARY}>
            {[place, formatDate(vacancy.createdAtRemote)].filter(Boolean).join(' · ')}
            <span className="item-hidden">, {vacancy.humanAvailability}</span>
          </p>
        </div>
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
        <p className={SECONDARY}>
          {[place, vacancy.humanHoursIndication, `geplaatst op ${formatDate(vacancy.startsAt)}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      }
    />
  );
}
