import { Alert, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

/** The page of the e-mailed link `/password-reset/{token}`: choose a new password. */
export function PasswordResetRoute() {
  const { token = '' } = useParams();
  const reset = useResetPassword();

  return (
    <AuthCard title="Nieuw wachtwoord instellen">
      {reset.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Naar inloggen
          </Button>
        </Stack>
      ) : (
        <NewPasswordForm
          title="Nieuw wachtwoord instellen"
          passwordLabel="Nieuw wachtwoord"
          confirmationLabel="Herhaal het nieuwe wachtwoord"
          submitLabel="Wachtwoord opslaan"
          errorAction={
            <Link component={RouterLink} to="/password-reset">
              Nieuwe link aanvragen
            </Link>
          }
          onSubmit={(values) => reset.mutateAsync({ ...values, token })}
        />
      )}
    </AuthCard>
  );
}
