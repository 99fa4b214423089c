import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/get-session';
import { useConfirmEmailChange } from '../api/account';
import { AuthCard } from '../components/auth-card';

/**
 * `/email-change/{token}`: the link of the confirmation mail. Confirming is a button, not the
 * page load, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailChangeRoute() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange();
  const queryClient = useQueryClient();
  return (
    <AuthCard title="Nieuw e-mailadres bevestigen">
      <Stack spacing={2}>
        {confirm.isSuccess ? (
          <>
            <Alert severity="success" role="status">
              Je e-mailadres is gewijzigd. Voortaan log je daarmee in.
            </Alert>
            <Button component={RouterLink} to="/settings/personal" variant="contained">
              Naar Mijn account
            </Button>
          </>
        ) : (
          <>
            <Typography>Bevestig dat je voortaan met dit e-mailadres inlogt bij Koers.</Typography>
            {confirm.error ? (
              <Alert severity="error" role="alert">
                {isApiError(confirm.error)
                  ? (confirm.error.errors[0]?.detail ?? confirm.error.message)
                  : 'Er ging iets mis!'}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(token, { onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }) })
              }
            >
              E-mailadres bevestigen
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
