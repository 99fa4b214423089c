import { favoriteListsFor } from '@koers/shared/permissions/favorite.policy';
import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useFavorites } from '../../features/favorites/api/get-favorites';
import { FavoriteButton, type FavoriteToggleProps } from '../../features/favorites/components/favorite-toggle';
import type { VacancyRef } from '../../features/saved-vacancies/api/vacancy-types';
import { useCurrentContext } from '../../lib/session/current-context';

// The list's heart with its tooltip (MUI's Tooltip and Popper, a sixth of the explorer's code)
// loads only for whoever keeps vacancy favourites: never for a candidate or in dossier mode.
const FavoriteIconToggle = lazy(() =>
  import('../../features/favorites/components/favorite-icon-toggle').then((module) => ({
    default: module.FavoriteIconToggle,
  })),
);

/** The list's heart: the favourites are asked at once, as before, not once its module is there. */
function ListHeart(props: FavoriteToggleProps) {
  useFavorites(props.favorableType);
  return (
    // The heart's place is kept while it loads (an icon button: 40 by 40 pixels), so nothing shifts.
    <Suspense fallback={<Box sx={{ width: 40, height: 40, flexShrink: 0 }} />}>
      <FavoriteIconToggle {...props} />
    </Suspense>
  );
}

/**
 * The favourite toggle of a vacancy (SPEC §6 "Vacancy actions": members outside dossier mode),
 * or nothing for whoever keeps no favourite list of its kind. A list item shows only this (the
 * heart); the detail shows it with the words, beside the other actions (vacancy-actions.tsx,
 * loaded with the detail).
 */
export function VacancyFavoriteToggle({
  vacancy,
  explorerId,
  dossierMode,
  variant,
}: {
  vacancy: VacancyRef;
  explorerId: string | null;
  dossierMode: boolean;
  variant: 'icon' | 'button';
}) {
  const { actor } = useCurrentContext();
  if (!favoriteListsFor(actor, { dossierMode }).includes(vacancy.type)) return null;
  const props = {
    favorableType: vacancy.type,
    favorableId: vacancy.id,
    explorerId,
    label: vacancy.title ?? 'Vacature',
  };
  return variant === 'button' ? <FavoriteButton {...props} /> : <ListHeart {...props} />;
}
