import { favoriteListsFor } from '@koers/shared/permissions/favorite.policy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';
import type { VacancyRef } from '../../features/saved-vacancies/api/vacancy-types';
import { SavedVacancyActions } from '../../features/saved-vacancies/components/saved-vacancy-actions';
import { useCurrentContext } from '../../lib/session/current-context';

/**
 * The actions on a vacancy (SPEC §6 "Vacancy actions"), for the explorer's detail pane and list
 * items: saving / choosing a state / 'Vacature voorstellen' / the proposal form (saved-vacancies),
 * the favourite toggle for members outside dossier mode (favorites), and in dossier mode the
 * button that opens the vacancy in the user's own explorer. Composed here because features do
 * not import each other.
 */
export function VacancyActions({
  vacancy,
  explorerId = null,
  dossierId = null,
  ownExplorerHref = null,
  compact = false,
}: {
  vacancy: VacancyRef;
  explorerId?: string | null;
  /** The dossier of dossier mode; null outside it. */
  dossierId?: string | null;
  /** Where this vacancy opens in the user's own explorer (shown in dossier mode). */
  ownExplorerHref?: string | null;
  /** A list item: only the favourite toggle, the rest is on the detail. */
  compact?: boolean;
}) {
  const { actor } = useCurrentContext();
  const dossierMode = dossierId !== null;
  const favourite = favoriteListsFor(actor, { dossierMode }).includes(vacancy.type);
  const toggle = favourite ? (
    <FavoriteToggle
      favorableType={vacancy.type}
      favorableId={vacancy.id}
      explorerId={explorerId}
      label={vacancy.title ?? 'Vacature'}
      variant={compact ? 'icon' : 'button'}
    />
  ) : null;
  if (compact) return toggle;
  return (
    <Stack spacing={2}>
      <SavedVacancyActions vacancy={vacancy} explorerId={explorerId} dossierId={dossierId} />
      {toggle || (dossierMode && ownExplorerHref) ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {toggle}
          {dossierMode && ownExplorerHref ? (
            <Button component={RouterLink} to={ownExplorerHref} variant="outlined" startIcon={<OpenInNewIcon />}>
              Openen in mijn verkenner
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
