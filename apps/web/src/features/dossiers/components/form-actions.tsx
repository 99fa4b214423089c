import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Opslaan and Annuleren (back to the dossier) under an edit form. */
export function FormActions({
  dossierId,
  saving,
  label = 'Opslaan',
}: {
  dossierId: string;
  saving: boolean;
  label?: string;
}) {
  return (
    <Stack direction="row" spacing={2}>
      <Button type="submit" variant="contained" disabled={saving}>
        {label}
      </Button>
      <Button component={RouterLink} to={`/dossiers/${dossierId}`}>
        Annuleren
      </Button>
    </Stack>
  );
}
