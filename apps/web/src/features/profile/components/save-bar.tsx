import { Alert, Button, Stack } from '@mui/material';

/** Opslaan under a profile tab, with the form's overall error. */
export function SaveBar({ saving, error }: { saving: boolean; error?: string | undefined }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {saving ? 'Bezig met opslaan…' : 'Opslaan'}
      </Button>
    </Stack>
  );
}
