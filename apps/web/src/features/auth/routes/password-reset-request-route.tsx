import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordResetRequestInput, passwordResetRequestSchema } from '@koers/shared';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { textFieldOf } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

export function PasswordResetRequestRoute() {
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      const message = isApiError(error) ? error.errors[0]?.detail : undefined;
      form.setError('email', { message: message ?? 'Er ging iets mis!' });
    }
  });

  return (
    <AuthCard title="Wachtwoord vergeten">
      {request.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw
            wachtwoord in te stellen.
          </Alert>
          <Link component={RouterLink} to="/login">
            Terug naar inloggen
          </Link>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Wachtwoord vergeten">
          <Typography>Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord instelt.</Typography>
          <TextField
            label="E-mailadres"
            type="email"
            autoComplete="email"
            autoFocus
            required
            {...textFieldOf(form, 'email')}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            Link versturen
          </Button>
          <Link component={RouterLink} to="/login">
            Terug naar inloggen
          </Link>
        </Stack>
      )}
    </AuthCard>
  );
}
