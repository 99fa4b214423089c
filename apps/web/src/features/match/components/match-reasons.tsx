import { type Match, type MatchReason, matchLabel, reasonAboutTheCandidate } from '@koers/shared/match';
import { Box, Chip, Stack, styled, Typography } from '@mui/material';
import { useVacancyMatch } from '../api/get-vacancy-match';

// The paths of MUI's CheckCircleOutlined, InfoOutlined and ReportProblemOutlined icons, drawn as
// plain <svg> styled by the list (ReasonList): three SvgIcons per list item were 60 styled
// components in the explorer's first render (npm run bench:first-load -- --renders).
const TONE = {
  good: {
    path: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z',
    word: 'Past',
  },
  neutral: {
    path: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
    word: 'Let op',
  },
  poor: { path: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z', word: 'Past minder' },
} as const;

/** The score as words and a number: 'Past goed · 85 %'. */
export function MatchScore({ match, size = 'small' }: { match: Match; size?: 'small' | 'medium' }) {
  const color = match.score >= 70 ? 'success' : match.score >= 40 ? 'primary' : 'default';
  return (
    <Chip
      size={size}
      color={color}
      variant={match.score >= 70 ? 'filled' : 'outlined'}
      label={`${matchLabel(match.score)} · ${match.score} %`}
    />
  );
}

function Reason({ reason, aboutCandidate }: { reason: MatchReason; aboutCandidate: boolean }) {
  const tone = TONE[reason.tone];
  const text = aboutCandidate ? reasonAboutTheCandidate(reason.text) : reason.text;
  return (
    <li>
      <span className={`reason-icon reason-${reason.tone}`}>
        <svg className="reason-svg" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={tone.path} />
        </svg>
      </span>
      <p>
        <span className="reason-hidden">{tone.word}: </span>
        {text.charAt(0).toUpperCase() + text.slice(1)}
      </p>
    </li>
  );
}

/**
 * The reasons' list, styled once per list through class names rather than four styled components
 * per reason: each list item of the explorer has three (npm run bench:lighthouse). Looks as the
 * Stack, Box and Typography (body2) it replaces.
 */
const ReasonList = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& > :not(style):not(style)': { margin: 0 },
  '& > :not(style) ~ :not(style)': { marginTop: theme.spacing(0.5) },
  '& > li': { display: 'flex', gap: theme.spacing(0.75), alignItems: 'flex-start' },
  '& .reason-icon': { display: 'inline-flex', marginTop: '1px' },
  // As MUI's SvgIcon with fontSize="small".
  '& .reason-svg': {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: theme.typography.pxToRem(20),
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  },
  '& .reason-good': { color: theme.palette.success.main },
  '& .reason-neutral': { color: theme.palette.text.secondary },
  '& .reason-poor': { color: theme.palette.warning.dark },
  '& p': { ...theme.typography.body2, margin: 0 },
  '& .reason-hidden': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
}));

/**
 * Every reason of a match, good ones first (the vacancy's detail). `aboutCandidate`: a coach reads
 * them in dossier mode, about the candidate rather than addressed to them.
 */
export function MatchReasons({
  match,
  limit,
  aboutCandidate = false,
}: {
  match: Match;
  limit?: number;
  aboutCandidate?: boolean;
}) {
  const reasons = limit === undefined ? match.reasons : match.reasons.slice(0, limit);
  if (reasons.length === 0) return null;
  return (
    <ReasonList aria-label="Waarom deze vacature past">
      {reasons.map((reason) => (
        <Reason key={reason.rule} reason={reason} aboutCandidate={aboutCandidate} />
      ))}
    </ReasonList>
  );
}

/** Looks as the Stack (spacing 0.75, pt 0.5) and Box it replaces: one styled component per list item. */
const SummaryRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  paddingTop: theme.spacing(0.5),
  '& > :not(style):not(style)': { margin: 0 },
  '& > :not(style) ~ :not(style)': { marginTop: theme.spacing(0.75) },
}));

/** A list item's match: the score and its first reasons. */
export function MatchSummary({ match, aboutCandidate = false }: { match: Match; aboutCandidate?: boolean }) {
  return (
    <SummaryRoot>
      <div>
        <MatchScore match={match} />
      </div>
      <MatchReasons match={match} limit={3} aboutCandidate={aboutCandidate} />
    </SummaryRoot>
  );
}

/** The detail pane's match: a heading, the score and every reason. */
export function MatchPanel({ match, aboutCandidate = false }: { match: Match; aboutCandidate?: boolean }) {
  return (
    <Box component="section" aria-labelledby="match-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="match-heading" variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {aboutCandidate ? 'Hoe past deze vacature bij de kandidaat?' : 'Hoe past deze vacature bij je profiel?'}
        </Typography>
        <MatchScore match={match} />
      </Stack>
      <MatchReasons match={match} aboutCandidate={aboutCandidate} />
    </Box>
  );
}

/** The detail pane's match of one vacancy, asked for with the candidate's `match[...]` parameters. */
export function VacancyMatchPanel({
  vacancyId,
  query,
  aboutCandidate = false,
}: {
  vacancyId: string;
  query: Record<string, string>;
  aboutCandidate?: boolean;
}) {
  const match = useVacancyMatch(vacancyId, query);
  return match.data ? <MatchPanel match={match.data} aboutCandidate={aboutCandidate} /> : null;
}
