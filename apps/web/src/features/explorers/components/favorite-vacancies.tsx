import { Alert, Box, LinearProgress, List, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { useFavoriteVacancies } from '../api/get-favorite-vacancies';
import { useExplorerVacancySearch } from '../api/search-explorer-vacancies';
import { useExternalVacancySearch } from '../api/search-external-vacancies';
import { AnyListItem, type AnyVacancy, HIDDEN } from './any-vacancy-item';
import type { ExplorerPageProps } from './explorer-page';

/**
 * The favourites explorer: the member's favourite vacancies of both kinds, newest first, with
 * the match like the other explorers (SPEC §2.3 empty text).
 */
export function FavoriteVacancies(
  props: ExplorerPageProps & {
    search: URLSearchParams;
    detail: ReactNode;
    /** A phone shows the open vacancy instead of the list. */
    listHidden: boolean;
    favorites: ReturnType<typeof useFavoriteVacancies>;
  },
) {
  const { search, detail, favorites, listHidden } = props;
  const refs = favorites.data ?? [];
  const externalIds = refs.filter((ref) => ref.type === 'Vacancies::ExternalVacancy').map((ref) => ref.id);
  const internalIds = refs.filter((ref) => ref.type === 'InternalVacancy').map((ref) => ref.id);
  const byIds = (ids: string[]) => ({
    ids: ids.join(','),
    period: 'all',
    facetNames: '',
    'page[size]': String(Math.max(ids.length, 1)),
  });
  const external = useExternalVacancySearch(
    { ...byIds(externalIds), ...props.extraQuery },
    externalIds.length > 0 && !props.extraQueryPending,
  );
  const internal = useExplorerVacancySearch(
    { ...byIds(internalIds), ...props.internalExtraQuery },
    internalIds.length > 0 && !props.internalExtraQueryPending,
  );
  const found = new Map<string, AnyVacancy>();
  for (const vacancy of external.data?.vacancies ?? [])
    found.set(vacancy.id, { type: 'Vacancies::ExternalVacancy', vacancy });
  for (const vacancy of internal.data?.vacancies ?? []) found.set(vacancy.id, { type: 'InternalVacancy', vacancy });
  const items = refs.flatMap((ref) => {
    const item = found.get(ref.id);
    return item ? [item] : [];
  });
  const pending =
    favorites.isPending ||
    (externalIds.length > 0 && external.isPending) ||
    (internalIds.length > 0 && internal.isPending);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        alignItems: 'start',
      }}
    >
      <Stack
        spacing={1}
        component="section"
        aria-label="Favoriete vacatures"
        sx={{ minWidth: 0, ...(listHidden ? HIDDEN : {}) }}
      >
        {pending ? (
          <LinearProgress aria-label="Vacatures laden" />
        ) : favorites.isError || external.isError || internal.isError ? (
          <Alert severity="error">De vacatures konden niet worden geladen. Probeer het later opnieuw.</Alert>
        ) : refs.length === 0 ? (
          <Typography sx={{ py: 2 }}>Je hebt nog geen favoriete vacatures.</Typography>
        ) : (
          <List disablePadding>
            {items.map((item) => (
              <AnyListItem key={item.vacancy.id} item={item} props={props} search={search} />
            ))}
          </List>
        )}
      </Stack>
      {detail}
    </Box>
  );
}
