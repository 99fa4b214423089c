import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordResetInput, passwordResetSchema } from '@koers/shared';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

/** The page of the e-mailed link `/password-reset/{token}`: choose a new password. */
export function PasswordResetRoute() {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, token });
    } catch (error) {
      if (!isApiError(error)) return form.setError('root', { message: 'Er ging iets mis!' });
      const fields = error.fieldErrors();
      if (fields.password) form.setError('password', { message: fields.password });
      if (fields.passwordConfirmation) form.setError('passwordConfirmation', { message: fields.passwordConfirmation });
      if (!fields.password && !fields.passwordConfirmation) {
        form.setError('root', { message: error.errors[0]?.detail ?? 'Er ging iets mis!' });
      }
    }
  });

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
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Nieuw wachtwoord instellen">
          {errors.root ? (
            <Alert severity="error" role="alert">
              {errors.root.message}{' '}
              <Link component={RouterLink} to="/password-reset">
                Nieuwe link aanvragen
              </Link>
            </Alert>
          ) : null}
          <TextField
            label="Nieuw wachtwoord"
            type="password"
            autoComplete="new-password"
            autoFocus
            required
            {...form.register('password')}
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? 'Minimaal 10 tekens.'}
          />
          <TextField
            label="Herhaal het nieuwe wachtwoord"
            type="password"
            autoComplete="new-password"
            required
            {...form.register('passwordConfirmation')}
            error={Boolean(errors.passwordConfirmation)}
            helperText={errors.passwordConfirmation?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            Wachtwoord opslaan
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
