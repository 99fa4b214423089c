import { formatDateTime } from '@koers/shared/calendar';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_FREQUENCY_LABELS } from '@koers/shared/saved-searches';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { type SavedSearch, useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';

// The rename form (react-hook-form, zod, the saved-search schema) loads when it first opens.
const RenameSavedSearchDialog = lazy(() =>
  import('./rename-saved-search-dialog').then((module) => ({ default: module.RenameSavedSearchDialog })),
);

function SavedSearchCard({
  search,
  href,
  onRename,
  onRemove,
}: {
  search: SavedSearch;
  href: string;
  onRename: () => void;
  onRemove: () => void;
}) {
  const update = useUpdateSavedSearch();
  return (
    <Card variant="outlined" component="li" aria-label={search.name} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, flexGrow: 1 }}>
              {search.name}
            </Typography>
            {search.paused ? <Chip size="small" label="Gepauzeerd" /> : null}
            {!search.paused && search.alertsWaiting ? <Chip size="small" label="E-mails wachten" /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {search.paused
              ? 'Er gaan geen e-mails uit tot de zoekopdracht weer loopt.'
              : search.alertsWaiting
                ? 'De e-mails wachten: de vacatures van internet zijn nu niet te doorzoeken. Ze gaan weer uit zodra dat kan.'
                : `${SAVED_SEARCH_FREQUENCY_LABELS[search.frequency]} een e-mail met nieuwe vacatures.`}{' '}
            {search.lastAlertAt ? `Laatst bekeken op ${formatDateTime(search.lastAlertAt)}.` : ''}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={href} variant="contained">
              Openen
            </Button>
            {search.can.update ? (
              <>
                <TextField
                  select
                  size="small"
                  label="Hoe vaak"
                  value={search.frequency}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate({
                      id: search.id,
                      attributes: { frequency: event.target.value as SavedSearch['frequency'] },
                    })
                  }
                  sx={{ minWidth: '9rem' }}
                >
                  {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                    <MenuItem key={frequency} value={frequency}>
                      {SAVED_SEARCH_FREQUENCY_LABELS[frequency]}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: search.id, attributes: { paused: !search.paused } })}
                >
                  {search.paused ? 'Hervatten' : 'Pauzeren'}
                </Button>
                <Button onClick={onRename}>Naam wijzigen</Button>
              </>
            ) : null}
            {search.can.delete ? (
              <Button color="error" onClick={onRemove}>
                Verwijderen
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * A dossier's saved searches (issue 38.5): each opens its search in the explorer again, and can
 * get another name or frequency, be paused and resumed, or removed.
 */
export function SavedSearchesList({
  dossierId,
  searchHref,
  empty,
}: {
  dossierId: string;
  /** Where a search opens: the explorer with its parameters. */
  searchHref: (search: SavedSearch) => string;
  empty: ReactNode;
}) {
  const list = useSavedSearches(dossierId);
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [removing, setRemoving] = useState<SavedSearch | null>(null);
  if (list.isPending) return <LinearProgress aria-label="Zoekopdrachten laden" />;
  if (list.isError) return <Alert severity="error">De zoekopdrachten konden niet worden geladen.</Alert>;
  const { searches } = list.data;
  return (
    <>
      {searches.length === 0 ? (
        empty
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {searches.map((search) => (
            <SavedSearchCard
              key={search.id}
              search={search}
              href={searchHref(search)}
              onRename={() => setRenaming(search)}
              onRemove={() => setRemoving(search)}
            />
          ))}
        </Stack>
      )}
      {renaming ? (
        <Suspense fallback={null}>
          <RenameSavedSearchDialog search={renaming} onClose={() => setRenaming(null)} />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Zoekopdracht verwijderen?"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      >
        ‘{removing?.name}’ wordt verwijderd en er komen geen e-mails meer over. Dit kan niet ongedaan worden.
      </ConfirmDeleteDialog>
    </>
  );
}
