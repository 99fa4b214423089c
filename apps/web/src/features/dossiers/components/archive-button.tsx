import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useArchiveDossier } from '../api/archive-dossier';
import type { DossierSummary } from '../api/dossier-types';
import { useUnarchiveDossier } from '../api/unarchive-dossier';

/** Archiveren (with a confirmation: the candidate loses access) or Dearchiveren. */
export function ArchiveButton({ dossier }: { dossier: DossierSummary }) {
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveDossier();
  const unarchive = useUnarchiveDossier();
  if (dossier.archivedAt) {
    if (!dossier.can.unarchive) return null;
    return (
      <Button
        startIcon={<UnarchiveIcon />}
        variant="outlined"
        disabled={unarchive.isPending}
        onClick={() =>
          unarchive.mutate(dossier.id, {
            onSuccess: () => enqueueSnackbar('Het dossier is weer actief.', { variant: 'success' }),
          })
        }
      >
        Dearchiveren
      </Button>
    );
  }
  if (!dossier.can.archive) return null;
  return (
    <>
      <Button startIcon={<ArchiveIcon />} variant="outlined" color="inherit" onClick={() => setConfirming(true)}>
        Archiveren
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="archive-title">
        <DialogTitle id="archive-title">Dossier van {dossier.name} archiveren?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Het dossier wordt alleen-lezen en {dossier.name} kan niet meer inloggen. Een openstaande uitnodiging
            vervalt. Je kunt het dossier later weer actief maken als je organisatie dat toestaat.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Annuleren</Button>
          <Button
            variant="contained"
            disabled={archive.isPending}
            onClick={() =>
              archive.mutate(dossier.id, {
                onSuccess: () => {
                  setConfirming(false);
                  enqueueSnackbar('Het dossier is gearchiveerd.', { variant: 'success' });
                },
              })
            }
          >
            Archiveren
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
