import { Alert, Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { LoadState } from '../../components/load-state';
import { PageCrumbs } from '../../components/page-crumbs';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../components/page-title';
import { FavoriteIconToggle } from '../../features/favorites/components/favorite-icon-toggle';
import { useFavoriteCandidates } from '../../features/showrooms/api/showrooms-api';
import { CandidateSummaryCard, candidateLabel } from './candidate-summary-card';
import { SHOWROOMS_CRUMB } from './showrooms-crumb';

/** `/candidates/favorites` (SPEC §2.2): the candidates one marked, as the showroom that still shows them presents them. */
export function FavoriteCandidatesRoute() {
  usePageTitle('Favoriete kandidaten');
  const favorites = useFavoriteCandidates();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageCrumbs trail={[SHOWROOMS_CRUMB]} current="Favoriete kandidaten" />
      <PageHeading title="Favoriete kandidaten" description="De kandidaten die als favoriet zijn gemarkeerd." />
      {!favorites.data ? (
        <LoadState pending={favorites.isPending} errorText="De favorieten konden niet worden geladen." />
      ) : favorites.data.length === 0 ? (
        <Alert severity="info">
          U heeft nog geen favoriete kandidaten. Markeer kandidaten in een showroom met het hartje.
        </Alert>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
          }}
        >
          {favorites.data.map((favorite) => (
            <li key={favorite.id}>
              {favorite.candidate && favorite.showroomId ? (
                <CandidateSummaryCard showroomId={favorite.showroomId} candidate={favorite.candidate} />
              ) : favorite.available ? (
                <Card variant="outlined">
                  <CardActionArea component={Link} to={`/dossiers/${favorite.candidateId}`}>
                    <CardContent>
                      <Typography>Dossier van de kandidaat bekijken</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              ) : (
                <Card variant="outlined">
                  <CardContent>
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                      <Typography color="text.secondary">Deze kandidaat is niet meer beschikbaar.</Typography>
                      <FavoriteIconToggle
                        favorableType="Candidate"
                        favorableId={favorite.candidateId}
                        label={candidateLabel({ name: null, title: null })}
                      />
                    </Stack>
                  </CardContent>
                </Card>
              )}
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
