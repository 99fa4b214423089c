import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/get-session';
import { useAcceptInvitationAsAccount } from '../api/accept-invitation';
import type { InvitationPreview } from '../api/preview-invitation';

/**
 * An invitation to an address that already has an account: accepting takes logging in with that
 * account (the link alone, which anyone who sees the mail has, never opens it).
 */
export function AcceptWithAccount({ token, preview }: { token: string; preview: InvitationPreview }) {
  const session = useSession();
  const accept = useAcceptInvitationAsAccount(session.data?.user.id ?? null);
  const navigate = useNavigate();
  const returnTo = `/login?returnTo=${encodeURIComponent(`/invitation/${token}`)}`;
  const { name, email, organizationName } = preview;

  const submit = async () => {
    try {
      await accept.mutateAsync({ token });
      navigate('/', { replace: true });
    } catch {
      // The error is shown below.
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>
        Hallo {name}, {organizationName} nodigt je uit om ook bij hen met Koers te werken. Je hebt al een account met{' '}
        {email}.
      </Typography>
      {accept.error ? (
        <Alert severity="error" role="alert">
          {isApiError(accept.error) ? (accept.error.errors[0]?.detail ?? accept.error.message) : 'Er ging iets mis!'}
        </Alert>
      ) : null}
      {session.data ? (
        <>
          <Typography>
            Je bent ingelogd als {session.data.user.email}. Accepteer je de uitnodiging, dan kun je voortaan ook bij{' '}
            {organizationName} inloggen, en ziet {organizationName} dat je een account hebt.
          </Typography>
          <Button variant="contained" size="large" onClick={submit} disabled={accept.isPending}>
            Uitnodiging accepteren
          </Button>
        </>
      ) : (
        <>
          <Typography>
            Log in met je bestaande e-mailadres en wachtwoord om de uitnodiging te accepteren. Tot je accepteert, ziet{' '}
            {organizationName} niets van je account.
          </Typography>
          <Button component={RouterLink} to={returnTo} variant="contained" size="large">
            Inloggen om te accepteren
          </Button>
        </>
      )}
    </Stack>
  );
}
