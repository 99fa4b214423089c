import type { RiasecType } from '@koers/shared';
import { Box, CircularProgress, LinearProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { InterestResultView } from '../api/get-candidate-assessments';
import { useFittingOccupations } from '../api/get-fitting-occupations';

const TOP_TYPES = 3;

/**
 * The result of the interest test: the Holland code, the six types from high to low with their
 * score and meaning, and the occupations that fit the three highest (SPEC issue 36.2).
 */
export function InterestResult({
  result,
  headingLevel,
  linkOccupations,
}: {
  result: InterestResultView;
  /** h2 on the result page, h3 inside a dossier card. */
  headingLevel: 'h2' | 'h3';
  /** Occupations link to their information card when the person may explore occupations. */
  linkOccupations: boolean;
}) {
  const top = result.types.slice(0, TOP_TYPES);
  const span = result.maxScore - result.minScore;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component={headingLevel}>
          Interessecode {result.code}
        </Typography>
        <Typography color="text.secondary">
          De interesses passen het meest bij{' '}
          {top
            .map((type) => type.name)
            .join(', ')
            .replace(/, ([^,]*)$/, ' en $1')}
          .
        </Typography>
      </Box>
      <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="De zes interessetypen">
        {result.types.map((type) => (
          <Box component="li" key={type.type}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>{type.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {type.score} van {result.maxScore}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={span > 0 ? ((type.score - result.minScore) / span) * 100 : 0}
              aria-label={`${type.name}: ${type.score} van ${result.maxScore}`}
              sx={{ height: 8, borderRadius: 4, my: 0.5 }}
            />
            <Typography variant="body2">{type.meaning}</Typography>
          </Box>
        ))}
      </Stack>
      <Box>
        <Typography variant="h6" component={headingLevel}>
          Passende beroepen
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {top.map((type) => (
            <FittingOccupations key={type.type} type={type.type} name={type.name} link={linkOccupations} />
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

function FittingOccupations({ type, name, link }: { type: RiasecType; name: string; link: boolean }) {
  const occupations = useFittingOccupations(type);
  return (
    <Box component="section" aria-label={`Beroepen bij ${name}`}>
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      {occupations.isPending ? (
        <CircularProgress size={20} aria-label="Bezig met laden" />
      ) : occupations.data?.length ? (
        <List dense disablePadding>
          {occupations.data.map((occupation) => (
            <ListItem key={occupation.id} disableGutters sx={{ py: 0 }}>
              {link ? (
                <Link component={RouterLink} to={`/occupations/${occupation.id}`}>
                  {occupation.label}
                </Link>
              ) : (
                occupation.label
              )}
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Geen beroepen gevonden.
        </Typography>
      )}
    </Box>
  );
}
