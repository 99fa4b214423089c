import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The question before something is removed for good: a title ('… verwijderen?'), what goes with
 * it, Annuleren, and a red Verwijderen that is off while the removal runs.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Annuleren</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          Verwijderen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
