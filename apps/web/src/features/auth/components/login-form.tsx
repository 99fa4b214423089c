import { zodResolver } from '@hookform/resolvers/zod';
import { type SessionCreateInput, sessionCreateSchema } from '@koers/shared';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import type { Session } from '../../../lib/session/get-session';
import { useCreateSession } from '../api/create-session';

/** E-mail and password, then (when the account has one) the code of the authenticator app. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: Session) => void }) {
  const [needsCode, setNeedsCode] = useState(false);
  const login = useCreateSession();
  const form = useForm<SessionCreateInput>({
    resolver: zodResolver(sessionCreateSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const session = await login.mutateAsync(needsCode ? values : { email: values.email, password: values.password });
      onLoggedIn(session);
    } catch (error) {
      if (!isApiError(error)) return form.setError('root', { message: 'Er ging iets mis!' });
      if (error.code === 'session.otp_required') {
        setNeedsCode(true);
        return;
      }
      const fields = error.fieldErrors();
      for (const [field, message] of Object.entries(fields)) {
        form.setError(field as keyof SessionCreateInput, { message });
      }
      if (Object.keys(fields).length === 0 || error.code === 'session.otp_invalid') {
        form.setError('root', { message: error.errors[0]?.detail ?? 'Er ging iets mis!' });
      }
    }
  });

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Inloggen">
      {errors.root ? (
        <Alert severity="error" role="alert">
          {errors.root.message}
        </Alert>
      ) : null}
      <TextField
        label="E-mailadres"
        type="email"
        autoComplete="username"
        autoFocus
        required
        {...form.register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <TextField
        label="Wachtwoord"
        type="password"
        autoComplete="current-password"
        required
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      {needsCode ? (
        <TextField
          label="Code uit je authenticator-app"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          required
          {...form.register('otp')}
          error={Boolean(errors.otp)}
          helperText={errors.otp?.message ?? 'De code van 6 cijfers die je app nu toont.'}
        />
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        Inloggen
      </Button>
      <Link component={RouterLink} to="/password-reset">
        Wachtwoord vergeten?
      </Link>
    </Stack>
  );
}
