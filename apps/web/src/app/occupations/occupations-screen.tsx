import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../components/page-title';
import { useFavorites } from '../../features/favorites/api/get-favorites';
import { useOccupationsById } from '../../features/occupations/api/search-occupations';
import { OccupationList } from '../../features/occupations/components/occupation-list';
import { OccupationSearch } from '../../features/occupations/components/occupation-search';

/** The person's favourite occupations (SPEC §6: occupation favourites for all). */
function FavoriteOccupations() {
  const favorites = useFavorites('Taxonomy::Occupation');
  const ids = (favorites.data ?? []).map((favorite) => favorite.favorableId);
  const occupations = useOccupationsById(ids);
  return (
    <Box component="section" aria-labelledby="favorite-occupations">
      <Typography id="favorite-occupations" variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Mijn favoriete beroepen
      </Typography>
      {favorites.isPending || (ids.length > 0 && occupations.isPending) ? (
        <CircularProgress aria-label="Bezig met laden" size={24} />
      ) : ids.length === 0 ? (
        <Typography color="text.secondary">
          Je hebt nog geen favoriete beroepen. Zoek een beroep en maak het favoriet om het hier terug te vinden.
        </Typography>
      ) : (
        <OccupationList occupations={occupations.data ?? []} label="Mijn favoriete beroepen" />
      )}
    </Box>
  );
}

/**
 * `/occupations` (query q, filtersAction): find an occupation and open its information card.
 * The typed words stay in the URL (`q`), so Back returns to them; `filtersAction` opens the page
 * with the cursor in the search field (see docs/decisions.md).
 */
export function OccupationsScreen() {
  usePageTitle('Beroepen');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const onTerm = useCallback(
    (term: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (term) next.set('q', term);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading
        title="Beroepen"
        description="Bekijk per beroep hoeveel vacatures er zijn, wat werkgevers vragen en wat het verdient."
      />
      <OccupationSearch
        term={q}
        onTerm={onTerm}
        onChoose={(occupation) => navigate(`/occupations/${occupation.id}`)}
        autoFocus={params.has('filtersAction')}
      />
      <Alert severity="info" variant="outlined">
        De cijfers komen uit de vacatures van internet van het afgelopen jaar.
      </Alert>
      <FavoriteOccupations />
    </Stack>
  );
}
