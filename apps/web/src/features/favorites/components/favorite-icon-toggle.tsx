import { IconButton, Tooltip } from '@mui/material';
import { type FavoriteToggleProps, useFavoriteToggle } from './favorite-toggle';

/** The favourite toggle of a list item: only the heart, its action in a tooltip (SPEC §4). */
export function FavoriteIconToggle(props: FavoriteToggleProps) {
  const { pressed, action, onClick, disabled, icon } = useFavoriteToggle(props);
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
