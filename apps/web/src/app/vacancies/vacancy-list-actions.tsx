import { favoriteListsFor } from '@koers/shared/permissions/favorite.policy';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';
import type { VacancyRef } from '../../features/saved-vacancies/api/vacancy-types';
import { useCurrentContext } from '../../lib/session/current-context';

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
  return (
    <FavoriteToggle
      favorableType={vacancy.type}
      favorableId={vacancy.id}
      explorerId={explorerId}
      label={vacancy.title ?? 'Vacature'}
      variant={variant}
    />
  );
}
