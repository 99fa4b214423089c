import { formatDate } from '@koers/shared/calendar';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/preview-invitation';
import { AcceptWithAccount } from '../components/accept-with-account';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

/**
 * `/invitation/{token}`: a new candidate chooses a password and is logged in right away; a person
 * who already has an account logs in with it and accepts.
 */
export function AcceptInvitationRoute() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  if (preview.isPending) {
    return (
      <AuthCard title="Uitnodiging">
        <CircularProgress aria-label="Bezig met laden" />
      </AuthCard>
    );
  }
  if (!preview.data) {
    return (
      <AuthCard title="Uitnodiging">
        <Stack spacing={2}>
          <Alert severity="warning" role="alert">
            {isApiError(preview.error)
              ? (preview.error.errors[0]?.detail ?? preview.error.message)
              : 'Er ging iets mis!'}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Naar inloggen
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  const { name, email, organizationName, expiresAt } = preview.data;
  if (preview.data.existingAccount) {
    return (
      <AuthCard title="Uitnodiging">
        <AcceptWithAccount token={token} preview={preview.data} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Welkom bij Koers">
      <NewPasswordForm
        title="Wachtwoord kiezen"
        passwordLabel="Kies een wachtwoord"
        confirmationLabel="Herhaal het wachtwoord"
        submitLabel="Wachtwoord opslaan en inloggen"
        intro={
          <>
            <Typography>
              Hallo {name}, {organizationName} nodigt je uit. Kies een wachtwoord; daarna log je in met {email}.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Deze uitnodiging is geldig tot {formatDate(expiresAt)}.
            </Typography>
          </>
        }
        onSubmit={async (values) => {
          const session = await accept.mutateAsync({ ...values, token, userType: preview.data.userType });
          // A candidate starts on their profile, a contact person on the start page.
          const start = preview.data.userType === 'client' ? '/profile/general' : '/';
          navigate(session ? start : '/login', { replace: true });
        }}
      />
    </AuthCard>
  );
}
