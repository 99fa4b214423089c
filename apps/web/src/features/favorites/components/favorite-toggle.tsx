import type { FavorableType } from '@koers/shared/saved-vacancies';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useFavorites } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';

/**
 * Marks a candidate, vacancy or occupation as favourite, or takes it off (SPEC §4). `variant`
 * `button` shows the words too (a detail page), `icon` only the heart (a list item).
 */
export function FavoriteToggle({
  favorableType,
  favorableId,
  explorerId = null,
  label,
  variant = 'icon',
}: {
  favorableType: FavorableType;
  favorableId: string;
  explorerId?: string | null;
  /** What is favoured, for screen readers: "Verpleegkundige". */
  label: string;
  variant?: 'icon' | 'button';
}) {
  const favorites = useFavorites(favorableType);
  const toggle = useToggleFavorite(favorableType);
  const current = favorites.data?.find((favorite) => favorite.favorableId === favorableId) ?? null;
  const pressed = current !== null;
  const action = pressed ? `${label} verwijderen uit favorieten` : `${label} toevoegen aan favorieten`;
  const onClick = () => toggle.mutate({ favorableId, explorerId, current });
  const disabled = favorites.isPending || toggle.isPending;
  const icon = pressed ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />;
  if (variant === 'button') {
    return (
      <Button variant="outlined" startIcon={icon} aria-pressed={pressed} onClick={onClick} disabled={disabled}>
        {pressed ? 'Favoriet' : 'Favoriet maken'}
      </Button>
    );
  }
  return (
    // describeChild: the button carries its own name; without it the tooltip put an aria-label on the
    // wrapping span, which a span may not have (axe: aria-prohibited-attr).
    <Tooltip describeChild title={pressed ? 'Verwijderen uit favorieten' : 'Toevoegen aan favorieten'}>
      <span>
        <IconButton aria-label={action} aria-pressed={pressed} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
