import type { FavorableType } from '@koers/shared/saved-vacancies';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Button } from '@mui/material';
import { useFavorites } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';

export type FavoriteToggleProps = {
  favorableType: FavorableType;
  favorableId: string;
  explorerId?: string | null;
  /** What is favoured, for screen readers: "Verpleegkundige". */
  label: string;
};

/** Whether the item is a favourite, and the click that marks it or takes it off (SPEC §4). */
export function useFavoriteToggle({ favorableType, favorableId, explorerId = null, label }: FavoriteToggleProps) {
  const favorites = useFavorites(favorableType);
  const toggle = useToggleFavorite(favorableType);
  const current = favorites.data?.find((favorite) => favorite.favorableId === favorableId) ?? null;
  const pressed = current !== null;
  return {
    pressed,
    action: pressed ? `${label} verwijderen uit favorieten` : `${label} toevoegen aan favorieten`,
    onClick: () => toggle.mutate({ favorableId, explorerId, current }),
    disabled: favorites.isPending || toggle.isPending,
    icon: pressed ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />,
  };
}

/**
 * Marks a candidate, vacancy or occupation as favourite, or takes it off, with the words (a
 * detail page). A list item shows only the heart: FavoriteIconToggle, with its tooltip in a
 * module of its own, so the pages that show only this button do not carry MUI's Tooltip.
 */
export function FavoriteButton(props: FavoriteToggleProps) {
  const { pressed, onClick, disabled, icon } = useFavoriteToggle(props);
  return (
    <Button variant="outlined" startIcon={icon} aria-pressed={pressed} onClick={onClick} disabled={disabled}>
      {pressed ? 'Favoriet' : 'Favoriet maken'}
    </Button>
  );
}
