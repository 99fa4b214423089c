import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@koers/shared/calendar';
import { type PasswordResetInput, passwordResetSchema } from '@koers/shared/schemas/session.schema';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/preview-invitation';
import { AcceptWithAccount } from '../components/accept-with-account';
import { AuthCard } from '../components/auth-card';

/**
 * `/invitation/{token}`: a new candidate chooses a password and is logged in right away; a person
 * who already has an account logs in with it and accepts.
 */
export function AcceptInvitationRoute() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const session = await accept.mutateAsync({ ...values, token });
      navigate(session ? '/profile/general' : '/login', { replace: true });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors() : {};
      if (fields.password) form.setError('password', { message: fields.password });
      if (fields.passwordConfirmation) form.setError('passwordConfirmation', { message: fields.passwordConfirmation });
      if (!fields.password && !fields.passwordConfirmation) {
        form.setError('root', {
          message: isApiError(error) ? (error.errors[0]?.detail ?? error.message) : 'Er ging iets mis!',
        });
      }
    }
  });

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
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Wachtwoord kiezen">
        <Typography>
          Hallo {name}, {organizationName} nodigt je uit. Kies een wachtwoord; daarna log je in met {email}.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Deze uitnodiging is geldig tot {formatDate(expiresAt)}.
        </Typography>
        {errors.root ? (
          <Alert severity="error" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        <TextField
          label="Kies een wachtwoord"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          {...form.register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? 'Minimaal 10 tekens.'}
        />
        <TextField
          label="Herhaal het wachtwoord"
          type="password"
          autoComplete="new-password"
          required
          {...form.register('passwordConfirmation')}
          error={Boolean(errors.passwordConfirmation)}
          helperText={errors.passwordConfirmation?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          Wachtwoord opslaan en inloggen
        </Button>
      </Stack>
    </AuthCard>
  );
}
