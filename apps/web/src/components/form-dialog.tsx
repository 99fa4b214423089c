import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';

/** A dialog that is one form: its title, the fields, and Annuleren beside the submit button. */
export function FormDialog({
  open,
  onClose,
  title,
  onSubmit,
  submitLabel,
  submitting,
  children,
  maxWidth = 'sm',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
  /** A wider dialog for a long form (the showroom composer). */
  maxWidth?: 'sm' | 'md';
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuleren</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
