import { favoriteListsFor } from '@koers/shared/permissions/favorite.policy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { VacancyRef } from '../../features/saved-vacancies/api/vacancy-types';
import { SavedVacancyActions } from '../../features/saved-vacancies/components/saved-vacancy-actions';
import { useCurrentContext } from '../../lib/session/current-context';
import { VacancyFavoriteToggle } from './vacancy-list-actions';

/**
 * The actions on a vacancy in the explorer's detail pane (SPEC §6 "Vacancy actions"): saving /
 * choosing a state / 'Vacature voorstellen' / the proposal form (saved-vacancies), the favourite
 * toggle for members outside dossier mode (favorites), and in dossier mode the button that opens
 * the vacancy in the user's own explorer. Composed here because features do not import each
 * other; a list item shows only the favourite toggle (vacancy-list-actions.tsx).
 */
export function VacancyActions({
  vacancy,
  explorerId = null,
  dossierId = null,
  ownExplorerHref = null,
}: {
  vacancy: VacancyRef;
  explorerId?: string | null;
  /** The dossier of dossier mode; null outside it. */
  dossierId?: string | null;
  /** Where this vacancy opens in the user's own explorer (shown in dossier mode). */
  ownExplorerHref?: string | null;
}) {
  const { actor } = useCurrentContext();
  const dossierMode = dossierId !== null;
  const favourite = favoriteListsFor(actor, { dossierMode }).includes(vacancy.type);
  return (
    <Stack spacing={2}>
      <SavedVacancyActions vacancy={vacancy} explorerId={explorerId} dossierId={dossierId} />
      {favourite || (dossierMode && ownExplorerHref) ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <VacancyFavoriteToggle vacancy={vacancy} explorerId={explorerId} dossierMode={dossierMode} variant="button" />
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
