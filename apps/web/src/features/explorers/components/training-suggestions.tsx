import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { Card, CardContent, CircularProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTrainingSuggestions } from '../api/get-training-suggestions';

const SEARCH_SITE = 'https://www.springest.nl/zoeken';

function meta(training: {
  method: string | null;
  level: string | null;
  duration: number | null;
  durationUnit: string | null;
  price: number | null;
}) {
  const price =
    training.price !== null
      ? new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(training.price)
      : null;
  return [
    training.method,
    training.level,
    training.duration !== null ? `${training.duration} ${training.durationUnit ?? ''}`.trim() : null,
    price,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The training-suggestion card (SPEC §2.3): courses for the vacancy title and the occupation
 * title; none gives 'Geen passende opleidingen en trainingen gevonden.' with a link to search.
 */
export function TrainingSuggestions({ terms }: { terms: string[] }) {
  const suggestions = useTrainingSuggestions(terms);
  const searchHref = `${SEARCH_SITE}?query=${encodeURIComponent(terms[terms.length - 1] ?? '')}`;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <SchoolIcon color="primary" />
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            Opleidingen en trainingen
          </Typography>
        </Stack>
        {suggestions.isPending ? (
          <CircularProgress size={24} aria-label="Opleidingen laden" />
        ) : suggestions.isError ? (
          <Typography color="error">De opleidingen konden niet worden geladen.</Typography>
        ) : suggestions.data.length === 0 ? (
          <Typography>
            Geen passende opleidingen en trainingen gevonden.{' '}
            <Link href={searchHref} target="_blank" rel="noopener noreferrer">
              Zoek zelf naar opleidingen
            </Link>
          </Typography>
        ) : (
          <List dense disablePadding>
            {suggestions.data.map((training) => (
              <ListItem key={training.id} disableGutters sx={{ display: 'block' }}>
                {training.url ? (
                  <Link href={training.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
                    {training.name}
                  </Link>
                ) : (
                  <Typography sx={{ fontWeight: 600 }}>{training.name}</Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  {meta(training)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
