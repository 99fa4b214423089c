import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What the action does; `block` when it holds more than text (a list). */
  children: ReactNode;
  block?: boolean;
  /** The action's own button, beside Annuleren. */
  confirm: ReactNode;
};

/** The question before an action that asks for care: a title, what it does, Annuleren and the action. */
export function ConfirmDialog({ open, onClose, title, children, block = false, confirm }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component={block ? 'div' : 'p'}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuleren</Button>
        {confirm}
      </DialogActions>
    </Dialog>
  );
}
