import { Alert } from '@mui/material';

/** What the server refused of a form as a whole (not of one field), announced to screen readers. */
export function FormRootError({ message }: { message: string | undefined }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}
