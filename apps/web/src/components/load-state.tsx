import { Alert, CircularProgress } from '@mui/material';

/** What a page shows until its record is there: loading, or that it could not be loaded. */
export function LoadState({ pending, errorText }: { pending: boolean; errorText: string }) {
  return pending ? <CircularProgress aria-label="Bezig met laden" /> : <Alert severity="error">{errorText}</Alert>;
}
