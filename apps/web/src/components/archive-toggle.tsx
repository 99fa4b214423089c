import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, type ButtonProps } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { LazyConfirmDialog } from './lazy-confirm-dialog';

/**
 * Archiveren (after a confirmation that says what archiving does) or Dearchiveren, each only
 * where the actor may. `onArchive` gets `done`, to call when the archiving succeeded.
 */
export function ArchiveToggle({
  archived,
  canArchive,
  canUnarchive,
  archiving,
  unarchiving,
  onArchive,
  onUnarchive,
  confirmTitle,
  confirmText,
  archiveColor,
}: {
  archived: boolean;
  canArchive: boolean;
  canUnarchive: boolean;
  archiving: boolean;
  unarchiving: boolean;
  onArchive: (done: () => void) => void;
  onUnarchive: () => void;
  confirmTitle: ReactNode;
  confirmText: ReactNode;
  archiveColor?: ButtonProps['color'];
}) {
  const [confirming, setConfirming] = useState(false);
  if (archived) {
    if (!canUnarchive) return null;
    return (
      <Button variant="outlined" startIcon={<UnarchiveIcon />} disabled={unarchiving} onClick={onUnarchive}>
        Dearchiveren
      </Button>
    );
  }
  if (!canArchive) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ArchiveIcon />}
        {...(archiveColor ? { color: archiveColor } : {})}
        onClick={() => setConfirming(true)}
      >
        Archiveren
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={confirmTitle}
        confirm={
          <Button variant="contained" disabled={archiving} onClick={() => onArchive(() => setConfirming(false))}>
            Archiveren
          </Button>
        }
      >
        {confirmText}
      </LazyConfirmDialog>
    </>
  );
}
